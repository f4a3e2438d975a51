import { sql } from "drizzle-orm";
import type { Database } from "./client.ts";

/**
 * The settings without which PostgreSQL may lose or corrupt committed data in a crash that are off for this
 * database's connections (`name=off`), whether the server configuration, the database, the role or the
 * connection string's options turned them off.
 */
export async function findUnsafeDurabilitySettings(db: Database): Promise<string[]> {
  const result = (await db.execute(
    sql`select name, current_setting(name) as setting
        from unnest(array['fsync', 'synchronous_commit', 'full_page_writes']) as name`,
  )) as unknown as { rows: Array<{ name: string; setting: string }> };
  return result.rows.filter((row) => row.setting === "off").map((row) => `${row.name}=off`);
}

export class UnsafeDurabilityError extends Error {}

/**
 * Refuses to serve from a PostgreSQL that acknowledges commits it may lose (fsync, synchronous_commit or
 * full_page_writes off): a crash would silently drop sign-ups, saved sessions and audit lines that users
 * were told were saved. `allowUnsafe` (ALLOW_UNSAFE_DURABILITY=true, for throwaway test servers) starts
 * anyway, with a warning in the log.
 */
export async function assertDurableDatabase(
  db: Database,
  { allowUnsafe, warn }: { allowUnsafe: boolean; warn: (message: string) => void },
): Promise<void> {
  const unsafe = await findUnsafeDurabilitySettings(db);
  if (unsafe.length === 0) return;
  const what = `PostgreSQL runs with ${unsafe.join(", ")}: a crash can lose or corrupt data whose commit was already acknowledged.`;
  if (!allowUnsafe) {
    throw new UnsafeDurabilityError(
      `${what}\nTouchline will not start on it. Turn ${unsafe.length === 1 ? "it" : "them"} back on (postgresql.conf, ALTER SYSTEM, ALTER DATABASE or ALTER ROLE, or the connection string's options), or set ALLOW_UNSAFE_DURABILITY=true to start anyway on a server whose data you can afford to lose.`,
    );
  }
  warn(
    [
      "",
      "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!",
      `WARNING: ${what}`,
      "Starting anyway because ALLOW_UNSAFE_DURABILITY=true. Do not keep data here you cannot afford to lose.",
      "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!",
      "",
    ].join("\n"),
  );
}
