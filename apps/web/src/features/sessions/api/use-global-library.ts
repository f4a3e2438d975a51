import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { GlobalLibraryQuery, GlobalLibraryResponse } from "@touchline/contracts";
import { apiFetch, queryString } from "../../../lib/api-client.ts";

export function useGlobalLibrary(query: GlobalLibraryQuery) {
  return useQuery({
    queryKey: ["global-library", query],
    queryFn: () => apiFetch<GlobalLibraryResponse>(`/api/global-library${queryString(query)}`),
    placeholderData: keepPreviousData,
  });
}
