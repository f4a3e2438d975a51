import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import {
  AGE_GROUPS,
  GlobalLibraryQuerySchema,
  LEVELS,
  LIBRARY_COUNT_CAP,
  PHASES,
  type SessionContentInput,
} from "@touchline/contracts";
import {
  addObjects,
  createDiagram,
  createObject,
  type Diagram,
  type DiagramObject,
  diagramThumbnail,
} from "@touchline/diagram";
import { eq, sql } from "drizzle-orm";
import { trainingSessions, users } from "../apps/server/src/db/schema.ts";
import { publicSessionStatements } from "../apps/server/src/services/sessions/list-public-sessions.ts";
import { launchChromium } from "./bundle-size.ts";
import { type Cleanup, median, sleep, spawnTracked, waitForExit } from "./lifecycle.ts";
import type { FigureGroup } from "./report.ts";
import { type RunningApp, SESSION_COOKIE } from "./servers.ts";

/**
 * Sessions: the global library searched over 100,000 public sessions (seeded straight into the bench
 * database), and the PDF export of a published 10-drill session in Chromium. See README.md.
 */

export const LIBRARY_SESSIONS = 100_000;
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

// ---------------------------------------------------------------------------------------------------------
// 1. The library: 100,000 public sessions

export const WORDS = [
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
  "agility",
  "balance",
  "blocking",
  "marking",
  "tackling",
  "interception",
  "recovery",
  "juggling",
  "volley",
  "chip",
  "lofted",
  "through-ball",
  "one-two",
  "overlap",
  "underlap",
  "third-man",
  "receiving",
  "turning",
  "shielding",
  "feint",
  "nutmeg",
  "footwork",
  "acceleration",
  "endurance",
  "sprinting",
  "coordination",
  "communication",
  "leadership",
  "compactness",
  "cover",
  "rotation",
  "rebound",
  "free-kick",
  "corner",
  "throw-in",
  "penalty",
  "distribution",
  "diving",
  "positioning",
  "tempo",
] as const;
export type Word = (typeof WORDS)[number];

const AREAS = [
  "in the final third",
  "in midfield",
  "from the back",
  "in wide areas",
  "in a 30 x 20 m box",
  "on a half pitch",
];
export const POINTS: Record<Word, string> = {
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
  agility: "Agility ladder, quick feet, low centre of gravity",
  balance: "Balance on one leg, strike through the ball",
  blocking: "Blocking shots: get the body in line, arms behind",
  marking: "Marking: goal side, see man and ball",
  tackling: "Tackling: stay on your feet, time the challenge",
  interception: "Read the cue and step in for the interception",
  recovery: "Recovery runs back inside the posts",
  juggling: "Juggling with both feet, soft touch",
  volley: "Volley with the head still and toe down",
  chip: "Chip over the keeper, lean back slightly",
  lofted: "Lofted ball to the far post",
  "through-ball": "Through-ball into the run, not to the feet",
  "one-two": "One-two around the defender, sprint after the release",
  overlap: "Overlap outside the winger, call early",
  underlap: "Underlap inside the full-back into the half-space",
  "third-man": "Third-man runs from deep, timing over speed",
  receiving: "Receiving on the back foot, open to the field",
  turning: "Turning away from pressure with the first touch",
  shielding: "Shielding: strong base, arm out, ball on the far foot",
  feint: "Feint with the shoulders before the change of direction",
  nutmeg: "Nutmeg when the defender opens the legs",
  footwork: "Footwork through the cones, both feet",
  acceleration: "Acceleration over five metres, drive the arms",
  endurance: "Endurance intervals with the ball, four minutes on",
  sprinting: "Sprinting form: tall, relaxed, knees up",
  coordination: "Coordination: hands and feet in rhythm",
  communication: "Communication: early, loud, short words",
  leadership: "Leadership: captain organises the restart",
  compactness: "Compactness between the lines, ten metres apart",
  cover: "Cover the partner who steps out",
  rotation: "Rotation in the midfield triangle",
  rebound: "Follow in for the rebound",
  "free-kick": "Free-kick routine with a dummy runner",
  corner: "Corner delivery to the near post zone",
  "throw-in": "Throw-in: feet behind the line, move after the throw",
  penalty: "Penalty routine: pick a side, strike with conviction",
  distribution: "Distribution from the keeper, roll out to the full-back",
  diving: "Diving technique: lead with the hands, land on the side",
  positioning: "Positioning on the line of the ball and the near post",
  tempo: "Tempo: vary the speed of play, then accelerate",
};

