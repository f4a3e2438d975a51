import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  CreateTacticalDrillRequest,
  TacticalDrillToLibraryRequest,
  UpdateTacticalDrillRequest,
} from "@touchline/contracts";
import { api } from "../../../lib/api-client.ts";

const ALL_DRILLS_KEY = ["tactical-drills"] as const;
const LIST_KEY = [...ALL_DRILLS_KEY, "list"] as const;
const drillKey = (id: string) => [...ALL_DRILLS_KEY, id] as const;
/** The drill library's queries (features/drills), which a tactical drill saved to the library adds to. */
const LIBRARY_DRILLS_KEY = ["drills"] as const;

/** The coach's tactical drills, most recently changed first, without their diagrams. */
export function useTacticalDrills() {
  return useQuery({ queryKey: LIST_KEY, queryFn: () => api.get("/api/tactical-drills") });
}

export function useTacticalDrill(id: string) {
  return useQuery({
    queryKey: drillKey(id),
    queryFn: () => api.get("/api/tactical-drills/:id", { param: { id } }),
  });
}

/** A tactical drill the server answered with (created, saved, renamed, copied): kept for its editor, the list asked again. */
function useKeepAnsweredDrill() {
  const queryClient = useQueryClient();
  return <Drill extends { id: string }>({ drill }: { drill: Drill }) => {
    queryClient.setQueryData(drillKey(drill.id), { drill });
    void queryClient.invalidateQueries({ queryKey: LIST_KEY });
  };
}

export function useCreateTacticalDrill() {
  const keepAnsweredDrill = useKeepAnsweredDrill();
  return useMutation({
    mutationFn: (input: CreateTacticalDrillRequest) => api.post("/api/tactical-drills", { json: input }),
    onSuccess: keepAnsweredDrill,
  });
}

export function useUpdateTacticalDrill(id: string) {
  const keepAnsweredDrill = useKeepAnsweredDrill();
  return useMutation({
    mutationFn: (input: UpdateTacticalDrillRequest) =>
      api.put("/api/tactical-drills/:id", { param: { id }, json: input }),
    onSuccess: keepAnsweredDrill,
  });
}

/** Renames a tactical drill from the list; an open editor of it reads the new title too. */
export function useRenameTacticalDrill() {
  const keepAnsweredDrill = useKeepAnsweredDrill();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) =>
      api.put("/api/tactical-drills/:id", { param: { id }, json: { title } }),
    onSuccess: keepAnsweredDrill,
  });
}

export function useDuplicateTacticalDrill() {
  const keepAnsweredDrill = useKeepAnsweredDrill();
  return useMutation({
    mutationFn: (id: string) => api.post("/api/tactical-drills/:id/duplicate", { param: { id } }),
    onSuccess: keepAnsweredDrill,
  });
}

export function useDeleteTacticalDrill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete("/api/tactical-drills/:id", { param: { id } }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: drillKey(id) });
      void queryClient.invalidateQueries({ queryKey: LIST_KEY });
    },
  });
}

/** Adds a drill drawn like the tactical drill to the coach's drill library; the tactical drill stays as it is. */
export function useSaveTacticalDrillToLibrary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: TacticalDrillToLibraryRequest & { id: string }) =>
      api.post("/api/tactical-drills/:id/library-drill", { param: { id }, json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LIBRARY_DRILLS_KEY }),
  });
}
