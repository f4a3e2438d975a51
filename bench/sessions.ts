import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import {
  AGE_GROUPS,
  type AgeGroup,
  type Intensity,
  LEVELS,
  PHASES,
  type Phase,
  type SessionBlock,
  type SessionContentInput,
} from "@touchline/contracts";
import { addObjects, createDiagram, createObject, type Diagram, type DiagramObject } from "@touchline/diagram";
import { and, arrayContains, desc, eq, lte, type SQL, sql } from "drizzle-orm";
import { trainingSessions, users } from "../apps/server/src/db/schema.ts";
import { fullTextQuery } from "../apps/server/src/services/sessions/full-text-query.ts";
import { sessionSummaryColumns } from "../apps/server/src/services/sessions/session-row.ts";
import { createShortId } from "../apps/server/src/services/sessions/short-id.ts";
import { launchChromium } from "./bundle-size.ts";
import { type Cleanup, median, sleep, spawnTracked, waitForExit } from "./lifecycle.ts";
import type { FigureGroup } from "./report.ts";
import { type RunningApp, SESSION_COOKIE } from "./servers.ts";

/**
 * Sessions: the global library searched over 10,000 public sessions (seeded straight into the bench
 * database), and the PDF export of a published 10-drill session in Chromium. See README.md.
 */

export const LIBRARY_SESSIONS = 10_000;
const SEED_BATCH = 500;
export const SEARCH_REQUESTS = 240;
const SEARCH_WARMUP_REQUESTS = 24;
export const SEARCH_CONCURRENCIES = [1, 4] as const;
export const SEARCH_TARGET_MS = { postgres: 50, pglite: 150 } as const;

export const PDF_DRILLS = 10;
export const PDF_RUNS = 3;
export const PDF_TARGET_MS = 1_500;
const HOVER_REST_MS = 1_000;

/** Nearest-rank percentile (p in 0–100). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1]!;
}

/** A small deterministic PRNG (mulberry32), so every run seeds the same library. */
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

// ---------------------------------------------------------------------------------------------------------
// 1. The library: 10,000 public sessions

const WORDS = [
  "rondo",
  "pressing",
  "finishing",
  "possession",
  "transition",
  "crossing",
  "dribbling",
  "warm-up",
  "goalkeeper",
  "overload",
  "switch",
  "counter",
  "passing",
  "shooting",
  "build-up",
  "defending",
  "heading",
  "combination",
  "width",
  "scanning",
] as const;
type Word = (typeof WORDS)[number];

const TITLE_PATTERNS = [
  (a: string, b: string) => `${a} and ${b}`,
  (a: string, b: string) => `${a} game with ${b}`,
  (a: string) => `${a} circuit`,
  (a: string, b: string) => `${a} under pressure: ${b}`,
  (a: string) => `Small-sided ${a}`,
  (a: string, b: string) => `${a} to ${b}`,
];
const AREAS = [
  "in the final third",
  "in midfield",
  "from the back",
  "in wide areas",
  "in a 30 x 20 m box",
  "on a half pitch",
];
const POINTS: Record<Word, string> = {
  rondo: "Keep the rondo moving with one-touch passes",
  pressing: "Press the ball carrier as a unit, cut the passing lanes",
  finishing: "Finish early, across the goalkeeper",
  possession: "Keep possession: open body shape, support angles",
  transition: "React within five seconds of the transition",
  crossing: "Cross early into the space between keeper and defenders",
  dribbling: "Dribbling with the outside of the foot, change of pace",
  "warm-up": "Dynamic warm-up with the ball, build intensity slowly",
  goalkeeper: "Goalkeeper sets the feet before the shot",
  overload: "Create a 3v2 overload on the weak side",
  switch: "Switch the play when the press shifts across",
  counter: "Counter attack with three passes or fewer",
  passing: "Passing into the front foot, weight of pass",
  shooting: "Shooting with the laces, head over the ball",
  "build-up": "Build-up through the pivot, full-backs high",
  defending: "Defending 1v1: side on, show inside",
  heading: "Heading: attack the ball, eyes open",
  combination: "Combination play: wall pass and third-man run",
  width: "Hold the width, stay on the touchline",
  scanning: "Scanning before receiving, check the shoulder",
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Eight tiny drill diagrams (4–7 objects), reused across the seeded blocks. */
function seedDiagrams(): Diagram[] {
  return Array.from({ length: 8 }, (_, index) =>
    addObjects(createDiagram({ template: "half" }), [
      ...Array.from({ length: 2 + (index % 3) }, (_, p) =>
        createObject("player", { x: 10 + p * 6, y: 20 + index, props: { label: String(p + 1) } }),
      ),
      createObject("player", { x: 25, y: 30, props: { team: "away", colour: "blue" } }),
      createObject("cone", { x: 5, y: 5 + index }),
      createObject("pass", { x: 10, y: 20, props: { end: { x: 6, y: 4 } } }),
    ]),
  );
}

/** Weighted towards the age groups most teams are in, with a few sessions giving none. */
function pickAgeGroup(next: () => number): AgeGroup | null {
  const roll = next();
  if (roll < 0.05) return null;
  if (roll < 0.65) return AGE_GROUPS[4 + Math.floor(next() * 7)]!; // U10–U16 get 60 %
  return AGE_GROUPS[Math.floor(next() * AGE_GROUPS.length)]!;
}

function pickDistinct<T>(next: () => number, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) picked.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
  return picked;
}

