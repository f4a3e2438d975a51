import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { Cleanup } from "./lifecycle.ts";

/**
 * Where the bench keeps its data: PostgreSQL when DATABASE_URL is set (in a database of its own, created
 * for the run and dropped after it), otherwise the embedded PGlite in a fresh temp directory.
 */
export type BenchDatabase =
  | { kind: "pglite"; label: string; dataDir: string }
  | { kind: "postgres"; label: string; url: string; dataDir: string };

function tempDir(cleanup: Cleanup, prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanup.defer(`remove ${dir}`, () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A fresh temp directory removed at the end of the run. */
export function benchTempDir(cleanup: Cleanup, name: string): string {
  return tempDir(cleanup, `touchline-bench-${name}-`);
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function createOwnPostgresDatabase(serverUrl: string, cleanup: Cleanup): Promise<{ url: string; label: string }> {
  const name = `touchline_bench_${process.pid}_${Date.now().toString(36)}`;
  try {
    await withClient(serverUrl, (client) => client.query(`create database "${name}"`));
  } catch (error) {
    // No CREATEDB right: bench the given database itself (the bench only adds one user and its session).
    console.warn(
      `Could not create a bench database (${error instanceof Error ? error.message : error}); using DATABASE_URL as is.`,
    );
    return { url: serverUrl, label: `PostgreSQL (${new URL(serverUrl).pathname.slice(1)})` };
  }
  cleanup.defer(`drop database ${name}`, () =>
    withClient(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`)),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const version = await withClient(url.toString(), async (client) => {
    const result = await client.query<{ server_version: string }>("show server_version");
    return result.rows[0]?.server_version ?? "?";
  });
  return { url: url.toString(), label: `PostgreSQL ${version} (temporary database ${name})` };
}

export async function prepareDatabase(cleanup: Cleanup): Promise<BenchDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  const dataDir = tempDir(cleanup, "touchline-bench-data-");
  if (serverUrl) {
    const { url, label } = await createOwnPostgresDatabase(serverUrl, cleanup);
    return { kind: "postgres", label, url, dataDir };
  }
  return { kind: "pglite", label: "PGlite (embedded, in the bench process)", dataDir };
}
