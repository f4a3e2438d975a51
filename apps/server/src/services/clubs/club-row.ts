import { type Club, type ClubRole, imageUrl } from "@touchline/contracts";
import { sql } from "drizzle-orm";
import { clubMembers, clubs } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";

/** What a club read selects: its columns and how many members it has. */
export const clubColumns = {
  id: clubs.id,
  name: clubs.name,
  crestImageId: clubs.crestImageId,
  kitPrimary: clubs.kitPrimary,
  kitSecondary: clubs.kitSecondary,
  timeZone: clubs.timeZone,
  seasonStartsOn: clubs.seasonStartsOn,
  createdAt: clubs.createdAt,
  memberCount: sql<number>`(select count(*)::int from ${clubMembers} where ${clubMembers.clubId} = ${clubs.id})`,
};

export type ClubRecord = {
  [K in Exclude<keyof typeof clubColumns, "memberCount">]: (typeof clubs.$inferSelect)[K];
} & { memberCount: number };

export function toClub(record: ClubRecord, myRole: ClubRole): Club {
  return {
    id: record.id,
    name: record.name,
    crestUrl: record.crestImageId ? imageUrl(record.crestImageId) : null,
    kitPrimary: record.kitPrimary,
    kitSecondary: record.kitSecondary,
    timeZone: record.timeZone,
    seasonStartsOn: record.seasonStartsOn,
    myRole,
    memberCount: Number(record.memberCount),
    createdAt: record.createdAt.toISOString(),
  };
}

/** What anyone who is not a member is told about a club, so its existence is no secret given away. */
export const clubNotFound = () => new AppError("NOT_FOUND", "This club does not exist.");
