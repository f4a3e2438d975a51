import { createRequire } from "node:module";
import { median, spawnTracked, stopChild, waitForExit } from "./lifecycle.ts";

/**
 * Fixed-duration HTTP load with autocannon, run as a child process so the load generator never shares an
 * event loop with the servers under test (those run inside the bench process).
 */
export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  connections?: number;
  durationSeconds?: number;
  warmupSeconds?: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  totalRequests: number;
}

export const LOAD_DEFAULTS = { connections: 10, durationSeconds: 5, warmupSeconds: 1 } as const;

/** Rounds of `measureAlternating`: each server is measured this many times, turn about. */
export const ALTERNATING_ROUNDS = 3;
/** Seconds measured per server and round (after its warm-up); three rounds give 9 s per server. */
export const ALTERNATING_SECONDS = 3;

/** The part of autocannon's `--json` output the bench reads. */
interface AutocannonJson {
  requests: { average: number; total: number };
  latency: { p99: number };
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

const autocannonCli = createRequire(import.meta.url).resolve("autocannon/autocannon.js");

async function runAutocannon(url: string, headers: Record<string, string>, connections: number, seconds: number) {
  const args = [autocannonCli, "--json", "--no-progress", "-c", String(connections), "-d", String(seconds)];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}:${value}`);
  args.push(url);

  const child = spawnTracked(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  // Autocannon stops by itself after `seconds`; the timer only guards against a hung run.
  const guard = setTimeout(() => void stopChild(child, "SIGKILL"), (seconds + 30) * 1000);
  await waitForExit(child);
  clearTimeout(guard);
  if (child.exitCode !== 0)
    throw new Error(`autocannon failed (exit ${child.exitCode ?? child.signalCode}): ${stderr}`);
  return JSON.parse(stdout) as AutocannonJson;
}

export async function measureLoad(options: LoadOptions): Promise<LoadResult> {
  const { url, headers = {} } = options;
  const connections = options.connections ?? LOAD_DEFAULTS.connections;
  const durationSeconds = options.durationSeconds ?? LOAD_DEFAULTS.durationSeconds;
  const warmupSeconds = options.warmupSeconds ?? LOAD_DEFAULTS.warmupSeconds;

  if (warmupSeconds > 0) await runAutocannon(url, headers, connections, warmupSeconds);
  const result = await runAutocannon(url, headers, connections, durationSeconds);
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) {
    throw new Error(
      `${url}: ${failed} of ${result.requests.total} requests failed ` +
        `(errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx})`,
    );
  }
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    totalRequests: result.requests.total,
  };
}

/** The medians of a server's rounds, with every round's requests per second for the note. */
export interface AlternatingResult extends LoadResult {
  roundsRequestsPerSecond: number[];
}

/**
 * Loads each server in turn, `ALTERNATING_ROUNDS` times over, and reports the median of its rounds. Compared
 * servers share the machine's slow and quiet moments this way: measured one after the other once, a floor
 * bound by the load generator swung by a fifth from run to run (decision record 009).
 */
export async function measureAlternating<Name extends string>(
  targets: Record<Name, LoadOptions>,
): Promise<Record<Name, AlternatingResult>> {
  const rounds = new Map<Name, LoadResult[]>();
  for (let round = 0; round < ALTERNATING_ROUNDS; round++) {
    for (const [name, options] of Object.entries(targets) as [Name, LoadOptions][]) {
      const result = await measureLoad({ durationSeconds: ALTERNATING_SECONDS, ...options });
      rounds.set(name, [...(rounds.get(name) ?? []), result]);
    }
  }
  const results = {} as Record<Name, AlternatingResult>;
  for (const [name, measured] of rounds) {
    results[name] = {
      requestsPerSecond: median(measured.map((result) => result.requestsPerSecond)),
      p99Ms: median(measured.map((result) => result.p99Ms)),
      totalRequests: measured.reduce((sum, result) => sum + result.totalRequests, 0),
      roundsRequestsPerSecond: measured.map((result) => Math.round(result.requestsPerSecond)),
    };
  }
  return results;
}
