import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type {
  AnalyticsFilters,
  AnalyticsResponse,
  UserAnalyticsFilters,
  UserAnalyticsResponse,
} from "@touchline/contracts";
import { apiFetch, queryString } from "../../../lib/api-client.ts";

const ANALYTICS_KEY = ["admin", "analytics"] as const;

export function useAnalytics(filters: AnalyticsFilters) {
  return useQuery({
    queryKey: [...ANALYTICS_KEY, "series", filters],
    queryFn: () => apiFetch<AnalyticsResponse>(`/api/admin/analytics${queryString(filters)}`),
    placeholderData: keepPreviousData,
  });
}

export function useUserAnalytics(filters: UserAnalyticsFilters) {
  return useQuery({
    queryKey: [...ANALYTICS_KEY, "users", filters],
    queryFn: () => apiFetch<UserAnalyticsResponse>(`/api/admin/user-analytics${queryString(filters)}`),
    placeholderData: keepPreviousData,
  });
}
