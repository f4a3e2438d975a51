import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { AGE_GROUPS, type AgeGroup, type Phase, PHASES, type SessionContentInput } from "@touchline/contracts";
import { addObjects, createDiagram, createObject, type Diagram } from "@touchline/diagram";
import { hashPassword } from "../apps/server/src/auth/password-hash.ts";
import { findHaproxy, startCluster } from "../apps/server/test/cluster.ts";
import { createScratchDatabase, withPostgresClient } from "../apps/server/test/postgres-server.ts";
import type { Cleanup } from "./lifecycle.ts";
import {
  type LatencySummary,
  type OpenLoopJob,
  type OpenLoopSummary,
  type PlannedRequest,
  runOpenLoop,
  summariseKinds,
  summariseOpenLoop,
} from "./open-loop.ts";
import type { Figure, FigureGroup } from "./report.ts";
import { BENCH_PASSWORD, SESSION_COOKIE } from "./servers.ts";

/**
 * The load mix (BENCH_ONLY=load, off by default): a realistic mix of pages, API reads, writes, sign-ins and
 * exports sent open loop at a fixed rate, first to three Touchline instances behind HAProxy, then to one
 * behind the same proxy, each on a scratch PostgreSQL database seeded with signed-in coaches, their
 * sessions, drills and feedback. See README.md.
 */

export const LOAD_MIX_RATE = 100;
export const LOAD_MIX_SECONDS = 60;
const WARMUP_SECONDS = 10;
export const LOAD_MIX_P99_TARGET_MS = 300;
export const LOAD_MIX_INSTANCES = [3, 1] as const;
const COACHES = 50;
const SESSIONS_PER_COACH = 20;
const TACTICAL_DRILLS_PER_COACH = 2;
const FEEDBACK_AUTHORS = 20;
const SETUP_CONCURRENCY = 6;
const GENERATOR_CONNECTIONS = 256;
const REQUEST_TIMEOUT_MS = 30_000;

/** A small deterministic PRNG (mulberry32), so every run plans the same mix. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(next: () => number, items: readonly T[]): T => items[Math.floor(next() * items.length)]!;

// ---------------------------------------------------------------------------------------------------------
// What the coaches write

const WORDS = ["rondo", "pressing", "finishing", "possession", "transition", "crossing", "counter", "overload"];
const AREAS = ["in the final third", "in midfield", "from the back", "in wide areas", "on a half pitch"];
const CLUB_AGE_GROUPS: readonly AgeGroup[] = AGE_GROUPS.slice(4, 11); // U10–U16, where most teams are
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A drill's diagram of 12–14 objects; `revision` moves the players, as a coach dragging them would. */
function drillDiagram(index: number, revision: number): Diagram {
  const shift = (revision % 7) * 0.5;
  return addObjects(createDiagram({ template: "half" }), [
    ...Array.from({ length: 6 }, (_, p) =>
      createObject("player", {
        x: 8 + p * 5 + shift,
        y: 15 + (p % 3) * 10,
        props: { team: "home", colour: "red", label: String(p + 1) },
      }),
    ),
    ...Array.from({ length: 4 + (index % 3) }, (_, p) =>
      createObject("player", { x: 12 + p * 6, y: 22 + (p % 2) * 12 - shift, props: { team: "away", colour: "blue" } }),
    ),
    createObject("cone", { x: 4, y: 4 }),
    createObject("ball", { x: 9 + shift, y: 16 }),
    createObject("pass", { x: 8, y: 15, props: { end: { x: 5, y: 8 } } }),
  ]);
}

