import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { accounts, users } from "../../db/schema.ts";
import { verifyPassword } from "../../auth/password-hash.ts";
import { createTestApp, readJson, TEST_APP_URL, type TestApp } from "../../../test/test-app.ts";
import { confirmationTokenOf, sessionCookieOf } from "../../../test/sign-up-over-http.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

let counter = 0;
const newAddress = () => `sign-up-${Date.now()}-${++counter}@example.com`;

/** Headers that differ on every answer, whoever asks about whatever address. */
const PER_ANSWER_HEADERS = new Set(["date", "x-request-id"]);

/** Everything a client sees of an answer but its date and request id: status, headers and body. */
const observable = async (response: Response) => {
  const headers = [...response.headers.entries()].filter(([name]) => !PER_ANSWER_HEADERS.has(name));
  return { status: response.status, headers, body: await response.text() };
};

/** Signs up while counting the password hashes the auth library's hasher makes. */
const signUpCountingHashes = async (body: { email: string; password: string; firstName: string; lastName: string }) => {
  const context = await t.deps.auth.$context;
  const hash = vi.spyOn(context.password, "hash");
  const response = await t.request("/api/auth/sign-up", { body });
  const hashes = hash.mock.calls.length;
  hash.mockRestore();
  return { response, hashes };
};

