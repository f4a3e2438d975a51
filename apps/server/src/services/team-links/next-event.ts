import {
  MAX_EVENT_MINUTES,
  type NextEvent,
  type PlayerDrill,
  type SessionBlock,
  TEAM_LINK_DAYS_AHEAD,
} from "@touchline/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { clubLibraryItems, trainingSessions } from "../../db/schema.ts";
import { listWindowOccurrences } from "../club-calendar/list-window-occurrences.ts";
import { upgradeBlocks } from "../sessions/session-row.ts";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A drill as players see it: the coach's coaching points only when the coach marked them for players. */
export function playerDrillOf(block: SessionBlock): PlayerDrill {
  return {
    id: block.id,
    title: block.title,
    durationMinutes: block.durationMinutes,
    intensity: block.intensity,
    organisation: block.organisation,
    diagram: block.diagram,
    coachingPoints: block.coachingPointsForPlayers === true ? block.coachingPoints : [],
  };
}

/** The blocks of the session a training is planned with, read from the coach's session or the club's copy. */
async function linkedBlocks(db: Database, link: { kind: "own" | "club"; id: string }): Promise<SessionBlock[]> {
  if (link.kind === "own") {
    const [session] = await db
      .select({ blocks: trainingSessions.blocks })
      .from(trainingSessions)
      .where(eq(trainingSessions.id, link.id));
    return session ? upgradeBlocks(session.blocks) : [];
  }
  const [item] = await db
    .select({ blocks: sql<SessionBlock[] | null>`${clubLibraryItems.content} -> 'blocks'` })
    .from(clubLibraryItems)
    .where(and(eq(clubLibraryItems.id, link.id), eq(clubLibraryItems.kind, "session")));
  return item?.blocks ? upgradeBlocks(item.blocks) : [];
}

/**
 * The team's next occurrence that has not ended (one under way still counts: a parent may look during it),
 * within the coming weeks, read through the calendar's own expansion so moved and cancelled occurrences
 * are as the calendar shows them. Null when nothing is planned.
 */
export async function findNextEvent(
  db: Database,
  teamId: string,
  timeZone: string,
  now: Date,
): Promise<NextEvent | null> {
  // An occurrence that started up to the longest event's length ago may still be on.
  const window = {
    start: new Date(now.getTime() - MAX_EVENT_MINUTES * MINUTE_MS),
    end: new Date(now.getTime() + TEAM_LINK_DAYS_AHEAD * DAY_MS),
  };
  const occurrences = await listWindowOccurrences(db, teamId, window, timeZone);
  const next = occurrences.find(
    (occurrence) => Date.parse(occurrence.startsAt) + occurrence.durationMinutes * MINUTE_MS > now.getTime(),
  );
  if (!next) return null;
  const blocks = next.linkedSession ? await linkedBlocks(db, next.linkedSession) : null;
  return {
    eventId: next.eventId,
    occurrenceStart: next.occurrenceStart,
    kind: next.kind,
    title: next.title,
    date: next.date,
    time: next.time,
    durationMinutes: next.durationMinutes,
    place: next.place,
    bring: next.bring,
    session:
      next.linkedSession && blocks ? { title: next.linkedSession.title, drills: blocks.map(playerDrillOf) } : null,
  };
}
