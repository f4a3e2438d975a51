import type { RegisterResponse } from "@touchline/contracts";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { attendanceMarks, availabilityAnswers, squadPlayers } from "../../db/schema.ts";
import { linkedSessionOf } from "../club-calendar/calendar-event-row.ts";
import { wallTimeOf } from "../club-calendar/wall-time.ts";
import type { ClubTeamContext } from "../clubs/open-club-team.ts";
import { bySquadOrder } from "../squads/squad-player-row.ts";
import type { RegisterOccurrence } from "./find-register-occurrence.ts";

/**
 * The register of an occurrence already found in a team the caller opened: every squad player in squad
 * order with their availability answer (the register's prefill) and their kept mark.
 */
export async function readRegister(
  db: Database,
  context: ClubTeamContext,
  { record, occurrenceStart, startsAt }: RegisterOccurrence,
): Promise<RegisterResponse> {
  const rows = await db
    .select({
      playerId: squadPlayers.id,
      firstName: squadPlayers.firstName,
      lastName: squadPlayers.lastName,
      shirtNumber: squadPlayers.shirtNumber,
      position: squadPlayers.position,
      isAvailable: availabilityAnswers.isAvailable,
      reason: availabilityAnswers.reason,
      answeredAt: availabilityAnswers.answeredAt,
      isPresent: attendanceMarks.isPresent,
      lateMinutes: attendanceMarks.lateMinutes,
      leftEarlyMinutes: attendanceMarks.leftEarlyMinutes,
      markedAt: attendanceMarks.markedAt,
    })
    .from(squadPlayers)
    .leftJoin(
      availabilityAnswers,
      and(
        eq(availabilityAnswers.playerId, squadPlayers.id),
        eq(availabilityAnswers.eventId, record.id),
        eq(availabilityAnswers.occurrenceStart, occurrenceStart),
      ),
    )
    .leftJoin(
      attendanceMarks,
      and(
        eq(attendanceMarks.playerId, squadPlayers.id),
        eq(attendanceMarks.eventId, record.id),
        eq(attendanceMarks.occurrenceStart, occurrenceStart),
      ),
    )
    .where(eq(squadPlayers.teamId, context.team.id));
  const local = wallTimeOf(startsAt, context.timeZone);
  return {
    occurrence: {
      eventId: record.id,
      occurrenceStart: occurrenceStart.toISOString(),
      kind: record.kind,
      title: record.title,
      date: local.date,
      time: local.time,
      durationMinutes: record.durationMinutes,
      place: record.place,
    },
    linkedSession: linkedSessionOf(record),
    // Assistants take registers too: whoever opens the team may take it.
    canTake: true,
    players: rows
      .map((row) => ({ ...row, id: row.playerId }))
      .sort(bySquadOrder)
      .map((row) => ({
        playerId: row.playerId,
        firstName: row.firstName,
        lastName: row.lastName,
        shirtNumber: row.shirtNumber,
        position: row.position,
        answer:
          row.isAvailable === null || row.answeredAt === null
            ? null
            : { isAvailable: row.isAvailable, reason: row.reason ?? "", answeredAt: row.answeredAt.toISOString() },
        mark:
          row.isPresent === null || row.markedAt === null
            ? null
            : {
                isPresent: row.isPresent,
                lateMinutes: row.lateMinutes ?? 0,
                leftEarlyMinutes: row.leftEarlyMinutes ?? 0,
                markedAt: row.markedAt.toISOString(),
              },
      })),
  };
}