/** The `session`-th session of coach `coach`, at its `revision`-th save: 3 drills, words the library finds. */
function sessionContent(coach: number, session: number, revision: number): SessionContentInput {
  const seed = coach * 1_000 + session;
  const [a, b, c] = [0, 3, 5].map((offset) => WORDS[(seed + offset) % WORDS.length]!) as [string, string, string];
  return {
    title: `${capitalise(a)} and ${b} ${AREAS[seed % AREAS.length]!}${revision > 0 ? ` (v${revision + 1})` : ""}`,
    theme: `Work on ${b} and ${c}; end with a game that rewards ${a}.`,
    objectives: [`Improve ${a}`, `Use ${b} in the game`],
    ageGroup: CLUB_AGE_GROUPS[seed % CLUB_AGE_GROUPS.length]!,
    level: "intermediate",
    date: null,
    topics: [a, b],
    phases: [PHASES[seed % PHASES.length]!, PHASES[(seed + 2) % PHASES.length]!] as Phase[],
    intensity: (["low", "medium", "high"] as const)[seed % 3]!,
    blocks: [a, b, c].map((word, block) => ({
      id: `block-${block + 1}`,
      title: `${capitalise(word)} ${["warm-up", "drill", "game"][block]!}`,
      diagram: drillDiagram(seed + block, revision),
      organisation: `Groups of six ${AREAS[(seed + block) % AREAS.length]!}; two touches, then free play.`,
      coachingPoints: [`Scan before receiving (${word})`, "Open body shape", "Weight of the pass"],
      durationMinutes: 10 + ((seed + block + revision) % 4) * 5,
      intensity: "medium",
      players: null,
      progressions: [],
    })),
  };
}

/** Library searches as the page sends them: a word and one filter. */
const SEARCHES: Array<Record<string, string>> = [
  { q: "pressing", ageGroup: "U14" },
  { q: "rondo", phase: "attacking" },
  { q: "finishing", maxDuration: "60" },
  { q: "possession", ageGroup: "U12" },
  { q: "counter", intensity: "high" },
  { q: "crossing", phase: "defending" },
  { q: "overload", ageGroup: "U10" },
  { q: "transition", sort: "most_viewed" },
];

// ---------------------------------------------------------------------------------------------------------
// The target: instances on a scratch database

interface LoadTarget {
  /** Where requests go: the proxy. */
  url: string;
  /** The APP_URL the instances were given, which the CSRF check wants as the Origin of every write. */
  origin: string;
  instances: number;
  describe: string;
  /** What HAProxy printed so far: it logs each instance it takes out of the pool or puts back. */
  proxyOutput: () => string;
}

/**
 * The instances as deployed (apps/server/test/cluster.ts: `main.ts` processes behind HAProxy with
 * deploy/haproxy/haproxy.cfg), with production's request log. Every request comes from 127.0.0.1, which
 * real coaches do not share: the per-address limits are raised, the per-account ones are kept.
 */
async function startTarget(
  databaseUrl: string,
  instances: number,
  authSecret: string,
  cleanup: Cleanup,
): Promise<LoadTarget> {
  const cluster = await startCluster({
    databaseUrl,
    instances,
    env: { AUTH_SECRET: authSecret, RATE_LIMIT_IP_FACTOR: "1000", LOG_LEVEL: "info" },
  });
  cleanup.defer(`stop ${instances} instance(s) and HAProxy`, () => cluster.stop());
  return {
    url: cluster.url,
    origin: cluster.url,
    instances,
    describe: `${instances} instance${instances === 1 ? "" : "s"} behind HAProxy`,
    proxyOutput: cluster.proxyOutput,
  };
}

interface Coach {
  index: number;
  email: string;
  /** `touchline.session_token=…` for every request. */
  cookie: string;
  /** `touchline.known_device=…`, which this coach's browser sends when signing in again. */
  knownDevice: string;
  sessionIds: string[];
  tacticalDrillIds: string[];
}

interface World {
  coaches: Coach[];
  publicSessionIds: string[];
  feedbackIds: string[];
  /** The static files the browser fetches to build a session PDF (the PDF code and its two fonts). */
  pdfFiles: string[];
  setupSeconds: number;
  /**
   * Sign-ins and exports take the coaches in turn (across warm-ups and runs), so none reaches its account's
   * limit (10 sign-ins per 15 minutes, 20 exports per hour) as a random draw could.
   */
  turns: { signIn: number; export: number };
}

