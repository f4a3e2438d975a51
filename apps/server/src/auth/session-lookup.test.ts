import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { sessions, users } from "../db/schema.ts";
// The app first: it loads the OpenAPI extension of zod before the contracts' schemas are built.
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";
import { SESSION_IDLE_SECONDS } from "./create-auth.ts";
import { verifiedToken } from "./session-lookup.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const DAY = 24 * 60 * 60 * 1000;

const askSession = (cookie?: string) => t.request("/api/auth/session", { cookie });
const sessionUser = async (cookie?: string) => ((await readJson(await askSession(cookie))) as { user: unknown }).user;
const sessionRowOf = async (userId: string) =>
  (await t.deps.db.select().from(sessions).where(eq(sessions.userId, userId)))[0]!;
/** The database token inside a `touchline.session_token=token.signature` cookie. */
const tokenOf = (cookie: string) => decodeURIComponent(cookie.split("=")[1]!).split(".")[0]!;

/** Counted at the database client under drizzle: PGlite and node-postgres' pool alike answer `query`. */
const spyOnQueries = () =>
  vi.spyOn((t.deps.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client, "query");

describe("the session lookup", () => {
  it("answers a signed-in request with one query: the session joined with its user", async () => {
    const coach = await t.signUp();
    // The day's first request also records the coach's activity (once a day per instance).
    expect(await sessionUser(coach.cookie)).toMatchObject({ id: coach.id });

    const query = spyOnQueries();
    const response = await askSession(coach.cookie);
    expect(await readJson(response)).toEqual({
      user: {
        id: coach.id,
        email: coach.email.toLowerCase(),
        firstName: "Test",
        lastName: coach.lastName,
        role: "none",
      },
    });
    expect(query).toHaveBeenCalledTimes(1);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("checks the cookie's signature as the auth library does, before any query", async () => {
    const coach = await t.signUp();
    const token = tokenOf(coach.cookie);
    const secret = (await t.deps.auth.$context).secret;
    const signed = `${token}.${createHmac("sha256", secret).update(token).digest("base64")}`;
    expect(verifiedToken(signed, secret)).toBe(token);
    expect(`${coach.cookie.split("=")[0]}=${encodeURIComponent(signed)}`).toBe(coach.cookie);

    const query = spyOnQueries();
    const otherSecret = `${token}.${createHmac("sha256", "another secret").update(token).digest("base64")}`;
    for (const forged of [otherSecret, `${token}.`, token, `${token}.${"A".repeat(43)}=`]) {
      expect(verifiedToken(forged, secret)).toBeNull();
      const response = await askSession(`touchline.session_token=${encodeURIComponent(forged)}`);
      expect(await readJson(response)).toEqual({ user: null });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    expect(query).not.toHaveBeenCalled();
  });

  it("ends a suspended account's session on the very next request: nothing is cached", async () => {
    const coach = await t.signUp();
    const admin = await t.signUpWithRole("admin");
    expect(await sessionUser(coach.cookie)).toMatchObject({ id: coach.id });
    const suspended = await t.request(`/api/admin/users/${coach.id}/suspend`, {
      cookie: admin.cookie,
      body: { reason: "Testing that a suspension ends the session at once" },
    });
    expect(suspended.status).toBe(200);
    // 0 seconds: the lookup reads the database on every request.
    expect(await sessionUser(coach.cookie)).toBeNull();
    expect((await t.request("/api/account", { cookie: coach.cookie })).status).toBe(401);
  });

  it("refuses a suspended account's session even if its row escaped the suspension", async () => {
    const coach = await t.signUp();
    await t.deps.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, coach.id));
    expect(await sessionUser(coach.cookie)).toBeNull();
    expect((await t.request("/api/account", { cookie: coach.cookie })).status).toBe(401);
  });

  it("lets the auth library expire a cookie whose session is gone", async () => {
    const coach = await t.signUp();
    await t.deps.db.delete(sessions).where(eq(sessions.userId, coach.id));
    const response = await askSession(coach.cookie);
    expect(await readJson(response)).toEqual({ user: null });
    expect(response.headers.getSetCookie().join()).toMatch(/touchline\.session_token=;.*Max-Age=0/i);
  });

  it("lets the auth library slide a session a day after its last slide, and reissue the cookie", async () => {
    const coach = await t.signUp();
    const before = await sessionRowOf(coach.id);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 0.5 * DAY });
    const halfADayOn = await askSession(coach.cookie);
    expect(halfADayOn.headers.getSetCookie()).toEqual([]);
    expect((await sessionRowOf(coach.id)).expiresAt).toEqual(before.expiresAt);

    vi.setSystemTime(Date.now() + 0.6 * DAY);
    const aDayOn = await askSession(coach.cookie);
    expect(await readJson(aDayOn)).toMatchObject({ user: { id: coach.id } });
    expect(aDayOn.headers.getSetCookie().join()).toMatch(
      new RegExp(`touchline\\.session_token=[^;]+;.*Max-Age=${SESSION_IDLE_SECONDS}`, "i"),
    );
    const slid = (await sessionRowOf(coach.id)).expiresAt.getTime();
    expect(Math.abs(slid - (Date.now() + SESSION_IDLE_SECONDS * 1000))).toBeLessThan(60_000);
  });
});
