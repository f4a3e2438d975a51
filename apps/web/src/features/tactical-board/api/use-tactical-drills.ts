import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateTacticalDrillRequest, UpdateTacticalDrillRequest } from "@touchline/contracts";
import { api } from "../../../lib/api-client.ts";

const drillKey = (id: string) => ["tactical-drills", id] as const;

export function useTacticalDrill(id: string) {
  return useQuery({
    queryKey: drillKey(id),
    queryFn: () => api.get("/api/tactical-drills/:id", { param: { id } }),
  });
}

export function useCreateTacticalDrill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTacticalDrillRequest) => api.post("/api/tactical-drills", { json: input }),
    onSuccess: ({ drill }) => queryClient.setQueryData(drillKey(drill.id), { drill }),
  });
}

export function useUpdateTacticalDrill(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateTacticalDrillRequest) =>
      api.put("/api/tactical-drills/:id", { param: { id }, json: input }),
    onSuccess: ({ drill }) => queryClient.setQueryData(drillKey(drill.id), { drill }),
  });
}