/** 50 coaches with one password hash: users and credential accounts as sign-up would leave them, confirmed. */
async function insertCoaches(databaseUrl: string, passwordHash: string): Promise<void> {
  await withPostgresClient(databaseUrl, async (client) => {
    await client.query(
      `insert into users (id, name, email, email_verified, first_name, last_name)
       select 'load-coach-' || g, 'Coach' || g || ' Loadtest', 'coach' || g || '@load.example', true, 'Coach' || g, 'Loadtest'
       from generate_series(1, $1::int) g`,
      [COACHES],
    );
    await client.query(
      `insert into accounts (id, account_id, provider_id, user_id, password)
       select 'load-account-' || g, 'load-coach-' || g, 'credential', 'load-coach-' || g, $2
       from generate_series(1, $1::int) g`,
      [COACHES, passwordHash],
    );
  });
}

/** Runs `work` over `items`, `concurrency` at a time, in order of start. */
async function inBatches<T, R>(items: T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}

async function call(
  target: LoadTarget,
  method: string,
  pathname: string,
  expected: number,
  options: { cookie?: string; body?: unknown } = {},
): Promise<Response> {
  const response = await fetch(`${target.url}${pathname}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { "Content-Type": "application/json" }),
      ...(method === "GET" ? {} : { Origin: target.origin }),
      ...(options.cookie ? { Cookie: options.cookie } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  if (response.status !== expected)
    throw new Error(`${method} ${pathname}: ${response.status} ${(await response.text()).slice(0, 300)}`);
  return response;
}

function cookieFrom(response: Response, name: string): string {
  const cookie = response.headers
    .getSetCookie()
    .find((value) => value.startsWith(`${name}=`))
    ?.split(";")[0];
  if (!cookie) throw new Error(`the answer set no ${name} cookie`);
  return cookie;
}

const webAssets = fileURLToPath(new URL("../apps/web/dist/assets", import.meta.url));

function pdfExportFiles(): string[] {
  const files = readdirSync(webAssets).filter((file) =>
    /^(export-session-pdf-.*\.js|NotoSans_.*\.ttf)$/.test(path.basename(file)),
  );
  if (files.length < 3) throw new Error(`the web build has no PDF code and fonts in ${webAssets}`);
  return files.map((file) => `/assets/${file}`);
}

/** Coaches signed in through the API, each with sessions (half published), tactical drills and some feedback. */
async function seedWorld(target: LoadTarget, databaseUrl: string, passwordHash: string, step: (text: string) => void) {
  const started = performance.now();
  await insertCoaches(databaseUrl, passwordHash);
  step(`load: signing in ${COACHES} coaches`);
  const coaches = await inBatches(
    Array.from({ length: COACHES }, (_, index) => index + 1),
    SETUP_CONCURRENCY,
    async (index): Promise<Coach> => {
      const email = `coach${index}@load.example`;
      const response = await call(target, "POST", "/api/auth/sign-in", 200, {
        body: { email, password: BENCH_PASSWORD },
      });
      return {
        index,
        email,
        cookie: cookieFrom(response, SESSION_COOKIE),
        knownDevice: cookieFrom(response, "touchline.known_device"),
        sessionIds: [],
        tacticalDrillIds: [],
      };
    },
  );

  step(`load: ${COACHES * SESSIONS_PER_COACH} sessions, tactical drills and feedback through the API`);
  const publicSessionIds: string[] = [];
  const sessionJobs = coaches.flatMap((coach) =>
    Array.from({ length: SESSIONS_PER_COACH }, (_, session) => ({ coach, session })),
  );
  await inBatches(sessionJobs, SETUP_CONCURRENCY, async ({ coach, session }) => {
    const created = await call(target, "POST", "/api/sessions", 201, {
      cookie: coach.cookie,
      body: sessionContent(coach.index, session, 0),
    });
    const { id } = ((await created.json()) as { session: { id: string } }).session;
    coach.sessionIds[session] = id;
    if (session % 2 === 0) {
      await call(target, "POST", `/api/sessions/${id}/publish`, 200, { cookie: coach.cookie });
      publicSessionIds.push(id);
    }
  });
  const drillJobs = coaches.flatMap((coach) =>
    Array.from({ length: TACTICAL_DRILLS_PER_COACH }, (_, drill) => ({ coach, drill })),
  );
  await inBatches(drillJobs, SETUP_CONCURRENCY, async ({ coach, drill }) => {
    const created = await call(target, "POST", "/api/tactical-drills", 201, {
      cookie: coach.cookie,
      body: {
        title: `Tactical drill ${drill + 1} of coach ${coach.index}`,
        diagram: drillDiagram(coach.index + drill, 0),
      },
    });
    coach.tacticalDrillIds[drill] = ((await created.json()) as { drill: { id: string } }).drill.id;
  });
  const feedbackIds = await inBatches(coaches.slice(0, FEEDBACK_AUTHORS), SETUP_CONCURRENCY, async (coach) => {
    const created = await call(target, "POST", "/api/feedback", 201, {
      cookie: coach.cookie,
      body: {
        title: `Idea ${coach.index}: print the session plan with the diagrams`,
        description: "It would help on the training ground.",
        category: "feature",
      },
    });
    return ((await created.json()) as { item: { id: string } }).item.id;
  });
  // A bulk load leaves the planner's statistics behind; autovacuum would catch up in a live database.
  await withPostgresClient(databaseUrl, (client) => client.query("analyze"));
  return {
    coaches,
    publicSessionIds,
    feedbackIds,
    pdfFiles: pdfExportFiles(),
    setupSeconds: (performance.now() - started) / 1000,
    turns: { signIn: 0, export: 0 },
  } satisfies World;
}

// ---------------------------------------------------------------------------------------------------------
// The mix

const SIGN_IN = "sign-in";

type Build = (world: World, next: () => number, second: number) => Omit<PlannedRequest, "at" | "kind" | "expected">;

interface MixKind {
  kind: string;
  /** Requests per 100. */
  share: number;
  group: "read" | "write" | "sign-in or export";
  build: Build;
}

/** What a browser sends with every request. */
const BROWSER = { Accept: "*/*", "Accept-Encoding": "gzip, deflate, br", "User-Agent": "touchline-load-mix" };

const signedIn = (coach: Coach) => ({ ...BROWSER, Cookie: coach.cookie });
const writing = (target: LoadTarget, coach: Coach) => ({
  ...signedIn(coach),
  "Content-Type": "application/json",
  Origin: target.origin,
});

function mixOf(target: LoadTarget): MixKind[] {
  const coachOf = (world: World, next: () => number) => pick(next, world.coaches);
  const nextInTurn = (world: World, turn: keyof World["turns"]) =>
    world.coaches[world.turns[turn]++ % world.coaches.length]!;
  return [
    { kind: "page /", share: 8, group: "read", build: () => ({ method: "GET", path: "/", headers: BROWSER }) },
    {
      kind: "page /global-library",
      share: 7,
      group: "read",
      build: (world, next) => ({ method: "GET", path: "/global-library", headers: signedIn(coachOf(world, next)) }),
    },
    {
      kind: "library search",
      share: 20,
      group: "read",
      build: (world, next) => ({
        method: "GET",
        path: `/api/global-library?${new URLSearchParams(pick(next, SEARCHES)).toString()}`,
        headers: signedIn(coachOf(world, next)),
      }),
    },
    {
      kind: "public session view",
      share: 20,
      group: "read",
      // Half by visitors, half by signed-in coaches; both are counted as views of the session.
      build: (world, next) => ({
        method: "GET",
        path: `/api/sessions/${pick(next, world.publicSessionIds)}`,
        headers: next() < 0.5 ? BROWSER : signedIn(coachOf(world, next)),
      }),
    },
    {
      kind: "own sessions list",
      share: 15,
      group: "read",
      build: (world, next) => ({ method: "GET", path: "/api/sessions/mine", headers: signedIn(coachOf(world, next)) }),
    },
    {
      kind: "session save",
      share: 10,
      group: "write",
      build: (world, next, second) => {
        const coach = coachOf(world, next);
        const session = Math.floor(next() * coach.sessionIds.length);
        return {
          method: "PUT",
          path: `/api/sessions/${coach.sessionIds[session]!}`,
          headers: writing(target, coach),
          body: JSON.stringify(sessionContent(coach.index, session, second + 1)),
        };
      },
    },
    {
      kind: "feedback vote",
      share: 5,
      group: "write",
      build: (world, next) => ({
        method: "PUT",
        path: `/api/feedback/${pick(next, world.feedbackIds)}/vote`,
        headers: writing(target, coachOf(world, next)),
        body: JSON.stringify({ voteType: next() < 0.8 ? "upvote" : "downvote" }),
      }),
    },
    {
      kind: "tactical drill save",
      share: 5,
      group: "write",
      build: (world, next, second) => {
        const coach = coachOf(world, next);
        const drill = Math.floor(next() * coach.tacticalDrillIds.length);
        return {
          method: "PUT",
          path: `/api/tactical-drills/${coach.tacticalDrillIds[drill]!}`,
          headers: writing(target, coach),
          body: JSON.stringify({ diagram: drillDiagram(coach.index + drill, second + 1) }),
        };
      },
    },
    {
      kind: SIGN_IN,
      share: 1,
      group: "sign-in or export",
      // A coach signing in again from a browser it used before (which carries the known-device cookie).
      build: (world) => {
        const coach = nextInTurn(world, "signIn");
        return {
          method: "POST",
          path: "/api/auth/sign-in",
          headers: { ...BROWSER, Cookie: coach.knownDevice, "Content-Type": "application/json", Origin: target.origin },
          body: JSON.stringify({ email: coach.email, password: BENCH_PASSWORD }),
        };
      },
    },
    {
      kind: "account export",
      share: 6,
      group: "sign-in or export",
      build: (world) => ({
        method: "GET",
        path: "/api/account/export",
        headers: signedIn(nextInTurn(world, "export")),
      }),
    },
    {
      kind: "PDF export files",
      share: 3,
      group: "sign-in or export",
      build: (world, next) => ({ method: "GET", path: pick(next, world.pdfFiles), headers: BROWSER }),
    },
  ];
}

/**
 * `seconds` of requests at `rate` per second, evenly spaced (a fixed arrival rate); each second holds every
 * kind in its exact share, in a shuffled order.
 */
function planMix(target: LoadTarget, world: World, seconds: number, seed: number): PlannedRequest[] {
  const mix = mixOf(target);
  const next = random(seed);
  const perSecond = mix.flatMap((kind) =>
    Array.from({ length: Math.round((kind.share * LOAD_MIX_RATE) / 100) }, () => kind),
  );
  const requests: PlannedRequest[] = [];
  for (let second = 0; second < seconds; second += 1) {
    const order = [...perSecond];
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    order.forEach((kind, slot) => {
      requests.push({
        at: ((second * perSecond.length + slot) * 1000) / perSecond.length,
        kind: kind.kind,
        expected: [200],
        ...kind.build(world, next, second),
      });
    });
  }
  return requests;
}

// ---------------------------------------------------------------------------------------------------------
// Measuring

interface LoadMixRun {
  target: LoadTarget;
  summary: OpenLoopSummary;
  /** The same run without the sign-ins, whose scrypt alone takes longer than the target. */
  withoutSignIns: LatencySummary;
  /** Where the machine's CPU went during the run. */
  cpu: string;
  /** HAProxy's log lines of the instances it took out of the pool during the run (failed health checks). */
  takenOut: string[];
}

export type LoadMixResults = { runs: LoadMixRun[]; database: string; setupSeconds: number } | { skipped: string };

/** Linux's USER_HZ: /proc counts CPU time in these ticks. */
const CLOCK_TICKS = 100;

function readOr(file: string, fallback: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return fallback;
  }
}

/** Seconds of CPU a process has used (user + system), 0 once it is gone. */
function processCpuSeconds(pid: number): number {
  const stat = readOr(`/proc/${pid}/stat`, "");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return stat ? (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS : 0;
}

/**
 * Where the machine's CPU went: this process's children (the instances, HAProxy), every PostgreSQL process
 * (other databases' work included) and the whole machine, from /proc. Empty where /proc is not Linux's.
 */
function cpuSnapshot(): Map<string, number> {
  const snapshot = new Map<string, number>();
  const add = (role: string, seconds: number) => snapshot.set(role, (snapshot.get(role) ?? 0) + seconds);
  const tasks = readdirSync(`/proc/${process.pid}/task`, { withFileTypes: true }).map((task) => task.name);
  const children = tasks.flatMap((task) => readOr(`/proc/${process.pid}/task/${task}/children`, "").split(" "));
  for (const child of children.filter(Boolean).map(Number)) {
    const command = readOr(`/proc/${child}/cmdline`, "");
    if (command.includes("main.ts")) add("instances", processCpuSeconds(child));
    else if (command.includes("haproxy")) add("HAProxy", processCpuSeconds(child));
  }
  for (const entry of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    if (readOr(`/proc/${entry}/comm`, "").trim() === "postgres") add("PostgreSQL", processCpuSeconds(Number(entry)));
  }
  const [, ...ticks] = (readOr("/proc/stat", "").split("\n")[0] ?? "").trim().split(/\s+/).map(Number);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  add("machine", (ticks.reduce((sum, value) => sum + value, 0) - idle) / CLOCK_TICKS);
  return snapshot;
}

/**
 * "instances 1.10, PostgreSQL 0.31, … of 2 cores": CPU used between two snapshots, in cores, and the
 * instances' CPU per request they answered (what the mix costs, whatever else the machine was doing).
 */
function describeCpu(
  before: Map<string, number>,
  after: Map<string, number>,
  seconds: number,
  generatorCpuSeconds: number,
  answeredByInstances: number,
) {
  const cores = (role: string) => ((after.get(role) ?? 0) - (before.get(role) ?? 0)) / seconds;
  const ours = cores("instances") + cores("HAProxy") + cores("PostgreSQL") + generatorCpuSeconds / seconds;
  const parts = [
    `instances ${cores("instances").toFixed(2)}`,
    `PostgreSQL ${cores("PostgreSQL").toFixed(2)}`,
    `HAProxy ${cores("HAProxy").toFixed(2)}`,
    `generator ${(generatorCpuSeconds / seconds).toFixed(2)}`,
    `everything else ${Math.max(0, cores("machine") - ours).toFixed(2)}`,
  ];
  const perRequestMs = answeredByInstances > 0 ? (cores("instances") * seconds * 1000) / answeredByInstances : 0;
  return (
    `CPU in cores: ${parts.join(", ")} (machine busy ${cores("machine").toFixed(2)} of ${os.cpus().length}); ` +
    `instances' CPU per request they answered ${perRequestMs.toFixed(1)} ms`
  );
}

