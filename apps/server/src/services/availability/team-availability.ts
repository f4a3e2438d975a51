import type {
  AvailabilityCounts,
  AvailabilityWindowResponse,
  CalendarWindowQuery,
  OccurrenceAvailabilityResponse,
} from "@touchline/contracts";
import { and, count, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { availabilityAnswers, planViews, squadPlayers } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { isOccurrenceOf } from "../club-calendar/expand-occurrences.ts";
import { findCalendarEvent } from "../club-calendar/find-calendar-event.ts";
import { listWindowOccurrences } from "../club-calendar/list-window-occurrences.ts";
import { type ClubCaller, openClubTeam } from "../clubs/open-club-team.ts";
import { windowOfDates } from "../club-calendar/wall-time.ts";
import { bySquadOrder } from "../squads/squad-player-row.ts";

/** An occurrence's key as answers name it: its event and original start. */
const keyOf = (eventId: string, occurrenceStart: Date | string) =>
  `${eventId}@${new Date(occurrenceStart).toISOString()}`;

/**
 * How the squad answered for each occurrence of a calendar window: "12 available · 3 not · 1 no answer".
 * Every member of the club reads it, as they read the calendar.
 */
export async function listWindowAvailability(
  db: Database,
  caller: ClubCaller,
  teamId: string,
  { from, to }: CalendarWindowQuery,
): Promise<AvailabilityWindowResponse> {
  const context = await openClubTeam(db, caller, teamId);
  const occurrences = await listWindowOccurrences(
    db,
    teamId,
    windowOfDates(from, to, context.timeZone),
    context.timeZone,
  );
  const [squad] = await db.select({ size: count() }).from(squadPlayers).where(eq(squadPlayers.teamId, teamId));
  const squadSize = squad?.size ?? 0;
  const eventIds = [...new Set(occurrences.map((occurrence) => occurrence.eventId))];
  const answered =
    eventIds.length === 0 || squadSize === 0
      ? []
      : await db
          .select({
            eventId: availabilityAnswers.eventId,
            occurrenceStart: availabilityAnswers.occurrenceStart,
            isAvailable: availabilityAnswers.isAvailable,
            players: count(),
          })
          .from(availabilityAnswers)
          .where(
            and(
              inArray(availabilityAnswers.eventId, eventIds),
              inArray(
                availabilityAnswers.occurrenceStart,
                occurrences.map((occurrence) => new Date(occurrence.occurrenceStart)),
              ),
            ),
          )
          .groupBy(availabilityAnswers.eventId, availabilityAnswers.occurrenceStart, availabilityAnswers.isAvailable);
  const tally = new Map<string, { available: number; notAvailable: number }>();
  for (const row of answered) {
    const key = keyOf(row.eventId, row.occurrenceStart);
    const counts = tally.get(key) ?? { available: 0, notAvailable: 0 };
    if (row.isAvailable) counts.available += row.players;
    else counts.notAvailable += row.players;
    tally.set(key, counts);
  }
  return {
    squadSize,
    occurrences: occurrences.map(({ eventId, occurrenceStart }) => {
      const { available, notAvailable } = tally.get(keyOf(eventId, occurrenceStart)) ?? {
        available: 0,
        notAvailable: 0,
      };
      return { eventId, occurrenceStart, available, notAvailable, noAnswer: squadSize - available - notAvailable };
    }),
  };
}

/** One occurrence's register: every player of the squad, in squad order, with their answer if they gave one. */
export async function getOccurrenceAvailability(
  db: Database,
  caller: ClubCaller,
  teamId: string,
  eventId: string,
  occurrenceStart: Date,
): Promise<OccurrenceAvailabilityResponse> {
  const context = await openClubTeam(db, caller, teamId);
  const record = await findCalendarEvent(db, teamId, eventId);
  if (!isOccurrenceOf(record, occurrenceStart, context.timeZone))
    throw new AppError("NOT_FOUND", "This event has no occurrence at that time.");
  const rows = await db
    .select({
      id: squadPlayers.id,
      firstName: squadPlayers.firstName,
      lastName: squadPlayers.lastName,
      shirtNumber: squadPlayers.shirtNumber,
      isAvailable: availabilityAnswers.isAvailable,
      reason: availabilityAnswers.reason,
      answeredAt: availabilityAnswers.answeredAt,
    })
    .from(squadPlayers)
    .leftJoin(
      availabilityAnswers,
      and(
        eq(availabilityAnswers.playerId, squadPlayers.id),
        eq(availabilityAnswers.eventId, eventId),
        eq(availabilityAnswers.occurrenceStart, occurrenceStart),
      ),
    )
    .where(eq(squadPlayers.teamId, teamId));
  const counts: AvailabilityCounts = { available: 0, notAvailable: 0, noAnswer: 0 };
  const players = rows.sort(bySquadOrder).map(({ id: playerId, isAvailable, reason, answeredAt, ...name }) => {
    const player = { playerId, ...name };
    if (isAvailable === null || answeredAt === null) {
      counts.noAnswer += 1;
      return { ...player, answer: null };
    }
    if (isAvailable) counts.available += 1;
    else counts.notAvailable += 1;
    return { ...player, answer: { isAvailable, reason: reason ?? "", answeredAt: answeredAt.toISOString() } };
  });
  const [seen] = await db
    .select({ players: count() })
    .from(planViews)
    .innerJoin(squadPlayers, eq(squadPlayers.id, planViews.playerId))
    .where(
      and(
        eq(squadPlayers.teamId, teamId),
        eq(planViews.eventId, eventId),
        eq(planViews.occurrenceStart, occurrenceStart),
      ),
    );
  return { counts, seenBy: seen?.players ?? 0, players };
}
