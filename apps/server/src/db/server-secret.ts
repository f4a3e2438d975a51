import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "./client.ts";
import { serverSettings } from "./schema.ts";

/**
 * The session-signing secret, generated on first boot and kept in the database so every instance on the
 * same database agrees and nobody has to invent one. AUTH_SECRET, when set, wins.
 */
export async function loadServerSecret(db: Database, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv;
  await db
    .insert(serverSettings)
    .values({ key: "auth_secret", value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, "auth_secret"));
  return row!.value;
}
