import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LibraryDrillInput, LibraryDrillListQuery } from "@touchline/contracts";
import { api } from "../../../lib/api-client.ts";

export function useLibraryDrills(query: LibraryDrillListQuery) {
  return useQuery({
    queryKey: ["drills", query],
    queryFn: () => api.get("/api/drills", { query: { q: query.q, tag: query.tag } }),
    placeholderData: keepPreviousData,
  });
}

function useDrillMutation<TInput>(request: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: () => queryClient.invalidateQueries({ queryKey: ["drills"] }) });
}

export const useCreateLibraryDrill = () =>
  useDrillMutation((drill: LibraryDrillInput) => api.post("/api/drills", { json: drill }));

export const useUpdateLibraryDrill = () =>
  useDrillMutation(({ id, drill }: { id: string; drill: LibraryDrillInput }) =>
    api.put("/api/drills/:id", { param: { id }, json: drill }),
  );

export const useDeleteLibraryDrill = () =>
  useDrillMutation((id: string) => api.delete("/api/drills/:id", { param: { id } }));