type SessionRow = typeof trainingSessions.$inferInsert;

function seedRow(
  index: number,
  ownerId: string,
  next: () => number,
  diagrams: Diagram[],
  now: number,
  shortIds: Set<string>,
): SessionRow {
  const words = pickDistinct(next, WORDS, 4);
  const [a, b, c, d] = words as [Word, Word, Word, Word];
  const title =
    `${TITLE_PATTERNS[index % TITLE_PATTERNS.length]!(capitalise(a), b)} ${AREAS[Math.floor(next() * AREAS.length)]!}`.slice(
      0,
      120,
    );
  const theme = `Work on ${b} and ${c}; end with a game that rewards ${a}.`;
  const intensity = (["low", "medium", "medium", "high"] as const)[Math.floor(next() * 4)]! as Intensity;
  const minutes = [10 + Math.floor(next() * 5) * 5, 15 + Math.floor(next() * 12) * 5]; // 25–85 min in all
  const blocks: SessionBlock[] = [c, d].map((word, block) => ({
    id: `b${index}-${block}`,
    title: `${capitalise(word)} ${block === 0 ? "drill" : "game"}`,
    diagram: diagrams[(index + block) % diagrams.length]!,
    organisation: `${block === 0 ? "Groups of six" : "Two teams of seven"} ${AREAS[(index + block) % AREAS.length]!}.`,
    coachingPoints: [POINTS[word], POINTS[a]],
    durationMinutes: minutes[block]!,
    intensity,
    players: null,
    progressions: [],
  }));
  const objectives = [`Improve ${a}`, `Use ${b} in the game`];
  const searchText = [
    ...objectives,
    ...blocks.flatMap((block) => [block.title, block.organisation, ...block.coachingPoints]),
  ].join("\n");
  let shortId = createShortId();
  while (shortIds.has(shortId)) shortId = createShortId();
  shortIds.add(shortId);
  const published = new Date(now - Math.floor(next() * 730 * 86_400_000));
  return {
    id: randomUUID(),
    shortId,
    ownerId,
    title,
    theme,
    objectives,
    ageGroup: pickAgeGroup(next),
    level: next() < 0.1 ? null : LEVELS[Math.floor(next() * LEVELS.length)]!,
    date: next() < 0.5 ? null : published.toISOString().slice(0, 10),
    topics: [a, b],
    phases: pickDistinct(next, PHASES, 1 + Math.floor(next() * 2)) as Phase[],
    intensity,
    visibility: "public",
    publishedAt: published,
    createdAt: published,
    updatedAt: published,
    blocks,
    searchText,
    totalDurationMinutes: minutes[0]! + minutes[1]!,
    copyCount: Math.floor(next() ** 3 * 200),
    viewCount: Math.floor(next() ** 2 * 5_000),
  };
}

