import type { Intensity } from "./drills.ts";

/**
 * How much a minute of each intensity counts toward a session's load. The screens state these
 * weights beside every load they show, so a coach can redo the sum by hand.
 */
export const INTENSITY_LOAD_WEIGHTS: Readonly<Record<Intensity, number>> = { low: 1, medium: 2, high: 3 };

/** What a block contributes to the load; a `SessionBlock`, a draft drill or a list row's summary all fit. */
export interface LoadBlock {
  durationMinutes: number;
  intensity: Intensity;
}

/** A block's load: its minutes times its intensity's weight. */
export function blockLoad(block: LoadBlock): number {
  return block.durationMinutes * INTENSITY_LOAD_WEIGHTS[block.intensity];
}

/** A session's load: the sum of its blocks' loads. */
export function sessionLoad(blocks: readonly LoadBlock[]): number {
  return blocks.reduce((total, block) => total + blockLoad(block), 0);
}

/**
 * A week is hard when its load is more than this times the average of the weeks shown that have
 * sessions: the weeks without any are left out so a quiet month does not make every week look hard.
 */
export const HARD_WEEK_RATIO = 1.3;

const DAY_MS = 86_400_000;

/** A calendar date ("2026-11-24") as midnight UTC, so day arithmetic never meets a daylight-saving change. */
function utcMidnight(date: string): number {
  const [year, month, day] = date.split("-").map(Number);
  return Date.UTC(year!, month! - 1, day!);
}

const toIsoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The ISO week a calendar date falls in: its Monday, and the ISO year and week number (1–53). */
export function isoWeekOf(date: string): { monday: string; isoYear: number; isoWeek: number } {
  const ms = utcMidnight(date);
  // ISO weeks start on Monday; getUTCDay has Sunday as 0.
  const weekday = (new Date(ms).getUTCDay() + 6) % 7;
  const monday = ms - weekday * DAY_MS;
  // The week belongs to the year of its Thursday; week 1 is the one holding the year's first Thursday.
  const thursday = new Date(monday + 3 * DAY_MS);
  const isoYear = thursday.getUTCFullYear();
  const isoWeek = Math.floor((thursday.getTime() - Date.UTC(isoYear, 0, 1)) / (7 * DAY_MS)) + 1;
  return { monday: toIsoDate(monday), isoYear, isoWeek };
}

export interface WeekLoad {
  /** The week's Monday ("2026-11-23"). */
  monday: string;
  isoYear: number;
  isoWeek: number;
  /** The sum of the loads of the sessions dated in this week. */
  load: number;
  sessions: number;
  /** Whether `today` falls in this week. */
  isCurrent: boolean;
  /** More than `HARD_WEEK_RATIO` times the average of the weeks shown that have sessions. */
  isHard: boolean;
}

/**
 * The load of each ISO week around `today` (a calendar date): `weeksBefore` weeks before the current
 * one, the current one and `weeksAfter` after, every week present even when empty. Sessions without a
 * date or outside the weeks shown are left out.
 */
export function weeklyLoad(
  sessions: readonly { date: string | null; load: number }[],
  today: string,
  { weeksBefore = 4, weeksAfter = 4 }: { weeksBefore?: number; weeksAfter?: number } = {},
): WeekLoad[] {
  const current = utcMidnight(isoWeekOf(today).monday);
  const weeks = Array.from({ length: weeksBefore + 1 + weeksAfter }, (_, index) => {
    const monday = toIsoDate(current + (index - weeksBefore) * 7 * DAY_MS);
    const { isoYear, isoWeek } = isoWeekOf(monday);
    return { monday, isoYear, isoWeek, load: 0, sessions: 0, isCurrent: index === weeksBefore, isHard: false };
  });
  const byMonday = new Map(weeks.map((week) => [week.monday, week]));
  for (const session of sessions) {
    if (!session.date) continue;
    const week = byMonday.get(isoWeekOf(session.date).monday);
    if (!week) continue;
    week.load += session.load;
    week.sessions += 1;
  }
  const busy = weeks.filter((week) => week.sessions > 0);
  const average = busy.reduce((total, week) => total + week.load, 0) / (busy.length || 1);
  for (const week of busy) week.isHard = week.load > HARD_WEEK_RATIO * average;
  return weeks;
}
