import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import { Pool } from "undici";
import type { OpenLoopJob, OpenLoopOutcome } from "./open-loop.ts";

/**
 * The open-loop load generator, run as a child process by `runOpenLoop` (open-loop.ts): it receives a job
 * over IPC, sends every planned request at its planned time whether or not earlier ones have answered, and
 * sends back one outcome per request. Times come from this process's own `performance.now()`.
 */

/** An unexpected answer's body as text, for its error message (the generator asks for compressed answers). */
function decoded(body: Buffer, encoding: string | string[] | undefined): string {
  try {
    if (encoding === "gzip") return gunzipSync(body).toString();
    if (encoding === "br") return brotliDecompressSync(body).toString();
    if (encoding === "deflate") return inflateSync(body).toString();
  } catch {
    // Not what it said it was: shown as it came.
  }
  return body.toString();
}

/** The schedule starts this long after the job arrives, so the first requests are not already late. */
const LEAD_MS = 100;
/** Error messages kept per status (0: network error); the counts are exact, the messages are examples. */
const MESSAGES_PER_STATUS = 2;

function run(job: OpenLoopJob): Promise<OpenLoopOutcome> {
  const pool = new Pool(job.origin, {
    connections: job.connections,
    pipelining: 1,
    headersTimeout: job.requestTimeoutMs,
    bodyTimeout: job.requestTimeoutMs,
  });
  const count = job.requests.length;
  const lagMs = new Float64Array(count);
  const latencyMs = new Float64Array(count).fill(Number.NaN);
  const status = new Int16Array(count);
  const servedBy: Record<string, number> = {};
  const messages: Record<string, string[]> = {};
  const cpuAtStart = process.cpuUsage();
  const start = performance.now() + LEAD_MS;
  let answered = 0;
  let next = 0;

  return new Promise((resolve) => {
    const finish = async () => {
      const wallMs = performance.now() - start;
      const cpu = process.cpuUsage(cpuAtStart);
      await pool.destroy();
      resolve({ lagMs, latencyMs, status, servedBy, messages, wallMs, cpuMs: (cpu.user + cpu.system) / 1000 });
    };
    const record = (index: number, code: number, message?: string) => {
      const planned = start + job.requests[index]!.at;
      // From the planned send time: a late send (a busy generator, no free connection) counts as latency.
      latencyMs[index] = performance.now() - planned;
      status[index] = code;
      if (message !== undefined && (messages[code] ??= []).length < MESSAGES_PER_STATUS) {
        messages[code]!.push(`${job.requests[index]!.kind}: ${message.replace(/\s+/g, " ").slice(0, 120)}`);
      }
      answered += 1;
      if (answered === count) void finish();
    };
    const send = (index: number) => {
      const request = job.requests[index]!;
      lagMs[index] = performance.now() - (start + request.at);
      pool
        .request({ path: request.path, method: request.method, headers: request.headers, body: request.body })
        .then(async (response) => {
          // The whole body is read: its transfer is part of the answer.
          const body = Buffer.from(await response.body.arrayBuffer());
          const instance = response.headers["x-served-by"];
          if (typeof instance === "string") servedBy[instance] = (servedBy[instance] ?? 0) + 1;
          const expected = request.expected.includes(response.statusCode);
          record(
            index,
            response.statusCode,
            expected ? undefined : decoded(body, response.headers["content-encoding"]),
          );
        })
        .catch((error: unknown) => record(index, 0, error instanceof Error ? error.message : String(error)));
    };
    const tick = () => {
      const now = performance.now() - start;
      while (next < count && job.requests[next]!.at <= now) send(next++);
      if (next < count) setTimeout(tick, Math.max(0, job.requests[next]!.at - (performance.now() - start)));
    };
    if (count === 0) void finish();
    else setTimeout(tick, LEAD_MS);
  });
}

process.once("message", (job: OpenLoopJob) => {
  run(job).then(
    (outcome) => process.send!(outcome, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
