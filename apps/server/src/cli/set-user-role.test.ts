import { execFile, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client.ts";
import { users } from "../db/schema.ts";

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
  await database.db.insert(users).values({ id: "u1", name: "Ana Silva", email: "ana@example.com", firstName: "Ana", lastName: "Silva" });
  await database.close();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("npm run user:role", () => {
  it("promotes an existing user on the embedded database", async () => {
    const result = await setRole("ANA@example.com", "super_admin");
    expect(result.stdout).toContain("ANA@example.com is now super_admin.");
    expect(result.code).toBe(0);
    const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
    const [row] = await database.db.select({ role: users.role }).from(users);
    await database.close();
    expect(row?.role).toBe("super_admin");
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