async function measureTarget(target: LoadTarget, world: World, step: (text: string) => void): Promise<LoadMixRun> {
  const job = (seconds: number, seed: number): OpenLoopJob => ({
    origin: target.url,
    requests: planMix(target, world, seconds, seed),
    connections: GENERATOR_CONNECTIONS,
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
  });
  step(`load: ${WARMUP_SECONDS} s warm-up at ${LOAD_MIX_RATE} req/s against ${target.describe} (not measured)`);
  const warmup = job(WARMUP_SECONDS, 1);
  const warmupSummary = summariseOpenLoop(warmup, await runOpenLoop(warmup));
  if (warmupSummary.errors > 0) step(`load: the warm-up had errors: ${describeErrors(warmupSummary)}`);
  step(`load: ${LOAD_MIX_SECONDS} s at ${LOAD_MIX_RATE} req/s against ${target.describe}`);
  const measured = job(LOAD_MIX_SECONDS, 2);
  const proxyLogBefore = target.proxyOutput().length;
  const cpuBefore = cpuSnapshot();
  const startedAt = performance.now();
  const outcome = await runOpenLoop(measured);
  const answeredByInstances = Object.values(outcome.servedBy).reduce((sum, count) => sum + count, 0);
  const seconds = (performance.now() - startedAt) / 1000;
  const cpu = describeCpu(cpuBefore, cpuSnapshot(), seconds, outcome.cpuMs / 1000, answeredByInstances);
  const summary = summariseOpenLoop(measured, outcome);
  step(
    `load: ${target.describe}: p99 ${summary.p99Ms.toFixed(0)} ms, ${summary.errors} errors, ${summary.achievedRate.toFixed(1)} req/s`,
  );
  const takenOut = target
    .proxyOutput()
    .slice(proxyLogBefore)
    .split("\n")
    .filter((line) => / is DOWN/.test(line));
  return {
    target,
    summary,
    cpu,
    takenOut,
    withoutSignIns: summariseKinds(measured, outcome, (kind) => kind !== SIGN_IN),
  };
}

