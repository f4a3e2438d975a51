import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/client.ts";

/**
 * A fresh database for one test file: PGlite loaded from the migrated snapshot by default, or a new,
 * migrated database on the PostgreSQL server of TEST_DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const snapshot = new Blob([readFileSync(inject("pgliteSnapshotPath"))]);
    return openDatabase({ kind: "pglite", snapshot });
  }
  const name = `touchline_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString() });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
