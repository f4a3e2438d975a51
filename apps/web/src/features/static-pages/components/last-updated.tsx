const LONG_DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric" });

/** "22 November 2026": the long British format the legal pages use. */
export function formatLongDate(date: Date): string {
  return LONG_DATE.format(date);
}

/** ISO calendar date in local time, for the machine-readable `dateTime`. */
function isoDateOf(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The spec asks for today's date, computed when the page renders, as the "Last updated" date. */
export function LastUpdated() {
  const today = new Date();
  return (
    <p>
      Last updated: <time dateTime={isoDateOf(today)}>{formatLongDate(today)}</time>
    </p>
  );
}
