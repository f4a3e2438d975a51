import { count, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./client.ts";

/** A column for a paged select: how many rows match in all, carried by every row, so matches are scanned once. */
export const totalMatchingColumn = () => sql<number>`count(*) over ()`.mapWith(Number);

/**
 * The number of matches of a paged select that carried `totalMatchingColumn`. Past the last page no row
 * carries it, so it is counted then.
 */
export async function pageTotal(
  db: Database,
  rows: readonly { total: number }[],
  { page, table, where }: { page: number; table: PgTable; where: SQL | undefined },
): Promise<number> {
  if (rows.length > 0 || page <= 1) return rows[0]?.total ?? 0;
  const [counted] = await db.select({ total: count() }).from(table).where(where);
  return counted?.total ?? 0;
}
