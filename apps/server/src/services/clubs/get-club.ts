import type { Club, ClubRole } from "@touchline/contracts";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { clubs } from "../../db/schema.ts";
import { clubColumns, clubNotFound, toClub } from "./club-row.ts";

/** The club as a member with `myRole` sees it; one deleted since the access check is 404. */
export async function getClub(db: Database, clubId: string, myRole: ClubRole): Promise<Club> {
  const [record] = await db.select(clubColumns).from(clubs).where(eq(clubs.id, clubId));
  if (!record) throw clubNotFound();
  return toClub(record, myRole);
}
