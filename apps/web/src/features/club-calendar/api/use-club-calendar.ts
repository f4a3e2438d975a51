import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CalendarEventInput, UpdateCalendarEventRequest, UpdateOccurrenceRequest } from "@touchline/contracts";
import { api } from "../../../lib/api-client.ts";
import { availabilityKey } from "../../squads/index.ts";

/** A team's calendar queries, under the club's key: leaving the club drops them with the rest of it. */
const teamKey = (clubId: string, teamId: string) => ["clubs", clubId, "teams", teamId] as const;
const calendarKey = (clubId: string, teamId: string) => [...teamKey(clubId, teamId), "calendar"] as const;
const loadKey = (clubId: string, teamId: string) => [...teamKey(clubId, teamId), "load"] as const;
const feedKey = (clubId: string, teamId: string) => [...teamKey(clubId, teamId), "feed"] as const;

export interface TeamRef {
  clubId: string;
  teamId: string;
}

/** The occurrences and weeks of a window of local dates, both included. */
export function useTeamCalendar({ clubId, teamId }: TeamRef, from: string, to: string) {
  return useQuery({
    queryKey: [...calendarKey(clubId, teamId), from, to],
    queryFn: () =>
      api.get("/api/clubs/:clubId/teams/:teamId/calendar", { param: { clubId, teamId }, query: { from, to } }),
    // The previous period stays drawn while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useTeamLoad({ clubId, teamId }: TeamRef, from: string, to: string) {
  return useQuery({
    queryKey: [...loadKey(clubId, teamId), from, to],
    queryFn: () => api.get("/api/clubs/:clubId/teams/:teamId/load", { param: { clubId, teamId }, query: { from, to } }),
    placeholderData: keepPreviousData,
  });
}

/** After any change to events: the calendar, the load it feeds and the squad's answers are read again. */
function useRefreshCalendar({ clubId, teamId }: TeamRef) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: calendarKey(clubId, teamId) }),
      queryClient.invalidateQueries({ queryKey: loadKey(clubId, teamId) }),
      // A moved or cancelled occurrence changes what the squad answered for.
      queryClient.invalidateQueries({ queryKey: availabilityKey({ clubId, teamId }) }),
    ]);
}

export function useCreateEvent(team: TeamRef) {
  const refresh = useRefreshCalendar(team);
  return useMutation({
    mutationFn: (input: CalendarEventInput) =>
      api.post("/api/clubs/:clubId/teams/:teamId/events", { param: team, json: input }),
    onSuccess: refresh,
  });
}

export function useUpdateEvent(team: TeamRef) {
  const refresh = useRefreshCalendar(team);
  return useMutation({
    mutationFn: ({ eventId, changes }: { eventId: string; changes: UpdateCalendarEventRequest }) =>
      api.patch("/api/clubs/:clubId/teams/:teamId/events/:eventId", { param: { ...team, eventId }, json: changes }),
    onSuccess: refresh,
  });
}

export function useDeleteEvent(team: TeamRef) {
  const refresh = useRefreshCalendar(team);
  return useMutation({
    mutationFn: (eventId: string) =>
      api.delete("/api/clubs/:clubId/teams/:teamId/events/:eventId", { param: { ...team, eventId } }),
    onSuccess: refresh,
  });
}

/** Moves or cancels one occurrence, named by its original start. */
export function useChangeOccurrence(team: TeamRef) {
  const refresh = useRefreshCalendar(team);
  return useMutation({
    mutationFn: ({
      eventId,
      occurrenceStart,
      change,
    }: {
      eventId: string;
      occurrenceStart: string;
      change: UpdateOccurrenceRequest;
    }) =>
      api.put("/api/clubs/:clubId/teams/:teamId/events/:eventId/occurrences/:occurrenceStart", {
        param: { ...team, eventId, occurrenceStart },
        json: change,
      }),
    onSuccess: refresh,
  });
}

export function useCalendarFeed({ clubId, teamId }: TeamRef) {
  return useQuery({
    queryKey: feedKey(clubId, teamId),
    queryFn: () => api.get("/api/clubs/:clubId/teams/:teamId/feed", { param: { clubId, teamId } }),
  });
}

export function useCreateFeed(team: TeamRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post("/api/clubs/:clubId/teams/:teamId/feed", { param: team }),
    onSuccess: ({ feed }) => queryClient.setQueryData(feedKey(team.clubId, team.teamId), { feed }),
  });
}

export function useRevokeFeed(team: TeamRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete("/api/clubs/:clubId/teams/:teamId/feed", { param: team }),
    onSuccess: ({ feed }) => queryClient.setQueryData(feedKey(team.clubId, team.teamId), { feed }),
  });
}

/**
 * What a training may be planned with: the coach's own sessions and the club library's, by title. Asked
 * only while the form is open.
 */
export function useSessionChoices(clubId: string, isOpen: boolean) {
  const own = useQuery({
    queryKey: ["sessions", "mine", { sort: "title" }],
    queryFn: () => api.get("/api/sessions/mine", { query: { sort: "title" } }),
    enabled: isOpen,
  });
  const club = useQuery({
    queryKey: ["clubs", clubId, "library", "list", { kind: "session", sort: "title", pageSize: 50 }],
    queryFn: () =>
      api.get("/api/clubs/:clubId/library", {
        param: { clubId },
        query: { kind: "session", sort: "title", pageSize: 50 },
      }),
    enabled: isOpen,
  });
  return { own, club };
}

/** How the squad answered for each occurrence of the window (counts only). */
export function useWindowAvailability({ clubId, teamId }: TeamRef, from: string, to: string) {
  return useQuery({
    queryKey: [...availabilityKey({ clubId, teamId }), from, to],
    queryFn: () =>
      api.get("/api/clubs/:clubId/teams/:teamId/availability", { param: { clubId, teamId }, query: { from, to } }),
    placeholderData: keepPreviousData,
  });
}

/** One occurrence's register: every player with their answer. */
export function useOccurrenceRegister(team: TeamRef, occurrence: { eventId: string; occurrenceStart: string }) {
  return useQuery({
    queryKey: [...availabilityKey(team), occurrence.eventId, occurrence.occurrenceStart],
    queryFn: () =>
      api.get("/api/clubs/:clubId/teams/:teamId/events/:eventId/occurrences/:occurrenceStart/availability", {
        param: { ...team, ...occurrence },
      }),
  });
}
