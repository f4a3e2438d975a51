import type { CalendarEvent, LinkedSession } from "@touchline/contracts";
import { calendarEvents, clubLibraryItems, trainingSessions } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { wallTimeOf } from "./wall-time.ts";

const e = calendarEvents;

/**
 * What the calendar reads of an event, with the title of the session it is planned with. Select from
 * `calendar_events` left-joined to `training_sessions` and `club_library_items` (`withLinkedSessions`).
 */
export const calendarEventColumns = {
  id: e.id,
  teamId: e.teamId,
  kind: e.kind,
  title: e.title,
  startsAt: e.startsAt,
  durationMinutes: e.durationMinutes,
  place: e.place,
  notes: e.notes,
  bring: e.bring,
  recurrence: e.recurrence,
  recurrenceEndsAt: e.recurrenceEndsAt,
  sessionId: e.sessionId,
  sessionTitle: trainingSessions.title,
  clubItemId: e.clubItemId,
  clubItemTitle: clubLibraryItems.title,
};

export type CalendarEventRecord = {
  [K in keyof typeof calendarEventColumns]: K extends "sessionTitle" | "clubItemTitle"
    ? string | null
    : (typeof calendarEvents.$inferSelect)[K & keyof typeof calendarEvents.$inferSelect];
};

export const calendarEventNotFound = () => new AppError("NOT_FOUND", "This event is not on this team's calendar.");

/** The session a training is planned with; null once that session or club item is deleted. */
export function linkedSessionOf(record: CalendarEventRecord): LinkedSession | null {
  if (record.sessionId && record.sessionTitle !== null) {
    return { kind: "own", id: record.sessionId, title: record.sessionTitle };
  }
  if (record.clubItemId && record.clubItemTitle !== null) {
    return { kind: "club", id: record.clubItemId, title: record.clubItemTitle };
  }
  return null;
}

/** The distinct ids of the sessions trainings are planned with, by where they live: own sessions, club items. */
export function linkedSessionIds(links: readonly (LinkedSession | null)[]): { own: string[]; club: string[] } {
  const own = new Set<string>();
  const club = new Set<string>();
  for (const link of links) if (link) (link.kind === "own" ? own : club).add(link.id);
  return { own: [...own], club: [...club] };
}

/** The event as a coach edits it: its first day and time and the repeat's last day, on the club's clocks. */
export function seriesOf(record: CalendarEventRecord, timeZone: string) {
  const first = wallTimeOf(record.startsAt, timeZone);
  return {
    date: first.date,
    startTime: first.time,
    repeatsWeeklyUntil: record.recurrenceEndsAt ? wallTimeOf(record.recurrenceEndsAt, timeZone).date : null,
  };
}

export function toCalendarEvent(record: CalendarEventRecord, timeZone: string): CalendarEvent {
  return {
    id: record.id,
    teamId: record.teamId,
    kind: record.kind,
    title: record.title,
    ...seriesOf(record, timeZone),
    durationMinutes: record.durationMinutes,
    place: record.place,
    notes: record.notes,
    bring: record.bring,
    recurrence: record.recurrence,
    linkedSession: linkedSessionOf(record),
  };
}
