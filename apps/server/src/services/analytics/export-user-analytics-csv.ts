import {
  USER_ANALYTICS_COLUMN_LABELS,
  USER_ANALYTICS_SORTS,
  type UserAnalyticsFilters,
  type UserAnalyticsRow,
} from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { csvLine } from "../../lib/csv.ts";
import { selectUserActivity, userActivityScope } from "./user-activity-query.ts";

/** The CSV's columns: the table's, in its order. */
const COLUMNS = USER_ANALYTICS_SORTS;

const cellOf = (row: UserAnalyticsRow, column: (typeof COLUMNS)[number]) => {
  if (column === "lastActive") return row.lastActive ?? "";
  return row[column];
};

/**
 * Every user the filters match, in the chosen order, as CSV (RFC 4180: a header row, CRLF line ends,
 * quoted where needed), with a byte-order mark so spreadsheets read names such as Łukasz as UTF-8.
 */
export async function exportUserAnalyticsCsv(
  db: Database,
  { sort, dir, q }: Pick<UserAnalyticsFilters, "sort" | "dir" | "q">,
): Promise<string> {
  const rows = await selectUserActivity(db, { where: userActivityScope(db, q), sort, dir });
  const lines = [csvLine(COLUMNS.map((column) => USER_ANALYTICS_COLUMN_LABELS[column]))];
  for (const row of rows) lines.push(csvLine(COLUMNS.map((column) => cellOf(row, column))));
  return `\uFEFF${lines.join("")}`;
}

/** `user-activity-YYYY-MM-DD.csv`, dated today (UTC). */
export const userAnalyticsCsvFilename = (now = new Date()) => `user-activity-${now.toISOString().slice(0, 10)}.csv`;