/**
 * One scratch database for the part: seeded once through the first target, then each target in turn (the
 * instances share one AUTH_SECRET, so the coaches' cookies stay valid) is warmed up and measured.
 */
export async function measureLoadMix(cleanup: Cleanup, step: (text: string) => void): Promise<LoadMixResults> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { skipped: "it needs PostgreSQL: set DATABASE_URL" };
  if (!findHaproxy()) return { skipped: "it needs HAProxy: apt-get install haproxy (or set HAPROXY_BIN)" };
  const scope = cleanup.scope("the load mix's database");
  try {
    const scratch = await createScratchDatabase(serverUrl, `touchline_bench_load_${process.pid}`);
    scope.defer(`drop database ${scratch.name}`, scratch.drop);
    const authSecret = randomBytes(32).toString("hex");
    const runs: LoadMixRun[] = [];
    let world: World | undefined;
    for (const instances of LOAD_MIX_INSTANCES) {
      const targetScope = scope.scope(`stop the load target of ${instances}`);
      try {
        step(`load: starting ${instances} instance(s) behind HAProxy on ${scratch.name}`);
        const target = await startTarget(scratch.url, instances, authSecret, targetScope);
        // One hash for every coach (a sign-in verifies it like any other), computed as sign-up would.
        world ??= await seedWorld(target, scratch.url, await hashPassword(BENCH_PASSWORD), step);
        runs.push(await measureTarget(target, world, step));
      } finally {
        await targetScope.runAll();
      }
    }
    return { runs, database: scratch.name, setupSeconds: world?.setupSeconds ?? 0 };
  } finally {
    await scope.runAll();
  }
}

