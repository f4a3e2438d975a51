import { randomUUID } from "node:crypto";
import { eq, inArray, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accounts,
  adminMessages,
  blogPosts,
  drills,
  feedback,
  feedbackVotes,
  mailOutbox,
  messageRecipients,
  rateLimitCounters,
  sessionReports,
  sessions,
  tacticalDrills,
  trainingSessions,
  users,
  verifications,
} from "../../db/schema.ts";
import { createTestApp, expectError, readJson, type TestApp } from "../../../test/test-app.ts";
import { sessionCookieOf } from "../../../test/sign-up-over-http.ts";
import { drillDiagram, libraryDrillBody, sessionBody } from "../../../test/session-test-fixtures.ts";

type Coach = Awaited<ReturnType<TestApp["signUp"]>>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sessionUser = async (cookie: string) => {
  const response = await t.request("/api/auth/session", { cookie });
  return (
    (await readJson(response)) as { user: { id: string; email: string; firstName: string; lastName: string } | null }
  ).user;
};

const signIn = (email: string, password: string) => t.request("/api/auth/sign-in", { body: { email, password } });

/** A second signed-in browser of the same coach. */
const anotherBrowserOf = async (coach: Coach) => sessionCookieOf(await signIn(coach.email, coach.password));

const emailChangeTokenOf = (body: string) => {
  const match = /\/account-settings\?email-change=([A-Za-z0-9%_-]+)/.exec(body);
  if (!match) throw new Error(`no e-mail change link in: ${body}`);
  return decodeURIComponent(match[1]!);
};

const requestEmailChange = (coach: Coach, newEmail: string, currentPassword = coach.password) =>
  t.request("/api/account/email", { body: { newEmail, currentPassword }, cookie: coach.cookie });

const confirmEmailChange = (cookie: string, token: string) =>
  t.request("/api/account/email/confirm", { body: { token }, cookie });

const newAddress = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

async function createSession(coach: Coach, title: string): Promise<{ id: string }> {
  const response = await t.request("/api/sessions", { body: sessionBody({ title }), cookie: coach.cookie });
  expect(response.status).toBe(201);
  return (await readJson(response)).session;
}

async function publish(coach: Coach, id: string) {
  expect((await t.request(`/api/sessions/${id}/publish`, { method: "POST", cookie: coach.cookie })).status).toBe(200);
}

async function insertFeedback(userId: string, title: string): Promise<string> {
  const id = randomUUID();
  await t.deps.db.insert(feedback).values({ id, userId, title, description: `${title}, described` });
  return id;
}

async function vote(userId: string, feedbackId: string, voteType: "upvote" | "downvote") {
  await t.deps.db.insert(feedbackVotes).values({ feedbackId, userId, voteType });
}

/** Every feedback row's counters against its vote rows; they must always agree. */
async function countsMatchVotes(ids: string[]) {
  const rows = await t.deps.db
    .select({
      upvotes: feedback.upvotes,
      downvotes: feedback.downvotes,
      upRows: sql<number>`(select count(*)::int from feedback_votes v where v.feedback_id = ${feedback.id} and v.vote_type = 'upvote')`,
      downRows: sql<number>`(select count(*)::int from feedback_votes v where v.feedback_id = ${feedback.id} and v.vote_type = 'downvote')`,
    })
    .from(feedback)
    .where(inArray(feedback.id, ids));
  for (const row of rows) {
    expect(row.upvotes).toBe(row.upRows);
    expect(row.downvotes).toBe(row.downRows);
  }
  return rows;
}

async function sendBroadcast(title: string): Promise<string> {
  const id = randomUUID();
  await t.deps.db.insert(adminMessages).values({ id, messageType: "announcement", title, content: `${title} content` });
  return id;
}

describe("account: visitors", () => {
  it("answers 401 on every route without a session, before validating the body", async () => {
    const calls: Array<[string, string, unknown?]> = [
      ["GET", "/api/account"],
      ["PATCH", "/api/account/profile", { firstName: "A", lastName: "B" }],
      ["PUT", "/api/account/preferences", { sizeUnit: "yards" }],
      ["POST", "/api/account/email", { newEmail: "x@example.com", currentPassword: "whatever" }],
      ["POST", "/api/account/email/confirm", { token: "anything" }],
      ["POST", "/api/account/password", { currentPassword: "a", newPassword: "b" }],
      ["GET", "/api/account/export"],
      ["DELETE", "/api/account", { confirmation: "DELETE", password: "whatever" }],
      ["DELETE", "/api/account", {}],
    ];
    for (const [method, path, body] of calls) {
      const response = await t.request(path, { method, body });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect((await readJson(response)).error.code).toBe("UNAUTHENTICATED");
    }
    const forged = await t.request("/api/account/export", { cookie: "touchline.session_token=forged.value" });
    expect(forged.status).toBe(401);
  });
});

