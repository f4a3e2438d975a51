import os from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { DEMO_BLOG_POSTS } from "../apps/server/src/seed/demo-blog-posts.ts";
import { DEMO_AUTHOR, DEMO_SESSIONS } from "../apps/server/src/seed/demo-sessions.ts";
import { seedDemoBlogPosts } from "../apps/server/src/seed/seed-demo-blog-posts.ts";
import { seedDemoContent } from "../apps/server/src/seed/seed-demo-content.ts";
import { type Cleanup, median } from "./lifecycle.ts";
import type { Figure, FigureGroup } from "./report.ts";
import { type RunningApp, signUpBenchUser } from "./servers.ts";

/**
 * Lighthouse's performance audit (mobile defaults: a mid-range phone on a slow 4G link, simulated) of the
 * public pages a visitor lands on, and of the tactical board, in the system Chromium. Each page is audited
 * LIGHTHOUSE_RUNS times in a fresh profile; the medians are reported.
 */

export const LIGHTHOUSE_RUNS = 3;
const PUBLIC_PAGE_SCORE_TARGET = 95;
const BOARD_SCORE_TARGET = 90;
const DAY_MS = 86_400_000;
const LCP_TARGET_MS = 2_000;
const TBT_TARGET_MS = 150;
const CLS_TARGET = 0.05;

interface AuditedPage {
  name: string;
  path: string;
  scoreTarget: number;
}

interface PageMedians {
  page: AuditedPage;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scores: number[];
}

export interface LighthouseResults {
  pages: PageMedians[];
  /** The 1-minute load average before and after: Lighthouse's simulated timings stretch on a busy machine. */
  loadAverage: { atStart: number; atEnd: number };
}

/**
 * A team link as a parent opens it: a coach's club and team, a training in three days planned with a copy of
 * a demo session (its drills and their drawings), and the team's link to it. Made through the API, as a
 * coach makes them.
 */