/** Eight tiny drill diagrams (4–7 objects), reused across the seeded blocks. */
export function seedDiagrams(): Diagram[] {
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

export interface SeedResult {
  rows: number;
  seconds: number;
  analyzeSeconds: number;
}

const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((value) => JSON.stringify(value)).join(",")}}`}::text[]`;

/**
 * `count` public sessions of `email`'s user in one set-based `INSERT … SELECT` over `generate_series`
 * (rows built like `insert-session.ts` does: 2 blocks each with a tiny valid diagram, the first one's
 * thumbnail, `search_text` from the blocks, `total_duration_minutes` their sum), then ANALYZE. Every choice is a hash of the row number,
 * so every run seeds the same library: titles, themes and drill texts draw 4 distinct words of 20, age
 * groups weighted to U10–U16 (5 % none), 1–2 phases, intensities, 25–85 min, 2 years of publish dates.
 */
export async function seedLibrary(app: RunningApp, email: string, count = LIBRARY_SESSIONS): Promise<SeedResult> {
  const { db } = app.database;
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!owner) throw new Error(`no user ${email} to own the seeded sessions`);
  // h[k]: the k-th pseudo-random non-negative int of row i; f(k) the same as a fraction in [0, 1).
  const wordCount = sql.raw(String(WORDS.length));
  const third = sql.raw(String(Math.floor((WORDS.length - 1) / 3)));
  const f = (k: number) => sql.raw(`(h[${k}] % 1000000) / 1000000.0`);
  const hashes = sql.raw(
    Array.from({ length: 20 }, (_, k) => `hashint8(i::bigint * 32 + ${k + 1}) & 2147483647`).join(", "),
  );
  // The first block is the cover, so each row's list picture is its first diagram's, as a save writes it.
  const diagrams = seedDiagrams();
  const started = performance.now();
  await db.execute(sql`
    insert into training_sessions (id, short_id, owner_id, title, theme, objectives, age_group, level, date, topics,
      phases, intensity, visibility, blocks, thumbnail, search_text, total_duration_minutes, copy_count, view_count,
      published_at, created_at, updated_at)
    select gen_random_uuid()::text, 'b' || lpad(to_hex(i), 7, '0'), ${owner.id}, title, theme, objectives, age_group,
      level, date, array[a, b], phases, intensity, 'public', blocks, thumbnails -> (i % 8),
      concat_ws(chr(10), objectives->>0, objectives->>1, blocks->0->>'title', blocks->0->>'organisation', point_c,
        point_a, blocks->1->>'title', blocks->1->>'organisation', point_d, point_a),
      minutes_1 + minutes_2, copy_count, view_count, published, published, published
    from (
      select *, jsonb_build_array('Improve ' || a, 'Use ' || b || ' in the game') as objectives,
        jsonb_build_array(
          jsonb_build_object('id', 'b' || i || '-0', 'title', upper(left(c, 1)) || substr(c, 2) || ' drill',
            'diagram', diagrams -> (i % 8), 'organisation', 'Groups of six ' || areas[1 + i % 6] || '.',
            'coachingPoints', jsonb_build_array(point_c, point_a), 'durationMinutes', minutes_1,
            'intensity', intensity, 'players', null, 'progressions', '[]'::jsonb),
          jsonb_build_object('id', 'b' || i || '-1', 'title', upper(left(d, 1)) || substr(d, 2) || ' game',
            'diagram', diagrams -> ((i + 1) % 8), 'organisation', 'Two teams of seven ' || areas[1 + (i + 1) % 6] || '.',
            'coachingPoints', jsonb_build_array(point_d, point_a), 'durationMinutes', minutes_2,
            'intensity', intensity, 'players', null, 'progressions', '[]'::jsonb)
        ) as blocks,
        left(case i % 6
          when 0 then upper(left(a, 1)) || substr(a, 2) || ' and ' || b
          when 1 then upper(left(a, 1)) || substr(a, 2) || ' game with ' || b
          when 2 then upper(left(a, 1)) || substr(a, 2) || ' circuit'
          when 3 then upper(left(a, 1)) || substr(a, 2) || ' under pressure: ' || b
          when 4 then 'Small-sided ' || a
          else upper(left(a, 1)) || substr(a, 2) || ' to ' || b
        end || ' ' || areas[1 + h[8] % 6], 120) as title,
        'Work on ' || b || ' and ' || c || '; end with a game that rewards ' || a || '.' as theme,
        case when ${f(12)} < 0.1 then null else levels[1 + h[13] % 4] end as level,
        case when ${f(14)} < 0.5 then null else (published at time zone 'UTC')::date end as date
      from (
        select *, words[1 + word_a] as a, words[1 + word_b] as b, words[1 + word_c] as c, words[1 + word_d] as d,
          points[1 + word_a] as point_a, points[1 + word_c] as point_c, points[1 + word_d] as point_d,
          now() - make_interval(secs => floor(${f(9)} * 730 * 86400)) as published,
          10 + (h[6] % 5) * 5 as minutes_1, 15 + (h[7] % 12) * 5 as minutes_2,
          -- Weighted towards the age groups most teams are in (U10–U16 get 60 %), 5 % give none.
          case when ${f(10)} < 0.05 then null
            when ${f(10)} < 0.65 then age_groups[5 + h[11] % 7]
            else age_groups[1 + h[11] % cardinality(age_groups)] end as age_group,
          case when h[15] % 2 = 0 then array[phase_list[1 + h[16] % cardinality(phase_list)]]
            else array[phase_list[1 + h[16] % cardinality(phase_list)],
              phase_list[1 + (h[16] % cardinality(phase_list) + 1 + h[17] % (cardinality(phase_list) - 1)) % cardinality(phase_list)]]
          end as phases,
          (array['low', 'medium', 'medium', 'high'])[1 + h[18] % 4] as intensity,
          floor(power(${f(19)}, 3) * 200)::int as copy_count,
          floor(power(${f(20)}, 2) * 5000)::int as view_count
        from (
          -- Four distinct words: b, c and d sit in the first, second and last third of the places after a.
          select i, h, h[1] % ${wordCount} as word_a, (h[1] + 1 + h[2] % ${third}) % ${wordCount} as word_b,
            (h[1] + 1 + ${third} + h[3] % ${third}) % ${wordCount} as word_c,
            (h[1] + 1 + 2 * ${third} + h[4] % ${third}) % ${wordCount} as word_d
          from generate_series(1, ${count}::int) as i,
            lateral (select array[${hashes}] as h) as hashes
          offset 0
        ) as drawn,
        (select ${textArray(WORDS)} as words, ${textArray(WORDS.map((word) => POINTS[word]))} as points,
          ${textArray(AREAS)} as areas, ${textArray(AGE_GROUPS)} as age_groups, ${textArray(LEVELS)} as levels,
          ${textArray(PHASES)} as phase_list, ${JSON.stringify(diagrams)}::jsonb as diagrams,
          ${JSON.stringify(diagrams.map(diagramThumbnail))}::jsonb as thumbnails) as lists
        offset 0
      ) as named
      offset 0
    ) as sessions`);
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

