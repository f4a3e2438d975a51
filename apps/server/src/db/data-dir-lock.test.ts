import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirInUseError, findDataDirOwner, lockDataDir } from "./data-dir-lock.ts";

const directories: string[] = [];
const newDataDir = () => {
  const directory = mkdtempSync(path.join(tmpdir(), "touchline-lock-"));
  directories.push(directory);
  return directory;
};
afterEach(() => {
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

/** A live process other than this one, standing in for a running server. */
const startSleeper = () => spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });

describe("data directory lock", () => {
  it("refuses a second owner while the first is alive", () => {
    const dataDir = newDataDir();
    const sleeper = startSleeper();
    try {
      writeFileSync(path.join(dataDir, "touchline.pid"), String(sleeper.pid));
      expect(findDataDirOwner(dataDir)).toBe(sleeper.pid);
      expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
    } finally {
      sleeper.kill();
    }
  });

  it("takes over a lock left by a process that has died, and releases it", async () => {
    const dataDir = newDataDir();
    const sleeper = startSleeper();
    const exited = new Promise((resolve) => sleeper.once("exit", resolve));
    writeFileSync(path.join(dataDir, "touchline.pid"), String(sleeper.pid));
    sleeper.kill();
    await exited;
    const lock = lockDataDir(dataDir);
    expect(readFileSync(path.join(dataDir, "touchline.pid"), "utf8")).toBe(String(process.pid));
    lock.release();
    expect(findDataDirOwner(dataDir)).toBeUndefined();
  });
});
