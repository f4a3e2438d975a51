import { z } from "zod";
import { daysBetween } from "./club-calendar.ts";
import { LocalDateSchema } from "./clubs.ts";
import { INTENSITY_LOAD_WEIGHTS, type LoadBlock } from "./session-load.ts";
import { SquadPlayerIdSchema } from "./squads.ts";
import { fieldMessage } from "./field-message.ts";

/** A load ratio (7 d : 28 d) above this is flagged "High": the last week was much harder than the month's weeks. */
export const LOAD_RATIO_FLAG = 1.5;
/** The longest window of players' loads: a season (53 ISO weeks). */
export const MAX_PLAYER_LOAD_WINDOW_DAYS = 371;

/** How a player was marked at one occurrence; the minutes are of the event, counted from its start. */
export interface AttendanceOfOccurrence {
  isPresent: boolean;
  lateMinutes: number;
  leftEarlyMinutes: number;
}

/**
 * A player's load of one occurrence: the session's blocks run back to back from the event's start, and a
 * present player counts the minutes of each block that fall between their arrival (`lateMinutes`) and their
 * leaving (`durationMinutes - leftEarlyMinutes` of the event, which also ends any block running past it),
 * times the block's intensity weight. Absent: nothing.
 */
export function attendedLoad(
  blocks: readonly LoadBlock[],
  eventMinutes: number,
  { isPresent, lateMinutes, leftEarlyMinutes }: AttendanceOfOccurrence,
): number {
  if (!isPresent) return 0;
  const arrived = Math.max(0, lateMinutes);
  const left = Math.min(eventMinutes, eventMinutes - leftEarlyMinutes);
  let blockStart = 0;
  let load = 0;
  for (const block of blocks) {
    const blockEnd = blockStart + block.durationMinutes;
    const minutes = Math.max(0, Math.min(blockEnd, left) - Math.max(blockStart, arrived));
    load += minutes * INTENSITY_LOAD_WEIGHTS[block.intensity];
    blockStart = blockEnd;
  }
  return load;
}

/** A load on a local date of the club: one player's at one occurrence, or a team's average. */
export interface DatedLoad {
  date: string;
  load: number;
}

export interface LoadRatio {
  /** The load of the 7 days ending on the day (both included). */
  acute: number;
  /** The average weekly load of the 28 days ending on the day: their load / 4. */
  chronic: number;
  /** acute / chronic, to two decimals; null when nothing was done in the 28 days. */
  ratio: number | null;
  /** The ratio is above `LOAD_RATIO_FLAG`. */
  isFlagged: boolean;
}

const roundTo = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** The ratio of a week's load to the average week of the 28 days ending with it (`monthLoad` / 4). */
function ratioOf(acute: number, monthLoad: number): LoadRatio {
  const chronic = monthLoad / 4;
  const ratio = chronic === 0 ? null : acute / chronic;
  return {
    acute: roundTo(acute, 1),
    chronic: roundTo(chronic, 1),
    ratio: ratio === null ? null : roundTo(ratio, 2),
    isFlagged: ratio !== null && ratio > LOAD_RATIO_FLAG,
  };
}

/** The load ratio (7 d : 28 d) on `asOf`: the last week's load against the average week of the last four. */
export function loadRatioOn(loads: readonly DatedLoad[], asOf: string): LoadRatio {
  let acute = 0;
  let month = 0;
  for (const { date, load } of loads) {
    const daysAgo = daysBetween(date, asOf);
    if (daysAgo < 0 || daysAgo > 27) continue;
    month += load;
    if (daysAgo <= 6) acute += load;
  }
  return ratioOf(acute, month);
}

/**
 * Each week's load ratio on its Sunday, from the loads of consecutive Monday-to-Sunday weeks: the same as
 * `loadRatioOn` that Sunday. The first three weeks only lead in, so the answer has three fewer.
 */
export function weeklyLoadRatios(weekLoads: readonly number[]): LoadRatio[] {
  return weekLoads.slice(3).map((load, index) => {
    const month = weekLoads.slice(index, index + 4).reduce((total, week) => total + week, 0);
    return ratioOf(load, month);
  });
}

