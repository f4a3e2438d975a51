import { execFile, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client.ts";
import { accounts, auditLog, users } from "../db/schema.ts";

const run = promisify(execFile);
const script = fileURLToPath(new URL("./set-user-role.ts", import.meta.url));
let dataDir: string;

const setRole = (...args: string[]) =>
  run(process.execPath, ["--import", "tsx", script, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
  }).then(
    (result) => ({ code: 0, ...result }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "touchline-cli-"));
  const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
  await database.migrate();
  await database.db.insert(users).values([
    { id: "u1", name: "Ana Silva", email: "ana@example.com", firstName: "Ana", lastName: "Silva" },
    { id: "u2", name: "Ben Osei", email: "ben@example.com", firstName: "Ben", lastName: "Osei" },
  ]);
  await database.db.insert(accounts).values([
    { id: "a1", accountId: "u1", providerId: "credential", userId: "u1", password: "not-a-real-hash" },
    { id: "a2", accountId: "u2", providerId: "credential", userId: "u2", password: "not-a-real-hash" },
  ]);
  await database.close();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("npm run user:role", () => {
  const readDatabase = async <T>(read: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>) => {
    const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
    try {
      return await read(database.db);
    } finally {
      await database.close();
    }
  };

  it("promotes an existing user on the embedded database and writes the audit line", async () => {
    const result = await setRole("ANA@example.com", "super_admin");
    expect(result.stdout).toContain(
      `ANA@example.com is now super_admin (was none) in the embedded database in ${dataDir}.`,
    );
    expect(result.code).toBe(0);
    const [row] = await readDatabase((db) => db.select({ role: users.role }).from(users).where(eq(users.id, "u1")));
    expect(row?.role).toBe("super_admin");
    const audit = await readDatabase((db) => db.select().from(auditLog));
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: null,
        actorLabel: "Command line",
        action: "user.level_changed",
        targetType: "user",
        targetId: "u1",
        targetLabel: "ana@example.com",
        details: { from: "none", to: "super_admin" },
      }),
    ]);
    const again = await setRole("ana@example.com", "super_admin");
    expect(again.stdout).toContain("ana@example.com is already super_admin in the embedded database");
    expect(await readDatabase((db) => db.select().from(auditLog))).toHaveLength(1);
  });

  it("never removes the last super admin", async () => {
    const refused = await setRole("ana@example.com", "admin");
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("This is the last super admin: make someone else super admin first.");
    expect(
      (await readDatabase((db) => db.select({ role: users.role }).from(users).where(eq(users.id, "u1"))))[0]?.role,
    ).toBe("super_admin");

    expect((await setRole("ben@example.com", "super_admin")).code).toBe(0);
    const demoted = await setRole("ana@example.com", "moderator");
    expect(demoted.code).toBe(0);
    expect(demoted.stdout).toContain("ana@example.com is now moderator (was super_admin) in the embedded");
    expect((await setRole("ben@example.com", "none")).stderr).toContain("last super admin");
  });

  it("says plainly what to do while the server owns the data directory", async () => {
    const server = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
    try {
      writeFileSync(path.join(dataDir, "touchline.pid"), String(server.pid));
      const result = await setRole("ana@example.com", "admin");
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`Touchline is running (pid ${server.pid})`);
      expect(result.stderr).toContain("Stop it");
    } finally {
      server.kill();
    }
  });

  it("explains its usage and unknown accounts", async () => {
    const usage = await setRole("ana@example.com", "captain");
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("Usage: npm run user:role -- <email> <none|moderator|admin|super_admin>");
    const unknown = await setRole("nobody@example.com", "admin");
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("No account uses nobody@example.com");
  });
});
