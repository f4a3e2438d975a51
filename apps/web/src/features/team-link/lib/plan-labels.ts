import type { Intensity } from "@touchline/contracts";

/*
 * The plan page's words, written as the calendar and the session page write them ("Tuesday 9 March 2027",
 * "18:00 – 19:30", "1 h 30 min"). The page keeps its own few lines: the calendar shows this feature's panel
 * (an import back would be a cycle), and the sessions feature's index would bring its editor to a page
 * without an account.
 */

const format = (date: string, options: Intl.DateTimeFormatOptions) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString("en-GB", { ...options, timeZone: "UTC" });

/** "Tuesday 9 March 2027" (in two parts: some ICU versions put a comma after the weekday). */
export const planDateLabel = (date: string) =>
  `${format(date, { weekday: "long" })} ${format(date, { day: "numeric", month: "long", year: "numeric" })}`;

/** "18:00 – 19:30": a local start and its duration, past midnight if need be. */
export function planTimeRange(time: string, durationMinutes: number): string {
  const [hours, minutes] = time.split(":").map(Number);
  const end = (hours! * 60 + minutes! + durationMinutes) % (24 * 60);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${time} – ${pad(Math.floor(end / 60))}:${pad(end % 60)}`;
}

const INTENSITY_WORDS: Record<Intensity, string> = { low: "Low", medium: "Medium", high: "High" };

/** "15 min · Medium intensity" */
export function drillFacts({ durationMinutes, intensity }: { durationMinutes: number; intensity: Intensity }) {
  const hours = Math.floor(durationMinutes / 60);
  const minutes = durationMinutes % 60;
  const length = hours === 0 ? `${minutes} min` : minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`;
  return `${length} · ${INTENSITY_WORDS[intensity]} intensity`;
}
