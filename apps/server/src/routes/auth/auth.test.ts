import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { accounts, rateLimitCounters, users, verifications } from "../../db/schema.ts";
import { OWASP_SCRYPT_COST } from "../../auth/password-hash.ts";
import { createTestApp, readJson, TEST_APP_URL, type TestApp } from "../../../test/test-app.ts";
import { confirmationTokenOf, sessionCookieOf } from "../../../test/sign-up-over-http.ts";
import { resetLinkIdentifier } from "../../auth/reset-links.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sessionUser = async (cookie?: string) => {
  const response = await t.request("/api/auth/session", { cookie });
  expect(response.status).toBe(200);
  return ((await readJson(response)) as { user: { id: string; email: string; role: string } | null }).user;
};

const resetLinkTokenOf = (body: string) => {
  const match = /\/reset-password\?token=([A-Za-z0-9%_-]+)/.exec(body);
  if (!match) throw new Error(`no reset link in: ${body}`);
  return decodeURIComponent(match[1]!);
};

describe("sign-up", () => {
  it("creates an unconfirmed account; its mailed link confirms it, signs in with an HttpOnly cookie and welcomes", async () => {
    const response = await t.request("/api/auth/sign-up", {
      body: { email: "Ana.Silva@Example.com", password: "tuesday-rondo-drill", firstName: "Ana", lastName: "Silva" },
    });
    expect(response.status).toBe(202);
    expect(await readJson(response)).toEqual({ email: "ana.silva@example.com" });
    expect(response.headers.getSetCookie()).toEqual([]);
    const [created] = await t.deps.db.select().from(users).where(eq(users.email, "ana.silva@example.com"));
    expect(created).toMatchObject({ firstName: "Ana", lastName: "Silva", emailVerified: false });

    const mail = await t.latestMailTo("ana.silva@example.com");
    expect(mail?.subject).toBe("Confirm your e-mail address for Touchline");
    const token = confirmationTokenOf(mail?.body);
    const withoutPassword = await t.request("/api/auth/confirm-email", { body: { token } });
    expect(withoutPassword.status).toBe(400);
    const confirmed = await t.request("/api/auth/confirm-email", { body: { token, password: "tuesday-rondo-drill" } });
    expect(confirmed.status).toBe(200);
    expect((await readJson(confirmed)).user).toMatchObject({
      email: "ana.silva@example.com",
      firstName: "Ana",
      lastName: "Silva",
      role: "none",
    });
    const setCookie = confirmed.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/touchline\.session_token=.+HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(await sessionUser(sessionCookieOf(confirmed))).toMatchObject({ email: "ana.silva@example.com" });
    expect((await t.latestMailTo("ana.silva@example.com"))?.subject).toBe("Welcome to Touchline!");

    // The link works once.
    const again = await t.request("/api/auth/confirm-email", { body: { token, password: "tuesday-rondo-drill" } });
    expect(again.status).toBe(400);
    expect((await readJson(again)).error.code).toBe("INVALID_CONFIRMATION_LINK");
  });

  it("stores a scrypt hash at OWASP cost, never the password", async () => {
    // Other tests hash at a test's cheaper cost; this one signs up on an app with the servers' own.
    const server = await createTestApp({}, { passwordCost: OWASP_SCRYPT_COST });
    const user = await server.signUp({ password: "a-secret-pass-123" });
    const [account] = await server.deps.db
      .select({ password: accounts.password })
      .from(accounts)
      .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, "credential")));
    const hash = account!.password!;
    expect(hash).not.toContain("a-secret-pass-123");
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    await server.close();
  });

  it("refuses common passwords as weak, with a reason", async () => {
    for (const password of ["password", "football", "Liverpool", "12345678"]) {
      const response = await t.request("/api/auth/sign-up", {
        body: { email: `weak-${password}@example.com`, password, firstName: "A", lastName: "B" },
      });
      expect(response.status, password).toBe(400);
      const { error } = await readJson(response);
      expect(error.code).toBe("WEAK_PASSWORD");
      expect(error.message).toMatch(/too common/);
    }
  });

  it("validates every field with the shared schema and names the failing fields", async () => {
    const response = await t.request("/api/auth/sign-up", { body: { email: "not-an-email", password: "12345" } });
    expect(response.status).toBe(400);
    const { error } = await readJson(response);
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(error.fields).toMatchObject({
      email: "Please enter a valid email address",
      password: "Password must be at least 6 characters long",
      firstName: expect.any(String),
      lastName: expect.any(String),
    });
  });
});

