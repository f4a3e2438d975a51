import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export function useAdminOverview() {
  return useQuery({
    queryKey: ["admin", "overview"],
    queryFn: () => api.get("/api/admin/overview"),
  });
}
