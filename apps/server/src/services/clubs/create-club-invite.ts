import { randomUUID } from "node:crypto";
import type { ClubInvite, CreateClubInviteValues, CurrentUser } from "@touchline/contracts";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app/app-context.ts";
import { clubInvites, clubs } from "../../db/schema.ts";
import { serverMessage } from "../../lib/server-messages.ts";
import { mailLocaleFor, mailTime, writeMail } from "../../mail/mail-language.ts";
import { CLUB_INVITE_MAIL, UNNAMED_INVITER } from "../../mail/mail-texts.ts";
import { consumeRateLimit } from "../rate-limits/rate-limit.ts";
import { authorNameOf } from "../sessions/session-row.ts";
import { clubInviteColumns, toClubInvite } from "./club-invite-row.ts";
import { CLUB_RATE_LIMITS } from "./club-rate-limits.ts";
import { clubNotFound } from "./club-row.ts";
import { inviteTokenHash, inviteUrlOf, newInviteToken } from "./invite-token.ts";

const DAY_MS = 86_400_000;

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
  /** The inviter's request, whose language the mail speaks when their account names none. */
  headers: Headers,
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
    // The invitee may have no account yet: the mail speaks the inviter's language (their account's, else
    // their browser's), which a club mostly shares.
    const locale = await mailLocaleFor(deps.db, { email: inviter.email, headers });
    const inviterName = authorNameOf(inviter.firstName, inviter.lastName) || serverMessage(locale, UNNAMED_INVITER);
    deps.afterResponse.run("A club invitation e-mail", () =>
      deps.mailer.send({
        to: email,
        ...writeMail(locale, CLUB_INVITE_MAIL, {
          inviter: inviterName,
          club: club.name,
          role: input.role,
          link: url,
          until: mailTime(locale, invite.expiresAt),
        }),
        secrets: [url],
      }),
    );
  }
  return { invite, url };
}