async function teamLinkPath(app: RunningApp, demoSessionId: string): Promise<string> {
  const { cookie } = await signUpBenchUser(app);
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${app.url}${path}`, {
      method,
      headers: { Cookie: cookie, Origin: app.origin, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`lighthouse: ${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const { session: demo } = await call<{ session: { intensity: string; blocks: unknown[] } }>(
    "GET",
    `/api/sessions/${demoSessionId}`,
  );
  const { session } = await call<{ session: { id: string } }>("POST", "/api/sessions", {
    title: "Tuesday's pressing",
    intensity: demo.intensity,
    blocks: demo.blocks,
  });
  const { club } = await call<{ club: { id: string } }>("POST", "/api/clubs", { name: "Riverside Juniors" });
  const team = { name: "U12 Blues", ageGroup: "U12", format: "9v9", season: "2026/27", coachIds: [] };
  const { team: made } = await call<{ team: { id: string } }>("POST", `/api/clubs/${club.id}/teams`, team);
  const teamPath = `/api/clubs/${club.id}/teams/${made.id}`;
  await call("POST", `${teamPath}/events`, {
    kind: "training",
    title: "Tuesday training",
    date: new Date(Date.now() + 3 * DAY_MS).toISOString().slice(0, 10),
    startTime: "18:00",
    durationMinutes: 90,
    place: "Pitch 2, Riverside Park",
    bring: "Shin pads and a white shirt",
    link: { sessionId: session.id },
  });
  const { link } = await call<{ link: { url: string } }>("POST", `${teamPath}/team-link`, {});
  return new URL(link.url).pathname;
}

/** The demo sessions and posts give the audit a public session and a blog post to open (once per database). */
async function pagesToAudit(app: RunningApp): Promise<AuditedPage[]> {
  await seedDemoContent({ db: app.database.db }, { author: DEMO_AUTHOR, sessions: DEMO_SESSIONS });
  await seedDemoBlogPosts({ db: app.database.db }, { posts: DEMO_BLOG_POSTS, authorId: DEMO_AUTHOR.id });
  const search = (await (await fetch(`${app.url}/api/search?q=rondos`)).json()) as {
    sessions: { results: Array<{ id: string }> };
  };
  const blog = (await (await fetch(`${app.url}/api/blog/posts`)).json()) as { posts: Array<{ slug: string }> };
  const sessionId = search.sessions.results[0]?.id;
  const postSlug = blog.posts[0]?.slug;
  if (!sessionId || !postSlug) throw new Error("lighthouse: the demo session or blog post is missing");
  return [
    { name: "the landing page", path: "/", scoreTarget: PUBLIC_PAGE_SCORE_TARGET },
    { name: "a public session", path: `/sessions/${sessionId}`, scoreTarget: PUBLIC_PAGE_SCORE_TARGET },
    { name: "a blog post", path: `/blog/${postSlug}`, scoreTarget: PUBLIC_PAGE_SCORE_TARGET },
    { name: "/about", path: "/about", scoreTarget: PUBLIC_PAGE_SCORE_TARGET },
    { name: "the tactical board", path: "/tactical-board", scoreTarget: BOARD_SCORE_TARGET },
    { name: "a team link", path: await teamLinkPath(app, sessionId), scoreTarget: PUBLIC_PAGE_SCORE_TARGET },
  ];
}

export async function measureLighthouse(
  app: RunningApp,
  cleanup: Cleanup,
  step: (text: string) => void,
): Promise<LighthouseResults> {
  const [atStart = 0] = os.loadavg();
  const pages = await pagesToAudit(app);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  cleanup.defer("close Lighthouse's Chromium", () => chrome.kill());
  const results: PageMedians[] = [];
  for (const page of pages) {
    step(`lighthouse: ${page.path}, ${LIGHTHOUSE_RUNS} runs (mobile)`);
    const runs = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
      const result = await lighthouse(`${app.url}${page.path}`, {
        port: chrome.port,
        onlyCategories: ["performance"],
        logLevel: "error",
        output: "json",
      });
      const lhr = result?.lhr;
      if (!lhr || lhr.runtimeError)
        throw new Error(`lighthouse: ${page.path}: ${lhr?.runtimeError?.message ?? "no result"}`);
      runs.push({
        score: (lhr.categories.performance?.score ?? 0) * 100,
        lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
        tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
        cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
      });
    }
    results.push({
      page,
      score: median(runs.map((run) => run.score)),
      lcpMs: median(runs.map((run) => run.lcpMs)),
      tbtMs: median(runs.map((run) => run.tbtMs)),
      cls: median(runs.map((run) => run.cls)),
      scores: runs.map((run) => run.score),
    });
  }
  const [atEnd = 0] = os.loadavg();
  return { pages: results, loadAverage: { atStart, atEnd } };
}

export function lighthouseGroups({ pages, loadAverage }: LighthouseResults): FigureGroup[] {
  const load = `load average ${loadAverage.atStart.toFixed(1)} → ${loadAverage.atEnd.toFixed(1)} on ${os.cpus().length} cores`;
  return pages.map(({ page, score, lcpMs, tbtMs, cls, scores }) => ({
    title: `Lighthouse, ${page.name} (${page.path}): mobile, median of ${LIGHTHOUSE_RUNS}; ${load}`,
    figures: [
      {
        name: "performance score",
        value: score,
        unit: "points",
        target: page.scoreTarget,
        better: "higher",
        note: `runs ${scores.map((value) => Math.round(value)).join(", ")}`,
      },
      { name: "largest contentful paint", value: lcpMs, unit: "ms", target: LCP_TARGET_MS },
      { name: "total blocking time", value: tbtMs, unit: "ms", target: TBT_TARGET_MS },
      { name: "cumulative layout shift", value: cls, unit: "", target: CLS_TARGET },
    ] satisfies Figure[],
  }));
}