export interface SearchPlan {
  search: string;
  indexes: string[];
  rowsMs: number;
  /** Null when the page's statement carries the count (a ranked search), so no count statement runs. */
  countMs: number | null;
}

/** EXPLAIN ANALYZE of the statements list-public-sessions.ts runs for `search`: the page, then the capped count if it runs. */
export async function explainSearch(app: RunningApp, search: Record<string, string>): Promise<SearchPlan> {
  const { db } = app.database;
  const statements = publicSessionStatements(db, GlobalLibraryQuerySchema.parse(search));
  const client = (db as unknown as { $client?: Queryable }).$client;
  if (!client) throw new Error("the app's drizzle database exposes no $client");
  const explain = async (statement: { sql: string; params: unknown[] }) => {
    const { rows } = await client.query<Record<string, string>>(
      `explain (analyze, buffers) ${statement.sql}`,
      statement.params,
    );
    return rows.map((row) => Object.values(row)[0]!).join("\n");
  };
  const rowsPlan = await explain(statements.page.toSQL());
  const countPlan = statements.pageCarriesCount ? undefined : await explain(statements.count.toSQL());
  const indexes = new Set<string>();
  for (const plan of [rowsPlan, countPlan ?? ""]) {
    for (const match of plan.matchAll(/(?:Index Scan|Index Only Scan|Bitmap Index Scan) (?:using|on) (\w+)/g))
      indexes.add(match[1]!);
    if (/Seq Scan on training_sessions/.test(plan)) indexes.add("Seq Scan on training_sessions");
  }
  const executionMs = (plan: string) => Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);
  if (process.env.BENCH_EXPLAIN)
    console.error(
      `EXPLAIN ANALYZE ${searchPath(search)}\n${rowsPlan}\n--- count\n${countPlan ?? "(carried by the page: count(*) over ())"}`,
    );
  return {
    search: searchPath(search),
    indexes: [...indexes],
    rowsMs: executionMs(rowsPlan),
    countMs: countPlan === undefined ? null : executionMs(countPlan),
  };
}

