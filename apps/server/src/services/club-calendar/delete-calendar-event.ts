import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { calendarEvents } from "../../db/schema.ts";
import { calendarEventNotFound } from "./calendar-event-row.ts";
import { type ClubCaller } from "../clubs/open-club-team.ts";
import { openTeamCalendarToWrite } from "./open-team-calendar.ts";

/** Takes an event, with every occurrence of its series and their exceptions, off the team's calendar. */
export async function deleteCalendarEvent(db: Database, caller: ClubCaller, teamId: string, eventId: string) {
  await openTeamCalendarToWrite(db, caller, teamId);
  const deleted = await db
    .delete(calendarEvents)
    .where(and(eq(calendarEvents.id, eventId), eq(calendarEvents.teamId, teamId)))
    .returning({ id: calendarEvents.id });
  if (deleted.length === 0) throw calendarEventNotFound();
}
