import {
  createScratchDatabase,
  type ScratchDatabase,
  withPostgresClient,
} from "../apps/server/test/postgres-server.ts";
import type { BenchDatabase } from "./database.ts";
import { benchTempDir } from "./database.ts";
import type { Cleanup } from "./lifecycle.ts";
import type { FigureGroup } from "./report.ts";
import { type RunningApp, signUpBenchUser, startApp } from "./servers.ts";
import { runRequestClient, type SearchLoad } from "./sessions.ts";

/**
 * The admin area at scale: 50,000 accounts and 200,000 training sessions (a quarter public, 2,000 of them
 * reported), a year of activity days, feedback and read receipts, seeded straight into PostgreSQL with
 * `generate_series`; then user search, the reports queue and the analytics through the real app's HTTP
 * API as a super admin. The target is PostgreSQL, so this part always runs there: on the
 * DATABASE_URL server when set, else on this machine's (BENCH_POSTGRES_URL, default below), in a
 * temporary database of its own that is dropped at the end.
 */

export const ADMIN_USERS = 50_000;
export const ADMIN_SESSIONS = 200_000;
const REPORTED_SESSIONS = 2_000;
const ADMIN_TARGET_P95_MS = 200;
const ADMIN_REQUESTS = 60;
const ADMIN_WARMUP = 6;
const DEFAULT_POSTGRES_URL = "postgres://postgres@127.0.0.1:5432/postgres";

/** One statement each; deterministic (no random()), so every run seeds the same data. */
export const SEED_STATEMENTS: Array<[label: string, sql: string]> = [
  [
    "users",
    `insert into users (id, name, email, first_name, last_name, role, created_at, updated_at, last_active_at)
     select 'bench-user-' || g, 'Coach' || g || ' Lastname' || (g % 997), 'coach' || g || '@bench.example',
            'Coach' || g, 'Lastname' || (g % 997),
            case when g % 5000 = 0 then 'admin' when g % 500 = 0 then 'moderator' else 'none' end,
            now() - ((g * 7919) % 365) * interval '1 day', now(),
            case when g % 3 = 0 then null else now() - ((g * 104729) % 120) * interval '1 day' end
     from generate_series(1::bigint, ${ADMIN_USERS}) g`,
  ],
  [
    "accounts",
    `insert into accounts (id, account_id, provider_id, user_id, password)
     select 'bench-account-' || g, 'bench-user-' || g, 'credential', 'bench-user-' || g, 'not-a-real-hash'
     from generate_series(1, ${ADMIN_USERS}) g`,
  ],
  [
    "suspensions",
    `update users set suspended_at = now() - interval '3 days', suspension_reason = 'Spam'
     where id in (select 'bench-user-' || g from generate_series(7, ${ADMIN_USERS}, 1000) g)`,
  ],
  [
    "training sessions",
    `insert into training_sessions (id, short_id, owner_id, title, theme, intensity, visibility, search_text,
                                    total_duration_minutes, copy_count, view_count, published_at, created_at, updated_at, copied_from_id)
     select 'bench-session-' || g, 'b' || lpad(g::text, 7, '0'), 'bench-user-' || (1 + g % ${ADMIN_USERS}),
            (array['Rondo', 'Pressing', 'Finishing', 'Build-up', 'Crossing', 'Transitions'])[1 + g % 6] || ' session ' || g,
            'Theme ' || (g % 50), (array['low', 'medium', 'high'])[1 + g % 3],
            case when g % 4 = 0 then 'public' else 'private' end, '', 60 + g % 30, g % 7, g % 40,
            case when g % 4 = 0 then now() - ((g * 31) % 365) * interval '1 day' end,
            now() - ((g * 13) % 365) * interval '1 day', now(),
            case when g % 10 = 5 then 'bench-session-' || (g - 1) end
     from generate_series(1, ${ADMIN_SESSIONS}) g`,
  ],
  [
    "session reports",
    `insert into session_reports (id, session_id, reporter_id, reason, details, status, created_at, updated_at)
     select 'bench-report-' || s || '-' || r, 'bench-session-' || (s * 4), 'bench-user-' || (1 + (s * 7 + r * 13) % ${ADMIN_USERS}),
            (array['inappropriate', 'spam', 'copyright', 'unsafe', 'other'])[1 + (s + r) % 5], 'Seeded report',
            case when s % 3 = 0 then 'dismissed' else 'open' end,
            now() - ((s + r) % 60) * interval '1 day', now()
     from generate_series(1, ${REPORTED_SESSIONS}) s, generate_series(1, 1 + s % 4) r`,
  ],
  [
    "activity days",
    `insert into user_activity_days (user_id, day)
     select 'bench-user-' || g, (current_date - ((g * 17 + d * 37) % 365))
     from generate_series(1, ${ADMIN_USERS}) g, generate_series(1, 12) d
     on conflict do nothing`,
  ],
  [
    "feedback",
    `insert into feedback (id, user_id, title, description, category, status, created_at, updated_at)
     select 'bench-feedback-' || g, 'bench-user-' || (1 + (g * 11) % ${ADMIN_USERS}), 'Idea ' || g, 'Seeded feedback',
            (array['bug', 'feature', 'general', 'success'])[1 + g % 4], 'open',
            now() - (g % 365) * interval '1 day', now()
     from generate_series(1, 5000) g`,
  ],
  [
    "broadcasts and receipts",
    `with sent as (
       insert into admin_messages (id, message_type, title, content, target_audience, created_at)
       select 'bench-message-' || g, 'announcement', 'News ' || g, 'Seeded', 'all', now() - g * interval '1 day'
       from generate_series(1, 20) g returning id
     )
     insert into message_recipients (message_id, recipient_id, delivered_at, read_at)
     select 'bench-message-' || m, 'bench-user-' || g, now(), now()
     from generate_series(1, 20) m, generate_series(1, ${ADMIN_USERS}, 7) g`,
  ],
];

