import { and, eq, inArray, like, ne, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  auditLog,
  clubInvites,
  clubLibraryItems,
  mailOutbox,
  trainingSessions,
  users,
  verifications,
} from "../../db/schema.ts";
import { subjectsInEveryLanguage } from "../../mail/mail-language.ts";
import { CLUB_INVITE_MAIL, EMAIL_CHANGE_MAIL } from "../../mail/mail-texts.ts";
import { leaveClubsOfAccount } from "../clubs/leave-clubs-of-account.ts";
import { authorNameOf } from "../sessions/session-row.ts";
import { deleteAccountRateLimitCounters } from "../rate-limits/rate-limit.ts";
import { publishAccessChange } from "../messages/message-notification.ts";
import { emailChangeIdentifierPattern } from "./email-change-token.ts";

/** What copies of a deleted coach's sessions credit instead of their name. */
export const FORMER_COACH = "A former coach";

/** What the audit log says in place of a deleted account's name and address. */
export const DELETED_ACCOUNT = "A deleted account";

/**
 * Removes an account and everything that names it, inside the caller's transaction (the self-service
 * deletion and an admin's deletion both use it, each with its own checks before):
 * - copies other coaches made of this coach's sessions keep their credit's title, but the author becomes
 *   'A former coach' (the link to the original goes with it, by the foreign key);
 * - the users row goes, and the foreign keys take the rest: training sessions, library and tactical drills,
 *   reports filed, votes (the vote trigger keeps feedback counts equal to the rows), message receipts,
 *   credentials and every sign-in session (its live streams end on every instance once this commits). Feedback they wrote stays, shown as 'Anonymous'; blog posts,
 *   images and broadcasts an admin made stay without an author;
 * - pending reset and e-mail-change links, mails addressed to them and the rate-limit counters of their
 *   account (by address or by user id) are purged too;
 * - the audit log keeps its lines (what was done, when, why), but where they name the account, as the
 *   actor, the target or a session's author, the label becomes 'A deleted account' and their id goes;
 * - they leave their clubs: a club they were the only admin of passes to its longest-standing coach (else
 *   assistant), a club with nobody left is deleted (`leaveClubsOfAccount`); invitations mailed to their
 *   address keep working as links but forget the address, and the invitations they mailed to others
 *   name 'A former coach' as the inviter; what they shared into a club stays the club's, credited to 'A former
 *   coach' as copies of their sessions are.
 */
export async function removeAccount(tx: Database, account: { id: string; email: string }): Promise<void> {
  const email = account.email.toLowerCase();

  const ownSessionIds = tx
    .select({ id: trainingSessions.id })
    .from(trainingSessions)
    .where(eq(trainingSessions.ownerId, account.id));
  await tx
    .update(trainingSessions)
    .set({ copiedFromAuthor: FORMER_COACH })
    .where(and(inArray(trainingSessions.copiedFromId, ownSessionIds), ne(trainingSessions.ownerId, account.id)));
  // What they shared into clubs stays the clubs', credited as copies of their sessions are.
  await tx
    .update(clubLibraryItems)
    .set({ authorName: FORMER_COACH })
    .where(eq(clubLibraryItems.sharedById, account.id));

  const pendingAddresses = await tx
    .delete(verifications)
    .where(like(verifications.identifier, emailChangeIdentifierPattern(account.id)))
    .returning({ email: verifications.value });
  // Reset links store the user id as their value.
  await tx.delete(verifications).where(eq(verifications.value, account.id));

  await tx.delete(mailOutbox).where(eq(sql`lower(${mailOutbox.recipient})`, email));
  // Confirmation mails sent to an address they never confirmed name them too; that address may be
  // someone else's, so only those mails go.
  const pending = pendingAddresses.map((row) => row.email.toLowerCase());
  if (pending.length > 0) {
    await tx
      .delete(mailOutbox)
      .where(
        and(
          inArray(sql`lower(${mailOutbox.recipient})`, pending),
          inArray(mailOutbox.subject, subjectsInEveryLanguage(EMAIL_CHANGE_MAIL)),
        ),
      );
  }

  await deleteAccountRateLimitCounters(tx, account);

  // The foreign key only empties `actor_id`; the label copied in beside it still names them.
  await tx.update(auditLog).set({ actorLabel: DELETED_ACCOUNT }).where(eq(auditLog.actorId, account.id));
  await tx
    .update(auditLog)
    .set({ targetId: "", targetLabel: DELETED_ACCOUNT })
    .where(and(eq(auditLog.targetType, "user"), eq(auditLog.targetId, account.id)));
  await tx
    .update(auditLog)
    .set({ details: sql`${auditLog.details} - 'authorId'` })
    .where(eq(sql`${auditLog.details} ->> 'authorId'`, account.id));

  await leaveClubsOfAccount(tx, account.id);
  await tx
    .update(clubInvites)
    .set({ email: null })
    .where(eq(sql`lower(${clubInvites.email})`, email));
  const [named] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, account.id));
  const name = named ? authorNameOf(named.firstName, named.lastName) : "";
  if (name) {
    await tx
      .update(mailOutbox)
      .set({
        subject: sql`replace(${mailOutbox.subject}, ${name}, ${FORMER_COACH})`,
        body: sql`replace(${mailOutbox.body}, ${name}, ${FORMER_COACH})`,
      })
      .where(
        or(
          ...subjectsInEveryLanguage(CLUB_INVITE_MAIL, { inviter: name }, "club").map(
            (start) => sql`starts_with(${mailOutbox.subject}, ${start})`,
          ),
        ),
      );
  }

  await tx.delete(users).where(eq(users.id, account.id));
  await publishAccessChange(tx, account.id);
}