describe("sign-in and sign-out", () => {
  it("signs in with the right password and refuses a wrong one or an unknown address alike", async () => {
    const user = await t.signUp();
    const ok = await t.request("/api/auth/sign-in", { body: { email: user.email, password: user.password } });
    expect(ok.status).toBe(200);
    expect(await sessionUser(sessionCookieOf(ok))).toMatchObject({ id: user.id });

    const wrong = await t.request("/api/auth/sign-in", { body: { email: user.email, password: "not-my-password" } });
    const unknown = await t.request("/api/auth/sign-in", {
      body: { email: "nobody@example.com", password: "whatever1" },
    });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(await readJson(response)).toEqual({
        error: { code: "INVALID_CREDENTIALS", message: "Invalid email or password." },
      });
    }
  });

  it("signs out of every session of the user (global scope) and clears the cookie", async () => {
    const user = await t.signUp();
    const laptop = user.cookie;
    const tablet = sessionCookieOf(
      await t.request("/api/auth/sign-in", { body: { email: user.email, password: user.password } }),
    );
    expect(await sessionUser(tablet)).not.toBeNull();

    const response = await t.request("/api/auth/sign-out", { method: "POST", cookie: laptop });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join()).toMatch(/touchline\.session_token=;.*Max-Age=0/i);
    expect(await sessionUser(laptop)).toBeNull();
    expect(await sessionUser(tablet)).toBeNull();
  });

  it("answers null for no cookie and for a forged one", async () => {
    expect(await sessionUser()).toBeNull();
    expect(await sessionUser("touchline.session_token=forged.value")).toBeNull();
  });
});

describe("password reset", () => {
  it("answers the same whether or not the address has an account, and mails only real accounts", async () => {
    const user = await t.signUp();
    const known = await t.request("/api/auth/forgot-password", { body: { email: user.email } });
    const unknown = await t.request("/api/auth/forgot-password", { body: { email: "ghost@example.com" } });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await readJson(known)).toEqual(await readJson(unknown));
    expect((await t.latestMailTo(user.email))?.subject).toBe("Reset your Touchline password");
    expect(await t.latestMailTo("ghost@example.com")).toBeUndefined();
  });

  it("answers before looking the address up, making a link or mailing, for a known and an unknown address alike", async () => {
    const user = await t.signUp();
    // The lookup, the link and the mail all happen inside the library's call: held here until the answer is read.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const started: string[] = [];
    const answers: Promise<number>[] = [];
    const library = t.deps.auth.api.requestPasswordReset;
    const spy = vi.spyOn(t.deps.auth.api, "requestPasswordReset").mockImplementation(async (...args) => {
      started.push(args[0]?.body.email ?? "");
      await held;
      return library(...args);
    });
    try {
      for (const email of [user.email.toLowerCase(), "ghost@example.com"]) {
        const answered = Promise.resolve(
          t.app.request("/api/auth/forgot-password", {
            method: "POST",
            headers: { Origin: TEST_APP_URL, "Content-Type": "application/json" },
            body: JSON.stringify({ email }),
          }),
        ).then((response) => response.status);
        answers.push(answered);
        // Wait until the library's work has begun: by then the answer must already be there.
        while (!started.includes(email)) await new Promise((resolve) => setImmediate(resolve));
        const first = await Promise.race([answered, new Promise((resolve) => setImmediate(() => resolve("waiting")))]);
        expect(first, email).toBe(202);
      }
    } finally {
      release();
      await Promise.allSettled(answers);
      await t.deps.afterResponse.settled();
      spy.mockRestore();
    }
    expect(started).toEqual([user.email.toLowerCase(), "ghost@example.com"]);
    expect((await t.latestMailTo(user.email.toLowerCase()))?.subject).toBe("Reset your Touchline password");
  });

  it("resets with a single-use link, ends the other sessions and signs this browser in", async () => {
    const user = await t.signUp();
    await t.request("/api/auth/forgot-password", { body: { email: user.email } });
    const mail = await t.latestMailTo(user.email);
    expect(mail?.body).toContain("http://localhost:3000/reset-password?token=");
    const token = resetLinkTokenOf(mail!.body);

    expect((await t.request("/api/auth/reset-password/check", { body: { token } })).status).toBe(200);
    const reset = await t.request("/api/auth/reset-password", { body: { token, password: "a-brand-new-secret" } });
    expect(reset.status).toBe(200);
    expect(await sessionUser(sessionCookieOf(reset))).toMatchObject({ id: user.id });
    expect(await sessionUser(user.cookie)).toBeNull();

    const again = await t.request("/api/auth/reset-password", { body: { token, password: "yet-another-secret" } });
    expect(again.status).toBe(400);
    expect((await readJson(again)).error).toEqual({
      code: "INVALID_RESET_TOKEN",
      message: "Invalid or expired reset link",
    });
    expect((await t.request("/api/auth/reset-password/check", { body: { token } })).status).toBe(400);

    const oldPassword = await t.request("/api/auth/sign-in", { body: { email: user.email, password: user.password } });
    expect(oldPassword.status).toBe(401);
    const newPassword = await t.request("/api/auth/sign-in", {
      body: { email: user.email, password: "a-brand-new-secret" },
    });
    expect(newPassword.status).toBe(200);
  });

  it("refuses an expired link and a made-up one", async () => {
    const user = await t.signUp();
    await t.request("/api/auth/forgot-password", { body: { email: user.email } });
    const token = resetLinkTokenOf((await t.latestMailTo(user.email))!.body);
    await t.deps.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, resetLinkIdentifier(token)));
    for (const candidate of [token, "made-up-token"]) {
      const response = await t.request("/api/auth/reset-password", {
        body: { token: candidate, password: "a-brand-new-secret" },
      });
      expect(response.status).toBe(400);
      expect((await readJson(response)).error.code).toBe("INVALID_RESET_TOKEN");
    }
  });

  it("refuses a common password on reset too", async () => {
    const user = await t.signUp();
    await t.request("/api/auth/forgot-password", { body: { email: user.email } });
    const token = resetLinkTokenOf((await t.latestMailTo(user.email))!.body);
    const response = await t.request("/api/auth/reset-password", { body: { token, password: "qwerty123" } });
    expect(response.status).toBe(400);
    expect((await readJson(response)).error.code).toBe("WEAK_PASSWORD");
    expect((await t.request("/api/auth/reset-password/check", { body: { token } })).status).toBe(200);
  });
});

