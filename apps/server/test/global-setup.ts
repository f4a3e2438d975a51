import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { dumpMigratedPgliteSnapshot } from "../src/db/client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshotPath: string;
  }
}

/** Migrates one PGlite once and hands its dump to every test file, which loads it in about a second. */
export default async function setup(project: TestProject) {
  const directory = mkdtempSync(path.join(tmpdir(), "touchline-test-"));
  const snapshotPath = path.join(directory, "migrated.tar");
  if (!process.env.TEST_DATABASE_URL) {
    const snapshot = await dumpMigratedPgliteSnapshot();
    writeFileSync(snapshotPath, Buffer.from(await snapshot.arrayBuffer()));
  }
  project.provide("pgliteSnapshotPath", snapshotPath);
  return () => rmSync(directory, { recursive: true, force: true });
}
