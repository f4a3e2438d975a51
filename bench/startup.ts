import type { ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { BenchDatabase } from "./database.ts";
import { benchTempDir } from "./database.ts";
import { type Cleanup, freePort, hasExited, median, sleep, spawnTracked, stopChild } from "./lifecycle.ts";

/**
 * Cold start of the server as deployed (`node apps/server/dist/main.js`, what `npm start` runs) on an existing data
 * directory (or, on PostgreSQL, an existing migrated database): spawn to the first 200 from /api/health.
 */

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const POLL_MS = 20;
const GIVE_UP_MS = 60_000;

export interface ColdStartResult {
  /** The first start, which creates and migrates the data; not part of the median. */
  firstStartMs: number;
  samplesMs: number[];
  medianMs: number;
}

async function isHealthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
}

async function startOnce(env: NodeJS.ProcessEnv, cleanup: Cleanup): Promise<{ ms: number; child: ChildProcess }> {
  const port = await freePort();
  const healthUrl = `http://127.0.0.1:${port}/api/health`;
  const started = performance.now();
  const child = spawnTracked(process.execPath, ["apps/server/dist/main.js"], {
    cwd: repoRoot,
    env: { ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  cleanup.defer(`stop server child ${child.pid}`, () => stopChild(child));
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));

  while (!(await isHealthy(healthUrl))) {
    if (hasExited(child)) throw new Error(`the server exited before answering (${child.exitCode}):\n${output}`);
    if (performance.now() - started > GIVE_UP_MS)
      throw new Error(`the server did not answer within ${GIVE_UP_MS} ms:\n${output}`);
    await sleep(POLL_MS);
  }
  return { ms: performance.now() - started, child };
}

async function startAndStop(env: NodeJS.ProcessEnv, cleanup: Cleanup): Promise<number> {
  const { ms, child } = await startOnce(env, cleanup);
  await stopChild(child, "SIGTERM");
  if (child.exitCode !== 0)
    throw new Error(`the server did not shut down cleanly (${child.exitCode ?? child.signalCode})`);
  return ms;
}

export async function measureColdStarts(
  target: BenchDatabase,
  runs: number,
  cleanup: Cleanup,
): Promise<ColdStartResult> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    DATA_DIR: benchTempDir(cleanup, "startup"),
    ...(target.kind === "postgres" ? { DATABASE_URL: target.url } : {}),
  };
  const firstStartMs = await startAndStop(env, cleanup);
  const samplesMs: number[] = [];
  for (let run = 0; run < runs; run += 1) samplesMs.push(await startAndStop(env, cleanup));
  return { firstStartMs, samplesMs, medianMs: median(samplesMs) };
}
