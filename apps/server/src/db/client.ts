import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { MIGRATIONS_DIR } from "../lib/repo-paths.ts";
import * as schema from "./schema.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Applies every committed migration that has not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseConfig =
  | { kind: "postgres"; url: string }
  /** `dataDir` undefined means in memory (tests only); `snapshot` seeds an in-memory database from a dump. */
  | { kind: "pglite"; dataDir?: string; snapshot?: Blob };

const migrationsFolder = MIGRATIONS_DIR;

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    // An idle connection dropped by the server (restart, failover, a forced drop in tests) must not
    // crash the process: the pool replaces it on the next query.
    pool.on("error", (error) => console.error("[db] idle connection lost:", error.message));
    const db = drizzleNodePostgres(pool, { schema });
    await db.execute(sql`select 1`);
    return {
      db,
      kind: "postgres",
      migrate: () => migrateNodePostgres(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create(config.dataDir, config.snapshot ? { loadDataDir: config.snapshot } : {});
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** A migrated in-memory PGlite dumped to a tarball, so tests can start from it in about a second. */
export async function dumpMigratedPgliteSnapshot(): Promise<Blob> {
  const client = await PGlite.create();
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  const dump = await client.dumpDataDir("none");
  await client.close();
  return dump;
}
