import type { AttendanceMarkInput, RegisterResponse } from "@touchline/contracts";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { attendanceMarks, squadPlayers } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { type ClubCaller, openClubTeam } from "../clubs/open-club-team.ts";
import { findRegisterOccurrence } from "./find-register-occurrence.ts";
import { readRegister } from "./read-register.ts";

/** A mark with its tap's time as the server orders marks: a device's clock ahead of ours counts as now. */
type TimedMark = AttendanceMarkInput & { tappedAt: Date };

/** Whether `a` was taken after `b`: the later tap wins, and of two at the same instant the larger id. */
const isLater = (a: TimedMark, b: TimedMark) =>
  a.tappedAt.getTime() > b.tappedAt.getTime() ||
  (a.tappedAt.getTime() === b.tappedAt.getTime() && a.clientMarkId > b.clientMarkId);

/**
 * Keeps the marks devices took for one occurrence, in one statement: per player, the mark taken last wins,
 * whatever order marks arrive in, so a batch sent again, an older mark arriving late, or two devices'
 * marks of one player leave one mark, the latest. Any player outside the team's squad, or minutes that
 * leave a player none of the occurrence, refuse the whole batch. Answers the register as it now is.
 */
export async function saveRegisterMarks(
  db: Database,
  caller: ClubCaller,
  teamId: string,
  eventId: string,
  occurrenceStart: Date,
  marks: readonly AttendanceMarkInput[],
  now = new Date(),
): Promise<RegisterResponse> {
  const context = await openClubTeam(db, caller, teamId);
  const occurrence = await findRegisterOccurrence(db, teamId, eventId, occurrenceStart, context.timeZone);
  const playerIds = [...new Set(marks.map((mark) => mark.playerId))];
  const players = await db
    .select({ id: squadPlayers.id, firstName: squadPlayers.firstName })
    .from(squadPlayers)
    .where(and(eq(squadPlayers.teamId, teamId), inArray(squadPlayers.id, playerIds)));
  if (players.length !== playerIds.length) {
    throw new AppError("NOT_FOUND", "A player of these marks is not in this team's squad. Nothing was saved.");
  }
  const firstNameOf = new Map(players.map((player) => [player.id, player.firstName]));
  const duration = occurrence.record.durationMinutes;
  marks.forEach((mark, index) => {
    if (mark.lateMinutes + mark.leftEarlyMinutes < duration) return;
    const message = `${firstNameOf.get(mark.playerId)}: arriving late and leaving early must leave some of the ${duration} minutes`;
    throw new AppError("VALIDATION_FAILED", `${message}.`, { [`marks.${index}.lateMinutes`]: message });
  });

  // One row per player: a statement may not change a row twice, and only the latest tap counts anyway.
  const latest = new Map<string, TimedMark>();
  for (const mark of marks) {
    const markedAt = new Date(mark.markedAt);
    const timed = { ...mark, tappedAt: markedAt > now ? now : markedAt };
    const kept = latest.get(mark.playerId);
    if (!kept || isLater(timed, kept)) latest.set(mark.playerId, timed);
  }
  await db
    .insert(attendanceMarks)
    .values(
      [...latest.values()].map((mark) => ({
        playerId: mark.playerId,
        eventId,
        occurrenceStart,
        isPresent: mark.isPresent,
        lateMinutes: mark.lateMinutes,
        leftEarlyMinutes: mark.leftEarlyMinutes,
        clientMarkId: mark.clientMarkId,
        markedAt: mark.tappedAt,
        markedById: caller.userId,
        savedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [attendanceMarks.playerId, attendanceMarks.eventId, attendanceMarks.occurrenceStart],
      set: {
        isPresent: sql`excluded.is_present`,
        lateMinutes: sql`excluded.late_minutes`,
        leftEarlyMinutes: sql`excluded.left_early_minutes`,
        clientMarkId: sql`excluded.client_mark_id`,
        markedAt: sql`excluded.marked_at`,
        markedById: sql`excluded.marked_by_id`,
        savedAt: sql`excluded.saved_at`,
      },
      // The same order as above, in SQL (ids compared by their bytes, as JavaScript compares them): an
      // older mark, or the same one again, changes nothing.
      setWhere: sql`(excluded.marked_at, excluded.client_mark_id collate "C") > (${attendanceMarks.markedAt}, ${attendanceMarks.clientMarkId} collate "C")`,
    });
  return readRegister(db, context, occurrence);
}