/** "12.3 ms page + 4.5 ms count", or the page alone when it carried the count. */
const planTimes = (plan: SearchPlan) =>
  `${plan.rowsMs.toFixed(1)} ms page` +
  (plan.countMs === null ? " (count carried by the page)" : ` + ${plan.countMs.toFixed(1)} ms count`);

export interface LibraryResults {
  seed: SeedResult;
  loads: SearchLoad[];
  /** What each search answers: `total` (of LIBRARY_SESSIONS) and whether the count stopped at its cap. */
  totals: Array<{ total: number; totalIsCapped: boolean }>;
  plan: SearchPlan;
  /** The unfiltered browse (every public session matches): its load, and the plan of its capped count. */
  browse: { load: SearchLoad; plan: SearchPlan };
}

/** The indexes over the sessions' tsvector: a plan with one of them searched the words through the index. */
const TEXT_SEARCH_INDEXES = ["training_sessions_library_idx", "training_sessions_search_idx"];

/** Browsing without a word or filter: all LIBRARY_SESSIONS match, so only the cap keeps the count short. */
export const BROWSES: Array<Record<string, string>> = [{}, { sort: "most_viewed" }, { sort: "most_copied" }];

/** GETs each search once, checks it answers 200 with matches, and returns what it counted. */
async function checkedTotals(urls: string[], headers: Record<string, string>): Promise<LibraryResults["totals"]> {
  const totals: LibraryResults["totals"] = [];
  for (const url of urls) {
    const response = await fetch(url, { headers });
    const body = (await response.json()) as { total?: number; totalIsCapped?: boolean; sessions?: unknown[] };
    if (response.status !== 200 || !body.total || !body.sessions?.length) {
      throw new Error(
        `${url} answered ${response.status} with ${body.total ?? "no"} matches: the seeded library should match it`,
      );
    }
    totals.push({ total: body.total, totalIsCapped: body.totalIsCapped === true });
  }
  return totals;
}

