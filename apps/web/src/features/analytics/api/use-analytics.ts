import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AnalyticsFilters, UserAnalyticsFilters } from "@touchline/contracts";
import { api } from "../../../lib/api-client.ts";

const ANALYTICS_KEY = ["admin", "analytics"] as const;

export function useAnalytics(filters: AnalyticsFilters) {
  return useQuery({
    queryKey: [...ANALYTICS_KEY, "series", filters],
    queryFn: () => api.get("/api/admin/analytics", { query: filters }),
    placeholderData: keepPreviousData,
  });
}

export function useUserAnalytics(filters: UserAnalyticsFilters) {
  return useQuery({
    queryKey: [...ANALYTICS_KEY, "users", filters],
    queryFn: () => api.get("/api/admin/user-analytics", { query: filters }),
    placeholderData: keepPreviousData,
  });
}
