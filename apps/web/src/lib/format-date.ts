const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});
const dateFormat = new Intl.DateTimeFormat(undefined, { day: "numeric", month: "short", year: "numeric" });

/** "12 Mar 2026, 09:30" in the reader's locale and time zone. */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

/** "12 March 2026": the blog's post dates and the uploaded images' dates, the same wherever it is read. */
export function formatLongDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" });
}

/** "12 Mar 2026". */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}
