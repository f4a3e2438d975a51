import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client.ts";
import { accounts, auditLog, users } from "../db/schema.ts";

const run = promisify(execFile);
const script = fileURLToPath(new URL("./restore-user.ts", import.meta.url));
let dataDir: string;

const restore = (...args: string[]) =>
  run(process.execPath, ["--import", "tsx", script, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
  }).then(
    (result) => ({ code: 0, ...result }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

async function readDatabase<T>(read: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>) {
  const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
  try {
    return await read(database.db);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "touchline-cli-"));
  const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
  await database.migrate();
  // Both super admins suspended: nobody is left who could restore either on the screens.
  await database.db.insert(users).values(
    ["u1", "u2"].map((id, index) => ({
      id,
      name: `Boss ${index + 1}`,
      email: `boss${index + 1}@example.com`,
      firstName: "Boss",
      lastName: String(index + 1),
      role: "super_admin" as const,
      suspendedAt: new Date(),
      suspensionReason: "Suspended by the other",
    })),
  );
  await database.db
    .insert(accounts)
    .values(
      ["u1", "u2"].map((id) => ({ id: `a-${id}`, accountId: id, providerId: "credential", userId: id, password: "x" })),
    );
  await database.close();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("npm run user:restore", () => {
  it("lifts a suspension on the embedded database, says where, and writes the audit line", async () => {
    const result = await restore("BOSS1@example.com");
    expect(result.stdout).toContain(
      `BOSS1@example.com is restored and can sign in again, in the embedded database in ${dataDir}.`,
    );
    expect(result.code).toBe(0);
    const [row] = await readDatabase((db) =>
      db
        .select({ suspendedAt: users.suspendedAt, reason: users.suspensionReason })
        .from(users)
        .where(eq(users.id, "u1")),
    );
    expect(row).toEqual({ suspendedAt: null, reason: null });
    expect(await readDatabase((db) => db.select().from(auditLog))).toEqual([
      expect.objectContaining({
        actorId: null,
        actorLabel: "Command line",
        action: "user.restored",
        targetId: "u1",
        targetLabel: "boss1@example.com",
      }),
    ]);
  });

  it("refuses an account that is not suspended, an unknown address and a missing one", async () => {
    const again = await restore("boss1@example.com");
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("This account is not suspended.");
    const unknown = await restore("nobody@example.com");
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain(`No account uses nobody@example.com in the embedded database in ${dataDir}.`);
    const usage = await restore();
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("Usage: npm run user:restore -- <email>");
    const [row] = await readDatabase((db) =>
      db.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, "u2")),
    );
    expect(row?.suspendedAt).toEqual(expect.any(Date));
  });
});
