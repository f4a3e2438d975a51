import type { Club } from "@touchline/contracts";
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { clubMembers, clubs } from "../../db/schema.ts";
import { clubColumns, toClub } from "./club-row.ts";

/** The clubs the coach belongs to, by name, each with the coach's role: the navigation's switcher. */
export async function listMyClubs(db: Database, userId: string): Promise<Club[]> {
  const rows = await db
    .select({ ...clubColumns, myRole: clubMembers.role })
    .from(clubMembers)
    .innerJoin(clubs, eq(clubs.id, clubMembers.clubId))
    .where(eq(clubMembers.userId, userId))
    .orderBy(asc(sql`lower(${clubs.name})`), asc(clubs.id));
  return rows.map(({ myRole, ...record }) => toClub(record, myRole));
}
