import type { TargetAudience } from "@touchline/contracts";
import { exists, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { accounts, users } from "../../db/schema.ts";

/**
 * How many accounts each audience reaches now. Only users with credentials count: the demo author
 * (who cannot sign in) is nobody's reader.
 */
export async function countAudiences(db: Database): Promise<Record<TargetAudience, number>> {
  const rows = await db
    .select({ role: users.role, count: sql<number>`count(*)::int` })
    .from(users)
    .where(
      exists(
        db
          .select({ one: sql`1` })
          .from(accounts)
          .where(eq(accounts.userId, users.id)),
      ),
    )
    .groupBy(users.role);
  const countOf = (role: string) => rows.find((row) => row.role === role)?.count ?? 0;
  const coaches = countOf("none");
  const all = rows.reduce((total, row) => total + row.count, 0);
  return { all, coaches, moderators: all - coaches };
}
