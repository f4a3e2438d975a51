import {
  type AnswerAvailabilityRequest,
  type AvailabilityAnswer,
  imageUrl,
  PLAYER_PAGE_DAYS_AHEAD,
  type PlayerPageResponse,
  publicPlayerName,
} from "@touchline/contracts";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { availabilityAnswers, clubs, squadPlayerLinks, squadPlayers, teams } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { listWindowOccurrences } from "../club-calendar/list-window-occurrences.ts";
import { playerLinkTokenHash } from "./player-link-token.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** An unknown, revoked or mistyped link: all three answer the same, so a guess learns nothing. */
const linkNotFound = () => new AppError("NOT_FOUND", "This link does not work any more. Ask the coach for a new one.");

/** The player, team and club behind a live personal link. */
export async function openPlayerLink(db: Database, token: string) {
  const [row] = await db
    .select({
      linkId: squadPlayerLinks.id,
      playerId: squadPlayers.id,
      firstName: squadPlayers.firstName,
      lastName: squadPlayers.lastName,
      shirtNumber: squadPlayers.shirtNumber,
      teamId: teams.id,
      teamName: teams.name,
      clubName: clubs.name,
      crestImageId: clubs.crestImageId,
      kitPrimary: clubs.kitPrimary,
      kitSecondary: clubs.kitSecondary,
      timeZone: clubs.timeZone,
    })
    .from(squadPlayerLinks)
    .innerJoin(squadPlayers, eq(squadPlayers.id, squadPlayerLinks.playerId))
    .innerJoin(teams, eq(teams.id, squadPlayers.teamId))
    .innerJoin(clubs, eq(clubs.id, teams.clubId))
    .where(and(eq(squadPlayerLinks.tokenHash, playerLinkTokenHash(token)), isNull(squadPlayerLinks.revokedAt)));
  if (!row) throw linkNotFound();
  return row;
}

/** The occurrences a link lists: from now, the coming weeks', by start. */
async function comingOccurrences(db: Database, teamId: string, timeZone: string, now: Date) {
  const window = { start: now, end: new Date(now.getTime() + PLAYER_PAGE_DAYS_AHEAD * DAY_MS) };
  return listWindowOccurrences(db, teamId, window, timeZone);
}

export const answerOf = (row: { isAvailable: boolean; reason: string; answeredAt: Date }): AvailabilityAnswer => ({
  isAvailable: row.isAvailable,
  reason: row.reason,
  answeredAt: row.answeredAt.toISOString(),
});

/** The team as a link's page shows it. */
export const linkTeamOf = (link: Awaited<ReturnType<typeof openPlayerLink>>): PlayerPageResponse["team"] => ({
  name: link.teamName,
  clubName: link.clubName,
  crestUrl: link.crestImageId ? imageUrl(link.crestImageId) : null,
  kitPrimary: link.kitPrimary,
  kitSecondary: link.kitSecondary,
  timeZone: link.timeZone,
});

/**
 * What a personal link opens: the player (first name and initial), the team and its coming events with this
 * player's answers. Opening it notes when, so the coach sees who has seen the plan; nothing else is kept.
 */
export async function getPlayerPage(db: Database, token: string, now = new Date()): Promise<PlayerPageResponse> {
  const link = await openPlayerLink(db, token);
  await db.update(squadPlayerLinks).set({ lastOpenedAt: now }).where(eq(squadPlayerLinks.id, link.linkId));
  const occurrences = await comingOccurrences(db, link.teamId, link.timeZone, now);
  const answers =
    occurrences.length === 0
      ? []
      : await db
          .select()
          .from(availabilityAnswers)
          .where(
            and(
              eq(availabilityAnswers.playerId, link.playerId),
              inArray(availabilityAnswers.eventId, [...new Set(occurrences.map((occurrence) => occurrence.eventId))]),
            ),
          );
  const answerFor = (eventId: string, occurrenceStart: string) =>
    answers.find((answer) => answer.eventId === eventId && answer.occurrenceStart.toISOString() === occurrenceStart);
  return {
    player: { name: publicPlayerName(link), shirtNumber: link.shirtNumber },
    team: linkTeamOf(link),
    events: occurrences.map((occurrence) => {
      const answer = answerFor(occurrence.eventId, occurrence.occurrenceStart);
      return {
        eventId: occurrence.eventId,
        occurrenceStart: occurrence.occurrenceStart,
        kind: occurrence.kind,
        title: occurrence.title,
        date: occurrence.date,
        time: occurrence.time,
        durationMinutes: occurrence.durationMinutes,
        place: occurrence.place,
        answer: answer ? answerOf(answer) : null,
      };
    }),
  };
}

/**
 * A player's (or parent's) answer for one of the events their link lists; answering again changes it. An
 * event already started, cancelled or of another team is not among them (404).
 */
export async function answerAvailability(
  db: Database,
  token: string,
  request: AnswerAvailabilityRequest,
  now = new Date(),
): Promise<AvailabilityAnswer> {
  const link = await openPlayerLink(db, token);
  const occurrences = await comingOccurrences(db, link.teamId, link.timeZone, now);
  const occurrenceStart = new Date(request.occurrenceStart);
  const listed = occurrences.some(
    (occurrence) =>
      occurrence.eventId === request.eventId &&
      new Date(occurrence.occurrenceStart).getTime() === occurrenceStart.getTime(),
  );
  if (!listed) throw new AppError("NOT_FOUND", "This event is not one of the team's coming events.");
  const answer = {
    isAvailable: request.isAvailable,
    // A reason goes with "not available" only: saying yes clears an earlier excuse.
    reason: request.isAvailable ? "" : (request.reason ?? "").trim(),
    answeredAt: now,
  };
  const [saved] = await db
    .insert(availabilityAnswers)
    .values({ playerId: link.playerId, eventId: request.eventId, occurrenceStart, ...answer })
    .onConflictDoUpdate({
      target: [availabilityAnswers.playerId, availabilityAnswers.eventId, availabilityAnswers.occurrenceStart],
      set: answer,
    })
    .returning();
  return answerOf(saved!);
}
