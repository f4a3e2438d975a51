import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { calendarEvents, clubLibraryItems, trainingSessions } from "../../db/schema.ts";
import { calendarEventColumns, calendarEventNotFound, type CalendarEventRecord } from "./calendar-event-row.ts";

/** One event of the team's calendar with its linked session's title; another team's answers as missing. */
export async function findCalendarEvent(db: Database, teamId: string, eventId: string): Promise<CalendarEventRecord> {
  const [record] = await db
    .select(calendarEventColumns)
    .from(calendarEvents)
    .leftJoin(trainingSessions, eq(trainingSessions.id, calendarEvents.sessionId))
    .leftJoin(clubLibraryItems, eq(clubLibraryItems.id, calendarEvents.clubItemId))
    .where(and(eq(calendarEvents.id, eventId), eq(calendarEvents.teamId, teamId)));
  if (!record) throw calendarEventNotFound();
  return record;
}