/** A temporary PostgreSQL database for this part, or undefined (with the reason) where no server answers. */
async function adminBenchDatabase(
  base: BenchDatabase,
  cleanup: Cleanup,
): Promise<{ database: BenchDatabase } | { skipped: string }> {
  const serverUrl = base.kind === "postgres" ? base.url : (process.env.BENCH_POSTGRES_URL ?? DEFAULT_POSTGRES_URL);
  let scratch: ScratchDatabase;
  try {
    scratch = await createScratchDatabase(serverUrl, `touchline_bench_admin_${process.pid}`);
  } catch (error) {
    return {
      skipped: `no PostgreSQL to create a database on at ${new URL(serverUrl).host} (${error instanceof Error ? error.message : error})`,
    };
  }
  cleanup.defer(`drop database ${scratch.name}`, scratch.drop);
  const version = await withPostgresClient(
    scratch.url,
    async (client) =>
      (await client.query<{ server_version: string }>("show server_version")).rows[0]?.server_version ?? "?",
  );
  return {
    database: {
      kind: "postgres",
      url: scratch.url,
      label: `PostgreSQL ${version} (temporary database ${scratch.name})`,
      dataDir: benchTempDir(cleanup, "admin"),
    },
  };
}

/** The requests measured, each rotating over a few variants so no single plan or cache line is flattered. */
export const ADMIN_QUERIES: Array<{ name: string; paths: string[] }> = [
  {
    name: "user search (name or e-mail)",
    paths: [
      "/api/admin/users?q=coach4242",
      "/api/admin/users?q=lastname17",
      "/api/admin/users?q=bench.example&sort=last_active",
      "/api/admin/users?q=COACH9",
    ],
  },
  {
    name: "user list filtered and sorted",
    paths: [
      "/api/admin/users?level=moderator",
      "/api/admin/users?status=suspended",
      "/api/admin/users?sort=last_active&page=40",
      "/api/admin/users?sort=newest&page=3",
    ],
  },
  {
    name: "reports queue",
    paths: [
      "/api/admin/reports?status=open",
      "/api/admin/reports?status=open&page=5",
      "/api/admin/reports?status=dismissed",
    ],
  },
  { name: "analytics, 30 days by day", paths: ["/api/admin/analytics?range=30&interval=day"] },
  { name: "analytics, 90 days by week", paths: ["/api/admin/analytics?range=90&interval=week"] },
  { name: "analytics, 365 days by day", paths: ["/api/admin/analytics?range=365&interval=day"] },
  { name: "analytics, 365 days by week", paths: ["/api/admin/analytics?range=365&interval=week"] },
  {
    name: "user analytics, sorted page",
    paths: [
      "/api/admin/user-analytics?sort=sessionsCreated&dir=desc",
      "/api/admin/user-analytics?sort=lastActive&dir=desc&page=10",
      "/api/admin/user-analytics?sort=copiesReceived&dir=desc&page=3",
      "/api/admin/user-analytics?q=coach77",
    ],
  },
];

