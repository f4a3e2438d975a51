import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { GlobalLibraryQuery, GlobalLibraryResponse } from "@touchline/contracts";
import { apiFetch } from "../../../lib/api-client.ts";

export function useGlobalLibrary(query: GlobalLibraryQuery) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== "") search.set(key, String(value));
  return useQuery({
    queryKey: ["global-library", query],
    queryFn: () => apiFetch<GlobalLibraryResponse>(`/api/global-library?${search}`),
    placeholderData: keepPreviousData,
  });
}
