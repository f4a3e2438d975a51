import { type PlayerNextEventResponse, publicPlayerName } from "@touchline/contracts";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { availabilityAnswers, planViews } from "../../db/schema.ts";
import { answerOf, linkTeamOf, openPlayerLink } from "../availability/player-page.ts";
import { findNextEvent } from "./next-event.ts";

/**
 * The team's next event opened from a player's personal link ("See the plan"): the team page's answer, with
 * the player (first name and initial) and their availability answer. It notes once that this player's
 * link saw this occurrence's plan, for the coach's "Seen by 11 of 16"; nothing else about the visit.
 */
export async function getPlayerNextEvent(
  db: Database,
  token: string,
  now = new Date(),
): Promise<PlayerNextEventResponse> {
  const link = await openPlayerLink(db, token);
  const event = await findNextEvent(db, link.teamId, link.timeZone, now);
  if (!event) return { team: linkTeamOf(link), event, player: playerOf(link), answer: null };
  const occurrenceStart = new Date(event.occurrenceStart);
  await db
    .insert(planViews)
    .values({ playerId: link.playerId, eventId: event.eventId, occurrenceStart, firstSeenAt: now })
    .onConflictDoNothing();
  const [answer] = await db
    .select()
    .from(availabilityAnswers)
    .where(
      and(
        eq(availabilityAnswers.playerId, link.playerId),
        eq(availabilityAnswers.eventId, event.eventId),
        eq(availabilityAnswers.occurrenceStart, occurrenceStart),
      ),
    );
  return { team: linkTeamOf(link), event, player: playerOf(link), answer: answer ? answerOf(answer) : null };
}

const playerOf = (link: { firstName: string; lastName: string; shirtNumber: number | null }) => ({
  name: publicPlayerName(link),
  shirtNumber: link.shirtNumber,
});
