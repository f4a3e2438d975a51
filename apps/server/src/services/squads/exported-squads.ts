import type { ExportedSquadPlayer } from "@touchline/contracts";
import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { attendanceMarks, squadPlayers } from "../../db/schema.ts";
import { bySquadOrder, squadPlayerColumns } from "./squad-player-row.ts";

const iso = (date: Date) => date.toISOString();

/**
 * The players of these teams with every field kept and their register marks, for the data exports; each
 * squad in squad order.
 */
export async function exportedSquadsOf(db: Database, teamIds: readonly string[]): Promise<ExportedSquadPlayer[]> {
  if (teamIds.length === 0) return [];
  const records = await db
    .select({ ...squadPlayerColumns, updatedAt: squadPlayers.updatedAt })
    .from(squadPlayers)
    .where(inArray(squadPlayers.teamId, [...teamIds]));
  const marks =
    records.length === 0
      ? []
      : await db
          .select({
            playerId: attendanceMarks.playerId,
            eventId: attendanceMarks.eventId,
            occurrenceStart: attendanceMarks.occurrenceStart,
            isPresent: attendanceMarks.isPresent,
            lateMinutes: attendanceMarks.lateMinutes,
            leftEarlyMinutes: attendanceMarks.leftEarlyMinutes,
            markedAt: attendanceMarks.markedAt,
            markedById: attendanceMarks.markedById,
            savedAt: attendanceMarks.savedAt,
          })
          .from(attendanceMarks)
          .innerJoin(squadPlayers, eq(squadPlayers.id, attendanceMarks.playerId))
          .where(inArray(squadPlayers.teamId, [...teamIds]))
          .orderBy(asc(attendanceMarks.occurrenceStart), asc(attendanceMarks.eventId));
  const marksOf = new Map<string, ExportedSquadPlayer["attendanceMarks"]>();
  for (const { playerId, ...mark } of marks) {
    const exported = {
      ...mark,
      occurrenceStart: iso(mark.occurrenceStart),
      markedAt: iso(mark.markedAt),
      savedAt: iso(mark.savedAt),
    };
    const list = marksOf.get(playerId);
    if (list) list.push(exported);
    else marksOf.set(playerId, [exported]);
  }
  return records
    .map((record) => ({
      ...record,
      createdAt: iso(record.createdAt),
      updatedAt: iso(record.updatedAt),
      attendanceMarks: marksOf.get(record.id) ?? [],
    }))
    .sort(bySquadOrder);
}
