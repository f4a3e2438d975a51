import { useQuery } from "@tanstack/react-query";
import type { AdminOverviewResponse } from "@touchline/contracts";
import { apiFetch } from "../../../lib/api-client.ts";

export function useAdminOverview() {
  return useQuery({
    queryKey: ["admin", "overview"],
    queryFn: () => apiFetch<AdminOverviewResponse>("/api/admin/overview"),
  });
}
