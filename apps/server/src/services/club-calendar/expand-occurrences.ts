import { RRule } from "./rrule-module.ts";
import { floatingOf, instantOf, instantOfFloating } from "./wall-time.ts";

/**
 * Weekly events as RFC 5545 rules, expanded by `rrule` in the club's wall-clock time: the rule steps from
 * Tuesday 18:00 to Tuesday 18:00 on the clocks of the club's zone, and only each occurrence is converted to
 * UTC (`@date-fns/tz`), so a training keeps its local time across a daylight-saving change. Pure: no
 * database, no clock.
 */

/** When an event happens, as stored: its first start (UTC) and its rule, null for a one-off event. */
export interface EventTiming {
  startsAt: Date;
  /** `FREQ=WEEKLY;UNTIL=<last start, UTC>Z`, without the `RRULE:` prefix. */
  recurrence: string | null;
}

/** One occurrence of a series changed on its own, named by its original start (UTC). */
export interface OccurrenceException {
  occurrenceStart: Date;
  isCancelled: boolean;
  /** Where it starts now (UTC); null when cancelled. */
  movedTo: Date | null;
}

export interface ExpandedOccurrence {
  /** The original start (UTC): the occurrence's id. */
  occurrenceStart: Date;
  /** The start now (UTC): the original unless moved. */
  startsAt: Date;
  isMoved: boolean;
}

/** A window of instants: `start` included, `end` excluded. */
export interface InstantWindow {
  start: Date;
  end: Date;
}

const DAY_MS = 86_400_000;

/** The stored rule read in the club's wall time, from the event's first start. */
function floatingRule(timing: EventTiming & { recurrence: string }, timeZone: string): RRule {
  const options = RRule.parseString(timing.recurrence);
  return new RRule({
    ...options,
    dtstart: floatingOf(timing.startsAt, timeZone),
    // UNTIL is stored in UTC (RFC 5545 wants it so beside a zoned start); the rule runs on wall time.
    until: options.until ? floatingOf(options.until, timeZone) : null,
  });
}

/**
 * The original starts of an event's occurrences from `start` (included) to `end` (excluded), UTC, in
 * order. A one-off event has one: its start.
 */
export function originalStarts(timing: EventTiming, { start, end }: InstantWindow, timeZone: string): Date[] {
  if (!timing.recurrence) return timing.startsAt >= start && timing.startsAt < end ? [timing.startsAt] : [];
  const rule = floatingRule({ ...timing, recurrence: timing.recurrence }, timeZone);
  // A day's margin each side in wall time covers any zone's offset; the exact edges are then taken in UTC.
  const floatingStart = new Date(floatingOf(start, timeZone).getTime() - DAY_MS);
  const floatingEnd = new Date(floatingOf(end, timeZone).getTime() + DAY_MS);
  return rule
    .between(floatingStart, floatingEnd, true)
    .map((floating) => instantOfFloating(floating, timeZone))
    .filter((instant) => instant >= start && instant < end);
}

/** Whether `instant` is an original start of the event (an occurrence a coach may move or cancel). */
export function isOccurrenceOf(timing: EventTiming, instant: Date, timeZone: string): boolean {
  const window = { start: instant, end: new Date(instant.getTime() + 1) };
  return originalStarts(timing, window, timeZone).some((start) => start.getTime() === instant.getTime());
}

/**
 * The occurrences of an event that start inside the window, in order of their start: the rule's, less
 * those cancelled, with those moved at their new start (a moved one shows where it now is, even when its
 * original start is outside the window).
 */
export function expandOccurrences(
  timing: EventTiming,
  exceptions: readonly OccurrenceException[],
  window: InstantWindow,
  timeZone: string,
): ExpandedOccurrence[] {
  const changed = new Set(exceptions.map((exception) => exception.occurrenceStart.getTime()));
  const occurrences: ExpandedOccurrence[] = originalStarts(timing, window, timeZone)
    .filter((start) => !changed.has(start.getTime()))
    .map((start) => ({ occurrenceStart: start, startsAt: start, isMoved: false }));
  for (const exception of exceptions) {
    const movedTo = exception.movedTo;
    if (exception.isCancelled || !movedTo || movedTo < window.start || movedTo >= window.end) continue;
    occurrences.push({ occurrenceStart: exception.occurrenceStart, startsAt: movedTo, isMoved: true });
  }
  return occurrences.sort(
    (a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.occurrenceStart.getTime() - b.occurrenceStart.getTime(),
  );
}

/** What is stored for an event's timing, with the start of its last occurrence for the window query. */
export interface StoredTiming extends EventTiming {
  /** The last occurrence's start (UTC); null for a one-off event. */
  recurrenceEndsAt: Date | null;
}

/**
 * The stored timing of an event that starts on local `date` at `time` and, when `repeatsWeeklyUntil` is
 * set, repeats every week on that weekday and local time until that local date (inclusive).
 */
export function weeklyTiming(
  { date, time, repeatsWeeklyUntil }: { date: string; time: string; repeatsWeeklyUntil: string | null },
  timeZone: string,
): StoredTiming {
  const startsAt = instantOf(date, time, timeZone);
  if (!repeatsWeeklyUntil) return { startsAt, recurrence: null, recurrenceEndsAt: null };
  const [year, month, day] = repeatsWeeklyUntil.split("-").map(Number);
  const rule = new RRule({
    freq: RRule.WEEKLY,
    dtstart: floatingOf(startsAt, timeZone),
    // The whole of the last day, on the wall clock.
    until: new Date(Date.UTC(year!, month! - 1, day!, 23, 59, 59)),
  });
  const last = rule.all().at(-1);
  const recurrenceEndsAt = last ? instantOfFloating(last, timeZone) : startsAt;
  const recurrence = new RRule({ freq: RRule.WEEKLY, until: recurrenceEndsAt }).toString().replace(/^RRULE:/, "");
  return { startsAt, recurrence, recurrenceEndsAt };
}
