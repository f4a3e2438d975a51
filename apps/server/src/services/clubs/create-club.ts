import { randomUUID } from "node:crypto";
import type { Club, CreateClubValues } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { clubMembers, clubs } from "../../db/schema.ts";
import { getClub } from "./get-club.ts";

/** A new club, with the coach who made it as its admin, in one transaction. */
export async function createClub(db: Database, userId: string, input: CreateClubValues): Promise<Club> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(clubs).values({
      id,
      name: input.name,
      kitPrimary: input.kitPrimary.toLowerCase(),
      kitSecondary: input.kitSecondary.toLowerCase(),
      timeZone: input.timeZone,
    });
    await tx.insert(clubMembers).values({ clubId: id, userId, role: "admin" });
  });
  return getClub(db, id, "admin");
}
