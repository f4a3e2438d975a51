import type { ClubInvite } from "@touchline/contracts";
import { and, gt, isNull, lt, or, sql } from "drizzle-orm";
import { clubInvites } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";

/** What an invitation read selects: everything but the token's hash. */
export const clubInviteColumns = {
  id: clubInvites.id,
  role: clubInvites.role,
  email: clubInvites.email,
  expiresAt: clubInvites.expiresAt,
  maxUses: clubInvites.maxUses,
  useCount: clubInvites.useCount,
  revokedAt: clubInvites.revokedAt,
  createdAt: clubInvites.createdAt,
};

export type ClubInviteRecord = Pick<typeof clubInvites.$inferSelect, keyof typeof clubInviteColumns>;

export function toClubInvite(record: ClubInviteRecord): ClubInvite {
  return {
    id: record.id,
    role: record.role,
    email: record.email,
    expiresAt: record.expiresAt.toISOString(),
    maxUses: record.maxUses,
    useCount: record.useCount,
    isRevoked: record.revokedAt !== null,
    createdAt: record.createdAt.toISOString(),
  };
}

/** A link that still lets someone join: not revoked, not expired, not used up (by the database's clock). */
export const isLiveInvite = () =>
  and(
    isNull(clubInvites.revokedAt),
    gt(clubInvites.expiresAt, sql`now()`),
    or(isNull(clubInvites.maxUses), lt(clubInvites.useCount, clubInvites.maxUses)),
  );

/** Every dead link answers alike, so its holder learns nothing about which it was. */
export const deadInviteLink = () => new AppError("NOT_FOUND", "This invitation link has expired or was withdrawn.");