export interface AdminResults {
  label: string;
  seedSeconds: number;
  loads: Array<{ name: string; load: SearchLoad }>;
}

export async function measureAdminQueries(
  base: BenchDatabase,
  cleanup: Cleanup,
  step: (text: string) => void,
): Promise<AdminResults | { skipped: string }> {
  const scope = cleanup.scope("stop the admin bench app");
  try {
    const target = await adminBenchDatabase(base, scope);
    if ("skipped" in target) return target;
    const app: RunningApp = await startApp(target.database, scope);
    const { database } = target;
    if (database.kind !== "postgres") throw new Error("the admin bench runs on PostgreSQL");
    step(
      `admin: seeding ${ADMIN_USERS.toLocaleString("en-US")} users and ${ADMIN_SESSIONS.toLocaleString("en-US")} sessions on ${database.label}`,
    );
    const started = performance.now();
    await withPostgresClient(database.url, async (client) => {
      for (const [label, statement] of SEED_STATEMENTS) {
        step(`admin: seeding ${label}`);
        await client.query(statement);
      }
      // Autovacuum keeps a live database so; a bulk load must ask for it.
      await client.query("vacuum analyze");
    });
    const seedSeconds = (performance.now() - started) / 1000;
    const admin = await signUpBenchUser(app);
    await withPostgresClient(database.url, (client) =>
      client.query("update users set role = 'super_admin' where email = $1", [admin.email]),
    );
    const loads: AdminResults["loads"] = [];
    for (const query of ADMIN_QUERIES) {
      step(`admin: ${query.name}`);
      const urls = query.paths.map((path) => `${app.url}${path}`);
      const load = await runRequestClient(urls, { Cookie: admin.cookie }, 1, {
        requests: ADMIN_REQUESTS,
        warmup: ADMIN_WARMUP,
      });
      step(`admin: ${query.name}: p95 ${load.p95Ms.toFixed(1)} ms, p50 ${load.p50Ms.toFixed(1)} ms`);
      loads.push({ name: query.name, load });
    }
    return { label: database.label, seedSeconds, loads };
  } finally {
    await scope.runAll();
  }
}

export function adminGroups(results: AdminResults | { skipped: string }): FigureGroup[] {
  if ("skipped" in results) {
    return [
      {
        title: "admin area at scale: skipped",
        figures: [{ name: "admin queries", value: 0, unit: "ms", note: `skipped: ${results.skipped}` }],
      },
    ];
  }
  return [
    {
      title: `admin area: ${ADMIN_USERS.toLocaleString("en-US")} users, ${ADMIN_SESSIONS.toLocaleString("en-US")} sessions on ${results.label} (seeded in ${results.seedSeconds.toFixed(0)} s); one request at a time through HTTP`,
      figures: results.loads.map(({ name, load }) => ({
        name: `${name} p95`,
        value: load.p95Ms,
        unit: "ms",
        target: ADMIN_TARGET_P95_MS,
        note: `p50 ${load.p50Ms.toFixed(1)} ms over ${load.requests} requests`,
      })),
    },
  ];
}
