import type { ApproveReviewResponse } from "@touchline/contracts";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { sessionHolds, trainingSessions } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { type AuditActor, recordAuditEntry } from "../audit/record-audit-entry.ts";
import { sendDirectMessage } from "../messages/send-direct-message.ts";
import { reviewApprovedNotice, reviewDeclinedNotice } from "./moderation-notice.ts";

const s = trainingSessions;
const h = sessionHolds;

/** The same answer for a missing session, a private one and a held one whose author has not asked. */
function noReviewRequest(): AppError {
  return new AppError("NOT_FOUND", "No review request is waiting for this session.");
}

const isWaiting = (sessionId: string) => and(eq(h.sessionId, sessionId), isNotNull(h.reviewRequestedAt));

/**
 * A moderator approves the author's review request: the hold is lifted and the session is published
 * again at once (the author asked for it to be public, so they need not publish it a second time), unless
 * it has no drills left, when it stays private for its author to publish. Audited and told to the author
 * in the same transaction; the hold row going away makes two moderators deciding at once decide once.
 */
export async function approveReviewRequest(
  db: Database,
  actor: AuditActor,
  sessionId: string,
): Promise<ApproveReviewResponse> {
  return db.transaction(async (tx) => {
    const [hold] = await tx.delete(h).where(isWaiting(sessionId)).returning({ reason: h.reason });
    if (!hold) throw noReviewRequest();
    const [session] = await tx
      .update(s)
      .set({
        visibility: sql`case when jsonb_array_length(${s.blocks}) > 0 then 'public' else 'private' end`,
        publishedAt: sql`case when jsonb_array_length(${s.blocks}) > 0 then now() else null end`,
      })
      .where(eq(s.id, sessionId))
      .returning({ title: s.title, ownerId: s.ownerId, visibility: s.visibility });
    if (!session) throw noReviewRequest();
    const isPublic = session.visibility === "public";
    await recordAuditEntry(tx, actor, {
      action: "session.review_approved",
      targetType: "session",
      targetId: sessionId,
      targetLabel: session.title,
      details: { authorId: session.ownerId, republished: isPublic },
    });
    await sendDirectMessage(tx, {
      recipientId: session.ownerId,
      senderId: actor.id,
      messageType: "update",
      ...reviewApprovedNotice(session.title, isPublic),
    });
    return { republished: isPublic };
  });
}

/**
 * A moderator declines the author's review request for `reason`: the session stays private and held,
 * the author is sent the reason and may ask again. Audited in the same transaction.
 */
export async function declineReviewRequest(
  db: Database,
  actor: AuditActor,
  sessionId: string,
  reason: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [hold] = await tx
      .update(h)
      .set({ reviewRequestedAt: null, reviewMessage: "", declinedAt: sql`now()`, declineReason: reason })
      .where(isWaiting(sessionId))
      .returning({ sessionId: h.sessionId });
    if (!hold) throw noReviewRequest();
    const [session] = await tx.select({ title: s.title, ownerId: s.ownerId }).from(s).where(eq(s.id, sessionId));
    if (!session) throw noReviewRequest();
    await recordAuditEntry(tx, actor, {
      action: "session.review_declined",
      targetType: "session",
      targetId: sessionId,
      targetLabel: session.title,
      reason,
      details: { authorId: session.ownerId },
    });
    await sendDirectMessage(tx, {
      recipientId: session.ownerId,
      senderId: actor.id,
      ...reviewDeclinedNotice(session.title, reason),
    });
  });
}
