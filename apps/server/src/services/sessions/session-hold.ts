import type { ModerationHold } from "@touchline/contracts";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { sessionHolds } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";

const h = sessionHolds;

/** The hold's columns for a query that left-joins `session_holds`: all null when the session is not held. */
export const holdColumns = {
  holdReason: h.reason,
  heldAt: h.heldAt,
  reviewRequestedAt: h.reviewRequestedAt,
  declineReason: h.declineReason,
  declinedAt: h.declinedAt,
};

export interface HoldRecord {
  holdReason: string | null;
  heldAt: Date | null;
  reviewRequestedAt: Date | null;
  declineReason: string | null;
  declinedAt: Date | null;
}

export function toModerationHold(record: HoldRecord): ModerationHold | null {
  if (record.holdReason === null || record.heldAt === null) return null;
  return {
    reason: record.holdReason,
    heldAt: record.heldAt.toISOString(),
    reviewRequestedAt: record.reviewRequestedAt?.toISOString() ?? null,
    declineReason: record.declineReason,
    declinedAt: record.declinedAt?.toISOString() ?? null,
  };
}

export async function isHeld(db: Database, sessionId: string): Promise<boolean> {
  const [row] = await db.select({ sessionId: h.sessionId }).from(h).where(eq(h.sessionId, sessionId));
  return row !== undefined;
}

/** What the author is told when publishing a session a moderator unpublished. */
export function heldByModeration(): AppError {
  return new AppError(
    "SESSION_HELD_BY_MODERATION",
    "A moderator unpublished this session, so it stays private until a moderator reviews it. Ask for a review, and a moderator will decide whether it can be public again.",
  );
}
