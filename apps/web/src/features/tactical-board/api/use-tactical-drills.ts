import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TacticalDrillResponse } from "@touchline/contracts";
import type { Diagram } from "@touchline/diagram";
import { apiFetch } from "../../../lib/api-client.ts";

const drillKey = (id: string) => ["tactical-drills", id] as const;

export function useTacticalDrill(id: string) {
  return useQuery({
    queryKey: drillKey(id),
    queryFn: () => apiFetch<TacticalDrillResponse>(`/api/tactical-drills/${encodeURIComponent(id)}`),
  });
}

export function useCreateTacticalDrill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { title: string; diagram: Diagram }) =>
      apiFetch<TacticalDrillResponse>("/api/tactical-drills", { body: input }),
    onSuccess: ({ drill }) => queryClient.setQueryData(drillKey(drill.id), { drill }),
  });
}

export function useUpdateTacticalDrill(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { title?: string; diagram?: Diagram }) =>
      apiFetch<TacticalDrillResponse>(`/api/tactical-drills/${encodeURIComponent(id)}`, { method: "PUT", body: input }),
    onSuccess: ({ drill }) => queryClient.setQueryData(drillKey(drill.id), { drill }),
  });
}
