import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AnswerAvailabilityRequest, PlayerPageResponse } from "@touchline/contracts";
import { api } from "../../../lib/api-client.ts";

const playerPageKey = (token: string) => ["player-page", token] as const;

/** What a personal link opens, for anyone holding it: no account, never kept for offline use. */
export function usePlayerPage(token: string) {
  return useQuery({
    queryKey: playerPageKey(token),
    queryFn: () => api.get("/api/player-links/:token", { param: { token } }),
    retry: false,
  });
}

/** An answer for one occurrence; the page shows it as soon as the server kept it. */
export function useAnswerAvailability(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AnswerAvailabilityRequest) =>
      api.put("/api/player-links/:token/answers", { param: { token }, json: request }),
    onSuccess: ({ answer }, request) =>
      queryClient.setQueryData<PlayerPageResponse>(playerPageKey(token), (page) =>
        page
          ? {
              ...page,
              events: page.events.map((event) =>
                event.eventId === request.eventId && event.occurrenceStart === request.occurrenceStart
                  ? { ...event, answer }
                  : event,
              ),
            }
          : page,
      ),
  });
}
