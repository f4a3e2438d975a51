import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { teams } from "../../db/schema.ts";
import { teamNotFound } from "./team-row.ts";

/** A club admin deletes a team, with its calendar and feed (foreign keys); a team of another club is 404. */
export async function deleteTeam(db: Database, clubId: string, teamId: string): Promise<void> {
  const deleted = await db
    .delete(teams)
    .where(and(eq(teams.id, teamId), eq(teams.clubId, clubId)))
    .returning({ id: teams.id });
  if (deleted.length === 0) throw teamNotFound();
}