describe("account: contract", () => {
  it("documents every account route in the OpenAPI document", async () => {
    const document = await readJson(await t.request("/api/openapi.json"));
    expect(Object.keys(document.paths["/api/account"]).sort()).toEqual(["delete", "get"]);
    for (const path of [
      "/api/account/profile",
      "/api/account/preferences",
      "/api/account/email",
      "/api/account/email/confirm",
      "/api/account/password",
      "/api/account/export",
    ]) {
      expect(document.paths[path], path).toBeDefined();
    }
  });
});

describe("account: profile", () => {
  it("returns the account with its creation date and no pending e-mail change", async () => {
    const coach = await t.signUp({ firstName: "Ana", lastName: "Silva" });
    const response = await t.request("/api/account", { cookie: coach.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const { account } = await readJson(response);
    expect(account).toMatchObject({
      id: coach.id,
      email: coach.email,
      firstName: "Ana",
      lastName: "Silva",
      role: "none",
      pendingEmail: null,
      sizeUnit: "metres",
    });
    expect(Date.parse(account.createdAt)).not.toBeNaN();
  });

  it("renames the coach (trimmed): the session, the display name and public sessions' author follow", async () => {
    const coach = await t.signUp({ firstName: "Ana", lastName: "Silva" });
    const session = await createSession(coach, "Rename me");
    await publish(coach, session.id);

    const response = await t.request("/api/account/profile", {
      method: "PATCH",
      body: { firstName: "  Joana ", lastName: "Pereira" },
      cookie: coach.cookie,
    });
    expect(response.status).toBe(200);
    expect((await readJson(response)).user).toMatchObject({
      id: coach.id,
      firstName: "Joana",
      lastName: "Pereira",
      email: coach.email,
    });
    expect(await sessionUser(coach.cookie)).toMatchObject({ firstName: "Joana", lastName: "Pereira" });
    const [row] = await t.deps.db.select({ name: users.name }).from(users).where(eq(users.id, coach.id));
    expect(row?.name).toBe("Joana Pereira");
    const publicView = await readJson(await t.request(`/api/sessions/${session.id}`));
    expect(JSON.stringify(publicView)).toContain("Joana Pereira");
  });

  it("validates the names with the sign-up rules and changes nothing on failure", async () => {
    const coach = await t.signUp({ firstName: "Ana", lastName: "Silva" });
    const empty = await t.request("/api/account/profile", {
      method: "PATCH",
      body: { firstName: "   ", lastName: "" },
      cookie: coach.cookie,
    });
    const error = await expectError(empty, 400, "VALIDATION_FAILED");
    expect(error.fields).toEqual({
      firstName: "Please enter your first name",
      lastName: "Please enter your last name",
    });

    const long = await t.request("/api/account/profile", {
      method: "PATCH",
      body: { firstName: "x".repeat(81), lastName: "Silva" },
      cookie: coach.cookie,
    });
    expect((await expectError(long, 400, "VALIDATION_FAILED")).fields?.firstName).toBe(
      "Your first name must be at most 80 characters",
    );

    const sneaky = await t.request("/api/account/profile", {
      method: "PATCH",
      body: { firstName: "Ana", lastName: "Silva", role: "super_admin", email: "x@example.com" },
      cookie: coach.cookie,
    });
    expect(sneaky.status).toBe(200);
    expect(await sessionUser(coach.cookie)).toMatchObject({ firstName: "Ana", lastName: "Silva", email: coach.email });
    const [row] = await t.deps.db.select({ role: users.role }).from(users).where(eq(users.id, coach.id));
    expect(row?.role).toBe("none");
  });
});

describe("account: preferences", () => {
  it("shows sizes in metres until the coach chooses yards, and keeps the choice", async () => {
    const coach = await t.signUp();
    const readUnit = async () =>
      (await readJson(await t.request("/api/account", { cookie: coach.cookie }))).account.sizeUnit;
    expect(await readUnit()).toBe("metres");

    const response = await t.request("/api/account/preferences", {
      method: "PUT",
      body: { sizeUnit: "yards" },
      cookie: coach.cookie,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await readJson(response)).toEqual({ preferences: { sizeUnit: "yards", language: null } });
    expect(await readUnit()).toBe("yards");

    const back = await t.request("/api/account/preferences", {
      method: "PUT",
      body: { sizeUnit: "metres" },
      cookie: coach.cookie,
    });
    expect(back.status).toBe(200);
    expect(await readUnit()).toBe("metres");
  });

  it("refuses an unknown unit and keeps the stored one", async () => {
    const coach = await t.signUp();
    for (const body of [{ sizeUnit: "feet" }, { sizeUnit: "" }]) {
      const response = await t.request("/api/account/preferences", { method: "PUT", body, cookie: coach.cookie });
      const error = await expectError(response, 400, "VALIDATION_FAILED");
      expect(error.fields?.sizeUnit ?? error.message, JSON.stringify(body)).toContain("Choose metres or yards");
    }
    const empty = await t.request("/api/account/preferences", { method: "PUT", body: {}, cookie: coach.cookie });
    expect((await expectError(empty, 400, "VALIDATION_FAILED")).message).toContain("Choose a unit or a language");
    const { account } = await readJson(await t.request("/api/account", { cookie: coach.cookie }));
    expect(account.sizeUnit).toBe("metres");
  });

  it("follows the browser's language until the coach chooses one, keeps it beside the unit, and refuses others", async () => {
    const coach = await t.signUp();
    const read = async () => (await readJson(await t.request("/api/account", { cookie: coach.cookie }))).account;
    expect((await read()).language).toBeNull();
    const put = (body: unknown) => t.request("/api/account/preferences", { method: "PUT", body, cookie: coach.cookie });
    await put({ sizeUnit: "yards" });
    expect(await readJson(await put({ language: "de" }))).toEqual({
      preferences: { sizeUnit: "yards", language: "de" },
    });
    expect(await read()).toMatchObject({ language: "de", sizeUnit: "yards" });
    await expectError(await put({ language: "tlh" }), 400, "VALIDATION_FAILED");
    expect((await read()).language).toBe("de");
    expect(await readJson(await put({ language: null }))).toEqual({
      preferences: { sizeUnit: "yards", language: null },
    });
  });

  it("changes only the caller's own account", async () => {
    const coach = await t.signUp();
    const other = await t.signUp();
    await t.request("/api/account/preferences", {
      method: "PUT",
      body: { sizeUnit: "yards", userId: other.id },
      cookie: coach.cookie,
    });
    const { account } = await readJson(await t.request("/api/account", { cookie: other.cookie }));
    expect(account.sizeUnit).toBe("metres");
  });
});

describe("account: e-mail change", () => {
  it("mails a link to the new address; the old address works until it is followed, then the new one does", async () => {
    const coach = await t.signUp({ firstName: "Ana" });
    const target = newAddress("Ana.New");

    const response = await requestEmailChange(coach, target);
    expect(response.status).toBe(202);
    expect(await readJson(response)).toEqual({ ok: true, pendingEmail: target.toLowerCase() });

    const mail = await t.latestMailTo(target.toLowerCase());
    expect(mail?.subject).toBe("Confirm your new Touchline e-mail address");
    expect(mail?.body).toContain("http://localhost:3000/account-settings?email-change=");
    expect(mail?.body).toContain("expires in 24 hours");
    const token = emailChangeTokenOf(mail!.body);
    // Only a hash of the token is kept.
    const stored = await t.deps.db
      .select()
      .from(verifications)
      .where(like(verifications.identifier, `email-change:${coach.id}:%`));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.identifier).not.toContain(token);
    expect(stored[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(23.9 * 60 * 60 * 1000);

    expect((await readJson(await t.request("/api/account", { cookie: coach.cookie }))).account).toMatchObject({
      email: coach.email,
      pendingEmail: target.toLowerCase(),
    });
    expect((await signIn(coach.email, coach.password)).status).toBe(200);
    expect((await signIn(target, coach.password)).status).toBe(401);

    const confirmed = await confirmEmailChange(coach.cookie, token);
    expect(confirmed.status).toBe(200);
    expect((await readJson(confirmed)).user).toMatchObject({ id: coach.id, email: target.toLowerCase() });
    expect(await sessionUser(coach.cookie)).toMatchObject({ email: target.toLowerCase() });
    expect((await signIn(target, coach.password)).status).toBe(200);
    expect((await signIn(coach.email, coach.password)).status).toBe(401);
    const [row] = await t.deps.db
      .select({ emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.id, coach.id));
    expect(row?.emailVerified).toBe(true);

    const notice = await t.latestMailTo(coach.email);
    expect(notice?.subject).toBe("Your Touchline e-mail address was changed");
    expect(notice?.body).toContain(target.toLowerCase());
    expect((await readJson(await t.request("/api/account", { cookie: coach.cookie }))).account.pendingEmail).toBeNull();
  });

  it("accepts a link once only", async () => {
    const coach = await t.signUp();
    const target = newAddress("once");
    await requestEmailChange(coach, target);
    const token = emailChangeTokenOf((await t.latestMailTo(target))!.body);
    const [first, second] = await Promise.all([
      confirmEmailChange(coach.cookie, token),
      confirmEmailChange(coach.cookie, token),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 400]);
    const again = await confirmEmailChange(coach.cookie, token);
    const error = await expectError(again, 400, "VALIDATION_FAILED");
    expect(error.message).toBe("This confirmation link is invalid, has expired or was already used.");
  });

  it("refuses an expired link and a made-up one, and the address stays", async () => {
    const coach = await t.signUp();
    const target = newAddress("late");
    await requestEmailChange(coach, target);
    const token = emailChangeTokenOf((await t.latestMailTo(target))!.body);
    await t.deps.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verifications.identifier, `email-change:${coach.id}:%`));
    for (const candidate of [token, "made-up-token"]) {
      await expectError(await confirmEmailChange(coach.cookie, candidate), 400, "VALIDATION_FAILED");
    }
    expect(await sessionUser(coach.cookie)).toMatchObject({ email: coach.email });
    expect((await readJson(await t.request("/api/account", { cookie: coach.cookie }))).account.pendingEmail).toBeNull();
  });

  it("only works for the account that asked for it, signed in", async () => {
    const coach = await t.signUp();
    const stranger = await t.signUp();
    const target = newAddress("typo");
    await requestEmailChange(coach, target);
    const token = emailChangeTokenOf((await t.latestMailTo(target))!.body);
    await expectError(await confirmEmailChange(stranger.cookie, token), 400, "VALIDATION_FAILED");
    expect(await sessionUser(stranger.cookie)).toMatchObject({ email: stranger.email });
    expect((await confirmEmailChange(coach.cookie, token)).status).toBe(200);
  });

  it("keeps only the newest link working", async () => {
    const coach = await t.signUp();
    const first = newAddress("first");
    const second = newAddress("second");
    await requestEmailChange(coach, first);
    const oldToken = emailChangeTokenOf((await t.latestMailTo(first))!.body);
    await requestEmailChange(coach, second);
    const newToken = emailChangeTokenOf((await t.latestMailTo(second))!.body);
    await expectError(await confirmEmailChange(coach.cookie, oldToken), 400, "VALIDATION_FAILED");
    expect((await readJson(await confirmEmailChange(coach.cookie, newToken))).user.email).toBe(second);
  });

  it("answers an address another account uses (any case) exactly like a free one, telling its holder instead of sending a link", async () => {
    const coach = await t.signUp();
    const other = await t.signUp();
    const free = newAddress("free");

    const toFree = await requestEmailChange(coach, free);
    const toTaken = await requestEmailChange(coach, other.email.toUpperCase());
    expect(toTaken.status).toBe(toFree.status);
    expect(await readJson(toTaken)).toEqual({ ok: true, pendingEmail: other.email.toLowerCase() });
    const notice = await t.latestMailTo(other.email.toLowerCase());
    expect(notice?.subject).toBe("Someone tried to move a Touchline account to your address");
    expect(notice?.body).not.toMatch(/email-change=/);
    // The account holder's own address and sign-in are untouched.
    expect(await sessionUser(other.cookie)).toMatchObject({ email: other.email.toLowerCase() });
  });

  it("refuses the current address and a wrong password", async () => {
    const coach = await t.signUp();
    const other = await t.signUp();

    const same = await expectError(await requestEmailChange(coach, coach.email), 400, "VALIDATION_FAILED");
    expect(same.fields).toEqual({ newEmail: "This is already your email address." });

    const target = newAddress("guarded");
    const wrong = await expectError(
      await requestEmailChange(coach, target, "not-my-password"),
      400,
      "VALIDATION_FAILED",
    );
    expect(wrong.fields).toEqual({ currentPassword: "Your current password is incorrect." });
    // A wrong password does not reveal whether an address is taken.
    await expectError(await requestEmailChange(coach, other.email, "not-my-password"), 400, "VALIDATION_FAILED");
    expect(await t.latestMailTo(target)).toBeUndefined();

    const invalid = await expectError(await requestEmailChange(coach, "not-an-email"), 400, "VALIDATION_FAILED");
    expect(invalid.fields?.newEmail).toBe("Please enter a valid email address");
  });

  it("refuses the link when the address was taken after it was sent", async () => {
    const coach = await t.signUp();
    const target = newAddress("raced");
    await requestEmailChange(coach, target);
    const token = emailChangeTokenOf((await t.latestMailTo(target))!.body);
    await t.signUp({ email: target });
    await expectError(await confirmEmailChange(coach.cookie, token), 409, "EMAIL_TAKEN");
    expect(await sessionUser(coach.cookie)).toMatchObject({ email: coach.email });
  });

  it("limits requests per account", async () => {
    const coach = await t.signUp();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await requestEmailChange(coach, newAddress(`many${attempt}`))).status).toBe(202);
    }
    const blocked = await requestEmailChange(coach, newAddress("many6"));
    await expectError(blocked, 429, "RATE_LIMITED");
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});

describe("account: password change", () => {
  const changePassword = (cookie: string, currentPassword: string, newPassword: string) =>
    t.request("/api/account/password", { body: { currentPassword, newPassword }, cookie });

  it("needs the right current password and refuses short or common new ones", async () => {
    const coach = await t.signUp();
    const wrong = await expectError(
      await changePassword(coach.cookie, "not-my-password", "a-brand-new-secret"),
      400,
      "VALIDATION_FAILED",
    );
    expect(wrong.fields).toEqual({ currentPassword: "Your current password is incorrect." });

    const short = await expectError(
      await changePassword(coach.cookie, coach.password, "12345"),
      400,
      "VALIDATION_FAILED",
    );
    expect(short.fields?.newPassword).toBe("Password must be at least 6 characters long");

    const common = await expectError(
      await changePassword(coach.cookie, coach.password, "football"),
      400,
      "WEAK_PASSWORD",
    );
    expect(common.message).toMatch(/too common/);

    const missing = await expectError(
      await changePassword(coach.cookie, "", "a-brand-new-secret"),
      400,
      "VALIDATION_FAILED",
    );
    expect(missing.fields?.currentPassword).toBe("Please enter your current password");

    expect((await signIn(coach.email, coach.password)).status).toBe(200);
    expect(await sessionUser(coach.cookie)).not.toBeNull();
  });

  it("changes it, ends every other session and keeps this browser signed in with a fresh cookie", async () => {
    const coach = await t.signUp();
    const tablet = await anotherBrowserOf(coach);
    const response = await changePassword(coach.cookie, coach.password, "a-brand-new-secret");
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ ok: true });

    const thisBrowser = sessionCookieOf(response);
    expect(await sessionUser(thisBrowser)).toMatchObject({ id: coach.id });
    expect(await sessionUser(tablet)).toBeNull();
    // The cookie from before the change is worthless too: the browser replaced it with the fresh one.
    expect(await sessionUser(coach.cookie)).toBeNull();
    expect(await t.deps.db.select().from(sessions).where(eq(sessions.userId, coach.id))).toHaveLength(1);

    expect((await signIn(coach.email, coach.password)).status).toBe(401);
    expect((await signIn(coach.email, "a-brand-new-secret")).status).toBe(200);
  });

  it("counts every attempt per account and blocks after 10 in 15 minutes", async () => {
    const coach = await t.signUp();
    const key = `account-password:account:${coach.id}`;
    expect((await changePassword(coach.cookie, "not-my-password", "a-brand-new-secret")).status).toBe(400);
    const [counter] = await t.deps.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    expect(counter?.count).toBe(1);
    // Nine more wrong guesses, without hashing nine times.
    await t.deps.db.update(rateLimitCounters).set({ count: 10 }).where(eq(rateLimitCounters.key, key));
    const blocked = await expectError(
      await changePassword(coach.cookie, coach.password, "a-brand-new-secret"),
      429,
      "RATE_LIMITED",
    );
    expect(blocked.message).toMatch(/Too many attempts/);
    // Deleting the account checks the password too and shares the limit.
    await expectError(
      await t.request("/api/account", {
        method: "DELETE",
        body: { confirmation: "DELETE", password: coach.password },
        cookie: coach.cookie,
      }),
      429,
      "RATE_LIMITED",
    );
    expect((await signIn(coach.email, coach.password)).status).toBe(200);
  });
});

