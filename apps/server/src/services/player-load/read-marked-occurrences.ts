import { and, eq, gte, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { attendanceMarks, calendarEventExceptions, calendarEvents } from "../../db/schema.ts";
import type { InstantWindow } from "../club-calendar/expand-occurrences.ts";

const m = attendanceMarks;
const e = calendarEvents;
const x = calendarEventExceptions;

/** Where the occurrence takes place now: its original start unless it was moved. */
const startsAt = sql<Date>`coalesce(${x.movedTo}, ${m.occurrenceStart})`.mapWith(m.occurrenceStart);

/** One player's mark at one occurrence, with what the load needs of the occurrence's event. */
export interface MarkOfOccurrence {
  playerId: string;
  eventId: string;
  occurrenceStart: Date;
  startsAt: Date;
  isPresent: boolean;
  lateMinutes: number;
  leftEarlyMinutes: number;
  kind: "training" | "match";
  durationMinutes: number;
  sessionId: string | null;
  clubItemId: string | null;
}

/**
 * Every mark of the team's registers whose occurrence now starts in one of the windows (moved ones where
 * they now are, cancelled ones not at all), in one query: the team's events by their index, their marks by
 * theirs.
 */
export function readMarkedOccurrences(
  db: Database,
  teamId: string,
  windows: readonly InstantWindow[],
): Promise<MarkOfOccurrence[]> {
  return db
    .select({
      playerId: m.playerId,
      eventId: m.eventId,
      occurrenceStart: m.occurrenceStart,
      startsAt,
      isPresent: m.isPresent,
      lateMinutes: m.lateMinutes,
      leftEarlyMinutes: m.leftEarlyMinutes,
      kind: e.kind,
      durationMinutes: e.durationMinutes,
      sessionId: e.sessionId,
      clubItemId: e.clubItemId,
    })
    .from(m)
    .innerJoin(e, eq(e.id, m.eventId))
    .leftJoin(x, and(eq(x.eventId, m.eventId), eq(x.occurrenceStart, m.occurrenceStart)))
    .where(
      and(
        eq(e.teamId, teamId),
        sql`not coalesce(${x.isCancelled}, false)`,
        or(...windows.map((window) => and(gte(startsAt, window.start), lt(startsAt, window.end)))),
      ),
    );
}