export interface SeedResult {
  rows: number;
  seconds: number;
  analyzeSeconds: number;
}

/** LIBRARY_SESSIONS public sessions of `email`'s user, in multi-row INSERTs of SEED_BATCH, then ANALYZE. */
export async function seedLibrary(app: RunningApp, email: string, count = LIBRARY_SESSIONS): Promise<SeedResult> {
  const { db } = app.database;
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!owner) throw new Error(`no user ${email} to own the seeded sessions`);
  const next = random(20_261_124);
  const diagrams = seedDiagrams();
  const shortIds = new Set<string>();
  const now = Date.now();
  const started = performance.now();
  for (let first = 0; first < count; first += SEED_BATCH) {
    const rows = Array.from({ length: Math.min(SEED_BATCH, count - first) }, (_, offset) =>
      seedRow(first + offset, owner.id, next, diagrams, now, shortIds),
    );
    await db.insert(trainingSessions).values(rows);
  }
  const seeded = performance.now();
  await db.execute(sql`analyze`);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(trainingSessions)
    .where(eq(trainingSessions.visibility, "public"));
  if ((counted?.n ?? 0) < count) throw new Error(`seeded ${count} public sessions, the table has ${counted?.n ?? 0}`);
  return { rows: count, seconds: (seeded - started) / 1000, analyzeSeconds: (performance.now() - seeded) / 1000 };
}

/** The searches the load rotates through: a word and one filter each. */
export const SEARCHES: Array<Record<string, string>> = [
  { q: "pressing", ageGroup: "U14" },
  { q: "rondo", phase: "attacking" },
  { q: "finishing", maxDuration: "75" },
  { q: "possession", ageGroup: "U12" },
  { q: "counter", intensity: "high" },
  { q: "crossing", phase: "defending" },
  { q: "overload", ageGroup: "U10" },
  { q: "switch", maxDuration: "60" },
];

const searchPath = (search: Record<string, string>) => `/api/global-library?${new URLSearchParams(search).toString()}`;

/**
 * Run in a child process (so the client never shares the event loop with the app): `requests` GETs
 * rotating over `urls`, `concurrency` at a time, each timed from send to the end of its body. Prints JSON.
 */
const SEARCH_CLIENT = `
const { urls, headers, concurrency, requests, warmup } = JSON.parse(process.argv[1]);
const latencies = [];
let failed = 0, sent = 0;
const one = async (index, record) => {
  const start = performance.now();
  const response = await fetch(urls[index % urls.length], { headers });
  await response.arrayBuffer();
  if (response.status !== 200) failed += 1;
  if (record) latencies.push(performance.now() - start);
};
const run = async (total, record) => {
  sent = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (sent < total) { const index = sent++; await one(index, record); }
  }));
};
await run(warmup, false);
await run(requests, true);
process.stdout.write(JSON.stringify({ latencies, failed }));
`;

export interface SearchLoad {
  concurrency: number;
  p95Ms: number;
  p50Ms: number;
  requests: number;
}