describe("rate limits", () => {
  it("blocks an account after 10 sign-in attempts in 15 minutes with 429 and Retry-After", async () => {
    const user = await t.signUp();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await t.request("/api/auth/sign-in", {
        body: { email: user.email, password: "wrong-password" },
      });
      expect(response.status).toBe(401);
    }
    const blocked = await t.request("/api/auth/sign-in", { body: { email: user.email, password: user.password } });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(800);
    expect((await readJson(blocked)).error).toMatchObject({
      code: "RATE_LIMITED",
      message: expect.stringMatching(/Too many attempts/),
    });
  });

  it("keeps its counters in the database and starts a new window when the old one has passed", async () => {
    const email = `limited-${Date.now()}@example.com`;
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await t.request("/api/auth/forgot-password", { body: { email } })).status).toBe(202);
    }
    expect((await t.request("/api/auth/forgot-password", { body: { email } })).status).toBe(429);
    const [counter] = await t.deps.db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, `forgot-password:account:${email}`));
    expect(counter?.count).toBe(4);

    await t.deps.db
      .update(rateLimitCounters)
      .set({ windowStartedAt: new Date(Date.now() - 61 * 60 * 1000) })
      .where(eq(rateLimitCounters.key, `forgot-password:account:${email}`));
    expect((await t.request("/api/auth/forgot-password", { body: { email } })).status).toBe(202);
  });

  it("counts per IP behind a trusted proxy", async () => {
    const proxied = await createTestApp({ TRUST_PROXY: "true", RATE_LIMIT_IP_FACTOR: "1" });
    try {
      const headers = { "X-Forwarded-For": "203.0.113.9" };
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        const response = await proxied.request("/api/auth/forgot-password", {
          body: { email: `ip-${attempt}@example.com` },
          headers,
        });
        expect(response.status).toBe(202);
      }
      const blocked = await proxied.request("/api/auth/forgot-password", {
        body: { email: "ip-11@example.com" },
        headers,
      });
      expect(blocked.status).toBe(429);
      const otherClient = await proxied.request("/api/auth/forgot-password", {
        body: { email: "ip-12@example.com" },
        headers: { "X-Forwarded-For": "198.51.100.4" },
      });
      expect(otherClient.status).toBe(202);
    } finally {
      await proxied.close();
    }
  });
});

describe("roles", () => {
  it("reads an unrecognised role as none", async () => {
    const user = await t.signUp();
    await t.deps.db.execute(sql`update users set role = 'captain' where id = ${user.id}`);
    expect(await sessionUser(user.cookie)).toMatchObject({ role: "none" });
    const [row] = await t.deps.db.select({ role: users.role }).from(users).where(eq(users.id, user.id));
    expect(row?.role).toBe("captain");
  });
});
