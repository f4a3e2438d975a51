import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { GlobalLibraryQuery } from "@touchline/contracts";
import { api } from "../../../lib/api-client.ts";

export function useGlobalLibrary(query: GlobalLibraryQuery) {
  return useQuery({
    queryKey: ["global-library", query],
    queryFn: () => api.get("/api/global-library", { query }),
    placeholderData: keepPreviousData,
  });
}
