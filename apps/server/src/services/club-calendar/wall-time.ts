import { TZDate } from "@date-fns/tz";

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

/** A wall-clock reading in a zone: a local date (YYYY-MM-DD) and time (HH:MM). */
export interface WallTime {
  date: string;
  time: string;
}

/** What a clock in `timeZone` shows at `instant`. */
export function wallTimeOf(instant: Date, timeZone: string): WallTime {
  const local = new TZDate(instant.getTime(), timeZone);
  return {
    date: `${pad(local.getFullYear(), 4)}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`,
    time: `${pad(local.getHours())}:${pad(local.getMinutes())}`,
  };
}

/**
 * The instant a clock in `timeZone` shows `date` at `time`. A time the clocks skip (in the hour they go
 * forward) is read an hour on (01:30 → 02:30); a time shown twice (the hour they go back) is read as
 * `@date-fns/tz` picks one of its two showings. Trainings are not planned in the night, so neither matters
 * in practice, but neither throws.
 */
export function instantOf(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split("-").map(Number);
  const [hours, minutes] = time.split(":").map(Number);
  return new Date(new TZDate(year!, month! - 1, day!, hours!, minutes!, timeZone).getTime());
}

/**
 * A wall-clock reading written as if it were UTC ("floating" time): the form `rrule` expands in, so a
 * weekly rule steps from Tuesday 18:00 to Tuesday 18:00 whatever the zone's offset does in between.
 */
export function floatingOf(instant: Date, timeZone: string): Date {
  const local = new TZDate(instant.getTime(), timeZone);
  return new Date(
    Date.UTC(local.getFullYear(), local.getMonth(), local.getDate(), local.getHours(), local.getMinutes()),
  );
}

/** The instant of a floating reading (see `floatingOf`) on the clocks of `timeZone`. */
export function instantOfFloating(floating: Date, timeZone: string): Date {
  return new Date(
    new TZDate(
      floating.getUTCFullYear(),
      floating.getUTCMonth(),
      floating.getUTCDate(),
      floating.getUTCHours(),
      floating.getUTCMinutes(),
      timeZone,
    ).getTime(),
  );
}

/** The local date `days` after `date` (before, when negative): calendar arithmetic, free of any zone. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Local dates `from` to `to`, both included, as the instants from `from`'s midnight to the midnight after `to`. */
export function windowOfDates(from: string, to: string, timeZone: string): { start: Date; end: Date } {
  return { start: instantOf(from, "00:00", timeZone), end: instantOf(addDays(to, 1), "00:00", timeZone) };
}
