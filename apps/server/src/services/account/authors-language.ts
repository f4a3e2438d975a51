import { eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema.ts";

/**
 * The language a coach writes in, for what they create without naming one: the one their account speaks,
 * else English. SQL, so the write that needs it reads it in the same statement.
 */
export function authorsLanguage(db: Database, userId: string): SQL<string> {
  return sql<string>`coalesce((${db.select({ language: users.language }).from(users).where(eq(users.id, userId))}), 'en')`;
}
