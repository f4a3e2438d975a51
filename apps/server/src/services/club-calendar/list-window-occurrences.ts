import type { CalendarOccurrence } from "@touchline/contracts";
import { and, eq, gte, inArray, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { calendarEventExceptions, calendarEvents, clubLibraryItems, trainingSessions } from "../../db/schema.ts";
import { calendarEventColumns, linkedSessionOf, seriesOf } from "./calendar-event-row.ts";
import { expandOccurrences, type InstantWindow, type OccurrenceException } from "./expand-occurrences.ts";
import { wallTimeOf } from "./wall-time.ts";

const e = calendarEvents;
const x = calendarEventExceptions;

/**
 * Every occurrence of the team's events that starts in the window, by start. The events are found by
 * index (`calendar_events_team_idx`): those whose first start is before the window's end and whose last
 * (`recurrence_ends_at`, or the start of a one-off) is not before its start, and those with an occurrence
 * moved into the window from outside their own span.
 */
export async function listWindowOccurrences(
  db: Database,
  teamId: string,
  window: InstantWindow,
  timeZone: string,
): Promise<CalendarOccurrence[]> {
  const movedIn = db
    .select({ eventId: x.eventId })
    .from(x)
    .innerJoin(e, eq(e.id, x.eventId))
    .where(and(eq(e.teamId, teamId), gte(x.movedTo, window.start), lt(x.movedTo, window.end)));
  const records = await db
    .select(calendarEventColumns)
    .from(e)
    .leftJoin(trainingSessions, eq(trainingSessions.id, e.sessionId))
    .leftJoin(clubLibraryItems, eq(clubLibraryItems.id, e.clubItemId))
    .where(
      and(
        eq(e.teamId, teamId),
        or(
          and(lt(e.startsAt, window.end), gte(sql`coalesce(${e.recurrenceEndsAt}, ${e.startsAt})`, window.start)),
          inArray(e.id, movedIn),
        ),
      ),
    );
  const recurring = records.filter((record) => record.recurrence).map((record) => record.id);
  const exceptionRows =
    recurring.length === 0
      ? []
      : await db
          .select({
            eventId: x.eventId,
            occurrenceStart: x.occurrenceStart,
            isCancelled: x.isCancelled,
            movedTo: x.movedTo,
          })
          .from(x)
          .where(inArray(x.eventId, recurring));
  const exceptionsOf = new Map<string, OccurrenceException[]>();
  for (const { eventId, ...exception } of exceptionRows) {
    exceptionsOf.set(eventId, [...(exceptionsOf.get(eventId) ?? []), exception]);
  }

  const occurrences: CalendarOccurrence[] = [];
  for (const record of records) {
    const series = seriesOf(record, timeZone);
    const linkedSession = linkedSessionOf(record);
    for (const occurrence of expandOccurrences(record, exceptionsOf.get(record.id) ?? [], window, timeZone)) {
      const local = wallTimeOf(occurrence.startsAt, timeZone);
      occurrences.push({
        eventId: record.id,
        occurrenceStart: occurrence.occurrenceStart.toISOString(),
        startsAt: occurrence.startsAt.toISOString(),
        date: local.date,
        time: local.time,
        durationMinutes: record.durationMinutes,
        kind: record.kind,
        title: record.title,
        place: record.place,
        notes: record.notes,
        bring: record.bring,
        isRecurring: record.recurrence !== null,
        isMoved: occurrence.isMoved,
        series,
        linkedSession,
      });
    }
  }
  return occurrences.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.eventId.localeCompare(b.eventId));
}
