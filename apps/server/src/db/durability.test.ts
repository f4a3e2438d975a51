import { spawn } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";
import { assertDurableDatabase, findUnsafeDurabilitySettings, UnsafeDurabilityError } from "./durability.ts";
import { createScratchDatabase, type ScratchDatabase } from "../../test/postgres-server.ts";

const serverUrl = process.env.TEST_DATABASE_URL;
const MAIN = path.resolve(import.meta.dirname, "../main.ts");

/** `url` with `synchronous_commit=off` for every connection made with it (libpq's `options`). */
function withSynchronousCommitOff(url: string): string {
  const unsafe = new URL(url);
  unsafe.searchParams.set("options", "-c synchronous_commit=off");
  return unsafe.toString();
}

/** Runs the server as `npm start` would (from its sources) until it serves, exits, or `timeoutMs` passes. */
function startServer(env: Record<string, string>, timeoutMs = 60_000) {
  const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const outcome = new Promise<"serving" | "exited">((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no start within ${timeoutMs} ms:\n${stdout}\n${stderr}`)),
      timeoutMs,
    );
    child.stdout.on("data", () => {
      if (stdout.includes("Touchline is running")) {
        clearTimeout(timer);
        resolve("serving");
      }
    });
    child.on("exit", () => {
      clearTimeout(timer);
      resolve("exited");
    });
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.on("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  };
  return { child, outcome, output: () => ({ stdout, stderr }), stop };
}

describe.skipIf(!serverUrl)("durability on PostgreSQL", () => {
  let scratch: ScratchDatabase;
  let databaseUrl: string;

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!, "touchline_durability");
    databaseUrl = scratch.url;
  });
  afterAll(() => scratch.drop());

  it("finds synchronous_commit turned off for the connection, and nothing on a safe one", async () => {
    const safe = await openDatabase({ kind: "postgres", url: databaseUrl });
    const unsafe = await openDatabase({ kind: "postgres", url: withSynchronousCommitOff(databaseUrl) });
    try {
      // The test server itself is expected to be durable; should it not be, its own settings add to the expectations.
      const baseline = await findUnsafeDurabilitySettings(safe.db);
      expect(baseline).not.toContain("synchronous_commit=off");
      const withSynchronousCommit = ["fsync=off", "synchronous_commit=off", "full_page_writes=off"].filter(
        (setting) => setting === "synchronous_commit=off" || baseline.includes(setting),
      );
      expect(await findUnsafeDurabilitySettings(unsafe.db)).toEqual(withSynchronousCommit);

      const warnings: string[] = [];
      const warn = (message: string) => warnings.push(message);
      await expect(assertDurableDatabase(unsafe.db, { allowUnsafe: false, warn })).rejects.toThrow(
        UnsafeDurabilityError,
      );
      expect(warnings).toEqual([]);
      await assertDurableDatabase(unsafe.db, { allowUnsafe: true, warn });
      expect(warnings.join("\n")).toMatch(/WARNING: PostgreSQL runs with synchronous_commit=off/);
      if (baseline.length === 0) {
        await assertDurableDatabase(safe.db, { allowUnsafe: false, warn });
        expect(warnings).toHaveLength(1);
      }
    } finally {
      await Promise.all([safe.close(), unsafe.close()]);
    }
  });

  it("refuses to start the server with synchronous_commit off, and starts it with a loud warning when allowed", async () => {
    const unsafeUrl = withSynchronousCommitOff(databaseUrl);
    const refused = startServer({ DATABASE_URL: unsafeUrl });
    try {
      expect(await refused.outcome).toBe("exited");
    } finally {
      await refused.stop();
    }
    expect(refused.child.exitCode).toBe(1);
    const { stdout, stderr } = refused.output();
    expect(stderr).toMatch(/synchronous_commit=off/);
    expect(stderr).toMatch(/ALLOW_UNSAFE_DURABILITY=true/);
    expect(stdout).not.toMatch(/Touchline is running/);
    // The connection string may hold a password: it is never printed.
    expect(`${stdout}${stderr}`).not.toContain(unsafeUrl);

    const allowed = startServer({ DATABASE_URL: unsafeUrl, ALLOW_UNSAFE_DURABILITY: "true" });
    try {
      expect(await allowed.outcome).toBe("serving");
      expect(allowed.output().stderr).toMatch(/WARNING: PostgreSQL runs with synchronous_commit=off/);
    } finally {
      await allowed.stop();
    }
  }, 120_000);
});
