import {
  attendancePercent,
  attendedLoad,
  type DatedLoad,
  isoWeekOf,
  type LoadBlock,
  loadRatioOn,
  type PlayerLoadQuery,
  type PlayerLoadResponse,
  seasonStartFor,
  weeklyLoadRatios,
} from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { type ClubCaller, type ClubTeamContext, openClubTeam } from "../clubs/open-club-team.ts";
import { readSessionBlocks } from "../club-calendar/read-session-blocks.ts";
import { addDays, wallTimeOf, windowOfDates } from "../club-calendar/wall-time.ts";
import { readSquad } from "../squads/squad-player-row.ts";
import { type MarkOfOccurrence, readMarkedOccurrences } from "./read-marked-occurrences.ts";

/** A week's ratio is read from it and the three weeks before it, so those are read too. */
const LEAD_IN_WEEKS = 3;

/** An occurrence that had a register, with the marks taken at it. */
interface Register {
  date: string;
  monday: string;
  startsAt: Date;
  /** The session's blocks for a training planned with one; none for a match or a training without a session. */
  blocks: LoadBlock[];
  durationMinutes: number;
  /** By player id. */
  marks: Map<string, MarkOfOccurrence>;
}

const roundTo1 = (value: number) => Math.round(value * 10) / 10;

/** The marks grouped by occurrence, each dated on the club's clocks and given its session's blocks. */
async function registersOf(db: Database, marks: MarkOfOccurrence[], timeZone: string): Promise<Register[]> {
  const trainings = marks.filter((mark) => mark.kind === "training");
  const sessionIds = new Set(trainings.flatMap((mark) => (mark.sessionId ? [mark.sessionId] : [])));
  const clubItemIds = new Set(trainings.flatMap((mark) => (mark.clubItemId ? [mark.clubItemId] : [])));
  const blocks = await readSessionBlocks(db, [...sessionIds], [...clubItemIds]);
  const registers = new Map<string, Register>();
  for (const mark of marks) {
    const key = `${mark.eventId} ${mark.occurrenceStart.toISOString()}`;
    let register = registers.get(key);
    if (!register) {
      const date = wallTimeOf(mark.startsAt, timeZone).date;
      const linked =
        mark.kind !== "training"
          ? undefined
          : mark.sessionId
            ? blocks.own.get(mark.sessionId)
            : mark.clubItemId
              ? blocks.club.get(mark.clubItemId)
              : undefined;
      register = {
        date,
        monday: isoWeekOf(date).monday,
        startsAt: mark.startsAt,
        blocks: linked ?? [],
        durationMinutes: mark.durationMinutes,
        marks: new Map(),
      };
      registers.set(key, register);
    }
    register.marks.set(mark.playerId, mark);
  }
  return [...registers.values()];
}

/**
 * Each squad player's load from the registers taken on the pitch (`attendedLoad`: the minutes of the
 * session's blocks they were there for, by intensity), per week of the window, with the load ratio
 * (7 d : 28 d) on `asOf` (the club's today unless given) and their attendance over the season; and the
 * team's the same on the average per squad player. Two reads of marks and blocks, the rest in memory.
 */
export async function getPlayerLoad(
  db: Database,
  caller: ClubCaller,
  teamId: string,
  query: PlayerLoadQuery,
  now = new Date(),
): Promise<PlayerLoadResponse> {
  return playerLoadOfTeam(db, await openClubTeam(db, caller, teamId), query, now);
}

