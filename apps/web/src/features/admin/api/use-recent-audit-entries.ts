import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export function useRecentAuditEntries(limit: number) {
  return useQuery({
    queryKey: ["admin", "audit", limit],
    queryFn: () => api.get("/api/admin/audit", { query: { limit } }),
  });
}
