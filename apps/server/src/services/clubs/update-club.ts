import type { Club, UpdateClubRequest } from "@touchline/contracts";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { clubs } from "../../db/schema.ts";
import { clubNotFound } from "./club-row.ts";
import { getClub } from "./get-club.ts";

/** A club admin changes the club's name, kit colours, time zone or first day of the season. */
export async function updateClub(db: Database, clubId: string, input: UpdateClubRequest): Promise<Club> {
  const changed = await db
    .update(clubs)
    .set({
      name: input.name,
      kitPrimary: input.kitPrimary?.toLowerCase(),
      kitSecondary: input.kitSecondary?.toLowerCase(),
      timeZone: input.timeZone,
      seasonStartsOn: input.seasonStartsOn,
      updatedAt: sql`now()`,
    })
    .where(eq(clubs.id, clubId))
    .returning({ id: clubs.id });
  if (changed.length === 0) throw clubNotFound();
  return getClub(db, clubId, "admin");
}