export async function measureLibrarySearch(
  app: RunningApp,
  email: string,
  cookie: string,
  step: (text: string) => void,
): Promise<LibraryResults> {
  step(
    `sessions: seeding ${LIBRARY_SESSIONS.toLocaleString("en-US")} public sessions (one INSERT … SELECT over generate_series), then ANALYZE`,
  );
  const seed = await seedLibrary(app, email);
  // On PGlite the seed held this process's event loop (the app's database runs in it) for minutes: let
  // the keep-alive sockets the app closed meanwhile go before fetching over them again.
  await sleep(200);
  const urls = SEARCHES.map((search) => `${app.url}${searchPath(search)}`);
  const headers = { Cookie: cookie };
  const totals = await checkedTotals(urls, headers);
  const loads: SearchLoad[] = [];
  for (const concurrency of SEARCH_CONCURRENCIES) {
    step(`sessions: ${SEARCH_REQUESTS} global-library searches, concurrency ${concurrency}`);
    loads.push(await runRequestClient(urls, headers, concurrency));
  }
  const plan = await explainSearch(app, SEARCHES[0]!);

  const browseUrls = BROWSES.map((browse) => `${app.url}${searchPath(browse)}`);
  const uncapped = (await checkedTotals(browseUrls, headers)).findIndex((answer) => !answer.totalIsCapped);
  if (uncapped >= 0) throw new Error(`${browseUrls[uncapped]} counted every match: its count should stop at the cap`);
  step(
    `sessions: ${SEARCH_REQUESTS} unfiltered global-library pages (newest, most viewed, most copied), concurrency 1`,
  );
  const browse = { load: await runRequestClient(browseUrls, headers, 1), plan: await explainSearch(app, BROWSES[0]!) };
  return { seed, loads, totals, plan, browse };
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
    const share = library.totals
      .map(({ total, totalIsCapped }) =>
        totalIsCapped
          ? `>${LIBRARY_COUNT_CAP.toLocaleString("en-US")}`
          : `${((100 * total) / LIBRARY_SESSIONS).toFixed(1)}%`,
      )
      .join("/");
    const { plan, browse } = library;
    const textIndex = plan.indexes.filter((index) => TEXT_SEARCH_INDEXES.includes(index));
    groups.push({
      title: `global library: GET /api/global-library?q=<word>&<one filter> over ${LIBRARY_SESSIONS.toLocaleString("en-US")} public sessions, ${SEARCHES.length} searches rotated, ${SEARCH_REQUESTS} timed requests`,
      figures: [
        ...library.loads.map((load, index) => ({
          name: `global-library search p95, concurrency ${load.concurrency}`,
          value: load.p95Ms,
          unit: "ms" as const,
          target,
          note:
            `${dbName} target; p50 ${load.p50Ms.toFixed(1)} ms` +
            (index === 0
              ? `; seeded in ${library.seed.seconds.toFixed(1)} s + ANALYZE ${library.seed.analyzeSeconds.toFixed(1)} s; searches match ${share} of the sessions; ` +
                `EXPLAIN ANALYZE ${plan.search}: text-search index ${textIndex.length ? `used (${textIndex.join(", ")})` : "NOT used"}; ` +
                `plan: ${plan.indexes.join(", ") || "no index"}; ${planTimes(plan)}`
              : ""),
        })),
        {
          name: "global-library unfiltered page p95 (count capped), concurrency 1",
          value: browse.load.p95Ms,
          unit: "ms" as const,
          target,
          note:
            `${dbName} target; p50 ${browse.load.p50Ms.toFixed(1)} ms; newest / most viewed / most copied rotated, every session matches, ` +
            `each answers total ${LIBRARY_COUNT_CAP.toLocaleString("en-US")} with totalIsCapped; EXPLAIN ANALYZE ${browse.plan.search}: ` +
            `${browse.plan.indexes.join(", ") || "no index"}; ${planTimes(browse.plan)}`,
        },
      ],
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
