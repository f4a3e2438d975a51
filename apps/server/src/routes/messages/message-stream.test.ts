// Before the contracts build their schemas: the routes call `.openapi()` on them (see main.ts).
import "@hono/zod-openapi";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { MessageStreamEvent, SendMessageRequest } from "@touchline/contracts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { createApp } from "../../app/create-app.ts";
import {
  createMessageHub,
  eventsFor,
  LIVE_STREAMS_PER_ACCOUNT,
  type LiveMessageClient,
  type MessageHub,
  type StreamEnding,
} from "../../services/messages/message-hub.ts";
import { publishAccessChange } from "../../services/messages/message-notification.ts";
import { sessionCookieOf } from "../../../test/sign-up-over-http.ts";
import { createTestApp, readJson, type TestApp } from "../../../test/test-app.ts";
import { readEventStream } from "../../../test/event-stream-reader.ts";

/*
 * Each test here waits for the event of the last notification it caused before it ends. Notifications
 * arrive in commit order, so none is left in flight to reach the next test's clients (on PostgreSQL
 * they come over a connection of their own, some time after the request that sent them answered).
 */

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signUp"]>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUpWithRole("admin");
});
afterAll(() => t.close());

async function send(overrides: Partial<SendMessageRequest> = {}) {
  const body: SendMessageRequest = { title: `Live ${Date.now()}`, content: "Bring bibs on Thursday.", ...overrides };
  const response = await t.request("/api/admin/messages", { body, cookie: admin.cookie });
  expect(response.status).toBe(201);
  return (await readJson(response)).message as { id: string };
}

const markRead = (id: string, cookie: string) => t.request(`/api/messages/${id}/read`, { method: "POST", cookie });

function fakeClient(userId: string, role: LiveMessageClient["role"], sessionId = `session-of-${userId}`) {
  const received: MessageStreamEvent[] = [];
  const endings: StreamEnding[] = [];
  const client: LiveMessageClient = {
    userId,
    sessionId,
    role,
    send: (event) => received.push(event),
    end: (reason) => endings.push(reason),
    checkAccess: () => {},
  };
  return { client, received, endings };
}

/** The app with its own hub but a heartbeat of `heartbeatMs`: the stream checks its session on every one. */
function appWithHeartbeat(heartbeatMs: number) {
  const appHub = t.deps.messageHub;
  const hub: MessageHub = {
    subscribe: (client) => appHub.subscribe(client),
    get clientCount() {
      return appHub.clientCount;
    },
    heartbeatMs,
    close: async () => {},
  };
  return createApp({ ...t.deps, messageHub: hub }, { webDistDir: false });
}

