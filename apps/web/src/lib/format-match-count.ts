import { SOURCE_LOCALE } from "@touchline/contracts";

/**
 * A number of matches as the page shows it, in the reader's `locale`: "1,234" (English), "1.234" (German), or
 * "1,000+" when the server stopped counting at its cap (a broad search), so a coach never reads the cap as
 * the exact count.
 */
export function formatMatchCount(total: number, totalIsCapped = false, locale: string = SOURCE_LOCALE): string {
  return `${new Intl.NumberFormat(locale).format(total)}${totalIsCapped ? "+" : ""}`;
}
