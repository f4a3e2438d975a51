import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_RATE_LIMITS } from "./services/rate-limits/rate-limit.ts";
import { MIGRATIONS_DIR } from "./lib/repo-paths.ts";
import { type EventStreamReader, readEventStream } from "../test/event-stream-reader.ts";
import { type Cluster, createUser, findHaproxy, startCluster } from "../test/cluster.ts";
import { createScratchDatabase, type ScratchDatabase, withPostgresClient } from "../test/postgres-server.ts";
import { sessionCookieOf } from "../test/sign-up-over-http.ts";

/**
 * Three real server processes on one PostgreSQL database behind HAProxy (deploy/haproxy/haproxy.cfg), as
 * deploy/compose.yaml runs them. Run by `npm run test:cluster`, which needs both; without them it fails.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const PASSWORD = "tuesday-rondo-drill";

let scratch: ScratchDatabase | undefined;
let cluster: Cluster;
const aborter = new AbortController();

beforeAll(async () => {
  if (!serverUrl) {
    throw new Error("The cluster test needs PostgreSQL: set TEST_DATABASE_URL (npm run test:cluster sets a default).");
  }
  if (!findHaproxy()) throw new Error("The cluster test needs HAProxy: apt-get install haproxy, or set HAPROXY_BIN.");
  scratch = await createScratchDatabase(serverUrl, "touchline_cluster").catch((error: unknown) => {
    throw new Error(`The cluster test needs PostgreSQL at ${serverUrl}: ${String(error)}`);
  });
  // Three processes on an empty database at once: they race to migrate and to seed the demo content.
  cluster = await startCluster({ databaseUrl: scratch.url, instances: 3 });
}, 120_000);

afterAll(async () => {
  aborter.abort();
  await cluster?.stop();
  await scratch?.drop();
}, 60_000);

const query = <Row extends object>(text: string, values: unknown[] = []) =>
  withPostgresClient(scratch!.url, async (client) => (await client.query<Row>(text, values)).rows);

/** A request through the proxy (or straight to `origin`), as the browser sends it. */
function call(
  route: string,
  init: { body?: unknown; cookie?: string; origin?: string; headers?: Record<string, string> } = {},
) {
  const origin = init.origin ?? cluster.url;
  return fetch(`${origin}${route}`, {
    method: init.body === undefined ? "GET" : "POST",
    headers: {
      // The app checks Origin against APP_URL, the proxy's address, whichever instance answers.
      Origin: cluster.url,
      ...(init.body === undefined || init.body instanceof FormData ? {} : { "Content-Type": "application/json" }),
      ...(init.cookie ? { Cookie: init.cookie } : {}),
      ...init.headers,
    },
    body: init.body === undefined || init.body instanceof FormData ? init.body : JSON.stringify(init.body),
    signal: aborter.signal,
  });
}

const servedBy = (response: Response) => response.headers.get("X-Served-By");

async function signIn(email: string, origin?: string): Promise<string> {
  const response = await call("/api/auth/sign-in", { body: { email, password: PASSWORD }, origin });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return sessionCookieOf(response);
}

/** Opens the live message stream through the proxy; resolves once it is ready, with the instance serving it. */
async function openStream(cookie: string): Promise<{ stream: EventStreamReader; instance: string }> {
  const response = await call("/api/messages/stream", { cookie });
  expect(response.status).toBe(200);
  const stream = readEventStream(response, { timeoutMs: 20_000 });
  await stream.waitFor("ready");
  return { stream, instance: servedBy(response)! };
}

/** Whether the server ends `stream` within `ms`. */
const endsWithin = (stream: EventStreamReader, ms: number) =>
  Promise.race([
    stream.ended.then(() => "ended"),
    new Promise((resolve) => setTimeout(() => resolve("still open"), ms).unref()),
  ]);

