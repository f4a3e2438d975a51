import {
  type CalendarEvent,
  type CalendarEventLink,
  repeatProblem,
  type UpdateCalendarEventRequestSchema,
} from "@touchline/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { calendarEventExceptions, calendarEvents } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { type CalendarEventRecord, seriesOf, toCalendarEvent } from "./calendar-event-row.ts";
import { isOccurrenceOf, weeklyTiming } from "./expand-occurrences.ts";
import { findCalendarEvent } from "./find-calendar-event.ts";
import { type ClubCaller } from "../clubs/open-club-team.ts";
import { openTeamCalendarToWrite } from "./open-team-calendar.ts";
import { resolveEventLink, type StoredLink } from "./resolve-event-link.ts";

type UpdateFields = z.output<typeof UpdateCalendarEventRequestSchema>;

const sameLink = (link: CalendarEventLink | null, record: CalendarEventRecord) =>
  link === null
    ? record.sessionId === null && record.clubItemId === null
    : "sessionId" in link
      ? link.sessionId === record.sessionId
      : link.clubItemId === record.clubItemId;

/**
 * Changes the whole event: every occurrence of a series. The link is checked only when it changes, so a
 * coach may edit a training another coach planned with their own session. When the day, time or repeat
 * changes, the occurrences moved or cancelled one by one keep their change only if the new series still
 * has them (same original start); the others are dropped with the old dates.
 */
export async function updateCalendarEvent(
  db: Database,
  caller: ClubCaller,
  teamId: string,
  eventId: string,
  changes: UpdateFields,
): Promise<CalendarEvent> {
  const context = await openTeamCalendarToWrite(db, caller, teamId);
  const record = await findCalendarEvent(db, teamId, eventId);
  const series = seriesOf(record, context.timeZone);
  const schedule = {
    date: changes.date ?? series.date,
    time: changes.startTime ?? series.startTime,
    repeatsWeeklyUntil:
      changes.repeatsWeeklyUntil === undefined ? series.repeatsWeeklyUntil : changes.repeatsWeeklyUntil,
  };
  const problem = repeatProblem(schedule);
  if (problem) throw new AppError("VALIDATION_FAILED", problem, { repeatsWeeklyUntil: problem });
  const isRescheduled =
    schedule.date !== series.date ||
    schedule.time !== series.startTime ||
    schedule.repeatsWeeklyUntil !== series.repeatsWeeklyUntil;
  const link: StoredLink | undefined =
    changes.link === undefined || sameLink(changes.link, record)
      ? undefined
      : await resolveEventLink(db, caller, changes.link);
  const timing = isRescheduled ? weeklyTiming(schedule, context.timeZone) : undefined;

  await db.transaction(async (tx) => {
    await tx
      .update(calendarEvents)
      .set({
        kind: changes.kind,
        title: changes.title,
        durationMinutes: changes.durationMinutes,
        place: changes.place,
        notes: changes.notes,
        bring: changes.bring,
        ...timing,
        ...link,
        updatedAt: sql`now()`,
      })
      .where(and(eq(calendarEvents.id, eventId), eq(calendarEvents.teamId, teamId)));
    if (!timing) return;
    const exceptions = await tx
      .select({ occurrenceStart: calendarEventExceptions.occurrenceStart })
      .from(calendarEventExceptions)
      .where(eq(calendarEventExceptions.eventId, eventId));
    for (const { occurrenceStart } of exceptions) {
      if (timing.recurrence && isOccurrenceOf(timing, occurrenceStart, context.timeZone)) continue;
      await tx
        .delete(calendarEventExceptions)
        .where(
          and(
            eq(calendarEventExceptions.eventId, eventId),
            eq(calendarEventExceptions.occurrenceStart, occurrenceStart),
          ),
        );
    }
  });
  return toCalendarEvent(await findCalendarEvent(db, teamId, eventId), context.timeZone);
}
