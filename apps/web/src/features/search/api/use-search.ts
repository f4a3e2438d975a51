import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { SearchResponse } from "@touchline/contracts";
import { apiFetch, queryString } from "../../../lib/api-client.ts";

/** One page of the site search; nothing is asked while the search box is empty. */
export function useSiteSearch(q: string, page: number) {
  return useQuery({
    queryKey: ["search", q, page],
    queryFn: () => apiFetch<SearchResponse>(`/api/search${queryString({ q, page: page > 1 ? page : undefined })}`),
    enabled: q !== "",
    placeholderData: keepPreviousData,
  });
}
