import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  createScratchDatabase,
  type ScratchDatabase,
  withPostgresClient,
} from "../apps/server/test/postgres-server.ts";
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

async function createOwnPostgresDatabase(serverUrl: string, cleanup: Cleanup): Promise<{ url: string; label: string }> {
  let scratch: ScratchDatabase;
  try {
    scratch = await createScratchDatabase(serverUrl, `touchline_bench_${process.pid}`);
  } catch (error) {
    // No CREATEDB right: bench the given database itself (the bench only adds one user and its session).
    console.warn(
      `Could not create a bench database (${error instanceof Error ? error.message : error}); using DATABASE_URL as is.`,
    );
    return { url: serverUrl, label: `PostgreSQL (${new URL(serverUrl).pathname.slice(1)})` };
  }
  cleanup.defer(`drop database ${scratch.name}`, scratch.drop);
  const version = await withPostgresClient(scratch.url, async (client) => {
    const result = await client.query<{ server_version: string }>("show server_version");
    return result.rows[0]?.server_version ?? "?";
  });
  return { url: scratch.url, label: `PostgreSQL ${version} (temporary database ${scratch.name})` };
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
