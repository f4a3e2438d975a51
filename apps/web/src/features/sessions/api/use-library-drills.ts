import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  LibraryDrillInput,
  LibraryDrillListQuery,
  LibraryDrillListResponse,
  LibraryDrillResponse,
} from "@touchline/contracts";
import { apiFetch, queryString } from "../../../lib/api-client.ts";

export function useLibraryDrills(query: LibraryDrillListQuery) {
  return useQuery({
    queryKey: ["drills", query],
    queryFn: () => apiFetch<LibraryDrillListResponse>(`/api/drills${queryString({ q: query.q, tag: query.tag })}`),
    placeholderData: keepPreviousData,
  });
}

function useDrillMutation<TInput>(request: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: () => queryClient.invalidateQueries({ queryKey: ["drills"] }) });
}

export const useCreateLibraryDrill = () =>
  useDrillMutation((drill: LibraryDrillInput) => apiFetch<LibraryDrillResponse>("/api/drills", { body: drill }));

export const useUpdateLibraryDrill = () =>
  useDrillMutation(({ id, drill }: { id: string; drill: LibraryDrillInput }) =>
    apiFetch<LibraryDrillResponse>(`/api/drills/${encodeURIComponent(id)}`, { method: "PUT", body: drill }),
  );

export const useDeleteLibraryDrill = () =>
  useDrillMutation((id: string) =>
    apiFetch<{ ok: true }>(`/api/drills/${encodeURIComponent(id)}`, { method: "DELETE" }),
  );
