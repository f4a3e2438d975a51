import { like, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { rateLimitCounters } from "../../db/schema.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Coach = Awaited<ReturnType<TestApp["signUp"]>>;

/** Every counter a coach's own use of the site starts: by their address before sign-in, by their id after. */
async function useEveryLimitedAction(coach: Coach) {
  await t.request("/api/auth/sign-in", { body: { email: coach.email, password: "not-my-password" } });
  await t.request("/api/auth/forgot-password", { body: { email: coach.email } });
  const cookie = coach.cookie;
  expect(
    (await t.request("/api/feedback", { body: { title: "Idea", description: "More cones" }, cookie })).status,
  ).toBe(201);
  await t.request("/api/account/password", {
    body: { currentPassword: "not-my-password", newPassword: "a-brand-new-secret" },
    cookie,
  });
  await t.request("/api/account/email", {
    body: { newEmail: `new-${coach.email}`, currentPassword: coach.password },
    cookie,
  });
  await t.request("/api/account/email/confirm", { body: { token: "not-a-real-token" }, cookie });
  expect((await t.request("/api/account/export", { cookie })).status).toBe(200);
}

const countersOf = (coach: Coach) =>
  t.deps.db
    .select({ key: rateLimitCounters.key })
    .from(rateLimitCounters)
    .where(or(like(rateLimitCounters.key, `%:${coach.id}`), like(rateLimitCounters.key, `%:${coach.email}`)));

describe("deleting an account", () => {
  it("purges every rate-limit counter keyed by the account, whoever deletes it, and keeps the others'", async () => {
    const bystander = await t.signUp();
    await useEveryLimitedAction(bystander);
    const bystanderCounters = await countersOf(bystander);

    const admin = await t.signUpWithRole("admin");
    for (const byAdmin of [false, true]) {
      const coach = await t.signUp();
      await useEveryLimitedAction(coach);
      expect((await countersOf(coach)).map((row) => row.key.replace(/:[^:]+$/, "")).sort()).toEqual([
        "account-export:account",
        "account-password:account",
        "email-change:account",
        "email-confirm:account",
        "feedback:account",
        "forgot-password:account",
        "sign-in:account",
        // Sign-in attempts on the account from one address (here the test client's): its counter names the account too.
        "sign-in@local:account",
        "sign-up:account",
      ]);

      const response = byAdmin
        ? await t.request(`/api/admin/users/${coach.id}/delete`, {
            body: { reason: "Asked us to by e-mail" },
            cookie: admin.cookie,
          })
        : await t.request("/api/account", {
            method: "DELETE",
            body: { confirmation: "DELETE", password: coach.password },
            cookie: coach.cookie,
          });
      expect(response.status).toBe(200);
      expect(await countersOf(coach)).toEqual([]);
    }
    expect(await countersOf(bystander)).toEqual(bystanderCounters);
  });
});
