import { describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createDatabaseProbe } from "./database-probe.ts";

function fakeDatabase(outcomes: Array<"ok" | "fail">) {
  const calls: number[] = [];
  const db = {
    execute: () => {
      calls.push(Date.now());
      return outcomes.shift() === "fail" ? Promise.reject(new Error("down")) : Promise.resolve({ rows: [] });
    },
  } as unknown as Database;
  return { db, calls };
}

describe("database probe", () => {
  it("asks the database once per interval however often it is called", async () => {
    const { db, calls } = fakeDatabase(["ok", "ok"]);
    const check = createDatabaseProbe(db, 60_000);
    await Promise.all([check(), check(), check()]);
    await check();
    expect(calls).toHaveLength(1);
  });

  it("reports a failure and tries again on the next call", async () => {
    const { db, calls } = fakeDatabase(["fail", "ok"]);
    const check = createDatabaseProbe(db, 60_000);
    await expect(check()).rejects.toThrow("down");
    await expect(check()).resolves.toBeUndefined();
    expect(calls).toHaveLength(2);
  });
});
