import { randomUUID } from "node:crypto";
import type { ClubRole } from "@touchline/contracts";
import { clubMembers, clubs, teamCoaches, teams } from "../src/db/schema.ts";
import type { TestApp } from "./test-app.ts";

/**
 * A club with these members (and a first day of season, if given), written straight to the database, for
 * tests whose subject is what members do inside a club rather than how they joined it.
 */
export async function clubWith(
  t: TestApp,
  name: string,
  members: [{ id: string }, ClubRole][],
  { seasonStartsOn = null, timeZone = "Europe/London" }: { seasonStartsOn?: string | null; timeZone?: string } = {},
): Promise<string> {
  const id = randomUUID();
  await t.deps.db.insert(clubs).values({ id, name, seasonStartsOn, timeZone });
  await t.deps.db
    .insert(clubMembers)
    .values(members.map(([member, role]) => ({ clubId: id, userId: member.id, role })));
  return id;
}

/** A U12 9v9 team of the club, coached by `coaches`, written straight to the database. */
export async function teamWith(
  t: TestApp,
  clubId: string,
  name: string,
  coaches: { id: string }[] = [],
  season = "2026/27",
): Promise<string> {
  const id = randomUUID();
  await t.deps.db.insert(teams).values({ id, clubId, name, ageGroup: "U12", format: "9v9", season });
  if (coaches.length > 0) {
    await t.deps.db.insert(teamCoaches).values(coaches.map((coach) => ({ teamId: id, userId: coach.id })));
  }
  return id;
}
