import { eq, sql } from "drizzle-orm";
import { type Session, sessionContentOf } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { sessionCopiers, trainingSessions } from "../../db/schema.ts";
import { findVisibleSession } from "./find-session.ts";
import { insertSession } from "./insert-session.ts";
import { authorNameOf, toSession } from "./session-row.ts";

/**
 * "Copy to my sessions": a private, editable copy of a public session (or of one's own) owned by the
 * caller, crediting the original's title and author. The original's copy count says how many coaches
 * copied it: it goes up in the same transaction as the insert, and only for a coach's first copy (their
 * row in `session_copiers` is new), so copying again, at once or after deleting one's copy, makes a copy
 * without counting. A coach copying their own session is not counted, as their own views are not.
 */
export async function copySession(db: Database, viewerId: string, id: string): Promise<Session> {
  const newId = await db.transaction(async (tx) => {
    const source = await findVisibleSession(tx, { id }, viewerId);
    const copyId = await insertSession(tx, {
      ownerId: viewerId,
      content: sessionContentOf(source),
      copiedFrom: {
        id: source.id,
        title: source.title,
        authorName: authorNameOf(source.authorFirstName, source.authorLastName),
      },
    });
    if (source.ownerId !== viewerId) {
      const [firstCopy] = await tx
        .insert(sessionCopiers)
        .values({ sessionId: source.id, coachId: viewerId })
        .onConflictDoNothing()
        .returning({ sessionId: sessionCopiers.sessionId });
      if (firstCopy) {
        await tx
          .update(trainingSessions)
          .set({ copyCount: sql`${trainingSessions.copyCount} + 1` })
          .where(eq(trainingSessions.id, source.id));
      }
    }
    return copyId;
  });
  return toSession(await findVisibleSession(db, { id: newId }, viewerId), viewerId);
}