/** The share of registers a player was marked present at, as a whole percent; null when none was taken. */
export function attendancePercent(present: number, registers: number): number | null {
  return registers === 0 ? null : Math.round((100 * present) / registers);
}

/** The same calendar date a year earlier ("2025-03-01" for "2026-03-01"). */
const oneYearBefore = (date: string) => `${String(Number(date.slice(0, 4)) - 1).padStart(4, "0")}${date.slice(4)}`;

/**
 * The first day of the season `asOf` falls in: the club's season start when it has come and is less than a
 * year ago, otherwise the last twelve months (a club that set no season, or has not moved it on).
 */
export function seasonStartFor(seasonStartsOn: string | null, asOf: string): string {
  const yearAgo = oneYearBefore(asOf);
  return seasonStartsOn && seasonStartsOn <= asOf && seasonStartsOn > yearAgo ? seasonStartsOn : yearAgo;
}

/**
 * The weeks a load chart shows and the day the ratios are read on (the club's today unless given). The
 * window is of local dates, both included, at most a season.
 */
export const PlayerLoadQuerySchema = z
  .object({ from: LocalDateSchema, to: LocalDateSchema, asOf: LocalDateSchema.optional() })
  .refine((window) => window.to >= window.from, {
    path: ["to"],
    message: /*i18n*/ "The window ends on or after it starts",
  })
  .refine((window) => daysBetween(window.from, window.to) < MAX_PLAYER_LOAD_WINDOW_DAYS, {
    path: ["to"],
    message: fieldMessage(/*i18n*/ "A window is at most {max} days", { max: MAX_PLAYER_LOAD_WINDOW_DAYS }),
  });
export type PlayerLoadQuery = z.infer<typeof PlayerLoadQuerySchema>;

const WeekFields = {
  /** The week's Monday. */
  monday: LocalDateSchema,
  isoYear: z.number().int(),
  isoWeek: z.number().int(),
  isCurrent: z.boolean(),
  /** The week's load ratio (its load against the average of the four weeks ending with it) is flagged. */
  isHard: z.boolean(),
};

/** One player's week: the sum of their loads at the week's occurrences. */
export const PlayerWeekLoadSchema = z.object({
  ...WeekFields,
  load: z.number(),
  /** Occurrences of the week they were marked present at. */
  attended: z.number().int(),
});
export type PlayerWeekLoad = z.infer<typeof PlayerWeekLoadSchema>;

/** The team's week: the average load per squad player, and how many registers were taken. */
export const TeamPlayerLoadWeekSchema = z.object({
  ...WeekFields,
  /** The squad's total load that week divided by the squad's size, to one decimal. */
  load: z.number(),
  registers: z.number().int(),
});
export type TeamPlayerLoadWeek = z.infer<typeof TeamPlayerLoadWeekSchema>;

const LoadRatioFields = {
  acute: z.number(),
  chronic: z.number(),
  ratio: z.number().nullable(),
  isFlagged: z.boolean(),
};

export const PlayerAttendanceSchema = z.object({
  /** Registers of the season they were marked present at. */
  present: z.number().int(),
  /** Registers of the season that count for them: those that marked them, and any taken since they joined. */
  registers: z.number().int(),
  percent: z.number().int().nullable(),
});
export type PlayerAttendance = z.infer<typeof PlayerAttendanceSchema>;

export const PlayerLoadSchema = z.object({
  id: SquadPlayerIdSchema,
  firstName: z.string(),
  lastName: z.string(),
  shirtNumber: z.number().int().nullable(),
  weeks: z.array(PlayerWeekLoadSchema),
  ...LoadRatioFields,
  attendance: PlayerAttendanceSchema,
});
export type PlayerLoad = z.infer<typeof PlayerLoadSchema>;

export const PlayerLoadResponseSchema = z.object({
  /** The day the ratios are read on, and the first day of the season attendance counts from. */
  asOf: LocalDateSchema,
  seasonFrom: LocalDateSchema,
  team: z.object({
    weeks: z.array(TeamPlayerLoadWeekSchema),
    ...LoadRatioFields,
    /** Registers taken in the season. */
    registers: z.number().int(),
  }),
  /** The squad, in squad order. */
  players: z.array(PlayerLoadSchema),
});
export type PlayerLoadResponse = z.infer<typeof PlayerLoadResponseSchema>;
