import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createAdaptorServer } from "@hono/node-server";
import { Hono } from "hono";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "../apps/server/src/db/client.ts";
import { parseEnv } from "../apps/server/src/env.ts";
import type { AppDeps, AppEnv } from "../apps/server/src/app/app-context.ts";
import { createLogDestination, createLogger } from "../apps/server/src/lib/logger.ts";
import { createMetrics } from "../apps/server/src/lib/metrics.ts";
import { everyRequest } from "../apps/server/src/app/every-request.ts";
import { createApp } from "../apps/server/src/app/create-app.ts";
import { createDeps } from "../apps/server/src/app/create-deps.ts";
import { signUpOverHttp } from "../apps/server/test/sign-up-over-http.ts";
import type { BenchDatabase } from "./database.ts";
import { type Cleanup, freePort } from "./lifecycle.ts";

/**
 * The servers under load, all listening on 127.0.0.1 inside the bench process: the real app and the bare
 * floors it is compared with. The load generator runs in a child process (see load.ts).
 */

export const SESSION_COOKIE = "touchline.session_token";
export const BENCH_PASSWORD = "bench-marking-pass-1";

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

async function listen(server: Server, cleanup: Cleanup, label: string, port = 0): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  cleanup.defer(`close ${label}`, () => closeServer(server));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export interface RunningApp {
  /** Where to send requests. */
  url: string;
  /** The app's APP_URL, which the CSRF check wants as Origin of every POST. */
  origin: string;
  database: DatabaseHandle;
}

/** The real Touchline app (API and built web app), wired as main.ts does, on the bench database. */
export async function startApp(target: BenchDatabase, cleanup: Cleanup): Promise<RunningApp> {
  const port = await freePort();
  const env = parseEnv({
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: target.dataDir,
    // Every bench request comes from 127.0.0.1; only one sign-up is made, but stay clear of the per-IP limits.
    RATE_LIMIT_IP_FACTOR: "1000",
    ...(target.kind === "postgres" ? { DATABASE_URL: target.url } : {}),
  });
  const database = await openDatabase(
    target.kind === "postgres"
      ? { kind: "postgres", url: target.url }
      : { kind: "pglite", dataDir: path.join(target.dataDir, "pglite") },
  );
  cleanup.defer("close the app's database", () => database.close());
  await database.migrate();
  // One JSON line per request, written as in production (createLogDestination) but where it floods no terminal.
  const logger = createLogger({ destination: createLogDestination("/dev/null") });
  const deps = await createDeps(env, database, { log: () => {}, logger });
  const app = createApp(deps);
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  const url = await listen(server, cleanup, "the app", port);
  return { url, origin: env.APP_URL, database };
}

/** Floor for GET /api/health: Hono's hello world on the same Node adapter, no middleware, no database. */
export async function startHelloFloor(cleanup: Cleanup): Promise<string> {
  const hello = new Hono().get("/api/health", (c) => c.json({ status: "ok" }));
  return listen(createAdaptorServer({ fetch: hello.fetch }) as Server, cleanup, "the bare Hono floor");
}

/**
 * A reference for GET /api/health, not a floor: the bare Hono floor behind the app's own `everyRequest`, the
 * one middleware with what every Touchline answer must carry (the request id, the 12 security headers, the
 * JSON log line, to /dev/null as the app's, and the request metrics). No router of hundreds of routes, no
 * access or text check, no database probe: how close to the floor an app that keeps those obligations can get
 * at most (decision record 009).
 */
export async function startObligatoryWorkReference(cleanup: Cleanup): Promise<string> {
  // everyRequest and the log line read only these two of the app's dependencies.
  const deps = {
    logger: createLogger({ destination: createLogDestination("/dev/null") }),
    metrics: createMetrics({ liveMessageStreams: () => 0, unsentMailCount: async () => 0 }),
  } as AppDeps;
  const reference = new Hono<AppEnv>().use("*", everyRequest(deps)).get("/api/health", (c) => c.json({ status: "ok" }));
  return listen(
    createAdaptorServer({ fetch: reference.fetch }) as Server,
    cleanup,
    "the health reference with the obligatory work",
  );
}

interface Queryable {
  query<R>(text: string, params: unknown[]): Promise<{ rows: R[] }>;
}

interface SessionUserRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: string;
}

const SESSION_USER_SQL = `
  select u.id, u.email, u.first_name, u.last_name, u.role
  from sessions s join users u on u.id = s.user_id
  where s.token = $1 and s.expires_at > now()`;

/** The database token inside a Cookie header: the cookie holds `token.signature`, URL-encoded. */
export function sessionTokenOf(cookieHeader: string | undefined): string | undefined {
  for (const part of cookieHeader?.split(";") ?? []) {
    const [name, ...rest] = part.trim().split("=");
    if (name === SESSION_COOKIE) return decodeURIComponent(rest.join("=")).split(".")[0];
  }
  return undefined;
}

/**
 * Floor for GET /api/auth/session: bare node:http doing the one query the answer needs (session joined to
 * its user by token) on the same database as the app. PGlite is single-process, so there the floor shares
 * the app's PGlite client; on PostgreSQL it has its own `pg` pool of the app's size. It does not check the
 * cookie's signature.
 */
export async function startSessionFloor(target: BenchDatabase, app: RunningApp, cleanup: Cleanup): Promise<string> {
  let client: Queryable;
  if (target.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    cleanup.defer("end the floor's pg pool", () => pool.end());
    client = {
      query: async <R>(text: string, params: unknown[]) => ({ rows: (await pool.query(text, params)).rows as R[] }),
    };
  } else {
    const pglite = (app.database.db as unknown as { $client?: Queryable }).$client;
    if (!pglite) throw new Error("the app's drizzle database exposes no $client");
    client = pglite;
  }

  const server = createServer((request, response) => {
    if (request.url !== "/api/auth/session") {
      response.writeHead(404).end();
      return;
    }
    const token = sessionTokenOf(request.headers.cookie);
    const lookup = token ? client.query<SessionUserRow>(SESSION_USER_SQL, [token]) : Promise.resolve({ rows: [] });
    lookup.then(
      ({ rows: [row] }) => {
        const user = row
          ? { id: row.id, email: row.email, firstName: row.first_name, lastName: row.last_name, role: row.role }
          : null;
        response
          .writeHead(200, { "Content-Type": "application/json", "Cache-Control": "no-store" })
          .end(JSON.stringify({ user }));
      },
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  return listen(server, cleanup, "the node:http session floor");
}

/**
 * Signs a new user up through the real API, follows the confirmation link from its e-mail (the outbox, with
 * no SMTP) and returns the `name=value` session cookie that sets.
 */
export async function signUpBenchUser(app: RunningApp): Promise<{ cookie: string; email: string }> {
  const email = `bench-${process.pid}-${Date.now()}@example.com`;
  const person = { email, password: BENCH_PASSWORD, firstName: "Bench", lastName: "Marker" };
  const cookie = await signUpOverHttp({ url: app.url, origin: app.origin, db: app.database.db }, person);
  return { cookie, email };
}

/** Checks, before loading it, that `url` answers the session's user for `cookie` (the app and the floor alike). */
export async function assertSessionUser(url: string, cookie: string, email: string): Promise<void> {
  const response = await fetch(url, { headers: { Cookie: cookie } });
  const body = (await response.json()) as { user: { email: string } | null };
  if (response.status !== 200 || body.user?.email !== email) {
    throw new Error(`${url} did not answer the signed-up user: ${response.status} ${JSON.stringify(body)}`);
  }
}
