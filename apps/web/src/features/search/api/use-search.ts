import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** One page of the site search; nothing is asked while the search box is empty. */
export function useSiteSearch(q: string, page: number) {
  return useQuery({
    queryKey: ["search", q, page],
    queryFn: () => api.get("/api/search", { query: { q, page: page > 1 ? page : undefined } }),
    enabled: q !== "",
    placeholderData: keepPreviousData,
  });
}