/** The same for a team the caller has already opened. */
export async function playerLoadOfTeam(
  db: Database,
  { team, timeZone, seasonStartsOn }: ClubTeamContext,
  { from, to, asOf: askedAsOf }: PlayerLoadQuery,
  now = new Date(),
): Promise<PlayerLoadResponse> {
  const teamId = team.id;
  const today = wallTimeOf(now, timeZone).date;
  const asOf = askedAsOf ?? today;
  const seasonFrom = seasonStartFor(seasonStartsOn, asOf);
  const firstMonday = isoWeekOf(from).monday;
  const lastMonday = isoWeekOf(to).monday;
  const mondays: string[] = [];
  for (let monday = addDays(firstMonday, -7 * LEAD_IN_WEEKS); monday <= lastMonday; monday = addDays(monday, 7)) {
    mondays.push(monday);
  }
  const [squad, marks] = await Promise.all([
    readSquad(db, teamId),
    readMarkedOccurrences(db, teamId, [
      windowOfDates(mondays[0]!, addDays(lastMonday, 6), timeZone),
      windowOfDates(addDays(asOf, -27), asOf, timeZone),
      windowOfDates(seasonFrom, asOf, timeZone),
    ]),
  ]);
  const registers = await registersOf(db, marks, timeZone);
  const inSeason = registers.filter((register) => register.date >= seasonFrom && register.date <= asOf);
  const weekIndex = new Map(mondays.map((monday, index) => [monday, index]));
  const thisMonday = isoWeekOf(today).monday;
  const weekOf = (monday: string) => {
    const { isoYear, isoWeek } = isoWeekOf(monday);
    return { monday, isoYear, isoWeek, isCurrent: monday === thisMonday };
  };

  const players = squad.map((player) => {
    const loads: DatedLoad[] = [];
    const weekLoads = mondays.map(() => 0);
    const attended = mondays.map(() => 0);
    for (const register of registers) {
      const mark = register.marks.get(player.id);
      if (!mark?.isPresent) continue;
      const load = attendedLoad(register.blocks, register.durationMinutes, mark);
      loads.push({ date: register.date, load });
      const index = weekIndex.get(register.monday);
      if (index === undefined) continue;
      weekLoads[index]! += load;
      attended[index]! += 1;
    }
    const joinedAt = new Date(player.createdAt);
    // A register taken before the player joined the squad counts for them only if it marked them.
    const counted = inSeason.filter((register) => register.startsAt >= joinedAt || register.marks.has(player.id));
    const present = counted.filter((register) => register.marks.get(player.id)?.isPresent).length;
    const weeklyRatios = weeklyLoadRatios(weekLoads);
    return {
      loads,
      weekLoads,
      response: {
        id: player.id,
        firstName: player.firstName,
        lastName: player.lastName,
        shirtNumber: player.shirtNumber,
        weeks: weeklyRatios.map((ratio, index) => ({
          ...weekOf(mondays[index + LEAD_IN_WEEKS]!),
          load: weekLoads[index + LEAD_IN_WEEKS]!,
          attended: attended[index + LEAD_IN_WEEKS]!,
          isHard: ratio.isFlagged,
        })),
        ...loadRatioOn(loads, asOf),
        attendance: { present, registers: counted.length, percent: attendancePercent(present, counted.length) },
      },
    };
  });

  const squadSize = Math.max(1, squad.length);
  const teamWeekLoads = mondays.map(
    (_, index) => players.reduce((total, player) => total + player.weekLoads[index]!, 0) / squadSize,
  );
  const teamLoads = players.flatMap((player) =>
    player.loads.map(({ date, load }) => ({ date, load: load / squadSize })),
  );
  const registersIn = mondays.map(() => 0);
  for (const register of registers) {
    const index = weekIndex.get(register.monday);
    if (index !== undefined) registersIn[index]! += 1;
  }
  const teamRatios = weeklyLoadRatios(teamWeekLoads);
  return {
    asOf,
    seasonFrom,
    team: {
      weeks: teamRatios.map((ratio, index) => ({
        ...weekOf(mondays[index + LEAD_IN_WEEKS]!),
        load: roundTo1(teamWeekLoads[index + LEAD_IN_WEEKS]!),
        registers: registersIn[index + LEAD_IN_WEEKS]!,
        isHard: ratio.isFlagged,
      })),
      ...loadRatioOn(teamLoads, asOf),
      registers: inSeason.length,
    },
    players: players.map((player) => player.response),
  };
}
