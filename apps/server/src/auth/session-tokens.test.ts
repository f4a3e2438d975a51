import { createHash, createHmac, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { serverSettings, sessions } from "../db/schema.ts";
// The app first: it loads the OpenAPI extension of zod before the contracts' schemas are built.
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";
import { sessionCookieOf } from "../../test/sign-up-over-http.ts";
import { MIGRATIONS_DIR } from "../lib/repo-paths.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const DAY = 24 * 60 * 60 * 1000;

/** The token inside a `touchline.session_token=token.signature` cookie. */
const tokenOf = (cookie: string) => decodeURIComponent(cookie.split("=")[1]!).split(".")[0]!;
const sha256Hex = (text: string) => createHash("sha256").update(text).digest("hex");
const storedTokensOf = async (userId: string) =>
  (await t.deps.db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, userId))).map(
    (row) => row.token,
  );
/** A session cookie as the server signs one, for `token`, with the secret the database holds. */
const cookieFor = (token: string, secret: string) =>
  `touchline.session_token=${encodeURIComponent(`${token}.${createHmac("sha256", secret).update(token).digest("base64")}`)}`;
const sessionUser = async (cookie: string) =>
  ((await readJson(await t.request("/api/auth/session", { cookie }))) as { user: { id: string } | null }).user;
const signIn = (email: string, password: string) => t.request("/api/auth/sign-in", { body: { email, password } });

describe("session tokens at rest", () => {
  it("keeps only a hash of each token: a cookie made from a copy of the database signs nobody in", async () => {
    const coach = await t.signUp();
    const tablet = sessionCookieOf(await signIn(coach.email, coach.password));
    const cookieTokens = [tokenOf(coach.cookie), tokenOf(tablet)];

    const stored = await storedTokensOf(coach.id);
    expect(stored).toHaveLength(2);
    for (const token of cookieTokens) expect(stored).not.toContain(token);
    expect(stored.sort()).toEqual(cookieTokens.map(sha256Hex).sort());

    // Whoever copied the database has its rows and the signing secret kept beside them.
    const [kept] = await t.deps.db.select().from(serverSettings).where(eq(serverSettings.key, "auth_secret"));
    const secret = kept?.value ?? (await t.deps.auth.$context).secret;
    expect(secret).toBe((await t.deps.auth.$context).secret);
    for (const value of stored) {
      const forged = cookieFor(value, secret);
      expect(await sessionUser(forged)).toBeNull();
      expect((await t.request("/api/account", { cookie: forged })).status).toBe(401);
    }
    // The browsers' own cookies still work.
    for (const cookie of [coach.cookie, tablet]) expect(await sessionUser(cookie)).toMatchObject({ id: coach.id });
  });

  it("slides a session without changing its cookie, and signs out by the token's hash", async () => {
    const coach = await t.signUp();
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 1.1 * DAY });
    const slid = await t.request("/api/auth/session", { cookie: coach.cookie });
    expect(await readJson(slid)).toMatchObject({ user: { id: coach.id } });
    const reissued = slid.headers.getSetCookie().find((cookie) => cookie.startsWith("touchline.session_token="));
    expect(reissued && tokenOf(reissued.split(";")[0]!)).toBe(tokenOf(coach.cookie));
    vi.useRealTimers();

    const signedOut = await t.request("/api/auth/sign-out", { method: "POST", cookie: coach.cookie });
    expect(signedOut.status).toBeLessThan(300);
    expect(await storedTokensOf(coach.id)).toEqual([]);
    expect(await sessionUser(coach.cookie)).toBeNull();
  });

  it("a password change ends the other sessions and stores the new one hashed", async () => {
    const coach = await t.signUp();
    const tablet = sessionCookieOf(await signIn(coach.email, coach.password));
    const changed = await t.request("/api/account/password", {
      cookie: coach.cookie,
      body: { currentPassword: coach.password, newPassword: "a-whole-new-rondo-drill" },
    });
    expect(changed.status).toBe(200);
    const renewed = sessionCookieOf(changed);
    expect(await storedTokensOf(coach.id)).toEqual([sha256Hex(tokenOf(renewed))]);
    expect(await sessionUser(renewed)).toMatchObject({ id: coach.id });
    expect(await sessionUser(tablet)).toBeNull();
  });

  it("migration 0015 hashes the sessions that were live before it, so their cookies keep working", async () => {
    const coach = await t.signUp();
    const token = randomUUID().replaceAll("-", "");
    await t.deps.db.insert(sessions).values({
      id: randomUUID(),
      token,
      userId: coach.id,
      expiresAt: new Date(Date.now() + DAY),
    });
    const cookie = cookieFor(token, (await t.deps.auth.$context).secret);
    expect(await sessionUser(cookie)).toBeNull();

    const migration = readFileSync(path.join(MIGRATIONS_DIR, "0015_hash_session_tokens.sql"), "utf8");
    await t.deps.db.execute(sql.raw(migration));
    expect(await storedTokensOf(coach.id)).toContain(sha256Hex(token));
    expect(await sessionUser(cookie)).toMatchObject({ id: coach.id });
    expect(await sessionUser(coach.cookie)).toMatchObject({ id: coach.id });
    // Run again, it hashes nothing twice.
    await t.deps.db.execute(sql.raw(migration));
    expect(await sessionUser(cookie)).toMatchObject({ id: coach.id });
  });
});