/** `requests` timed GETs rotating over `urls` (after `warmup` untimed ones), `concurrency` at a time, from a child process. */
export async function runRequestClient(
  urls: string[],
  headers: Record<string, string>,
  concurrency: number,
  { requests = SEARCH_REQUESTS, warmup = SEARCH_WARMUP_REQUESTS }: { requests?: number; warmup?: number } = {},
): Promise<SearchLoad> {
  const payload = JSON.stringify({ urls, headers, concurrency, requests, warmup });
  const child = spawnTracked(process.execPath, ["--input-type=module", "-e", SEARCH_CLIENT, payload], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const guard = setTimeout(() => child.kill("SIGKILL"), 120_000);
  await waitForExit(child);
  clearTimeout(guard);
  if (child.exitCode !== 0)
    throw new Error(`the search client failed (exit ${child.exitCode ?? child.signalCode}): ${stderr}`);
  const { latencies, failed } = JSON.parse(stdout) as { latencies: number[]; failed: number };
  if (failed > 0) throw new Error(`${failed} of the requests to ${urls[0]} and the like did not answer 200`);
  return { concurrency, p95Ms: percentile(latencies, 95), p50Ms: median(latencies), requests: latencies.length };
}

interface Queryable {
  query<R>(text: string, params: unknown[]): Promise<{ rows: R[] }>;
}

/** The WHERE of list-public-sessions.ts for the filters SEARCHES uses (kept in step with it by hand). */
function whereOf(search: Record<string, string>, query: SQL): SQL | undefined {
  const s = trainingSessions;
  return and(
    eq(s.visibility, "public"),
    sql`${s.search} @@ ${query}`,
    search.ageGroup ? eq(s.ageGroup, search.ageGroup as AgeGroup) : undefined,
    search.phase ? arrayContains(s.phases, [search.phase as Phase]) : undefined,
    search.intensity ? eq(s.intensity, search.intensity as Intensity) : undefined,
    search.maxDuration ? lte(s.totalDurationMinutes, Number(search.maxDuration)) : undefined,
  );
}

export interface SearchPlan {
  search: string;
  indexes: string[];
  rowsMs: number;
  countMs: number;
}

/** EXPLAIN ANALYZE of the two statements list-public-sessions.ts runs (page of 12, then the count), rebuilt with its parts. */
export async function explainSearch(app: RunningApp, search: Record<string, string>): Promise<SearchPlan> {
  const { db } = app.database;
  const s = trainingSessions;
  const query = fullTextQuery(search.q!);
  const where = whereOf(search, query);
  const rowsSql = db
    .select(sessionSummaryColumns)
    .from(s)
    .innerJoin(users, eq(users.id, s.ownerId))
    .where(where)
    .orderBy(sql`ts_rank(${s.search}, ${query}) desc`, sql`${s.publishedAt} desc nulls last`, desc(s.id))
    .limit(12)
    .offset(0)
    .toSQL();
  const countSql = db
    .select({ total: sql`count(*)` })
    .from(s)
    .where(where)
    .toSQL();
  const client = (db as unknown as { $client?: Queryable }).$client;
  if (!client) throw new Error("the app's drizzle database exposes no $client");
  const explain = async (statement: { sql: string; params: unknown[] }) => {
    const { rows } = await client.query<Record<string, string>>(
      `explain (analyze, buffers) ${statement.sql}`,
      statement.params,
    );
    return rows.map((row) => Object.values(row)[0]!).join("\n");
  };
  const rowsPlan = await explain(rowsSql);
  const countPlan = await explain(countSql);
  const indexes = new Set<string>();
  for (const plan of [rowsPlan, countPlan]) {
    for (const match of plan.matchAll(/(?:Index Scan|Index Only Scan|Bitmap Index Scan) (?:using|on) (\w+)/g))
      indexes.add(match[1]!);
    if (/Seq Scan on training_sessions/.test(plan)) indexes.add("Seq Scan on training_sessions");
  }
  const executionMs = (plan: string) => Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);
  if (process.env.BENCH_EXPLAIN)
    console.error(`EXPLAIN ANALYZE ${searchPath(search)}\n${rowsPlan}\n--- count\n${countPlan}`);
  return {
    search: searchPath(search),
    indexes: [...indexes],
    rowsMs: executionMs(rowsPlan),
    countMs: executionMs(countPlan),
  };
}

export interface LibraryResults {
  seed: SeedResult;
  loads: SearchLoad[];
  /** `total` each search answers (of LIBRARY_SESSIONS). */
  totals: number[];
  plan: SearchPlan;
}

