import { randomUUID } from "node:crypto";
import {
  CLUB_ROLE_LABELS,
  type ClubInvite,
  type ClubRole,
  type CreateClubInviteValues,
  type CurrentUser,
} from "@touchline/contracts";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app/app-context.ts";
import { clubInvites, clubs } from "../../db/schema.ts";
import { consumeRateLimit } from "../rate-limits/rate-limit.ts";
import { authorNameOf } from "../sessions/session-row.ts";
import { clubInviteColumns, toClubInvite } from "./club-invite-row.ts";
import { CLUB_RATE_LIMITS } from "./club-rate-limits.ts";
import { clubNotFound } from "./club-row.ts";
import { inviteTokenHash, inviteUrlOf, newInviteToken } from "./invite-token.ts";

const DAY_MS = 86_400_000;

const asRole = (role: ClubRole) => {
  const label = CLUB_ROLE_LABELS[role].toLowerCase();
  return `${/^[aeiou]/.test(label) ? "an" : "a"} ${label}`;
};

/**
 * A club admin makes an invitation link with a role, a lifetime and an optional use limit. The link is in
 * this answer only: the database keeps the SHA-256 of its token. With an address, the link is also mailed
 * there, after the answer, naming the club, who invited and until when the link works.
 */
export async function createClubInvite(
  deps: AppDeps,
  clubId: string,
  inviter: CurrentUser,
  input: CreateClubInviteValues,
): Promise<{ invite: ClubInvite; url: string }> {
  const [club] = await deps.db.select({ name: clubs.name }).from(clubs).where(eq(clubs.id, clubId));
  if (!club) throw clubNotFound();
  const email = input.email?.toLowerCase() ?? null;
  if (email) await consumeRateLimit(deps.db, CLUB_RATE_LIMITS.inviteMailsPerAccount, inviter.id);

  const token = newInviteToken();
  const [record] = await deps.db
    .insert(clubInvites)
    .values({
      id: randomUUID(),
      clubId,
      tokenHash: inviteTokenHash(token),
      role: input.role,
      email,
      expiresAt: new Date(Date.now() + input.expiresInDays * DAY_MS),
      maxUses: input.maxUses,
      createdById: inviter.id,
    })
    .returning(clubInviteColumns);
  const invite = toClubInvite(record!);
  const url = inviteUrlOf(deps.env.APP_URL, token);

  if (email) {
    const inviterName = authorNameOf(inviter.firstName, inviter.lastName) || "A club admin";
    const until = `${invite.expiresAt.slice(0, 16).replace("T", " at ")} UTC`;
    deps.afterResponse.run("A club invitation e-mail", () =>
      deps.mailer.send({
        to: email,
        subject: `${inviterName} invites you to ${club.name} on Touchline`,
        text: [
          "Hello,",
          "",
          `${inviterName} invites you to join ${club.name} on Touchline as ${asRole(input.role)}.`,
          "Join the club with this link:",
          url,
          "",
          `The link works until ${until}. If you have no Touchline account yet, the link lets you create one`,
          "and takes you straight into the club.",
          "",
          "If you did not expect this invitation, ignore this e-mail: nothing happens unless you follow the link.",
        ].join("\n"),
        secrets: [url],
      }),
    );
  }
  return { invite, url };
}