/** A stream of the app for `cookie`, once it has said it is ready. */
async function openStream(app: ReturnType<typeof createApp>, cookie: string) {
  const response = await app.request("/api/messages/stream", { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  const stream = readEventStream(response);
  await stream.waitFor("ready");
  return stream;
}

describe("the live hub", () => {
  it("decides events by audience and reader", () => {
    const coach = { userId: "c", role: "none" as const };
    const moderator = { userId: "m", role: "moderator" as const };
    const adminUser = { userId: "a", role: "admin" as const };
    expect(eventsFor(coach, { kind: "message-sent", id: "1", audience: "coaches" })).toEqual(["unread-changed"]);
    expect(eventsFor(coach, { kind: "message-sent", id: "1", audience: "moderators" })).toEqual([]);
    expect(eventsFor(moderator, { kind: "message-sent", id: "1", audience: "coaches" })).toEqual([]);
    expect(eventsFor(moderator, { kind: "message-sent", id: "1", audience: "all" })).toEqual(["unread-changed"]);
    expect(eventsFor(adminUser, { kind: "message-sent", id: "1", audience: "coaches" })).toEqual([
      "read-counts-changed",
    ]);
    expect(eventsFor(coach, { kind: "message-read", userId: "c" })).toEqual(["unread-changed"]);
    expect(eventsFor(moderator, { kind: "message-read", userId: "c" })).toEqual([]);
    expect(eventsFor(adminUser, { kind: "message-read", userId: "c" })).toEqual(["read-counts-changed"]);
  });

  it("tells subscribed clients of the right audience, and nobody else", async () => {
    const coach = fakeClient("coach-1", "none");
    const otherCoach = fakeClient("coach-2", "none");
    const moderator = fakeClient("moderator-1", "moderator");
    const unsubscribe = [coach, otherCoach, moderator].map(({ client }) => t.deps.messageHub.subscribe(client));

    await send({ targetAudience: "coaches" });
    await vi.waitFor(() => expect(coach.received).toEqual(["unread-changed"]));
    // Notifications arrive in commit order: once the moderator has heard of the next broadcast, the
    // first one has been handled everywhere.
    await send({ targetAudience: "moderators" });
    await vi.waitFor(() => expect(moderator.received).toEqual(["unread-changed"]));
    expect(coach.received).toEqual(["unread-changed"]);
    expect(otherCoach.received).toEqual(["unread-changed"]);
    for (const stop of unsubscribe) stop();
  });

  it("tells only the reader's own clients when a broadcast is read, and only the first time", async () => {
    const reader = await t.signUp();
    const bystander = await t.signUp();
    const readerClient = fakeClient(reader.id, "none");
    const bystanderClient = fakeClient(bystander.id, "none");
    const unsubscribe = [readerClient, bystanderClient].map(({ client }) => t.deps.messageHub.subscribe(client));
    const message = await send();
    await vi.waitFor(() => expect(bystanderClient.received).toEqual(["unread-changed"]));
    expect(readerClient.received).toEqual(["unread-changed"]);
    readerClient.received.length = 0;
    bystanderClient.received.length = 0;

    await markRead(message.id, reader.cookie);
    await markRead(message.id, reader.cookie);
    await markRead(message.id, bystander.cookie);
    await vi.waitFor(() => expect(bystanderClient.received).toEqual(["unread-changed"]));
    expect(readerClient.received).toEqual(["unread-changed"]);
    for (const stop of unsubscribe) stop();
  });
});

describe("the live hub and an account's access", () => {
  it("ends every stream of an account whose access changed, or only one session's when it is named", async () => {
    const firstTab = fakeClient("coach-a", "none", "session-1");
    const secondTab = fakeClient("coach-a", "none", "session-2");
    const bystander = fakeClient("coach-b", "none");
    const markers = [fakeClient("marker-1", "none"), fakeClient("marker-2", "none")];
    const unsubscribe = [firstTab, secondTab, bystander, ...markers].map(({ client }) =>
      t.deps.messageHub.subscribe(client),
    );

    // Notifications arrive in commit order: once a marker's stream has ended, the one before it was handled.
    await publishAccessChange(t.deps.db, "coach-a", "session-1");
    await publishAccessChange(t.deps.db, "marker-1");
    await vi.waitFor(() => expect(markers[0]!.endings).toEqual(["access-changed"]));
    expect(firstTab.endings).toEqual(["access-changed"]);
    expect(secondTab.endings).toEqual([]);

    await publishAccessChange(t.deps.db, "coach-a");
    await publishAccessChange(t.deps.db, "marker-2");
    await vi.waitFor(() => expect(markers[1]!.endings).toEqual(["access-changed"]));
    expect(firstTab.endings).toEqual(["access-changed"]);
    expect(secondTab.endings).toEqual(["access-changed"]);
    expect(bystander.endings).toEqual([]);

    // An ended stream is forgotten: it hears of no later broadcast.
    await send({ targetAudience: "coaches" });
    await vi.waitFor(() => expect(bystander.received).toEqual(["unread-changed"]));
    expect(firstTab.received).toEqual([]);
    expect(secondTab.received).toEqual([]);
    for (const stop of unsubscribe) stop();
  });

  it(`holds at most ${LIVE_STREAMS_PER_ACCOUNT} streams of one account, ending the oldest for the newest`, () => {
    const before = t.deps.messageHub.clientCount;
    const tabs = Array.from({ length: LIVE_STREAMS_PER_ACCOUNT + 2 }, () => fakeClient("coach-with-tabs", "none"));
    const otherCoach = fakeClient("coach-with-one-tab", "none");
    const unsubscribe = [otherCoach, ...tabs].map(({ client }) => t.deps.messageHub.subscribe(client));
    expect(tabs.map((tab) => tab.endings)).toEqual([
      ["replaced"],
      ["replaced"],
      ...Array.from({ length: LIVE_STREAMS_PER_ACCOUNT }, () => []),
    ]);
    expect(otherCoach.endings).toEqual([]);
    expect(t.deps.messageHub.clientCount).toBe(before + 1 + LIVE_STREAMS_PER_ACCOUNT);
    for (const stop of unsubscribe) stop();
    expect(t.deps.messageHub.clientCount).toBe(before);
  });

  it("asks every stream to check its access again when the listening connection comes back", async () => {
    let listener: Parameters<DatabaseHandle["listen"]>[1] | undefined;
    const hub = await createMessageHub({
      listen: async (_channel, subscriber) => {
        listener = subscriber;
        return async () => {};
      },
    });
    const checked: string[] = [];
    const coach = fakeClient("coach-c", "none");
    hub.subscribe({ ...coach.client, checkAccess: () => checked.push("coach-c") });
    listener!.onReconnect!();
    expect(coach.received).toEqual(["ready"]);
    expect(checked).toEqual(["coach-c"]);
    await hub.close();
  });
});

describe("the event stream", () => {
  it("needs sign-in", async () => {
    const response = await t.request("/api/messages/stream");
    expect(response.status).toBe(401);
    expect((await readJson(response)).error.code).toBe("UNAUTHENTICATED");
  });

  it("says ready, pushes a broadcast for the user's audience, and is forgotten once closed", async () => {
    const coach = await t.signUp();
    const before = t.deps.messageHub.clientCount;
    const response = await t.request("/api/messages/stream", { cookie: coach.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/event-stream/);
    expect(response.headers.get("X-Accel-Buffering")).toBe("no");
    const stream = readEventStream(response);
    await stream.waitFor("ready");
    expect(t.deps.messageHub.clientCount).toBe(before + 1);

    await send({ targetAudience: "moderators" });
    await send({ targetAudience: "coaches" });
    await stream.waitFor("unread-changed");
    expect(stream.seen).toEqual(["ready", "unread-changed"]);

    await stream.cancel();
    await vi.waitFor(() => expect(t.deps.messageHub.clientCount).toBe(before));
  });

  it("streams through the real HTTP server without compression buffering it, with heartbeats", async () => {
    // The app's hub with a short heartbeat, so heartbeats show up within the test.
    const appHub = t.deps.messageHub;
    const hub: MessageHub = {
      subscribe: (client) => appHub.subscribe(client),
      get clientCount() {
        return appHub.clientCount;
      },
      heartbeatMs: 100,
      close: async () => {},
    };
    const before = hub.clientCount;
    const app = createApp({ ...t.deps, messageHub: hub }, { webDistDir: false });
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    const coach = await t.signUp();
    const aborter = new AbortController();
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/messages/stream`, {
        headers: { Cookie: coach.cookie, "Accept-Encoding": "gzip, deflate" },
        signal: aborter.signal,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Encoding")).toBeNull();
      const stream = readEventStream(response);
      await stream.waitFor("ready");
      await stream.waitFor("heartbeat", 2);
      await send({ targetAudience: "all" });
      await stream.waitFor("unread-changed");
      expect(hub.clientCount).toBe(before + 1);
      aborter.abort();
      await vi.waitFor(() => expect(hub.clientCount).toBe(before));
    } finally {
      aborter.abort();
      // fetch keeps the aborted request's socket alive for reuse; it would hold close() for seconds.
      (server as Server).closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("a stream whose session has ended", () => {
  // A short heartbeat: the session is checked on every one, and the first has come before a test acts.
  const appWithShortHeartbeat = () => appWithHeartbeat(100);
  const openBeatingStream = async (app: ReturnType<typeof createApp>, cookie: string) => {
    const stream = await openStream(app, cookie);
    await stream.waitFor("heartbeat");
    return stream;
  };

  const endsWithin = (stream: { ended: Promise<void> }, ms: number) =>
    Promise.race([
      stream.ended.then(() => "ended"),
      new Promise((resolve) => setTimeout(() => resolve("still open"), ms)),
    ]);

  it("ends after its user signs out everywhere", async () => {
    const app = appWithShortHeartbeat();
    const coach = await t.signUp();
    const before = t.deps.messageHub.clientCount;
    const stream = await openBeatingStream(app, coach.cookie);
    // Another tab's sign-out ends every session of the user, this one's too.
    const response = await t.request("/api/auth/sign-out", { method: "POST", cookie: coach.cookie });
    expect(response.status).toBe(200);
    expect(await endsWithin(stream, 5_000)).toBe("ended");
    await vi.waitFor(() => expect(t.deps.messageHub.clientCount).toBe(before));
  });

  it("ends after its user is suspended", async () => {
    const app = appWithShortHeartbeat();
    const coach = await t.signUp();
    const stream = await openBeatingStream(app, coach.cookie);
    const response = await t.request(`/api/admin/users/${coach.id}/suspend`, {
      body: { reason: "Spam" },
      cookie: admin.cookie,
    });
    expect(response.status).toBe(200);
    expect(await endsWithin(stream, 5_000)).toBe("ended");
  });

  it("ends at its next heartbeat when its level changed without a word (a notification lost)", async () => {
    const app = appWithShortHeartbeat();
    const moderator = await t.signUpWithRole("moderator");
    const stream = await openBeatingStream(app, moderator.cookie);
    await t.deps.db.update(users).set({ role: "none" }).where(eq(users.id, moderator.id));
    expect(await endsWithin(stream, 5_000)).toBe("ended");
  });

  it("stays open while its session lives", async () => {
    const app = appWithShortHeartbeat();
    const coach = await t.signUp();
    const stream = await openBeatingStream(app, coach.cookie);
    expect(await endsWithin(stream, 500)).toBe("still open");
    await stream.cancel();
  });
});

describe("a stream whose account's access changes", () => {
  // A heartbeat that never comes during a test: what ends a stream here is the notification of the
  // change, not the heartbeat's look at the session.
  const appWithoutHeartbeat = () => appWithHeartbeat(60 * 60 * 1000);

  const hasEnded = async (stream: { ended: Promise<void> }) => {
    let isEnded = false;
    void stream.ended.then(() => (isEnded = true));
    await vi.waitFor(() => expect(isEnded, "the stream is still open").toBe(true), { timeout: 10_000 });
    return isEnded;
  };

  it("of a demoted moderator hears no moderators' broadcast after the demotion, and ends at once", async () => {
    const app = appWithoutHeartbeat();
    const moderator = await t.signUpWithRole("moderator");
    const stream = await openStream(app, moderator.cookie);
    const otherModerator = fakeClient("another-moderator", "moderator");
    const stop = t.deps.messageHub.subscribe(otherModerator.client);

    const demoted = await t.request(`/api/admin/users/${moderator.id}/level`, {
      body: { role: "none" },
      cookie: admin.cookie,
    });
    expect(demoted.status).toBe(200);
    await send({ targetAudience: "moderators" });
    await vi.waitFor(() => expect(otherModerator.received).toEqual(["unread-changed"]));
    expect(await hasEnded(stream)).toBe(true);
    expect(stream.seen).toEqual(["ready"]);

    // The browser reconnects, and the new stream hears what a coach hears.
    const reconnected = await openStream(app, moderator.cookie);
    await send({ targetAudience: "moderators" });
    await send({ targetAudience: "coaches" });
    await reconnected.waitFor("unread-changed");
    expect(reconnected.seen).toEqual(["ready", "unread-changed"]);
    await reconnected.cancel();
    stop();
  });

  it("ends at once when its user signs out everywhere", async () => {
    const app = appWithoutHeartbeat();
    const coach = await t.signUp();
    const before = t.deps.messageHub.clientCount;
    const streams = [await openStream(app, coach.cookie), await openStream(app, coach.cookie)];
    const response = await t.request("/api/auth/sign-out", { method: "POST", cookie: coach.cookie });
    expect(response.status).toBe(200);
    for (const stream of streams) expect(await hasEnded(stream)).toBe(true);
    await vi.waitFor(() => expect(t.deps.messageHub.clientCount).toBe(before));
    expect((await app.request("/api/messages/stream", { headers: { Cookie: coach.cookie } })).status).toBe(401);
  });

  type Coach = Awaited<ReturnType<TestApp["signUp"]>>;
  const accessEndings: Array<{ what: string; request: (coach: Coach) => Parameters<TestApp["request"]> }> = [
    {
      what: "its user is suspended",
      request: (coach) => [`/api/admin/users/${coach.id}/suspend`, { body: { reason: "Spam" }, cookie: admin.cookie }],
    },
    {
      what: "an admin deletes the account",
      request: (coach) => [
        `/api/admin/users/${coach.id}/delete`,
        { body: { reason: "Asked by e-mail" }, cookie: admin.cookie },
      ],
    },
    {
      what: "its holder deletes their own account in another tab",
      request: (coach) => [
        "/api/account",
        { method: "DELETE", body: { confirmation: "DELETE", password: coach.password }, cookie: coach.cookie },
      ],
    },
  ];
  it.each(accessEndings)("ends at once when $what", async ({ request }) => {
    const app = appWithoutHeartbeat();
    const coach = await t.signUp();
    const stream = await openStream(app, coach.cookie);
    const response = await t.request(...request(coach));
    expect(response.status).toBe(200);
    expect(await hasEnded(stream)).toBe(true);
  });

  it("ends at once when the password is reset or changed, which ends every session", async () => {
    const app = appWithoutHeartbeat();
    const coach = await t.signUp();
    let stream = await openStream(app, coach.cookie);
    const changed = await t.request("/api/account/password", {
      body: { currentPassword: coach.password, newPassword: "thursday-pressing-game" },
      cookie: coach.cookie,
    });
    expect(changed.status).toBe(200);
    expect(await hasEnded(stream)).toBe(true);

    stream = await openStream(app, sessionCookieOf(changed));
    expect((await t.request("/api/auth/forgot-password", { body: { email: coach.email } })).status).toBe(202);
    const mail = await t.latestMailTo(coach.email);
    const token = decodeURIComponent(/\/reset-password\?token=([A-Za-z0-9%_-]+)/.exec(mail!.body)![1]!);
    const reset = await t.request("/api/auth/reset-password", { body: { token, password: "saturday-small-sided" } });
    expect(reset.status).toBe(200);
    expect(await hasEnded(stream)).toBe(true);
  });

  it(`pushes out the account's oldest stream for an eleventh, which is told it was replaced`, async () => {
    const app = appWithoutHeartbeat();
    const coach = await t.signUp();
    const before = t.deps.messageHub.clientCount;
    const streams = [];
    for (let tab = 0; tab <= LIVE_STREAMS_PER_ACCOUNT; tab += 1) streams.push(await openStream(app, coach.cookie));
    const [oldest, ...newer] = streams;
    await oldest!.waitFor("replaced");
    expect(await hasEnded(oldest!)).toBe(true);
    expect(t.deps.messageHub.clientCount).toBe(before + LIVE_STREAMS_PER_ACCOUNT);
    // The newest is live.
    await send({ targetAudience: "coaches" });
    await newer.at(-1)!.waitFor("unread-changed");
    await Promise.all(newer.map((stream) => stream.cancel()));
    await vi.waitFor(() => expect(t.deps.messageHub.clientCount).toBe(before));
  });
});

describe("the database's listening connection", () => {
  it.runIf(!!process.env.TEST_DATABASE_URL)(
    "comes back after PostgreSQL drops it, and streams are told to refetch",
    async () => {
      const coach = fakeClient("coach-after-reconnect", "none");
      const stop = t.deps.messageHub.subscribe(coach.client);
      await t.deps.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'touchline-listen' and datname = current_database()`,
      );
      // Whatever was sent while it was down is lost, so every stream hears "ready" and fetches again.
      await vi.waitFor(() => expect(coach.received).toEqual(["ready"]), { timeout: 20_000, interval: 50 });
      await send({ targetAudience: "coaches" });
      await vi.waitFor(() => expect(coach.received).toEqual(["ready", "unread-changed"]));
      stop();
    },
  );
});
