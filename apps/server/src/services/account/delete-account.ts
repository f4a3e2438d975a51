import type { CurrentUser, DeleteAccountRequest } from "@touchline/contracts";
import { and, eq, inArray, like, ne, sql } from "drizzle-orm";
import { mailOutbox, rateLimitCounters, trainingSessions, users, verifications } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/app-context.ts";
import { AppError } from "../../lib/app-error.ts";
import { AUTH_RATE_LIMITS } from "../../lib/rate-limit.ts";
import type { RequestMeta } from "../auth/request-meta.ts";
import { consumePasswordCheck } from "./account-rate-limits.ts";
import { EMAIL_CHANGE_SUBJECT } from "./request-email-change.ts";
import { emailChangeIdentifierPattern } from "./email-change-token.ts";
import { verifyCurrentPassword } from "./verify-current-password.ts";

/** What copies of a deleted coach's sessions credit instead of their name. */
export const FORMER_COACH = "A former coach";

/**
 * Deletes the account at once (the Privacy page promises within 30 days), in one transaction:
 * - copies other coaches made of this coach's sessions keep their credit's title, but the author becomes
 *   'A former coach' (the link to the original goes with it, by the foreign key);
 * - the users row goes, and the foreign keys take the rest: training sessions, library and tactical drills,
 *   reports filed, votes (the vote trigger keeps feedback counts equal to the rows), message receipts,
 *   credentials and every sign-in session. Feedback they wrote stays, shown as 'Anonymous'; blog posts,
 *   images and broadcasts an admin made stay without an author;
 * - pending reset and e-mail-change links, mails addressed to them and rate-limit counters keyed by their
 *   address are purged too.
 * The caller then clears this browser's cookie.
 */
export async function deleteAccount(deps: AppDeps, user: CurrentUser, input: DeleteAccountRequest, request: RequestMeta) {
  await consumePasswordCheck(deps, user.id, request.ip);
  await verifyCurrentPassword(deps.db, user.id, input.password, "password");
  const email = user.email.toLowerCase();

  await deps.db.transaction(async (tx) => {
    if (user.role === "super_admin") {
      // Locking every super admin row makes two of them deleting at once take turns: the second sees the first gone.
      const superAdmins = await tx.select({ id: users.id }).from(users).where(eq(users.role, "super_admin")).for("update");
      if (!superAdmins.some((admin) => admin.id !== user.id)) {
        throw new AppError(
          "CONFLICT",
          "You are the only super admin. Give another account the super admin level before deleting yours.",
        );
      }
    }

    const ownSessionIds = tx.select({ id: trainingSessions.id }).from(trainingSessions).where(eq(trainingSessions.ownerId, user.id));
    await tx
      .update(trainingSessions)
      .set({ copiedFromAuthor: FORMER_COACH })
      .where(and(inArray(trainingSessions.copiedFromId, ownSessionIds), ne(trainingSessions.ownerId, user.id)));

    const pendingAddresses = await tx
      .delete(verifications)
      .where(like(verifications.identifier, emailChangeIdentifierPattern(user.id)))
      .returning({ email: verifications.value });
    // Reset links store the user id as their value.
    await tx.delete(verifications).where(eq(verifications.value, user.id));

    await tx.delete(mailOutbox).where(eq(sql`lower(${mailOutbox.recipient})`, email));
    // Confirmation mails sent to an address they never confirmed name them too; that address may be
    // someone else's, so only those mails go.
    const pending = pendingAddresses.map((row) => row.email.toLowerCase());
    if (pending.length > 0) {
      await tx
        .delete(mailOutbox)
        .where(and(inArray(sql`lower(${mailOutbox.recipient})`, pending), eq(mailOutbox.subject, EMAIL_CHANGE_SUBJECT)));
    }

    const accountCounterKeys = Object.values(AUTH_RATE_LIMITS)
      .filter((rule) => rule.name.endsWith(":account"))
      .map((rule) => `${rule.name}:${email}`);
    await tx.delete(rateLimitCounters).where(inArray(rateLimitCounters.key, accountCounterKeys));

    await tx.delete(users).where(eq(users.id, user.id));
  });

  const { headers } = await deps.auth.api.signOut({ headers: request.headers, returnHeaders: true });
  return { headers };
}
