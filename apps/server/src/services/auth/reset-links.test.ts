import { randomUUID } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, readJson, type TestApp } from "../../../test/test-app.ts";
import { mailOutbox, verifications } from "../../db/schema.ts";
import { resetLinkIdentifier } from "../../auth/reset-links.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Coach = Awaited<ReturnType<TestApp["signUp"]>>;

const PASSWORD_CHANGED = "Your Touchline password was changed";

async function requestResetLink(coach: Coach): Promise<string> {
  expect((await t.request("/api/auth/forgot-password", { body: { email: coach.email } })).status).toBe(202);
  const mail = await t.latestMailTo(coach.email);
  expect(mail?.subject).toBe("Reset your Touchline password");
  const match = /\/reset-password\?token=([A-Za-z0-9%_-]+)/.exec(mail!.body);
  return decodeURIComponent(match![1]!);
}

const isLive = async (token: string) =>
  (await t.request("/api/auth/reset-password/check", { body: { token } })).status === 200;

const resetLinkRows = (coach: Coach) =>
  t.deps.db
    .select()
    .from(verifications)
    .where(and(like(verifications.identifier, "reset-password:%"), eq(verifications.value, coach.id)));

const mailsTo = (coach: Coach) =>
  t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, coach.email)).orderBy(mailOutbox.id);

describe("reset links", () => {
  it("are stored as a hash only: the token in the e-mail is nowhere in the verifications table", async () => {
    const coach = await t.signUp();
    const token = await requestResetLink(coach);
    const rows = await t.deps.db.select().from(verifications);
    for (const row of rows) expect(`${row.identifier} ${row.value}`).not.toContain(token);
    const [link] = await resetLinkRows(coach);
    expect(link?.identifier).toMatch(/^reset-password:[A-Za-z0-9_-]{43}$/);
    expect(await isLive(token)).toBe(true);
  });

  it("expire: a link past its hour is refused", async () => {
    const coach = await t.signUp();
    const token = await requestResetLink(coach);
    await t.deps.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, resetLinkIdentifier(token)));
    expect(await isLive(token)).toBe(false);
    const refused = await t.request("/api/auth/reset-password", { body: { token, password: "a-new-secret-1" } });
    expect((await readJson(refused)).error.code).toBe("INVALID_RESET_TOKEN");
  });

  it("are one per account: a new link cancels the older one", async () => {
    const coach = await t.signUp();
    const first = await requestResetLink(coach);
    const second = await requestResetLink(coach);
    expect(second).not.toBe(first);
    expect(await isLive(first)).toBe(false);
    expect(await isLive(second)).toBe(true);
    expect(await resetLinkRows(coach)).toHaveLength(1);
    const refused = await t.request("/api/auth/reset-password", { body: { token: first, password: "a-new-secret-1" } });
    expect((await readJson(refused)).error.code).toBe("INVALID_RESET_TOKEN");
  });

  it("stay one per account when several are asked for at once, and the live one is in an e-mail", async () => {
    const coach = await t.signUp();
    const asked = await Promise.all(
      Array.from({ length: 3 }, () => t.request("/api/auth/forgot-password", { body: { email: coach.email } })),
    );
    expect(asked.map((response) => response.status)).toEqual([202, 202, 202]);
    expect(await resetLinkRows(coach)).toHaveLength(1);
    const tokens = (await mailsTo(coach))
      .filter((mail) => mail.subject === "Reset your Touchline password")
      .map((mail) => decodeURIComponent(/token=([A-Za-z0-9%_-]+)/.exec(mail.body)![1]!));
    const live = [];
    for (const token of tokens) if (await isLive(token)) live.push(token);
    expect(live).toHaveLength(1);
  });

  it("are all cancelled by a reset, e-mail change links too, and the account is told its password changed", async () => {
    const coach = await t.signUp({ firstName: "Ana" });
    const token = await requestResetLink(coach);
    // A link left over from a request that raced this one.
    const leftover = randomUUID();
    await t.deps.db.insert(verifications).values({
      id: leftover,
      identifier: `reset-password:${leftover}`,
      value: coach.id,
      expiresAt: new Date(Date.now() + 30 * 60 * 1000),
    });
    const emailChange = await t.request("/api/account/email", {
      body: { newEmail: `moved-${coach.email}`, currentPassword: coach.password },
      cookie: coach.cookie,
    });
    expect(emailChange.status).toBe(202);
    expect(
      await t.deps.db
        .select()
        .from(verifications)
        .where(like(verifications.identifier, `%:${coach.id}:%`)),
    ).toHaveLength(1);

    const reset = await t.request("/api/auth/reset-password", { body: { token, password: "a-brand-new-secret" } });
    expect(reset.status).toBe(200);

    expect(await resetLinkRows(coach)).toEqual([]);
    expect(
      await t.deps.db
        .select()
        .from(verifications)
        .where(like(verifications.identifier, `%:${coach.id}:%`)),
    ).toEqual([]);
    const notice = (await mailsTo(coach)).at(-1);
    expect(notice?.subject).toBe(PASSWORD_CHANGED);
    expect(notice?.body).toMatch(/^Hello Ana,/);
    expect(notice?.body).toContain("with a password reset link");
    expect(notice?.body).toContain("http://localhost:3000/forgot-password");
    expect(notice?.body).not.toContain("token=");
  });

  it("die when the password is changed in the settings, which sends the notice too", async () => {
    const coach = await t.signUp();
    const token = await requestResetLink(coach);
    const change = await t.request("/api/account/password", {
      body: { currentPassword: coach.password, newPassword: "a-brand-new-secret" },
      cookie: coach.cookie,
    });
    expect(change.status).toBe(200);
    expect(await isLive(token)).toBe(false);
    const notice = (await mailsTo(coach)).at(-1);
    expect(notice?.subject).toBe(PASSWORD_CHANGED);
    expect(notice?.body).toContain("from the account settings");
  });

  it("send no notice when the change is refused", async () => {
    const coach = await t.signUp();
    const token = await requestResetLink(coach);
    const weak = await t.request("/api/auth/reset-password", { body: { token, password: "654321" } });
    expect(weak.status).toBe(400);
    expect((await mailsTo(coach)).map((mail) => mail.subject)).not.toContain(PASSWORD_CHANGED);
    expect(await isLive(token)).toBe(true);
  });
});
