import { randomUUID } from "node:crypto";
import type { SessionContent } from "@touchline/contracts";
import { deriveSessionFacts } from "@touchline/contracts";
import type { SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { trainingSessions } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { authorsLanguage } from "../account/authors-language.ts";
import { sessionThumbnail } from "./session-thumbnail.ts";
import { createShortId } from "./short-id.ts";

/** Case-insensitive duplicates go; the first spelling stays. */
function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The words of the objectives and drills that full-text search reads besides title and theme. */
export function sessionSearchText(content: Pick<SessionContent, "objectives" | "blocks">): string {
  const parts: string[] = [...content.objectives];
  for (const block of content.blocks) {
    parts.push(block.title, block.organisation, ...block.coachingPoints);
    for (const progression of block.progressions) parts.push(progression.title, progression.description);
  }
  return parts.filter((part) => part.length > 0).join("\n");
}

/** The columns a save writes from validated content, derived ones included. */
export function sessionContentValues(content: SessionContent) {
  return {
    title: content.title,
    theme: content.theme,
    objectives: content.objectives,
    ageGroup: content.ageGroup,
    level: content.level,
    date: content.date,
    topics: uniqueTags(content.topics),
    phases: [...new Set(content.phases)],
    intensity: content.intensity,
    blocks: content.blocks,
    // Only an id one of the blocks has is kept: a removed cover falls back to the first drill.
    coverBlockId: content.blocks.some((block) => block.id === content.coverBlockId) ? content.coverBlockId : null,
    thumbnail: sessionThumbnail(content.blocks, content.coverBlockId),
    searchText: sessionSearchText(content),
    totalDurationMinutes: deriveSessionFacts(content.blocks).totalDurationMinutes,
    // Left out, a save keeps the language the session has (a new one takes its author's: insertSession).
    language: content.language,
  };
}

export interface NewSession {
  ownerId: string;
  content: SessionContent;
  visibility?: "private" | "public";
  /** When a public session was published (SQL, so it can be the database clock). */
  publishedAt?: SQL;
  copiedFrom?: { id: string | null; title: string; authorName: string } | null;
}

/** Tries before giving up on a unique share id; with 62^8 ids a second try is already a rarity. */
const SHORT_ID_ATTEMPTS = 5;

/** Inserts a session with fresh ids and returns its id. `db` may be a transaction. */
export async function insertSession(db: Database, session: NewSession): Promise<string> {
  const id = randomUUID();
  for (let attempt = 0; attempt < SHORT_ID_ATTEMPTS; attempt++) {
    const inserted = await db
      .insert(trainingSessions)
      .values({
        id,
        shortId: createShortId(),
        ownerId: session.ownerId,
        ...sessionContentValues(session.content),
        language: session.content.language ?? authorsLanguage(db, session.ownerId),
        visibility: session.visibility ?? "private",
        publishedAt: session.publishedAt ?? null,
        copiedFromId: session.copiedFrom?.id ?? null,
        copiedFromTitle: session.copiedFrom?.title ?? null,
        copiedFromAuthor: session.copiedFrom?.authorName ?? null,
      })
      // Only a share id collision is skipped; any other conflict still fails loudly.
      .onConflictDoNothing({ target: trainingSessions.shortId })
      .returning({ id: trainingSessions.id });
    if (inserted.length > 0) return id;
  }
  throw new AppError("INTERNAL", "Could not create a share link for the session. Please try again.");
}