export async function measureLibrarySearch(
  app: RunningApp,
  email: string,
  cookie: string,
  step: (text: string) => void,
): Promise<LibraryResults> {
  step(
    `sessions: seeding ${LIBRARY_SESSIONS.toLocaleString("en-US")} public sessions (batches of ${SEED_BATCH}), then ANALYZE`,
  );
  const seed = await seedLibrary(app, email);
  const urls = SEARCHES.map((search) => `${app.url}${searchPath(search)}`);
  const headers = { Cookie: cookie };
  const totals: number[] = [];
  for (const url of urls) {
    const response = await fetch(url, { headers });
    const body = (await response.json()) as { total?: number; sessions?: unknown[] };
    if (response.status !== 200 || !body.total || !body.sessions?.length) {
      throw new Error(
        `${url} answered ${response.status} with ${body.total ?? "no"} matches: the seeded library should match it`,
      );
    }
    totals.push(body.total);
  }
  const loads: SearchLoad[] = [];
  for (const concurrency of SEARCH_CONCURRENCIES) {
    step(`sessions: ${SEARCH_REQUESTS} global-library searches, concurrency ${concurrency}`);
    loads.push(await runRequestClient(urls, headers, concurrency));
  }
  const slowest = SEARCHES[0]!;
  const plan = await explainSearch(app, slowest);
  return { seed, loads, totals, plan };
}

// ---------------------------------------------------------------------------------------------------------
// 2. PDF export of a 10-drill session

const DRILL_NAMES = [
  "Rondo 5v2",
  "Pressing triggers",
  "Finishing from crosses",
  "Possession 6v4",
  "Transition game",
  "Switch of play",
  "Counter attack 4v3",
  "Dribbling gates",
  "Build-up from the goalkeeper",
  "Small-sided game 7v7",
];

/** A realistic drill diagram of 15–25 objects: two teams, cones, a ball, passes and a run. */
export function pdfDrillDiagram(index: number): Diagram {
  const home = 5 + (index % 4);
  const away = 3 + (index % 4);
  const cones = 4 + (index % 3);
  const passes = 2 + (index % 2);
  const objects: DiagramObject[] = [
    ...Array.from({ length: home }, (_, p) =>
      createObject("player", {
        x: 8 + p * 5,
        y: 15 + (p % 3) * 12,
        props: { team: "home", colour: "red", label: String(p + 1) },
      }),
    ),
    ...Array.from({ length: away }, (_, p) =>
      createObject("player", {
        x: 12 + p * 6,
        y: 22 + (p % 2) * 12,
        props: { team: "away", colour: "blue", label: String(p + 1) },
      }),
    ),
    ...Array.from({ length: cones }, (_, c) => createObject("cone", { x: 4 + c * 9, y: c % 2 === 0 ? 4 : 60 })),
    createObject("ball", { x: 9, y: 16 }),
    ...Array.from({ length: passes }, (_, p) =>
      createObject("pass", { x: 8 + p * 5, y: 15, props: { end: { x: 5, y: 8 + p * 2 } } }),
    ),
    createObject("run", { x: 20, y: 40, props: { end: { x: 10, y: -6 } } }),
  ];
  return addObjects(createDiagram({ template: "half" }), objects);
}

export function pdfSessionBody(): SessionContentInput {
  return {
    title: "Bench: pressing and finishing, 10 drills",
    theme: "Win the ball high and finish quickly: a full training week in one session.",
    objectives: ["Press as a unit", "Finish within three passes", "Keep the width"],
    ageGroup: "U14",
    level: "intermediate",
    date: "2026-11-24",
    topics: ["pressing", "finishing"],
    phases: ["defending", "transition-to-attack"],
    intensity: "high",
    blocks: DRILL_NAMES.slice(0, PDF_DRILLS).map((title, index) => ({
      id: `pdf-block-${index + 1}`,
      title,
      diagram: pdfDrillDiagram(index),
      organisation: "A 40 x 30 m area, two teams and a goalkeeper; the coach serves from the halfway line.",
      coachingPoints: [
        "Scan before receiving",
        "Press on the trigger: the bad touch",
        "Finish early, across the goalkeeper",
      ],
      durationMinutes: 8 + (index % 3) * 2,
      intensity: index % 3 === 0 ? "medium" : "high",
      players: null,
      progressions: [],
    })),
  };
}

