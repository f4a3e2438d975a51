import {
  isoWeekOf,
  type LoadBlock,
  type LoadWindowQuery,
  sessionLoad,
  type TeamLoadResponse,
  weeklyLoad,
} from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { linkedSessionIds } from "./calendar-event-row.ts";
import { listWindowOccurrences } from "./list-window-occurrences.ts";
import { readSessionBlocks } from "./read-session-blocks.ts";
import { type ClubCaller, openClubTeam } from "../clubs/open-club-team.ts";
import { addDays, wallTimeOf, windowOfDates } from "./wall-time.ts";

/** The load of each linked session: the coach's own (by session id) and the club library's (by item id). */
async function loadsOf(db: Database, sessionIds: string[], clubItemIds: string[]) {
  const { own, club } = await readSessionBlocks(db, sessionIds, clubItemIds);
  const loadOf = (blocks: Map<string, LoadBlock[]>) =>
    new Map([...blocks].map(([id, sessionBlocks]) => [id, sessionLoad(sessionBlocks)]));
  return { own: loadOf(own), club: loadOf(club) };
}

/**
 * The team's weekly training load over the weeks the window touches, from its calendar: every training
 * occurrence (moved ones where they now are, cancelled ones not at all) counts the load of the session it
 * is planned with, by the existing rule (`sessionLoad`, `weeklyLoad` and its hard weeks). A training with
 * no session counts among the week's trainings but adds no load.
 */
export async function getTeamLoad(
  db: Database,
  caller: ClubCaller,
  teamId: string,
  { from, to }: LoadWindowQuery,
  now = new Date(),
): Promise<TeamLoadResponse> {
  const context = await openClubTeam(db, caller, teamId);
  const firstMonday = isoWeekOf(from).monday;
  const lastMonday = isoWeekOf(to).monday;
  // Whole weeks, so the first and last weeks' loads are not cut short by the window.
  const window = windowOfDates(firstMonday, addDays(lastMonday, 6), context.timeZone);
  const trainings = (await listWindowOccurrences(db, teamId, window, context.timeZone)).filter(
    (occurrence) => occurrence.kind === "training",
  );
  const linked = linkedSessionIds(trainings.map((occurrence) => occurrence.linkedSession));
  const loads = await loadsOf(db, linked.own, linked.club);
  const sessions = trainings.flatMap(({ date, linkedSession }) => {
    const load = linkedSession ? loads[linkedSession.kind].get(linkedSession.id) : undefined;
    return load === undefined ? [] : [{ date, load }];
  });
  const weekCount = Math.round((Date.parse(lastMonday) - Date.parse(firstMonday)) / (7 * 86_400_000)) + 1;
  const thisMonday = isoWeekOf(wallTimeOf(now, context.timeZone).date).monday;
  const trainingsIn = new Map<string, number>();
  for (const { date } of trainings) {
    const monday = isoWeekOf(date).monday;
    trainingsIn.set(monday, (trainingsIn.get(monday) ?? 0) + 1);
  }
  const weeks = weeklyLoad(sessions, firstMonday, { weeksBefore: 0, weeksAfter: weekCount - 1 }).map((week) => ({
    ...week,
    trainings: trainingsIn.get(week.monday) ?? 0,
    // `weeklyLoad` marks the week of the day it is centred on; this week is the club's today's.
    isCurrent: week.monday === thisMonday,
  }));
  return { weeks };
}
