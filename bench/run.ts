import os from "node:os";
import { adminGroups, measureAdminQueries } from "./admin.ts";
import { animationExportGroups, measureAnimationExport } from "./animation-export.ts";
import { ensureWebBuild, initialJs, reactAloneJs, stackFloorJs, toKb, visitorJs } from "./bundle-size.ts";
import { languageGroups, measureLanguages } from "./languages.ts";
import { clubGroups, measureClubsAtScale } from "./clubs.ts";
import { prepareDatabase } from "./database.ts";
import { editorGroups, measureEditor } from "./editor.ts";
import { Cleanup } from "./lifecycle.ts";
import {
  ALTERNATING_ROUNDS,
  ALTERNATING_SECONDS,
  type AlternatingResult,
  LOAD_DEFAULTS,
  measureAlternating,
} from "./load.ts";
import { lighthouseGroups, measureLighthouse } from "./lighthouse.ts";
import { loadMixGroups, measureLoadMix } from "./load-mix.ts";
import { measureOfflineBoard, offlineGroups } from "./offline.ts";
import { measurePlayerLoadAtScale, playerLoadGroups } from "./player-load.ts";
import { type FigureGroup, printReport } from "./report.ts";
import {
  assertSessionUser,
  signUpBenchUser,
  startApp,
  startHelloFloor,
  startObligatoryWorkReference,
  startSessionFloor,
} from "./servers.ts";
import { measureLibrarySearch, measurePdfExport, sessionGroups } from "./sessions.ts";
import {
  measureNestedJsonAttack,
  measureSignInBurst,
  nestedAttackGroup,
  signInBurstGroup,
  SIGN_IN_BURST,
} from "./sign-in-burst.ts";
import { measureColdStarts } from "./startup.ts";
import { measureThumbnails, thumbnailGroups } from "./thumbnails.ts";

/**
 * `npm run bench`: every figure measured in one run on this machine, printed as one table. See README.md.
 * To add figures (PDF…), measure them in a new step below and push a FigureGroup (editor.ts is an example).
 */

const COLD_START_RUNS = 3;
const COLD_START_TARGET_MS = 2_000;
const INITIAL_JS_TARGET_KB = 95;
const WATCHDOG_MS = 12 * 60_000;

/**
 * BENCH_ONLY=sessions,editor… runs only those parts (README.md; "sessions" is "library" + "pdf"); unset runs
 * everything but the parts that run only when named (OFF_BY_DEFAULT).
 */
const PARTS = [
  "http",
  "burst",
  "editor",
  "export",
  "offline",
  "sessions",
  "library",
  "pdf",
  "thumbnails",
  "startup",
  "bundle",
  "admin",
  "clubs",
  "player-load",
  "lighthouse",
  "languages",
  "load",
] as const;
type Part = (typeof PARTS)[number];
const OFF_BY_DEFAULT: readonly Part[] = ["load", "player-load"];
const only = process.env.BENCH_ONLY?.split(",")
  .map((part) => part.trim())
  .filter(Boolean);
for (const part of only ?? []) {
  if (!(PARTS as readonly string[]).includes(part))
    throw new Error(`BENCH_ONLY: unknown part "${part}" (known: ${PARTS.join(", ")})`);
}
const runs = (part: Part) => (only ? only.includes(part) : !OFF_BY_DEFAULT.includes(part));

const cleanup = new Cleanup();
let exiting = false;

async function exitAfterCleanup(code: number): Promise<never> {
  if (!exiting) {
    exiting = true;
    await cleanup.runAll();
  }
  process.exit(code);
}

process.once("SIGINT", () => void exitAfterCleanup(130));
process.once("SIGTERM", () => void exitAfterCleanup(143));
setTimeout(() => {
  console.error(`bench: still running after ${WATCHDOG_MS / 60_000} minutes; stopping.`);
  void exitAfterCleanup(1);
}, WATCHDOG_MS).unref();

const step = (text: string) => console.error(`· ${text}`);

/** Every round's requests per second, the figure's and its floor's: the medians hide how far they spread. */
function roundsNote(measured: AlternatingResult, floor: AlternatingResult): string {
  return `rounds ${measured.roundsRequestsPerSecond.join(", ")} vs ${floor.roundsRequestsPerSecond.join(", ")}`;
}

/** The 1-minute load average at start and end; above the core count something else was busy and the numbers are inflated. */
function loadNote(atStart: number, cores: number): string {
  const atEnd = os.loadavg()[0] ?? 0;
  const busy = Math.max(atStart, atEnd) > cores;
  return `load average ${atStart.toFixed(1)} at start, ${atEnd.toFixed(1)} at end${busy ? ` (over ${cores} cores: other work was running, numbers are inflated)` : ""}`;
}

