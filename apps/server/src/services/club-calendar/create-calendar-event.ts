import { randomUUID } from "node:crypto";
import type { CalendarEvent, CalendarEventValues } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { calendarEvents } from "../../db/schema.ts";
import { toCalendarEvent } from "./calendar-event-row.ts";
import { weeklyTiming } from "./expand-occurrences.ts";
import { findCalendarEvent } from "./find-calendar-event.ts";
import { type ClubCaller } from "../clubs/open-club-team.ts";
import { openTeamCalendarToWrite } from "./open-team-calendar.ts";
import { resolveEventLink } from "./resolve-event-link.ts";

/**
 * Puts a training or match on the team's calendar: one-off, or weekly until a day, stored as its first
 * start in UTC and an RFC 5545 rule read in the club's zone (expand-occurrences.ts).
 */
export async function createCalendarEvent(
  db: Database,
  caller: ClubCaller,
  teamId: string,
  input: CalendarEventValues,
): Promise<CalendarEvent> {
  const context = await openTeamCalendarToWrite(db, caller, teamId);
  const link = await resolveEventLink(db, caller, input.link);
  const timing = weeklyTiming(
    { date: input.date, time: input.startTime, repeatsWeeklyUntil: input.repeatsWeeklyUntil },
    context.timeZone,
  );
  const id = randomUUID();
  await db.insert(calendarEvents).values({
    id,
    teamId,
    kind: input.kind,
    title: input.title,
    durationMinutes: input.durationMinutes,
    place: input.place,
    notes: input.notes,
    bring: input.bring,
    ...timing,
    ...link,
    createdById: caller.userId,
  });
  return toCalendarEvent(await findCalendarEvent(db, teamId, id), context.timeZone);
}