/** Creates and publishes the PDF session as the bench user; returns its id. */
export async function createPdfSession(app: RunningApp, cookie: string): Promise<string> {
  const headers = { "Content-Type": "application/json", Origin: app.origin, Cookie: cookie };
  const created = await fetch(`${app.url}/api/sessions`, {
    method: "POST",
    headers,
    body: JSON.stringify(pdfSessionBody()),
  });
  if (created.status !== 201)
    throw new Error(`creating the PDF session failed: ${created.status} ${await created.text()}`);
  const { session } = (await created.json()) as { session: { id: string; blocks: unknown[] } };
  if (session.blocks.length !== PDF_DRILLS)
    throw new Error(`the PDF session has ${session.blocks.length} drills, not ${PDF_DRILLS}`);
  const published = await fetch(`${app.url}/api/sessions/${session.id}/publish`, { method: "POST", headers });
  if (published.status !== 200)
    throw new Error(`publishing the PDF session failed: ${published.status} ${await published.text()}`);
  return session.id;
}

type ClickMode = "dispatch" | "hover" | "click";

interface ExportSample {
  ms: number;
  /** Files (JS, fonts) fetched between the click (or hover) and the download. */
  fetched: string[];
  bytes: number;
}

/** Clicks Export PDF (as `mode` says) and times click → download event; checks the file is a PDF. */
async function exportOnce(page: Page, mode: ClickMode, fetched: string[]): Promise<ExportSample> {
  const button = page.getByRole("button", { name: "Export PDF", exact: true });
  fetched.length = 0;
  if (mode === "hover") {
    await button.hover();
    await sleep(HOVER_REST_MS);
  }
  const download = page.waitForEvent("download", { timeout: 30_000 });
  const started = performance.now();
  if (mode === "dispatch") await button.dispatchEvent("click");
  else await button.click();
  const file = await download;
  const ms = performance.now() - started;
  const path = await file.path();
  const content = readFileSync(path);
  if (content.subarray(0, 5).toString("latin1") !== "%PDF-")
    throw new Error(`the download ${file.suggestedFilename()} is not a PDF`);
  await file.delete();
  return { ms, fetched: [...fetched], bytes: content.length };
}

async function openSession(
  browser: Browser,
  app: RunningApp,
  cookie: string,
  sessionId: string,
): Promise<{ page: Page; fetched: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
  context.setDefaultTimeout(30_000);
  const [name, ...rest] = cookie.split("=");
  if (name !== SESSION_COOKIE) throw new Error(`unexpected cookie ${name}`);
  await context.addCookies([{ name, value: rest.join("="), url: app.url }]);
  const page = await context.newPage();
  const fetched: string[] = [];
  page.on("response", (response) => {
    const pathname = new URL(response.url()).pathname;
    if (/\.(js|ttf|woff2?|otf)$/.test(pathname)) fetched.push(pathname.split("/").pop()!);
  });
  await page.goto(`${app.url}/sessions/${sessionId}`, { waitUntil: "networkidle" });
  try {
    await page.getByRole("button", { name: "Export PDF", exact: true }).waitFor({ state: "visible", timeout: 30_000 });
  } catch (error) {
    const text = (await page.locator("body").innerText()).replace(/\s+/g, " ").slice(0, 400);
    throw new Error(`/sessions/${sessionId} shows no "Export PDF" button; the page reads: ${text}`, { cause: error });
  }
  return { page, fetched, close: () => context.close() };
}

export interface PdfResults {
  cold: ExportSample[];
  warm: ExportSample[];
  hover: ExportSample[];
}

