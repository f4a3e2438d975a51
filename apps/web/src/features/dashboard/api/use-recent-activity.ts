import { useQuery } from "@tanstack/react-query";
import type { RecentActivityResponse } from "@touchline/contracts";
import { apiFetch } from "../../../lib/api-client.ts";

export function useRecentActivity() {
  return useQuery({
    queryKey: ["dashboard", "recent-activity"],
    queryFn: () => apiFetch<RecentActivityResponse>("/api/dashboard/recent-activity"),
  });
}
