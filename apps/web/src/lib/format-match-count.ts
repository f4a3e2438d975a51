/**
 * A number of matches as the page shows it: "1,234", or "1,000+" when the server stopped counting at
 * its cap (a broad search), so a coach never reads the cap as the exact count.
 */
export function formatMatchCount(total: number, totalIsCapped = false): string {
  return `${total.toLocaleString("en-US")}${totalIsCapped ? "+" : ""}`;
}