export async function measurePdfExport(
  app: RunningApp,
  cookie: string,
  parent: Cleanup,
  step: (text: string) => void,
): Promise<PdfResults> {
  const cleanup = parent.scope("close the PDF bench's Chromium");
  try {
    const sessionId = await createPdfSession(app, cookie);
    const browser = await launchChromium(cleanup);

    // An unmeasured load and export first, so the server's file reads are warm for every run below.
    {
      const { page, fetched, close } = await openSession(browser, app, cookie, sessionId);
      await exportOnce(page, "dispatch", fetched);
      await close();
    }

    step(
      `sessions: PDF export of ${PDF_DRILLS} drills, ${PDF_RUNS} cold clicks (fresh contexts) then ${PDF_RUNS} warm ones`,
    );
    const cold: ExportSample[] = [];
    const warm: ExportSample[] = [];
    for (let run = 0; run < PDF_RUNS; run += 1) {
      const { page, fetched, close } = await openSession(browser, app, cookie, sessionId);
      cold.push(await exportOnce(page, "dispatch", fetched));
      if (run === PDF_RUNS - 1)
        for (let again = 0; again < PDF_RUNS; again += 1) warm.push(await exportOnce(page, "click", fetched));
      await close();
    }

    step(`sessions: PDF export, pointer resting on the button ${HOVER_REST_MS} ms first, ${PDF_RUNS} fresh contexts`);
    const hover: ExportSample[] = [];
    for (let run = 0; run < PDF_RUNS; run += 1) {
      const { page, fetched, close } = await openSession(browser, app, cookie, sessionId);
      hover.push(await exportOnce(page, "hover", fetched));
      await close();
    }
    return { cold, warm, hover };
  } finally {
    await cleanup.runAll();
  }
}

// ---------------------------------------------------------------------------------------------------------

const runs = (samples: ExportSample[]) => samples.map((sample) => Math.round(sample.ms)).join(", ");

export function sessionGroups(
  library: LibraryResults | undefined,
  pdf: PdfResults | undefined,
  databaseKind: "pglite" | "postgres",
): FigureGroup[] {
  const groups: FigureGroup[] = [];
  if (library) {
    const target = SEARCH_TARGET_MS[databaseKind];
    const dbName = databaseKind === "postgres" ? "PostgreSQL" : "PGlite";
    const share = library.totals.map((total) => `${((100 * total) / LIBRARY_SESSIONS).toFixed(1)}%`).join("/");
    const { plan } = library;
    groups.push({
      title: `global library: GET /api/global-library?q=<word>&<one filter> over ${LIBRARY_SESSIONS.toLocaleString("en-US")} public sessions, ${SEARCHES.length} searches rotated, ${SEARCH_REQUESTS} timed requests`,
      figures: library.loads.map((load, index) => ({
        name: `global-library search p95, concurrency ${load.concurrency}`,
        value: load.p95Ms,
        unit: "ms",
        target,
        note:
          `${dbName} target; p50 ${load.p50Ms.toFixed(1)} ms` +
          (index === 0
            ? `; seeded in ${library.seed.seconds.toFixed(1)} s + ANALYZE ${library.seed.analyzeSeconds.toFixed(1)} s; searches match ${share} of the sessions; ` +
              `EXPLAIN ANALYZE ${plan.search}: ${plan.indexes.join(", ") || "no index"}, ${plan.rowsMs.toFixed(1)} ms page + ${plan.countMs.toFixed(1)} ms count`
            : ""),
      })),
    });
  }
  if (pdf) {
    const coldMedian = median(pdf.cold.map((sample) => sample.ms));
    const fetchedOnCold = pdf.cold[0]!.fetched;
    groups.push({
      title: `PDF export of a published ${PDF_DRILLS}-drill session (/sessions/:id, Chromium): click → download event, median of ${PDF_RUNS}`,
      figures: [
        {
          name: "Export PDF, cold click (fresh context)",
          value: coldMedian,
          unit: "ms",
          target: PDF_TARGET_MS,
          note: `click dispatched without hover/focus (no preload); runs ${runs(pdf.cold)} ms; fetched on click: ${fetchedOnCold.length ? fetchedOnCold.join(", ") : "nothing"}; warm (same page, 3 more) ${runs(pdf.warm)} ms, median ${Math.round(median(pdf.warm.map((sample) => sample.ms)))} ms; PDF ${Math.round(pdf.cold[0]!.bytes / 1000)} KB`,
        },
        {
          name: `Export PDF, pointer rests ${HOVER_REST_MS / 1000} s on it first`,
          value: median(pdf.hover.map((sample) => sample.ms)),
          unit: "ms",
          target: PDF_TARGET_MS,
          note: `hover() (starts the preload), ${HOVER_REST_MS} ms, click; runs ${runs(pdf.hover)} ms`,
        },
      ],
    });
  }
  return groups;
}
