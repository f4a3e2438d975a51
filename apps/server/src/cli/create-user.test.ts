import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { openDatabase } from "../db/client.ts";
import { users } from "../db/schema.ts";

const script = fileURLToPath(new URL("./create-user.ts", import.meta.url));
let dataDir: string;

function createUser(password: string, ...args: string[]) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      ["--import", "tsx", script, ...args],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
    child.stdin!.end(`${password}\n`);
  });
}

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "touchline-cli-"));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("npm run user:create", () => {
  it("creates an account with its level from a password on standard input", async () => {
    const result = await createUser("whistle-on-the-touchline-42", "Admin@Club.test", "admin", "Ana", "Silva");
    expect(result.stdout).toContain(`admin@club.test is created as admin in the embedded database in ${dataDir}.`);
    expect(result.code).toBe(0);
    const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
    const [row] = await database.db.select().from(users).where(eq(users.email, "admin@club.test"));
    await database.close();
    expect(row).toMatchObject({ role: "admin", firstName: "Ana", lastName: "Silva", emailVerified: true });
  });

  it("refuses a short password, a taken e-mail and a missing level with a reason", async () => {
    const short = await createUser("abc", "coach@club.test", "admin");
    expect(short.code).toBe(2);
    expect(short.stderr).toContain("Password must be at least 6 characters long");
    const taken = await createUser("whistle-on-the-touchline-42", "admin@club.test", "admin");
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain("already exists");
    const usage = await createUser("whistle-on-the-touchline-42", "coach@club.test");
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("Usage: npm run user:create");
  });
});
