import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const LOCK_FILE = "touchline.pid";

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`The data directory ${dataDir} is in use by another Touchline process (pid ${pid}).`);
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The pid of the live process holding `dataDir`, if any; a lock left by a crashed process is ignored. */
export function findDataDirOwner(dataDir: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path.join(dataDir, LOCK_FILE), "utf8"), 10);
    return Number.isInteger(pid) && pid !== process.pid && isProcessAlive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * PGlite is a single-process database: two processes writing one directory corrupt it. The lock file holds
 * the owner's pid; `release` removes it on a clean shutdown.
 */
export function lockDataDir(dataDir: string): { release(): void } {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  try {
    writeFileSync(lockPath, String(process.pid), { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const owner = findDataDirOwner(dataDir);
    if (owner !== undefined) throw new DataDirInUseError(dataDir, owner);
    writeFileSync(lockPath, String(process.pid));
  }
  return {
    release() {
      rmSync(lockPath, { force: true });
    },
  };
}