// ---------------------------------------------------------------------------------------------------------
// Report

const verdict = (pass: boolean) => (pass ? "PASS" : "MISS");

/** "503 ×12 (e.g. …), network ×1 (e.g. …)". */
function describeErrors(summary: OpenLoopSummary): string {
  return Object.entries(summary.errorsByStatus)
    .map(([status, count]) => {
      const example = summary.messages[status]?.[0];
      return `${status === "0" ? "network/timeout" : status} ×${count}${example ? ` (e.g. ${example})` : ""}`;
    })
    .join(", ");
}

function runGroup(run: LoadMixRun, database: string, setupSeconds: number): FigureGroup {
  const { summary } = run;
  const title = run.target.describe;
  const served = Object.entries(summary.servedBy)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, count]) => `${name} ${count}`)
    .join(", ");
  const figures: Figure[] = [
    {
      name: `${title}: achieved rate`,
      value: summary.achievedRate,
      unit: "req/s",
      note: `offered ${summary.offeredRate.toFixed(1)} req/s, ${summary.requests} requests; generator: ${(summary.generatorCpuShare * 100).toFixed(0)} % of a core, sends late by p99 ${summary.lagP99Ms.toFixed(1)} ms (max ${summary.lagMaxMs.toFixed(1)})`,
    },
    { name: `${title}: p50`, value: summary.p50Ms, unit: "ms", note: run.cpu },
    { name: `${title}: p95`, value: summary.p95Ms, unit: "ms" },
    {
      name: `${title}: p99`,
      value: summary.p99Ms,
      unit: "ms",
      target: LOAD_MIX_P99_TARGET_MS,
      note: `${verdict(summary.p99Ms < LOAD_MIX_P99_TARGET_MS)}${served ? `; answers per instance: ${served}` : ""}`,
    },
    {
      name: `${title}: p99 without sign-ins`,
      value: run.withoutSignIns.p99Ms,
      unit: "ms",
      target: LOAD_MIX_P99_TARGET_MS,
      note: `${verdict(run.withoutSignIns.p99Ms < LOAD_MIX_P99_TARGET_MS)}; p50 ${run.withoutSignIns.p50Ms.toFixed(1)} ms, p95 ${run.withoutSignIns.p95Ms.toFixed(1)} ms`,
    },
    {
      name: `${title}: errors`,
      value: summary.errors,
      unit: "errors",
      note: `${verdict(summary.errors === 0)} (target 0)${summary.errors > 0 ? `: ${describeErrors(summary)}` : ""}${
        run.takenOut.length > 0
          ? `; the proxy took an instance out ${run.takenOut.length} times (e.g. ${run.takenOut[0]!.replace(/^.*?(Server )/, "$1").slice(0, 160)})`
          : ""
      }`,
    },
    ...[...summary.perKind].map(([kind, stats]) => ({
      name: `${title}: p99 ${kind}`,
      value: stats.p99Ms,
      unit: "ms",
      target: LOAD_MIX_P99_TARGET_MS,
      note: `${verdict(stats.p99Ms < LOAD_MIX_P99_TARGET_MS && stats.errors === 0)}; ${stats.requests} requests, p50 ${stats.p50Ms.toFixed(1)} ms, ${stats.errors} errors${kind === SIGN_IN ? "; each verifies a scrypt hash (N=2^17, 128 MiB), about 0.5 s of CPU by design" : ""}`,
    })),
  ];
  return {
    title: `load mix, ${LOAD_MIX_RATE} req/s for ${LOAD_MIX_SECONDS} s open loop: ${title} (database ${database}, seeded in ${setupSeconds.toFixed(0)} s)`,
    figures,
  };
}

export function loadMixGroups(results: LoadMixResults): FigureGroup[] {
  if ("skipped" in results) {
    return [
      {
        title: "load mix: skipped",
        figures: [{ name: "load mix", value: 0, unit: "ms", note: `skipped: ${results.skipped}` }],
      },
    ];
  }
  const groups = results.runs.map((run) => runGroup(run, results.database, results.setupSeconds));
  const [many, one] = results.runs;
  if (many && one) {
    groups.push({
      title: `load mix: ${many.target.describe} vs ${one.target.describe}`,
      figures: [
        {
          name: `p99, ${many.target.instances} instances vs 1`,
          value: many.summary.p99Ms,
          unit: "ms",
          floor: one.summary.p99Ms,
          floorLabel: "1 instance",
        },
        {
          name: `achieved rate, ${many.target.instances} instances vs 1`,
          value: many.summary.achievedRate,
          unit: "req/s",
          floor: one.summary.achievedRate,
          floorLabel: "1 instance",
        },
      ],
    });
  }
  return groups;
}
