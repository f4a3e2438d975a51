import { and, eq, isNotNull, or, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { sessionHolds, trainingSessions, users } from "../../db/schema.ts";
import { type SessionRecord, sessionColumns, sessionNotFound, notYourSession } from "./session-row.ts";

/** A session is addressed by its id (`/sessions/{id}`) or its share id (`/s/{shortId}`). */
export type SessionKey = { id: string } | { shortId: string };

export function matchesKey(key: SessionKey): SQL {
  return "id" in key ? eq(trainingSessions.id, key.id) : eq(trainingSessions.shortId, key.shortId);
}

/** Public sessions, and the viewer's own of any visibility: everything `viewerId` may see. */
export function isVisibleTo(viewerId: string | null): SQL {
  const isPublic = eq(trainingSessions.visibility, "public");
  return viewerId === null ? isPublic : or(isPublic, eq(trainingSessions.ownerId, viewerId))!;
}

/**
 * The session if `viewerId` may see it; missing and someone else's private one both answer 404. A
 * reviewer (moderator and above) also sees a held session whose author asked for a review: the author
 * asked them to look at it.
 */
export async function findVisibleSession(
  db: Database,
  key: SessionKey,
  viewerId: string | null,
  { asReviewer = false }: { asReviewer?: boolean } = {},
): Promise<SessionRecord> {
  const isVisible = isVisibleTo(viewerId);
  const [record] = await db
    .select(sessionColumns)
    .from(trainingSessions)
    .innerJoin(users, eq(users.id, trainingSessions.ownerId))
    .leftJoin(sessionHolds, eq(sessionHolds.sessionId, trainingSessions.id))
    .where(and(matchesKey(key), asReviewer ? or(isVisible, isNotNull(sessionHolds.reviewRequestedAt)) : isVisible));
  if (!record) throw sessionNotFound();
  return record;
}

/** The session if `viewerId` owns it: 404 when they may not see it, 403 when it is someone else's public one. */
export async function findOwnSession(db: Database, id: string, viewerId: string): Promise<SessionRecord> {
  const record = await findVisibleSession(db, { id }, viewerId);
  if (record.ownerId !== viewerId) throw notYourSession();
  return record;
}

/**
 * After an owner-only write matched no row: says why, without revealing a private session of
 * someone else (404) while telling a viewer of a public one that it is not theirs (403).
 */
export async function throwOwnerOnlyMiss(db: Database, id: string, viewerId: string): Promise<never> {
  await findOwnSession(db, id, viewerId);
  // The row appeared (or became theirs) between the write and this read: report it as missing.
  throw sessionNotFound();
}