describe("sign-up does not tell which addresses have accounts", () => {
  it("answers a new address and a taken one alike, with one password hash each and no cookie", async () => {
    const taken = await t.signUp();
    const fresh = newAddress();
    // Same body apart from the address the answer echoes: the address is compared as given.
    const asked = { password: "saturday-small-sided", firstName: "Mo", lastName: "Diallo" };
    const forNew = await signUpCountingHashes({ ...asked, email: fresh });
    const forTaken = await signUpCountingHashes({ ...asked, email: taken.email });

    expect(forNew.hashes).toBe(1);
    expect(forTaken.hashes).toBe(1);
    const newAnswer = await observable(forNew.response);
    const takenAnswer = await observable(forTaken.response);
    expect(newAnswer.status).toBe(202);
    expect(newAnswer.headers.some(([name]) => name === "set-cookie")).toBe(false);
    expect(takenAnswer).toEqual({ ...newAnswer, body: JSON.stringify({ email: taken.email }) });
    expect(JSON.parse(newAnswer.body)).toEqual({ email: fresh });
  });

  it("tells the owner of a confirmed account of the attempt, with sign-in and reset links, and changes nothing", async () => {
    const owner = await t.signUp();
    const [before] = await t.deps.db.select().from(users).where(eq(users.id, owner.id));
    const response = await t.request("/api/auth/sign-up", {
      body: { email: owner.email.toUpperCase(), password: "an-intruders-password", firstName: "Eve", lastName: "X" },
    });
    expect(response.status).toBe(202);
    const mail = await t.latestMailTo(owner.email);
    expect(mail?.subject).toBe("Someone tried to create a Touchline account with your address");
    expect(mail?.body).toContain(`${TEST_APP_URL}/login`);
    expect(mail?.body).toContain(`${TEST_APP_URL}/forgot-password`);
    expect(mail?.body).not.toMatch(/confirm=/);

    const [after] = await t.deps.db.select().from(users).where(eq(users.id, owner.id));
    expect(after).toEqual(before);
    const signIn = await t.request("/api/auth/sign-in", { body: { email: owner.email, password: owner.password } });
    expect(signIn.status).toBe(200);
  });

  const passwordOf = async (email: string) => {
    const [row] = await t.deps.db.select().from(users).where(eq(users.email, email));
    const [account] = await t.deps.db
      .select({ password: accounts.password })
      .from(accounts)
      .where(and(eq(accounts.userId, row!.id), eq(accounts.providerId, "credential")));
    return account!.password!;
  };
  const confirm = (token: string, password: string) =>
    t.request("/api/auth/confirm-email", { body: { token, password } });

  it("lets nobody hold a pending address back: the owner's own link and password open it, the squatter's password never does", async () => {
    const email = newAddress();
    const squatter = { email, password: "squatters-password-1", firstName: "Sly", lastName: "Squatter" };
    expect((await t.request("/api/auth/sign-up", { body: squatter })).status).toBe(202);
    const squattersLink = confirmationTokenOf((await t.latestMailTo(email))?.body);

    const owner = { email, password: "owners-real-password", firstName: "Olu", lastName: "Owner" };
    const { response, hashes } = await signUpCountingHashes(owner);
    expect(response.status).toBe(202);
    expect(hashes).toBe(1);
    const ownersMail = await t.latestMailTo(email);
    expect(ownersMail?.subject).toBe("Confirm your e-mail address for Touchline");
    const ownersLink = confirmationTokenOf(ownersMail?.body);

    const confirmed = await confirm(ownersLink, owner.password);
    expect(confirmed.status).toBe(200);
    expect((await readJson(confirmed)).user).toMatchObject({ email, firstName: "Olu", lastName: "Owner" });
    const hash = await passwordOf(email);
    expect(await verifyPassword({ hash, password: owner.password })).toBe(true);
    expect(await verifyPassword({ hash, password: squatter.password })).toBe(false);
    // Every other link of the address is cancelled once one is used.
    expect((await confirm(squattersLink, squatter.password)).status).toBe(400);
  });

  it("never takes over a pending sign-up: a second sign-up's password is not the account's, whichever link the owner follows", async () => {
    const email = newAddress();
    const owner = { email, password: "owners-real-password", firstName: "Olu", lastName: "Owner" };
    expect((await t.request("/api/auth/sign-up", { body: owner })).status).toBe(202);
    const ownersLink = confirmationTokenOf((await t.latestMailTo(email))?.body);
    const attacker = { email, password: "attackers-password-9", firstName: "Eve", lastName: "Attacker" };
    expect((await t.request("/api/auth/sign-up", { body: attacker })).status).toBe(202);
    const attackersLink = confirmationTokenOf((await t.latestMailTo(email))?.body);
    // The pending account keeps the owner's password: the later sign-up replaced nothing.
    expect(await verifyPassword({ hash: await passwordOf(email), password: owner.password })).toBe(true);

    // The owner follows the newest link, the one the attacker's sign-up sent, with the owner's own password.
    const refused = await confirm(attackersLink, owner.password);
    expect(refused.status).toBe(401);
    expect((await readJson(refused)).error.code).toBe("INVALID_CREDENTIALS");
    expect(refused.headers.getSetCookie().some((cookie) => cookie.startsWith("touchline.session_token="))).toBe(false);

    // The owner's own link, with the owner's password, confirms and signs in.
    const confirmed = await confirm(ownersLink, owner.password);
    expect(confirmed.status).toBe(200);
    expect((await readJson(confirmed)).user).toMatchObject({ firstName: "Olu", lastName: "Owner" });
    expect((await t.request("/api/auth/sign-in", { body: { email, password: attacker.password } })).status).toBe(401);
    expect((await t.request("/api/auth/sign-in", { body: { email, password: owner.password } })).status).toBe(200);
    expect((await confirm(attackersLink, attacker.password)).status).toBe(400);
  });

  it("a wrong password leaves the link usable", async () => {
    const email = newAddress();
    const person = { email, password: "my-own-password-5", firstName: "Wil", lastName: "Wrong" };
    await t.request("/api/auth/sign-up", { body: person });
    const link = confirmationTokenOf((await t.latestMailTo(email))?.body);
    expect((await confirm(link, "not-my-password")).status).toBe(401);
    expect((await confirm(link, person.password)).status).toBe(200);
  });

  it("refuses to sign in an unconfirmed account, saying why only after the right password", async () => {
    const email = newAddress();
    const password = "waiting-for-my-link";
    await t.request("/api/auth/sign-up", { body: { email, password, firstName: "Pat", lastName: "Pending" } });

    const right = await t.request("/api/auth/sign-in", { body: { email, password } });
    expect(right.status).toBe(403);
    expect(right.headers.getSetCookie().some((cookie) => cookie.startsWith("touchline.session_token="))).toBe(false);
    expect((await readJson(right)).error).toEqual({
      code: "EMAIL_NOT_CONFIRMED",
      message: "Please confirm your e-mail address first: follow the link we sent you.",
    });
    const wrong = await t.request("/api/auth/sign-in", { body: { email, password: "not-the-password" } });
    expect(wrong.status).toBe(401);
  });

  it("confirms a pending address by a password reset, which then signs in", async () => {
    const email = newAddress();
    await t.request("/api/auth/sign-up", {
      body: { email, password: "forgot-it-already", firstName: "Rae", lastName: "Reset" },
    });
    const confirmLink = confirmationTokenOf((await t.latestMailTo(email))?.body);
    await t.request("/api/auth/forgot-password", { body: { email } });
    const resetToken = decodeURIComponent(
      /reset-password\?token=([^\s]+)/.exec((await t.latestMailTo(email))!.body)![1]!,
    );
    const reset = await t.request("/api/auth/reset-password", {
      body: { token: resetToken, password: "remembered-it-now" },
    });
    expect(reset.status).toBe(200);
    expect(sessionCookieOf(reset)).toMatch(/^touchline\.session_token=/);
    expect((await confirm(confirmLink, "forgot-it-already")).status).toBe(400);
  });
});
