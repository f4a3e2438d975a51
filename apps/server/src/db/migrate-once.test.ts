import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_DIR } from "../lib/repo-paths.ts";
import { createScratchDatabase, type ScratchDatabase, withPostgresClient } from "../../test/postgres-server.ts";
import { openDatabase } from "./client.ts";

const serverUrl = process.env.TEST_DATABASE_URL;

// PGlite belongs to one process, so only PostgreSQL has instances migrating side by side.
describe.skipIf(!serverUrl)("migrating one PostgreSQL from several instances at once (skipped on PGlite)", () => {
  let scratch: ScratchDatabase;
  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!, "touchline_migrate");
  });
  afterAll(() => scratch.drop());

  it("applies each migration once: one instance migrates while the others wait, then find nothing to do", async () => {
    const handles = await Promise.all([1, 2, 3].map(() => openDatabase({ kind: "postgres", url: scratch.url })));
    try {
      await Promise.all(handles.map((handle) => handle.migrate()));
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")) as {
      entries: unknown[];
    };
    const { rows } = await withPostgresClient(scratch.url, (client) =>
      client.query<{ hash: string }>("select hash from drizzle.__drizzle_migrations"),
    );
    expect(rows).toHaveLength(journal.entries.length);
    expect(new Set(rows.map((row) => row.hash)).size).toBe(journal.entries.length);
    // The lock was let go: nobody holds it once the migrations are done.
    const { rows: locks } = await withPostgresClient(scratch.url, (client) =>
      client.query(
        "select 1 from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())",
      ),
    );
    expect(locks).toEqual([]);
  });
});
