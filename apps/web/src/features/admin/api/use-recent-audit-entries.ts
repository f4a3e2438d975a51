import { useQuery } from "@tanstack/react-query";
import type { AuditEntryListResponse } from "@touchline/contracts";
import { apiFetch, queryString } from "../../../lib/api-client.ts";

export function useRecentAuditEntries(limit: number) {
  return useQuery({
    queryKey: ["admin", "audit", limit],
    queryFn: () => apiFetch<AuditEntryListResponse>(`/api/admin/audit${queryString({ limit })}`),
  });
}
