import { Trans, useLingui } from "@lingui/react/macro";
import { formatLongDate } from "../../../lib/format-date.ts";

/** ISO calendar date in local time, for the machine-readable `dateTime`. */
function isoDateOf(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The spec asks for today's date, computed when the page renders, as the "Last updated" date. */
export function LastUpdated() {
  const { i18n } = useLingui();
  const today = new Date();
  const date = formatLongDate(today, i18n.locale);
  return (
    <p>
      <Trans>
        Last updated: <time dateTime={isoDateOf(today)}>{date}</time>
      </Trans>
    </p>
  );
}