async function main(): Promise<void> {
  const started = performance.now();
  const [loadAtStart = 0] = os.loadavg();
  await ensureWebBuild(cleanup);
  const database = await prepareDatabase(cleanup);
  const groups: FigureGroup[] = [];
  const sessionsGroups: FigureGroup[] = [];

  // 1, 2 and the visitor's JS: the app and its floors inside this process, load from a child process.
  const servers = cleanup.scope("stop the in-process servers");
  step(`starting the app on ${database.label} and the floors`);
  const app = await startApp(database, servers);
  const helloFloor = await startHelloFloor(servers);

  // Signed up first: the auth library's first request switches on AsyncLocalStorage for the life of the
  // process, and with it an async hook on every promise; a server in service is always in that state.
  const user = await signUpBenchUser(app);
  if (runs("http")) {
    step(`GET /api/health: app, bare Hono and the obligatory work, ${ALTERNATING_ROUNDS} rounds turn about`);
    const obligatoryWork = await startObligatoryWorkReference(servers);
    const health = await measureAlternating({
      app: { url: `${app.url}/api/health` },
      obligatoryWork: { url: `${obligatoryWork}/api/health` },
      floor: { url: `${helloFloor}/api/health` },
    });
    groups.push({
      title: "GET /api/health: real app vs bare Hono hello world (@hono/node-server)",
      figures: [
        {
          name: "GET /api/health rps (app)",
          value: health.app.requestsPerSecond,
          unit: "req/s",
          floor: health.floor.requestsPerSecond,
          note: roundsNote(health.app, health.floor),
        },
        { name: "GET /api/health p99 (app)", value: health.app.p99Ms, unit: "ms", floor: health.floor.p99Ms },
        {
          name: "bare Hono + every answer's obligations",
          value: health.obligatoryWork.requestsPerSecond,
          unit: "req/s",
          floor: health.floor.requestsPerSecond,
          note: `reference: request id, 12 security headers, log line, metrics; ${roundsNote(health.obligatoryWork, health.floor)}`,
        },
      ],
    });
  }

  if (runs("http")) {
    step(`GET /api/auth/session: app, then node:http + SQL, ${ALTERNATING_ROUNDS} rounds turn about`);
    const sessionFloor = await startSessionFloor(database, app, servers);
    await assertSessionUser(`${app.url}/api/auth/session`, user.cookie, user.email);
    await assertSessionUser(`${sessionFloor}/api/auth/session`, user.cookie, user.email);
    const headers = { Cookie: user.cookie };
    const session = await measureAlternating({
      app: { url: `${app.url}/api/auth/session`, headers },
      floor: { url: `${sessionFloor}/api/auth/session`, headers },
    });
    groups.push({
      title: "GET /api/auth/session (signed in): real app vs node:http + one SQL join, same database",
      figures: [
        {
          name: "GET /api/auth/session rps (app)",
          value: session.app.requestsPerSecond,
          unit: "req/s",
          floor: session.floor.requestsPerSecond,
          note: roundsNote(session.app, session.floor),
        },
        {
          name: "GET /api/auth/session p99 (app)",
          value: session.app.p99Ms,
          unit: "ms",
          floor: session.floor.p99Ms,
        },
      ],
    });
  }

  if (runs("burst")) {
    step(`${SIGN_IN_BURST} parallel sign-ins while GET /api/health answers`);
    groups.push(signInBurstGroup(await measureSignInBurst(app)));
    groups.push(nestedAttackGroup(await measureNestedJsonAttack(app)));
  }

  let visitor: Awaited<ReturnType<typeof visitorJs>> | undefined;
  if (runs("bundle")) {
    step("JS fetched by Chromium landing on /");
    visitor = await visitorJs(`${app.url}/`, servers);
  }

  // The pitch editor in Chromium against the same app (its groups are added once React alone is known).
  const editor = runs("editor") ? await measureEditor(app.url, servers, step) : undefined;
  // The animation export (GIF and WebM) from the tactical board, in Chromium.
  const animationExport = runs("export") ? await measureAnimationExport(app.url, servers, step) : undefined;
  // The installed app's board with no network (offline.ts).
  const offline = runs("offline") ? await measureOfflineBoard(app.url, servers, step) : undefined;

  // Sessions: the global library over 100,000 seeded public sessions, then the PDF export in Chromium.
  const library =
    runs("sessions") || runs("library") ? await measureLibrarySearch(app, user.email, user.cookie, step) : undefined;
  const pdf = runs("sessions") || runs("pdf") ? await measurePdfExport(app, user.cookie, servers, step) : undefined;
  sessionsGroups.push(...sessionGroups(library, pdf, database.kind));
  // The global library's first paint with the diagrams' pictures against the same page without them.
  if (runs("thumbnails"))
    sessionsGroups.push(...thumbnailGroups(await measureThumbnails(app, user.cookie, servers, step)));
  // `/` with a German browser and switching language without a reload (languages.ts).
  const languages = runs("languages") ? await measureLanguages(app.url, servers, step) : undefined;
  // Lighthouse on the public pages and the board (lighthouse.ts): it adds the demo sessions and posts.
  const lighthouse = runs("lighthouse") ? await measureLighthouse(app, servers, step) : undefined;
  await servers.runAll();

  // The admin area over 50,000 users and 200,000 sessions, on PostgreSQL (admin.ts).
  const admin = runs("admin") ? await measureAdminQueries(database, cleanup, step) : undefined;

  // Clubs at federation size: library search, a team's month view and its feed, on PostgreSQL (clubs.ts).
  const clubs = runs("clubs") ? await measureClubsAtScale(cleanup, step) : undefined;
  // Players' loads on the same federation with registers, and a register saved (player-load.ts).
  const playerLoad = runs("player-load") ? await measurePlayerLoadAtScale(cleanup, step) : undefined;

  // The load mix against three instances behind HAProxy, then one, on PostgreSQL (load-mix.ts); off by default.
  const loadMix = runs("load") ? await measureLoadMix(cleanup, step) : undefined;

  if (runs("startup")) {
    // 3: cold starts of the server as deployed, as child processes, with nothing else running.
    step(`server cold start: 1 start creating the data, then ${COLD_START_RUNS} timed`);
    const coldStart = await measureColdStarts(database, COLD_START_RUNS, cleanup);
    groups.push({
      title: `server start to first GET /api/health on existing data (median of ${COLD_START_RUNS})`,
      figures: [
        {
          name: "cold start to first response",
          value: coldStart.medianMs,
          unit: "ms",
          target: COLD_START_TARGET_MS,
          note: `runs ${coldStart.samplesMs.map((ms) => Math.round(ms)).join(", ")} ms; first start (creates data) ${Math.round(coldStart.firstStartMs)} ms`,
        },
      ],
    });
  }

  // 4: bundle weight.
  if (runs("bundle")) step("initial JS of / and React alone (Vite build)");
  const react = runs("bundle") || editor ? await reactAloneJs(cleanup) : undefined;
  const reactKb = toKb(react?.gzipBytes ?? 0);
  const stack = runs("bundle") || editor ? await stackFloorJs(cleanup) : undefined;
  const stackKb = toKb(stack?.gzipBytes ?? 0);
  if (runs("bundle") && visitor) {
    const initial = initialJs();
    groups.push({
      title: "JavaScript of / (gzip -9, KB = 1,000 bytes)",
      figures: [
        {
          name: "initial JS of / (static imports)",
          value: toKb(initial.gzipBytes),
          unit: "KB gzip",
          target: INITIAL_JS_TARGET_KB,
          note: `${initial.files.length} files${initial.developmentBuild ? "; DEVELOPMENT build in dist/ (jsxDEV found): rebuild with npm run build" : ""}`,
        },
        {
          name: "initial JS of / vs React alone",
          value: toKb(initial.gzipBytes),
          unit: "KB gzip",
          floor: reactKb,
          floorLabel: "React",
        },
        {
          name: "initial JS of / vs the stack",
          value: toKb(initial.gzipBytes),
          unit: "KB gzip",
          floor: stackKb,
          floorLabel: "stack",
          note: "stack: React + React Router (data router) + TanStack Query, nothing of ours",
        },
        {
          name: "JS fetched landing on / (Chromium)",
          value: toKb(visitor.gzipBytes),
          unit: "KB gzip",
          floor: reactKb,
          floorLabel: "React",
          note: `${visitor.files.length} files, lazy chunks included`,
        },
        {
          name: "React alone (react-dom/client render)",
          value: reactKb,
          unit: "KB gzip",
          note: "reference: react + react-dom + scheduler",
        },
        {
          name: "the stack alone (React, Router, Query)",
          value: stackKb,
          unit: "KB gzip",
          note: "reference: what any page of this architecture loads before its own code",
        },
      ],
    });
  }
  if (editor) groups.push(...editorGroups(editor, reactKb, stackKb));
  if (animationExport) groups.push(...animationExportGroups(animationExport));
  if (offline) groups.push(...offlineGroups(offline));
  if (languages) groups.push(...languageGroups(languages));
  if (lighthouse) groups.push(...lighthouseGroups(lighthouse));
  groups.push(...sessionsGroups);
  if (admin) groups.push(...adminGroups(admin));
  if (clubs) groups.push(...clubGroups(clubs));
  if (playerLoad) groups.push(...playerLoadGroups(playerLoad));
  if (loadMix) groups.push(...loadMixGroups(loadMix));

  const cpus = os.cpus();
  printReport(
    [
      `Touchline bench, ${new Date().toISOString()}`,
      `database: ${database.label}`,
      `machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? "unknown CPU"}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}, ${os.platform()}/${os.arch()}; ${loadNote(loadAtStart, cpus.length)}`,
      `load: autocannon, ${LOAD_DEFAULTS.connections} connections; each server ${ALTERNATING_ROUNDS} rounds turn about with the servers it is compared with (${LOAD_DEFAULTS.warmupSeconds} s warm-up + ${ALTERNATING_SECONDS} s measured each), medians; servers in the bench process, load generator in a child process, 127.0.0.1 only`,
    ],
    groups,
  );
  console.log(`bench took ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

main().then(
  () => exitAfterCleanup(0),
  (error: unknown) => {
    console.error("bench failed:", error instanceof Error ? (error.stack ?? error.message) : error);
    return exitAfterCleanup(1);
  },
);
