import type { PendingReview } from "@touchline/contracts";
import { asc, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { sessionHolds, trainingSessions, users } from "../../db/schema.ts";
import { totalMatchingColumn } from "../../db/paged-total.ts";
import { authorNameOf } from "../sessions/session-row.ts";

const h = sessionHolds;
const s = trainingSessions;

/**
 * Held sessions whose authors asked for a review, the longest waiting first. Staff see these private
 * sessions' titles because their authors asked them to look.
 */
export async function listPendingReviews(
  db: Database,
  limit: number,
): Promise<{ requests: PendingReview[]; total: number }> {
  const rows = await db
    .select({
      sessionId: h.sessionId,
      title: s.title,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
      reason: h.reason,
      heldAt: h.heldAt,
      requestedAt: h.reviewRequestedAt,
      message: h.reviewMessage,
      total: totalMatchingColumn(),
    })
    .from(h)
    .innerJoin(s, eq(s.id, h.sessionId))
    .innerJoin(users, eq(users.id, s.ownerId))
    .where(isNotNull(h.reviewRequestedAt))
    .orderBy(asc(h.reviewRequestedAt), asc(h.sessionId))
    .limit(limit);
  return {
    requests: rows.map((row) => ({
      sessionId: row.sessionId,
      title: row.title,
      authorName: authorNameOf(row.authorFirstName, row.authorLastName),
      reason: row.reason,
      heldAt: row.heldAt.toISOString(),
      requestedAt: (row.requestedAt ?? row.heldAt).toISOString(),
      message: row.message,
    })),
    total: rows[0]?.total ?? 0,
  };
}