describe("account: data export", () => {
  it("downloads the coach's own data as a dated JSON attachment without hashes, tokens or anyone else's data", async () => {
    const coach = await t.signUp({ firstName: "Ana", lastName: "Exporter" });
    const other = await t.signUp({ firstName: "Otto", lastName: "Stranger" });
    const secondBrowser = await anotherBrowserOf(coach);

    const session = await createSession(coach, "Ana's pressing session");
    const libraryDrill = await readJson(
      await t.request("/api/drills", { body: libraryDrillBody({ title: "Ana's rondo" }), cookie: coach.cookie }),
    );
    const board = await readJson(
      await t.request("/api/tactical-drills", {
        body: { title: "Ana's corner routine", diagram: drillDiagram() },
        cookie: coach.cookie,
      }),
    );
    const othersSession = await createSession(other, "Otto's secret session");
    await publish(other, othersSession.id);
    await t.request("/api/drills", { body: libraryDrillBody({ title: "Otto's private drill" }), cookie: other.cookie });
    expect(
      (
        await t.request(`/api/sessions/${othersSession.id}/reports`, {
          body: { reason: "spam", details: "Ana's report text" },
          cookie: coach.cookie,
        })
      ).status,
    ).toBe(201);

    const ownFeedback = await insertFeedback(coach.id, "Ana's idea for the board");
    const othersFeedback = await insertFeedback(other.id, "Otto's own feedback");
    await vote(coach.id, othersFeedback, "downvote");
    await vote(other.id, ownFeedback, "upvote");
    const broadcast = await sendBroadcast("Welcome to the new season");
    await t.deps.db
      .insert(messageRecipients)
      .values({ messageId: broadcast, recipientId: coach.id, readAt: new Date() });
    await t.deps.db.insert(messageRecipients).values({ messageId: broadcast, recipientId: other.id });
    // A pending reset link: its token is in a mail and in the verifications table, never in the export.
    await t.request("/api/auth/forgot-password", { body: { email: coach.email } });

    const response = await t.request("/api/account/export", { cookie: coach.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="touchline-export-${today}.json"`);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const text = await response.text();

    const secrets = [
      ...(await t.deps.db.select({ value: accounts.password }).from(accounts).where(eq(accounts.userId, coach.id))).map(
        (row) => row.value!,
      ),
      ...(await t.deps.db.select({ value: sessions.token }).from(sessions).where(eq(sessions.userId, coach.id))).map(
        (row) => row.value,
      ),
      ...(
        await t.deps.db
          .select({ value: verifications.identifier })
          .from(verifications)
          .where(eq(verifications.value, coach.id))
      ).map((row) => row.value.replace("reset-password:", "")),
      coach.cookie.split("=")[1]!.split(".")[0]!,
      secondBrowser.split("=")[1]!.split(".")[0]!,
      coach.password,
    ];
    expect(secrets.length).toBeGreaterThanOrEqual(6);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/scrypt\$/);
    expect(text).not.toMatch(/"(token|password|passwordHash|accessToken|refreshToken|idToken)"/i);
    for (const foreign of [
      other.email,
      other.id,
      "Otto",
      "Otto's secret session",
      "Otto's private drill",
      "Otto's own feedback",
    ]) {
      expect(text).not.toContain(foreign);
    }

    const data = JSON.parse(text);
    expect(data).toMatchObject({
      format: "touchline-account-export",
      version: 1,
      profile: {
        id: coach.id,
        email: coach.email,
        firstName: "Ana",
        lastName: "Exporter",
        role: "none",
        sizeUnit: "metres",
      },
      pendingEmailChange: null,
    });
    expect(data.trainingSessions).toHaveLength(1);
    expect(data.trainingSessions[0]).toMatchObject({
      id: session.id,
      title: "Ana's pressing session",
      visibility: "private",
    });
    expect(data.trainingSessions[0].blocks).toHaveLength(2);
    expect(data.trainingSessions[0].blocks[0].diagram.objects).toBeTypeOf("object");
    expect(data.libraryDrills).toEqual([
      expect.objectContaining({ id: libraryDrill.drill.id, title: "Ana's rondo", tags: ["rondo"] }),
    ]);
    expect(data.libraryDrills[0].content.organisation).toContain("10 x 10 m");
    expect(data.tacticalDrills).toEqual([
      expect.objectContaining({ id: board.drill.id, title: "Ana's corner routine" }),
    ]);
    expect(data.sessionReports).toEqual([
      expect.objectContaining({ sessionId: othersSession.id, reason: "spam", details: "Ana's report text" }),
    ]);
    expect(data.feedback).toEqual([
      expect.objectContaining({ id: ownFeedback, title: "Ana's idea for the board", upvotes: 1 }),
    ]);
    expect(data.feedbackVotes).toEqual([expect.objectContaining({ feedbackId: othersFeedback, voteType: "downvote" })]);
    expect(data.messageReceipts).toEqual([
      expect.objectContaining({ messageId: broadcast, messageTitle: "Welcome to the new season" }),
    ]);
    expect(data.messageReceipts[0].readAt).toEqual(expect.any(String));
    expect(data.signInSessions).toHaveLength(2);
    expect(Object.keys(data.signInSessions[0]).sort()).toEqual([
      "createdAt",
      "expiresAt",
      "ipAddress",
      "lastActiveAt",
      "userAgent",
    ]);
    expect(data.emailsSent.map((mail: { subject: string }) => mail.subject)).toEqual([
      "Confirm your e-mail address for Touchline",
      "Welcome to Touchline!",
      "Reset your Touchline password",
    ]);
    expect(data.authored).toEqual({ blogPosts: [], broadcasts: [], images: [] });
  });

  it("includes a pending e-mail change", async () => {
    const coach = await t.signUp();
    const target = newAddress("pending");
    await requestEmailChange(coach, target);
    const data = await readJson(await t.request("/api/account/export", { cookie: coach.cookie }));
    expect(data.pendingEmailChange).toEqual({ newEmail: target, expiresAt: expect.any(String) });
  });
});

describe("account: deletion", () => {
  const deleteAccount = (cookie: string, body: unknown) =>
    t.request("/api/account", { method: "DELETE", body, cookie });

  it("needs the typed confirmation and the password, and keeps everything otherwise", async () => {
    const coach = await t.signUp();
    const noConfirmation = await expectError(
      await deleteAccount(coach.cookie, { password: coach.password }),
      400,
      "VALIDATION_FAILED",
    );
    expect(noConfirmation.fields?.confirmation).toBe("Type DELETE to confirm");
    for (const confirmation of ["delete", "DELETE ", coach.email]) {
      await expectError(
        await deleteAccount(coach.cookie, { confirmation, password: coach.password }),
        400,
        "VALIDATION_FAILED",
      );
    }
    const wrong = await expectError(
      await deleteAccount(coach.cookie, { confirmation: "DELETE", password: "not-my-password" }),
      400,
      "VALIDATION_FAILED",
    );
    expect(wrong.fields).toEqual({ password: "Your current password is incorrect." });
    const missing = await expectError(
      await deleteAccount(coach.cookie, { confirmation: "DELETE" }),
      400,
      "VALIDATION_FAILED",
    );
    expect(missing.fields?.password).toBe("Please enter your current password");

    expect(await t.deps.db.select().from(users).where(eq(users.id, coach.id))).toHaveLength(1);
    expect(await sessionUser(coach.cookie)).toMatchObject({ id: coach.id });
  });

  it("removes the coach's data at once, signs out everywhere, anonymises credits and keeps feedback counts right", async () => {
    const coach = await t.signUp({ firstName: "Dana", lastName: "Leaving" });
    const copier = await t.signUp({ firstName: "Cleo", lastName: "Copier" });
    const tablet = await anotherBrowserOf(coach);

    const published = await createSession(coach, "Dana's famous rondo");
    await publish(coach, published.id);
    const copyResponse = await t.request(`/api/sessions/${published.id}/copy`, {
      method: "POST",
      cookie: copier.cookie,
    });
    expect(copyResponse.status).toBe(201);
    const copy = (await readJson(copyResponse)).session;
    expect(copy.copiedFrom).toEqual({ id: published.id, title: "Dana's famous rondo", authorName: "Dana Leaving" });
    const unrelated = await createSession(copier, "Cleo's own session");
    await t.request("/api/drills", { body: libraryDrillBody(), cookie: coach.cookie });
    await t.request("/api/tactical-drills", {
      body: { title: "Dana's board", diagram: drillDiagram() },
      cookie: coach.cookie,
    });
    const copiersPublic = await createSession(copier, "Cleo's public session");
    await publish(copier, copiersPublic.id);
    await t.request(`/api/sessions/${copiersPublic.id}/reports`, { body: { reason: "spam" }, cookie: coach.cookie });

    const danasFeedback = await insertFeedback(coach.id, "Dana's suggestion");
    const cleosFeedback = await insertFeedback(copier.id, "Cleo's suggestion");
    await vote(coach.id, cleosFeedback, "upvote");
    await vote(copier.id, cleosFeedback, "upvote");
    await vote(coach.id, danasFeedback, "downvote");
    await vote(copier.id, danasFeedback, "upvote");
    const broadcast = await sendBroadcast("Season opener");
    await t.deps.db
      .insert(messageRecipients)
      .values({ messageId: broadcast, recipientId: coach.id, readAt: new Date() });
    await t.request("/api/auth/forgot-password", { body: { email: coach.email } });
    const target = newAddress("never-confirmed");
    await requestEmailChange(coach, target);
    const strangerMail = await t.signUp();

    const response = await deleteAccount(coach.cookie, { confirmation: "DELETE", password: coach.password });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ ok: true });
    expect(response.headers.getSetCookie().join()).toMatch(/touchline\.session_token=;.*Max-Age=0/i);
    const db = t.deps.db;
    const countOf = async (rows: Promise<unknown[]>) => (await rows).length;
    // Counters keyed by the address go with the account (checked before the sign-in attempt below counts again).
    expect(
      await countOf(
        db
          .select()
          .from(rateLimitCounters)
          .where(like(rateLimitCounters.key, `%:${coach.email}`)),
      ),
    ).toBe(0);

    // Signed out everywhere, and the account cannot sign in again.
    expect(await sessionUser(coach.cookie)).toBeNull();
    expect(await sessionUser(tablet)).toBeNull();
    expect((await signIn(coach.email, coach.password)).status).toBe(401);

    expect(await countOf(db.select().from(users).where(eq(users.id, coach.id)))).toBe(0);
    expect(await countOf(db.select().from(sessions).where(eq(sessions.userId, coach.id)))).toBe(0);
    expect(await countOf(db.select().from(accounts).where(eq(accounts.userId, coach.id)))).toBe(0);
    expect(await countOf(db.select().from(trainingSessions).where(eq(trainingSessions.ownerId, coach.id)))).toBe(0);
    expect(await countOf(db.select().from(drills).where(eq(drills.ownerId, coach.id)))).toBe(0);
    expect(await countOf(db.select().from(tacticalDrills).where(eq(tacticalDrills.ownerId, coach.id)))).toBe(0);
    expect(await countOf(db.select().from(sessionReports).where(eq(sessionReports.reporterId, coach.id)))).toBe(0);
    expect(await countOf(db.select().from(feedbackVotes).where(eq(feedbackVotes.userId, coach.id)))).toBe(0);
    expect(await countOf(db.select().from(messageRecipients).where(eq(messageRecipients.recipientId, coach.id)))).toBe(
      0,
    );
    expect(await countOf(db.select().from(verifications).where(eq(verifications.value, coach.id)))).toBe(0);
    expect(
      await countOf(
        db
          .select()
          .from(verifications)
          .where(like(verifications.identifier, `email-change:${coach.id}:%`)),
      ),
    ).toBe(0);
    expect(await countOf(db.select().from(mailOutbox).where(eq(mailOutbox.recipient, coach.email)))).toBe(0);
    expect(await countOf(db.select().from(mailOutbox).where(eq(mailOutbox.recipient, target)))).toBe(0);
    // Other people's mail stays.
    expect(await t.latestMailTo(strangerMail.email)).toBeDefined();

    // The copy stays with its title credit, the author anonymised; other coaches' sessions are untouched.
    const [copyRow] = await db.select().from(trainingSessions).where(eq(trainingSessions.id, copy.id));
    expect(copyRow).toMatchObject({
      ownerId: copier.id,
      copiedFromId: null,
      copiedFromTitle: "Dana's famous rondo",
      copiedFromAuthor: "A former coach",
    });
    expect(
      (await readJson(await t.request(`/api/sessions/${copy.id}`, { cookie: copier.cookie }))).session.copiedFrom,
    ).toEqual({
      id: null,
      title: "Dana's famous rondo",
      authorName: "A former coach",
    });
    expect(
      await countOf(
        db
          .select()
          .from(trainingSessions)
          .where(inArray(trainingSessions.id, [unrelated.id, copiersPublic.id])),
      ),
    ).toBe(2);

    // Their feedback stays without an author; counts still equal the vote rows.
    const [kept] = await db.select().from(feedback).where(eq(feedback.id, danasFeedback));
    expect(kept).toMatchObject({ userId: null, title: "Dana's suggestion" });
    const counts = await countsMatchVotes([danasFeedback, cleosFeedback]);
    expect(counts.map(({ upvotes, downvotes }) => [upvotes, downvotes]).sort()).toEqual([
      [1, 0],
      [1, 0],
    ]);
    expect(await countOf(db.select().from(adminMessages).where(eq(adminMessages.id, broadcast)))).toBe(1);
  });

  it("keeps authored blog posts and broadcasts of a deleted admin, without an author", async () => {
    const admin = await t.signUpWithRole("admin");
    const messageId = randomUUID();
    await t.deps.db
      .insert(adminMessages)
      .values({ id: messageId, messageType: "tip", title: "Hydrate", content: "Drink water", senderId: admin.id });
    const postId = randomUUID();
    await t.deps.db
      .insert(blogPosts)
      .values({ id: postId, slug: `post-${postId}`, title: "Pre-season plan", body: "Run.", authorId: admin.id });
    expect((await deleteAccount(admin.cookie, { confirmation: "DELETE", password: admin.password })).status).toBe(200);
    const [message] = await t.deps.db.select().from(adminMessages).where(eq(adminMessages.id, messageId));
    expect(message).toMatchObject({ title: "Hydrate", senderId: null });
    const [post] = await t.deps.db.select().from(blogPosts).where(eq(blogPosts.id, postId));
    expect(post).toMatchObject({ title: "Pre-season plan", authorId: null });
  });

  it("refuses to delete the only super admin", async () => {
    const boss = await t.signUpWithRole("super_admin");
    const [superAdmins] = await t.deps.db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.role, "super_admin"));
    expect(superAdmins!.count).toBe(1);
    const error = await expectError(
      await deleteAccount(boss.cookie, { confirmation: "DELETE", password: boss.password }),
      409,
      "CONFLICT",
    );
    expect(error.message).toMatch(/only super admin/);
    const second = await t.signUpWithRole("super_admin");
    expect((await deleteAccount(boss.cookie, { confirmation: "DELETE", password: boss.password })).status).toBe(200);
    await expectError(
      await deleteAccount(second.cookie, { confirmation: "DELETE", password: second.password }),
      409,
      "CONFLICT",
    );
  });
});