describe("three instances behind HAProxy on one PostgreSQL", () => {
  const suffix = Date.now().toString(36);
  const admin = `admin-${suffix}@example.com`;
  const coach = `coach-${suffix}@example.com`;
  const listener = `listener-${suffix}@example.com`;
  const moderator = `moderator-${suffix}@example.com`;

  beforeAll(async () => {
    await Promise.all([
      createUser(cluster.databaseUrl, { email: admin, password: PASSWORD, role: "admin" }),
      createUser(cluster.databaseUrl, { email: coach, password: PASSWORD, role: "none" }),
      createUser(cluster.databaseUrl, { email: listener, password: PASSWORD, role: "none" }),
      createUser(cluster.databaseUrl, { email: moderator, password: PASSWORD, role: "moderator" }),
    ]);
  }, 60_000);

  it("started together on an empty database, applies each migration once and seeds the demo content once", async () => {
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")) as {
      entries: unknown[];
    };
    const applied = await query<{ hash: string }>("select hash from drizzle.__drizzle_migrations");
    expect(applied).toHaveLength(journal.entries.length);
    expect(new Set(applied.map((row) => row.hash)).size).toBe(journal.entries.length);
    const markers = await query<{ key: string }>("select key from server_settings where key like 'demo_%'");
    expect(markers.map((row) => row.key).sort()).toEqual(["demo_blog_posts_seeded", "demo_content_seeded"]);
    for (const instance of cluster.instances) {
      expect(instance.output(), instance.name).toContain("Touchline is running");
      expect(instance.output(), instance.name).not.toMatch(/error|failed|not added/i);
    }
    expect(await cluster.proxyStatus()).toEqual({ app1: "UP", app2: "UP", app3: "UP" });
  });

  it("keeps a sign-in made through one instance for reads and writes through the others", async () => {
    const [first, second, third] = cluster.instances;
    const cookie = await signIn(coach, first!.url);
    const session = await call("/api/auth/session", { cookie, origin: second!.url });
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ user: { email: coach } });
    const created = await call("/api/sessions", {
      body: { title: "Made on the third", intensity: "low" },
      cookie,
      origin: third!.url,
    });
    expect(created.status).toBe(201);
    const { session: made } = (await created.json()) as { session: { id: string } };
    // And through the proxy, which spreads the requests over all three.
    const answeredBy = new Set<string>();
    for (let request = 0; request < 6; request += 1) {
      const response = await call(`/api/sessions/${made.id}`, { cookie });
      expect(response.status).toBe(200);
      answeredBy.add(servedBy(response)!);
    }
    expect([...answeredBy].sort()).toEqual(["app1", "app2", "app3"]);
  });

  it("counts sign-in attempts at one account across the instances, against the address the proxy saw", async () => {
    const limit = AUTH_RATE_LIMITS.signInPerAccount.limit;
    const statuses: number[] = [];
    const answeredBy = new Set<string>();
    for (let attempt = 0; attempt <= limit; attempt += 1) {
      // A client cannot choose its address: the proxy appends the one it saw, and the app reads that one.
      const response = await call("/api/auth/sign-in", {
        body: { email: listener, password: "not-the-password" },
        headers: { "X-Forwarded-For": "203.0.113.7" },
      });
      statuses.push(response.status);
      answeredBy.add(servedBy(response)!);
    }
    expect([...answeredBy].sort()).toEqual(["app1", "app2", "app3"]);
    expect(statuses).toEqual([...Array(limit).fill(401), 429]);
    // Counted against the address the proxy appended, never the one the client claimed.
    const counters = await query<{ key: string; count: number }>(
      "select key, count from rate_limit_counters where key like $1 or key like '%203.0.113.7%'",
      [`sign-in@%:account:${listener}`],
    );
    await query("delete from rate_limit_counters where key like $1", [`%${listener}`]);
    expect(counters).toEqual([{ key: `sign-in@127.0.0.1:account:${listener}`, count: limit + 1 }]);
  });

  it("delivers a broadcast sent through one instance to a live stream on another", async () => {
    const listenerCookie = await signIn(listener);
    const streams = [
      await openStream(listenerCookie),
      await openStream(listenerCookie),
      await openStream(listenerCookie),
    ];
    expect(streams.map((opened) => opened.instance).sort()).toEqual(["app1", "app2", "app3"]);
    const adminCookie = await signIn(admin);
    const sender = cluster.instances[0]!;
    const sent = await call("/api/admin/messages", {
      body: { title: "Across the cluster", content: "Sent through one, heard on all." },
      cookie: adminCookie,
      origin: sender.url,
    });
    expect(sent.status).toBe(201);
    for (const { stream } of streams) await stream.waitFor("unread-changed");
    await Promise.all(streams.map(({ stream }) => stream.cancel()));
  });

  it("ends an account's live streams on every instance at once when it is demoted, and again when it signs out", async () => {
    const moderatorCookie = await signIn(moderator);
    const streams = [
      await openStream(moderatorCookie),
      await openStream(moderatorCookie),
      await openStream(moderatorCookie),
    ];
    expect(streams.map((opened) => opened.instance).sort()).toEqual(["app1", "app2", "app3"]);
    const [{ id: moderatorId }] = (await query<{ id: string }>("select id from users where email = $1", [
      moderator,
    ])) as [{ id: string }];
    const demoted = await call(`/api/admin/users/${moderatorId}/level`, {
      body: { role: "none" },
      cookie: await signIn(admin),
      origin: cluster.instances[0]!.url,
    });
    expect(demoted.status).toBe(200);
    // Their heartbeat is 25 s away: what ends them is the notification every instance hears.
    expect(await Promise.all(streams.map(({ stream }) => endsWithin(stream, 10_000)))).toEqual(Array(3).fill("ended"));
    for (const { stream } of streams) expect(stream.seen).toEqual(["ready"]);

    // The browser reconnects with the new level; signing out through one instance ends them all again.
    const reconnected = [
      await openStream(moderatorCookie),
      await openStream(moderatorCookie),
      await openStream(moderatorCookie),
    ];
    const signedOut = await call("/api/auth/sign-out", {
      body: {},
      cookie: moderatorCookie,
      origin: cluster.instances[1]!.url,
    });
    expect(signedOut.status).toBe(200);
    expect(await Promise.all(reconnected.map(({ stream }) => endsWithin(stream, 10_000)))).toEqual(
      Array(3).fill("ended"),
    );
    expect((await call("/api/messages/stream", { cookie: moderatorCookie })).status).toBe(401);
  });

  it("serves an image uploaded through one instance from the others", async () => {
    const adminCookie = await signIn(admin);
    const picture = await sharp({ create: { width: 32, height: 24, channels: 3, background: "#22c55e" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("file", new File([picture], "pitch.png", { type: "image/png" }));
    const uploaded = await call("/api/admin/images", {
      body: form,
      cookie: adminCookie,
      origin: cluster.instances[1]!.url,
    });
    expect(uploaded.status).toBe(201);
    const { image } = (await uploaded.json()) as { image: { url: string; byteSize: number } };
    for (const instance of [cluster.instances[0]!, cluster.instances[2]!]) {
      const served = await call(image.url, { origin: instance.url });
      expect(served.status).toBe(200);
      expect(served.headers.get("Content-Type")).toBe("image/png");
      expect((await served.arrayBuffer()).byteLength).toBe(image.byteSize);
    }
  });

  it("loses no acknowledged write while an instance drains after SIGTERM, and sends its live clients elsewhere", async () => {
    const coachCookie = await signIn(coach);
    const listenerCookie = await signIn(listener);
    const streams = [
      await openStream(listenerCookie),
      await openStream(listenerCookie),
      await openStream(listenerCookie),
    ];
    const victim = cluster.instances.find((instance) => instance.name === streams[0]!.instance)!;
    const victimStream = streams[0]!.stream;

    const acknowledged: string[] = [];
    const acknowledgedBy = new Map<string, number>();
    const failures: string[] = [];
    let sent = 0;
    let writing = true;
    const writer = async (writerNumber: number) => {
      while (writing) {
        sent += 1;
        const title = `Load ${writerNumber}-${sent}`;
        try {
          const response = await call("/api/sessions", { body: { title, intensity: "medium" }, cookie: coachCookie });
          if (response.status === 201) {
            acknowledged.push(((await response.json()) as { session: { id: string } }).session.id);
            const instance = servedBy(response)!;
            acknowledgedBy.set(instance, (acknowledgedBy.get(instance) ?? 0) + 1);
          } else failures.push(`${response.status} from ${servedBy(response)}: ${await response.text()}`);
        } catch (error) {
          failures.push(String(error));
        }
      }
    };
    const writers = Promise.all([1, 2, 3, 4].map(writer));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const acknowledgedBeforeStop = acknowledged.length;
    await victim.stop("SIGTERM");
    // Long enough for the proxy's health checks to see it gone, and for writes to go on without it.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    writing = false;
    await writers;

    expect(victim.output()).toContain("SIGTERM received");
    expect(victim.output()).not.toMatch(/cut off|failed/i);
    // Its live stream was told to reconnect and ended; reconnecting through the proxy lands elsewhere.
    await victimStream.waitFor("retry");
    await victimStream.ended;
    const reconnected = await openStream(listenerCookie);
    expect(reconnected.instance).not.toBe(victim.name);
    // The streams on the other instances were left alone.
    for (const { stream } of streams.slice(1)) expect(stream.seen).not.toContain("retry");

    expect(acknowledgedBeforeStop).toBeGreaterThan(0);
    // The writes were spread over all three, the stopped one included, until it left.
    expect([...acknowledgedBy.keys()].sort(), JSON.stringify(Object.fromEntries(acknowledgedBy))).toEqual([
      "app1",
      "app2",
      "app3",
    ]);
    expect(acknowledged.length).toBeGreaterThan(acknowledgedBeforeStop);
    const stored = await query<{ id: string }>("select id from training_sessions where id = any($1)", [acknowledged]);
    const missing = acknowledged.filter((id) => !stored.some((row) => row.id === id));
    expect(
      missing,
      `acknowledged writes missing (${failures.length} failed of ${sent} sent: ${failures.slice(0, 5).join("; ")})`,
    ).toEqual([]);
    expect(failures, `${failures.length} of ${sent} writes failed while ${victim.name} drained`).toEqual([]);
    expect((await cluster.proxyStatus())[victim.name]).toMatch(/^DOWN/);

    await Promise.all([...streams.slice(1), reconnected].map(({ stream }) => stream.cancel()));
  });
});
