import { type Session, sessionContentOf } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { sessionHolds } from "../../db/schema.ts";
import { findOwnSession, findVisibleSession } from "./find-session.ts";
import { insertSession } from "./insert-session.ts";
import { toSession } from "./session-row.ts";

const COPY_SUFFIX = " (copy)";
const MAX_TITLE_LENGTH = 120;

/** "<title> (copy)", the title shortened so the whole stays within the limit. */
export function duplicateTitle(title: string): string {
  return `${title.slice(0, MAX_TITLE_LENGTH - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`;
}

/**
 * A private copy of one of the caller's own sessions, titled "<title> (copy)", e.g. to plan next
 * week's variant. A session that was itself copied keeps crediting its original; nothing is counted.
 * A copy of a session a moderator holds private is held for the same reason, so duplicating it is no
 * way around the review.
 */
export async function duplicateSession(db: Database, viewerId: string, id: string): Promise<Session> {
  const source = await findOwnSession(db, id, viewerId);
  const newId = await db.transaction(async (tx) => {
    const copyId = await insertSession(tx, {
      ownerId: viewerId,
      content: { ...sessionContentOf(source), title: duplicateTitle(source.title) },
      copiedFrom:
        source.copiedFromTitle === null
          ? null
          : { id: source.copiedFromId, title: source.copiedFromTitle, authorName: source.copiedFromAuthor ?? "" },
    });
    if (source.holdReason !== null) {
      await tx.insert(sessionHolds).values({ sessionId: copyId, reason: source.holdReason });
    }
    return copyId;
  });
  return toSession(await findVisibleSession(db, { id: newId }, viewerId), viewerId);
}
