import { eq, sql } from "drizzle-orm";
import { type SessionContentInput, SessionContentInputSchema } from "@touchline/contracts";
import type { Database } from "../db/client.ts";
import { serverSettings, users } from "../db/schema.ts";
import { insertSession } from "../services/sessions/insert-session.ts";

/** The `server_settings` key whose row says this database has had its demo content. */
export const DEMO_CONTENT_MARKER = "demo_content_seeded";

/** The coach the demo sessions are credited to: an account nobody can sign in to. */
export interface DemoAuthor {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface DemoContent {
  author: DemoAuthor;
  sessions: readonly SessionContentInput[];
}

export type SeedOutcome =
  | { status: "seeded"; sessionCount: number }
  | { status: "already-seeded" }
  /** Another account already uses the demo author's e-mail: nothing is written rather than borrow it. */
  | { status: "author-email-taken" };

class AuthorEmailTaken extends Error {}

/**
 * Fills a new database's global library with the demo sessions, once per database: the first boot
 * inserts the marker row, the demo author (a user row with no credentials, role none) and the
 * sessions, public and published now, in one transaction. The marker insert decides
 * (`on conflict do nothing returning`): of two instances booting together on one PostgreSQL, the second
 * waits on the first's uncommitted marker row, then finds it and does nothing; if the first fails, its
 * marker rolls back with everything else and the next boot tries again. Other users' data is never
 * touched. The content is validated first, so broken demo data fails before anything is written.
 */
export async function seedDemoContent(
  deps: { db: Database; log?: (line: string) => void },
  content: DemoContent,
): Promise<SeedOutcome> {
  const outcome = await seedOnce(deps.db, content);
  if (outcome.status === "seeded")
    deps.log?.(`Demo content: ${outcome.sessionCount} public sessions added to the global library.`);
  if (outcome.status === "author-email-taken") {
    deps.log?.(`Demo content skipped: an account already uses the demo author's e-mail (${content.author.email}).`);
  }
  return outcome;
}

async function seedOnce(db: Database, { author, sessions }: DemoContent): Promise<SeedOutcome> {
  const contents = sessions.map((session, index) => {
    const result = SessionContentInputSchema.safeParse(session);
    if (!result.success) {
      const [issue] = result.error.issues;
      throw new Error(`Demo session ${index + 1} is invalid: ${issue?.path.join(".")}: ${issue?.message}`);
    }
    return result.data;
  });
  try {
    return await db.transaction(async (tx) => {
      const [marker] = await tx
        .insert(serverSettings)
        .values({ key: DEMO_CONTENT_MARKER, value: String(contents.length) })
        .onConflictDoNothing()
        .returning({ key: serverSettings.key });
      if (!marker) return { status: "already-seeded" } as const;

      await tx
        .insert(users)
        .values({
          id: author.id,
          name: `${author.firstName} ${author.lastName}`,
          email: author.email,
          firstName: author.firstName,
          lastName: author.lastName,
          role: "none",
          emailVerified: true,
        })
        // The id from an earlier seeding is reused; an e-mail taken by a real coach is caught below.
        .onConflictDoNothing();
      const [authorRow] = await tx.select({ id: users.id }).from(users).where(eq(users.id, author.id));
      if (!authorRow) throw new AuthorEmailTaken();

      for (const [index, content] of contents.entries()) {
        await insertSession(tx, {
          ownerId: author.id,
          content,
          visibility: "public",
          // A second apart, in the demo list's order, so "newest" shows the first one first.
          publishedAt: sql`now() - make_interval(secs => ${index})`,
        });
      }
      return { status: "seeded", sessionCount: contents.length } as const;
    });
  } catch (error) {
    if (error instanceof AuthorEmailTaken) return { status: "author-email-taken" };
    throw error;
  }
}
