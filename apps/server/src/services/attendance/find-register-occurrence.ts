import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { calendarEventExceptions } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import type { CalendarEventRecord } from "../club-calendar/calendar-event-row.ts";
import { isOccurrenceOf } from "../club-calendar/expand-occurrences.ts";
import { findCalendarEvent } from "../club-calendar/find-calendar-event.ts";

export interface RegisterOccurrence {
  record: CalendarEventRecord;
  occurrenceStart: Date;
  /** Where the occurrence takes place now: its original start unless it was moved. */
  startsAt: Date;
}

const noSuchOccurrence = () => new AppError("NOT_FOUND", "This event has no occurrence at that time.");

/**
 * The occurrence of the team's event a register is taken for, named by its original start; one that is
 * not in the series, or was cancelled, has no register.
 */
export async function findRegisterOccurrence(
  db: Database,
  teamId: string,
  eventId: string,
  occurrenceStart: Date,
  timeZone: string,
): Promise<RegisterOccurrence> {
  const record = await findCalendarEvent(db, teamId, eventId);
  if (!isOccurrenceOf(record, occurrenceStart, timeZone)) throw noSuchOccurrence();
  const [exception] = record.recurrence
    ? await db
        .select({ isCancelled: calendarEventExceptions.isCancelled, movedTo: calendarEventExceptions.movedTo })
        .from(calendarEventExceptions)
        .where(
          and(
            eq(calendarEventExceptions.eventId, eventId),
            eq(calendarEventExceptions.occurrenceStart, occurrenceStart),
          ),
        )
    : [];
  if (exception?.isCancelled) throw noSuchOccurrence();
  return { record, occurrenceStart, startsAt: exception?.movedTo ?? occurrenceStart };
}
