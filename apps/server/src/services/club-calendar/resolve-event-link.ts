import type { CalendarEventLink } from "@touchline/contracts";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { clubLibraryItems, trainingSessions } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";

export interface StoredLink {
  sessionId: string | null;
  clubItemId: string | null;
}

const badLink = (message: string) => new AppError("VALIDATION_FAILED", message, { link: message });

/**
 * The columns a link is stored in, once it is allowed: a training may be planned with one of the caller's
 * own sessions or a session of this club's library, nothing else (another coach's session, another club's
 * item, a drill of the library). Refused with 400 and a message for the form's session field.
 */
export async function resolveEventLink(
  db: Database,
  { clubId, userId }: { clubId: string; userId: string },
  link: CalendarEventLink | null,
): Promise<StoredLink> {
  if (!link) return { sessionId: null, clubItemId: null };
  if ("sessionId" in link) {
    const [own] = await db
      .select({ id: trainingSessions.id })
      .from(trainingSessions)
      .where(and(eq(trainingSessions.id, link.sessionId), eq(trainingSessions.ownerId, userId)));
    if (!own) throw badLink("Choose one of your own sessions or a session of the club's library.");
    return { sessionId: own.id, clubItemId: null };
  }
  const [item] = await db
    .select({ id: clubLibraryItems.id })
    .from(clubLibraryItems)
    .where(
      and(
        eq(clubLibraryItems.id, link.clubItemId),
        eq(clubLibraryItems.clubId, clubId),
        eq(clubLibraryItems.kind, "session"),
      ),
    );
  if (!item) throw badLink("Choose a session of this club's library, or one of your own sessions.");
  return { sessionId: null, clubItemId: item.id };
}
