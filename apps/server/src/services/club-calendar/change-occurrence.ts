import type { UpdateOccurrenceRequest } from "@touchline/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { calendarEventExceptions, calendarEvents } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { isOccurrenceOf } from "./expand-occurrences.ts";
import { findCalendarEvent } from "./find-calendar-event.ts";
import { type ClubCaller } from "../clubs/open-club-team.ts";
import { openTeamCalendarToWrite } from "./open-team-calendar.ts";
import { instantOf } from "./wall-time.ts";

const noSuchOccurrence = () => new AppError("NOT_FOUND", "This event has no occurrence at that time.");

/**
 * Moves one occurrence to another local day and time, or cancels it, leaving the rest of its series as it
 * is (an exception named by the occurrence's original start). Moving it back to where the series has it
 * removes the exception. A one-off event has one occurrence: moving it moves the event; it is deleted
 * rather than cancelled.
 */
export async function changeOccurrence(
  db: Database,
  caller: ClubCaller,
  teamId: string,
  eventId: string,
  occurrenceStart: Date,
  change: UpdateOccurrenceRequest,
): Promise<void> {
  const context = await openTeamCalendarToWrite(db, caller, teamId);
  const record = await findCalendarEvent(db, teamId, eventId);
  const movedTo = "movedTo" in change ? instantOf(change.movedTo.date, change.movedTo.time, context.timeZone) : null;

  if (!record.recurrence) {
    if (record.startsAt.getTime() !== occurrenceStart.getTime()) throw noSuchOccurrence();
    if (!movedTo) {
      const message = "A one-off event is deleted rather than cancelled.";
      throw new AppError("VALIDATION_FAILED", message, { isCancelled: message });
    }
    await db
      .update(calendarEvents)
      .set({ startsAt: movedTo, updatedAt: sql`now()` })
      .where(eq(calendarEvents.id, eventId));
    return;
  }

  if (!isOccurrenceOf(record, occurrenceStart, context.timeZone)) throw noSuchOccurrence();
  const key = and(
    eq(calendarEventExceptions.eventId, eventId),
    eq(calendarEventExceptions.occurrenceStart, occurrenceStart),
  );
  await db.transaction(async (tx) => {
    if (movedTo && movedTo.getTime() === occurrenceStart.getTime()) {
      await tx.delete(calendarEventExceptions).where(key);
    } else {
      const exception = { isCancelled: !movedTo, movedTo };
      await tx
        .insert(calendarEventExceptions)
        .values({ eventId, occurrenceStart, ...exception })
        .onConflictDoUpdate({
          target: [calendarEventExceptions.eventId, calendarEventExceptions.occurrenceStart],
          set: exception,
        });
    }
    // Feed readers see the series changed (its DTSTAMP).
    await tx
      .update(calendarEvents)
      .set({ updatedAt: sql`now()` })
      .where(eq(calendarEvents.id, eventId));
  });
}
