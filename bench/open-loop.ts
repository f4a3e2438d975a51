import { fileURLToPath } from "node:url";
import { spawnTracked, stopChild, waitForExit } from "./lifecycle.ts";
import { percentile } from "./sessions.ts";

/**
 * Open-loop load: every request has a planned send time and is sent then, whether or not earlier ones have
 * answered, so a slow server cannot slow the arrivals down and hide its latency (closed-loop tools such as
 * autocannon wait for a connection's answer before its next request). The requests run from a child process
 * (open-loop-client.ts) with undici, so the generator never shares an event loop with the bench; each latency
 * runs from the planned send time to the end of the body, on the generator's clock.
 */

export interface PlannedRequest {
  /** Milliseconds after the start of the schedule. */
  at: number;
  kind: string;
  method: "GET" | "POST" | "PUT";
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** The statuses that count as answered; anything else (and a network error) is an error. */
  expected: number[];
}

export interface OpenLoopJob {
  origin: string;
  requests: PlannedRequest[];
  /** Most connections the generator opens; past that, requests wait in its queue (and that wait is latency). */
  connections: number;
  requestTimeoutMs: number;
}

export interface OpenLoopOutcome {
  /** Per request, in plan order: how late it was sent, how long its answer took, its status (0: network error). */
  lagMs: Float64Array;
  latencyMs: Float64Array;
  status: Int16Array;
  /** Answers per `X-Served-By` header value, when the proxy sets one. */
  servedBy: Record<string, number>;
  /** A few error messages per status (0: network error). */
  messages: Record<string, string[]>;
  wallMs: number;
  /** The generator's own CPU time over the run. */
  cpuMs: number;
}

const clientPath = fileURLToPath(new URL("./open-loop-client.ts", import.meta.url));

export async function runOpenLoop(job: OpenLoopJob): Promise<OpenLoopOutcome> {
  const child = spawnTracked(process.execPath, ["--import", "tsx", clientPath], {
    stdio: ["ignore", "ignore", "inherit", "ipc"],
    serialization: "advanced",
  });
  const lastPlanned = job.requests.at(-1)?.at ?? 0;
  const guard = setTimeout(() => void stopChild(child, "SIGKILL"), lastPlanned + job.requestTimeoutMs + 30_000);
  try {
    const outcome = new Promise<OpenLoopOutcome>((resolve, reject) => {
      child.once("message", (message) => resolve(message as OpenLoopOutcome));
      child.once("exit", (code, signal) => reject(new Error(`the load generator exited (${code ?? signal})`)));
    });
    child.send(job);
    return await outcome;
  } finally {
    clearTimeout(guard);
    await waitForExit(child);
  }
}

export interface LatencySummary {
  requests: number;
  errors: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

export interface OpenLoopSummary extends LatencySummary {
  /** Answers with an expected status per second, from the first planned send to the last answer. */
  achievedRate: number;
  offeredRate: number;
  perKind: Map<string, LatencySummary>;
  /** p99 and max of how late the generator sent its requests. */
  lagP99Ms: number;
  lagMaxMs: number;
  /** The generator's CPU time as a share of one core over the run. */
  generatorCpuShare: number;
  servedBy: Record<string, number>;
  /** Errors per status (0: network error or timeout), and a few of their messages. */
  errorsByStatus: Record<string, number>;
  messages: Record<string, string[]>;
}

function summarise(indexes: number[], job: OpenLoopJob, outcome: OpenLoopOutcome): LatencySummary {
  const latencies = indexes.map((index) => outcome.latencyMs[index]!);
  const errors = indexes.filter((index) => !job.requests[index]!.expected.includes(outcome.status[index]!)).length;
  return {
    requests: indexes.length,
    errors,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
  };
}

/** Latencies and errors of the requests whose kind `include` accepts. */
export function summariseKinds(
  job: OpenLoopJob,
  outcome: OpenLoopOutcome,
  include: (kind: string) => boolean,
): LatencySummary {
  const indexes = job.requests.flatMap((request, index) => (include(request.kind) ? [index] : []));
  return summarise(indexes, job, outcome);
}

export function summariseOpenLoop(job: OpenLoopJob, outcome: OpenLoopOutcome): OpenLoopSummary {
  const all = job.requests.map((_, index) => index);
  const byKind = new Map<string, number[]>();
  for (const index of all) {
    const kind = job.requests[index]!.kind;
    if (!byKind.has(kind)) byKind.set(kind, []);
    byKind.get(kind)!.push(index);
  }
  const overall = summarise(all, job, outcome);
  const lastAnswer = Math.max(...all.map((index) => job.requests[index]!.at + outcome.latencyMs[index]!));
  const firstPlanned = job.requests[0]?.at ?? 0;
  const lastPlanned = job.requests.at(-1)?.at ?? 0;
  const lags = Array.from(outcome.lagMs);
  const errorsByStatus: Record<string, number> = {};
  for (const index of all) {
    const status = outcome.status[index]!;
    if (!job.requests[index]!.expected.includes(status)) errorsByStatus[status] = (errorsByStatus[status] ?? 0) + 1;
  }
  return {
    ...overall,
    achievedRate: (overall.requests - overall.errors) / ((lastAnswer - firstPlanned) / 1000),
    offeredRate: job.requests.length > 1 ? (job.requests.length - 1) / ((lastPlanned - firstPlanned) / 1000) : 0,
    perKind: new Map([...byKind].map(([kind, indexes]) => [kind, summarise(indexes, job, outcome)])),
    lagP99Ms: percentile(lags, 99),
    lagMaxMs: Math.max(...lags),
    generatorCpuShare: outcome.cpuMs / outcome.wallMs,
    servedBy: outcome.servedBy,
    errorsByStatus,
    messages: outcome.messages,
  };
}
