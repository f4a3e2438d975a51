import type { FigureGroup } from "./report.ts";
import type { RunningApp } from "./servers.ts";

/**
 * 40 sign-ins at once (unknown addresses, which are hashed like known ones: a 128 MiB scrypt each) while
 * `/api/health` is asked, with gzip, one request after another until the last sign-in has answered. The
 * server hashes at most two passwords at a time (auth/password-hash.ts), so the health check, whose gzip
 * runs on the same libuv pool as scrypt, must not queue behind the burst.
 */
export const SIGN_IN_BURST = 40;
export const SIGN_IN_BURST_HEALTH_TARGET_MS = 200;

export interface SignInBurstResult {
  healthLatenciesMs: number[];
  burstMs: number;
  maxMs: number;
  p95Ms: number;
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

async function timedHealth(url: string): Promise<number> {
  const startedAt = performance.now();
  const response = await fetch(`${url}/api/health`, { headers: { "Accept-Encoding": "gzip" } });
  // Reading the body includes the compression in the time.
  await response.arrayBuffer();
  const elapsed = performance.now() - startedAt;
  if (response.status !== 200) throw new Error(`GET /api/health answered ${response.status} during the burst`);
  if (response.headers.get("content-encoding") !== "gzip")
    throw new Error("GET /api/health was not gzipped during the burst");
  return elapsed;
}

export async function measureSignInBurst(app: RunningApp): Promise<SignInBurstResult> {
  const startedAt = performance.now();
  let pending = SIGN_IN_BURST;
  const signIns = Array.from({ length: SIGN_IN_BURST }, async (_, index) => {
    const response = await fetch(`${app.url}/api/auth/sign-in`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: app.origin },
      body: JSON.stringify({ email: `burst-${process.pid}-${index}@example.com`, password: "not-the-password" }),
    });
    await response.arrayBuffer();
    pending -= 1;
    return response.status;
  });

  const healthLatenciesMs: number[] = [];
  while (pending > 0) healthLatenciesMs.push(await timedHealth(app.url));
  const statuses = await Promise.all(signIns);
  const burstMs = performance.now() - startedAt;
  const unexpected = statuses.filter((status) => status !== 401);
  if (unexpected.length > 0)
    throw new Error(`sign-in burst: ${unexpected.length} answers were not 401 (${unexpected.join(", ")})`);

  const sorted = [...healthLatenciesMs].sort((a, b) => a - b);
  return { healthLatenciesMs, burstMs, maxMs: sorted.at(-1) ?? Number.NaN, p95Ms: percentile(sorted, 0.95) };
}

/** Clients sending nested bodies at once, and how deep each body nests (two bytes a level: ~10 KB). */
export const NESTED_ATTACK_CLIENTS = 4;
const NESTED_ATTACK_DEPTH = 5_000;
/** Bounded in time: the attack stops by itself. */
const NESTED_ATTACK_MS = 3_000;

export interface NestedAttackResult {
  healthLatenciesMs: number[];
  attackRequests: number;
  p95Ms: number;
  maxMs: number;
}

/**
 * Four clients post `[[[…]]]` 5,000 levels deep to the anonymous sign-in, each sending the next as soon as
 * the last is answered, for three seconds, while `/api/health` is asked one request after another. Every
 * attack answer must be a 400: the depth is refused from the text, before the body is parsed or walked.
 */
export async function measureNestedJsonAttack(app: RunningApp): Promise<NestedAttackResult> {
  const body = "[".repeat(NESTED_ATTACK_DEPTH) + "]".repeat(NESTED_ATTACK_DEPTH);
  const endsAt = performance.now() + NESTED_ATTACK_MS;
  let attackRequests = 0;
  const attackers = Array.from({ length: NESTED_ATTACK_CLIENTS }, async () => {
    while (performance.now() < endsAt) {
      const response = await fetch(`${app.url}/api/auth/sign-in`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: app.origin },
        body,
      });
      await response.arrayBuffer();
      attackRequests += 1;
      if (response.status !== 400) throw new Error(`nested JSON attack: answered ${response.status}, not 400`);
    }
  });
  const healthLatenciesMs: number[] = [];
  while (performance.now() < endsAt) healthLatenciesMs.push(await timedHealth(app.url));
  await Promise.all(attackers);
  const sorted = [...healthLatenciesMs].sort((a, b) => a - b);
  return { healthLatenciesMs, attackRequests, maxMs: sorted.at(-1) ?? Number.NaN, p95Ms: percentile(sorted, 0.95) };
}

export function nestedAttackGroup(result: NestedAttackResult): FigureGroup {
  const verdict = (ms: number) => (ms <= SIGN_IN_BURST_HEALTH_TARGET_MS ? "PASS" : "MISS");
  return {
    title: `${NESTED_ATTACK_CLIENTS} clients sending JSON nested ${NESTED_ATTACK_DEPTH} deep while GET /api/health (gzip) answers`,
    figures: [
      {
        name: "health p95 during the attack",
        value: result.p95Ms,
        unit: "ms",
        target: SIGN_IN_BURST_HEALTH_TARGET_MS,
        note: `${verdict(result.p95Ms)}; ${result.healthLatenciesMs.length} health checks, ${result.attackRequests} nested bodies refused`,
      },
    ],
  };
}

export function signInBurstGroup(result: SignInBurstResult): FigureGroup {
  const verdict = (ms: number) => (ms < SIGN_IN_BURST_HEALTH_TARGET_MS ? "PASS" : "MISS");
  const note = `${result.healthLatenciesMs.length} health checks during a ${Math.round(result.burstMs)} ms burst`;
  return {
    title: `${SIGN_IN_BURST} parallel sign-ins while GET /api/health (gzip) answers`,
    figures: [
      {
        name: "health p95 during the burst",
        value: result.p95Ms,
        unit: "ms",
        target: SIGN_IN_BURST_HEALTH_TARGET_MS,
        note: `${verdict(result.p95Ms)}; ${note}`,
      },
      {
        name: "health max during the burst",
        value: result.maxMs,
        unit: "ms",
        target: SIGN_IN_BURST_HEALTH_TARGET_MS,
        note: verdict(result.maxMs),
      },
    ],
  };
}
