import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { MIGRATIONS_DIR } from "../lib/repo-paths.ts";
import { assertChannelName, type ChannelListener, createPostgresListener } from "./postgres-listener.ts";
import * as schema from "./schema.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /**
   * One statement on the driver itself, rows as objects (timestamps as `Date`). For the lookup every
   * signed-in request makes (auth/session-lookup.ts): drizzle's PGlite driver hands PGlite its own table of
   * type parsers on each call, which PGlite merges into a copy of its own, a third of that query's time.
   * On PostgreSQL it is a named prepared statement (`name`), parsed once per connection.
   */
  query<Row>(statement: { name: string; text: string }, params: unknown[]): Promise<Row[]>;
  /** Applies every committed migration that has not run yet. */
  migrate(): Promise<void>;
  /**
   * Receives every NOTIFY on `channel` from any process on this database (PGlite: this process only).
   * Resolves once listening; the returned function stops it.
   */
  listen(channel: string, listener: ChannelListener): Promise<() => Promise<void>>;
  /** NOTIFY outside a transaction; inside one, call `notifyChannel(tx, …)` so it is sent on commit. */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
  /** The connection pool's counts, for the metrics (PostgreSQL only: PGlite is one in-process connection). */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const MAX_NOTIFY_PAYLOAD_BYTES = 7999;

/** Sends a NOTIFY through `db`, which may be a transaction: then it is delivered only if that commits. */
export async function notifyChannel(db: Database, channel: string, payload: string): Promise<void> {
  if (Buffer.byteLength(payload, "utf8") > MAX_NOTIFY_PAYLOAD_BYTES) {
    throw new Error(`A NOTIFY payload on ${channel} is over ${MAX_NOTIFY_PAYLOAD_BYTES} bytes`);
  }
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

export type DatabaseConfig =
  | { kind: "postgres"; url: string }
  /** `dataDir` undefined means in memory (tests only); `snapshot` seeds an in-memory database from a dump. */
  | { kind: "pglite"; dataDir?: string; snapshot?: Blob };

const migrationsFolder = MIGRATIONS_DIR;

/** The extensions the migrations create; PostgreSQL ships them as contrib modules, PGlite as bundles. */
const PGLITE_EXTENSIONS = { btree_gin, pg_trgm };

/** The advisory lock key every instance takes before migrating ("tlmigrat" read as ASCII). */
const MIGRATION_LOCK_KEY = 0x746c6d6967726174n;

/**
 * drizzle's migrator takes no lock: instances starting together on an empty database would each apply the
 * same migrations. A session-level advisory lock on a connection of its own (not the pool's, whose
 * connections are shared) lets one migrate while the others wait; they then find nothing left to apply. The
 * lock goes with its connection if this process dies midway.
 */
async function migrateOnce(url: string, migrate: () => Promise<void>): Promise<void> {
  const lockClient = new pg.Client({ connectionString: url, application_name: "touchline-migrate" });
  await lockClient.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY.toString()]);
    try {
      await migrate();
    } finally {
      await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY.toString()]);
    }
  } finally {
    await lockClient.end();
  }
}

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    // An idle connection dropped by the server (restart, failover, a forced drop in tests) must not
    // crash the process: the pool replaces it on the next query.
    pool.on("error", (error) => console.error("[db] idle connection lost:", error.message));
    const db = drizzleNodePostgres(pool, { schema });
    await db.execute(sql`select 1`);
    const listener = createPostgresListener(config.url);
    return {
      db,
      kind: "postgres",
      query: async <Row>({ name, text }: { name: string; text: string }, params: unknown[]) =>
        (await pool.query({ name, text, values: params })).rows as Row[],
      migrate: () => migrateOnce(config.url, () => migrateNodePostgres(db, { migrationsFolder })),
      listen: listener.listen,
      notify: (channel, payload) => notifyChannel(db, channel, payload),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      async close() {
        await listener.close();
        await pool.end();
      },
    };
  }
  const client = await PGlite.create(config.dataDir, {
    extensions: PGLITE_EXTENSIONS,
    ...(config.snapshot ? { loadDataDir: config.snapshot } : {}),
  });
  const db = drizzlePglite(client, { schema });
  // PGlite is one in-process database: its LISTEN hears the NOTIFYs of this process, which is all there is.
  const pgliteListeners = new Set<ChannelListener>();
  return {
    db,
    kind: "pglite",
    query: async <Row>({ text }: { name: string; text: string }, params: unknown[]) =>
      (await client.query<Row>(text, params)).rows,
    migrate: () => migratePglite(db, { migrationsFolder }),
    async listen(channel, listener) {
      assertChannelName(channel);
      const onPayload = (payload: string) => listener.onNotification(payload);
      const unlisten = await client.listen(channel, onPayload);
      pgliteListeners.add(listener);
      return async () => {
        pgliteListeners.delete(listener);
        if (!client.closed) await unlisten();
      };
    },
    notify: (channel, payload) => notifyChannel(db, channel, payload),
    async close() {
      for (const listener of pgliteListeners) listener.onClose?.();
      pgliteListeners.clear();
      await client.close();
    },
  };
}

/** A migrated in-memory PGlite dumped to a tarball, so tests can start from it in about a second. */
export async function dumpMigratedPgliteSnapshot(): Promise<Blob> {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  const dump = await client.dumpDataDir("none");
  await client.close();
  return dump;
}
