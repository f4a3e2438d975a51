import { randomUUID } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "@touchline/contracts";
import { adminMessages, auditLog, sessions, trainingSessions, users } from "../../db/schema.ts";
// The app first: it loads the OpenAPI extension of zod before the contracts' schemas are built.
import { createTestApp, expectError, freshTestApps, readJson, type TestApp } from "../../../test/test-app.ts";
import { sessionCookieOf } from "../../../test/sign-up-over-http.ts";
import { restoreUserByEmail } from "../../services/users/restore-user.ts";
import { setUserRole } from "../../services/users/set-user-role.ts";
import { libraryDrillBody, sessionBody } from "../../../test/session-test-fixtures.ts";

let t: TestApp;
let boss: Coach;
beforeAll(async () => {
  t = await createTestApp();
  boss = await t.signUpWithRole("super_admin");
});
afterAll(() => t.close());

type Coach = Awaited<ReturnType<TestApp["signUp"]>>;

const REASON = "Posted other coaches' sessions as their own";

const userPath = (id: string, action = "") => `/api/admin/users/${encodeURIComponent(id)}${action ? `/${action}` : ""}`;
const getUser = (cookie: string | undefined, id: string, app: TestApp = t) => app.request(userPath(id), { cookie });
const changeLevel = (cookie: string | undefined, id: string, role: Role, app: TestApp = t) =>
  app.request(userPath(id, "level"), { cookie, body: { role } });
const suspend = (cookie: string | undefined, id: string, reason: unknown = REASON) =>
  t.request(userPath(id, "suspend"), { cookie, body: { reason } });
const restore = (cookie: string | undefined, id: string) =>
  t.request(userPath(id, "restore"), { method: "POST", cookie });
const remove = (cookie: string | undefined, id: string, reason: unknown = REASON) =>
  t.request(userPath(id, "delete"), { cookie, body: { reason } });
const signIn = (email: string, password: string) => t.request("/api/auth/sign-in", { body: { email, password } });
const sessionUser = async (cookie: string) => (await readJson(await t.request("/api/auth/session", { cookie }))).user;

async function expectOk(response: Response) {
  const body = await readJson(response);
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body;
}

const auditOf = (targetId: string) =>
  t.deps.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(auditLog.id);
/** Super admins who can sign in and act: the last-super-admin rule keeps at least one. */
const usableSuperAdmins = (app: TestApp) =>
  app.deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "super_admin"), isNull(users.suspendedAt)));
const roleOf = async (id: string, app: TestApp = t) =>
  (await app.deps.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;

describe("access by level", () => {
  const levels = ["none", "moderator", "admin", "super_admin"] as const;

  /** Every route, with what it needs done to a fresh coach first (restore needs a suspended one). */
  const routes: Array<{
    name: string;
    prepare?: (target: Coach) => Promise<void>;
    call: (cookie: string | undefined, target: Coach) => Response | Promise<Response>;
  }> = [
    { name: "GET /api/admin/users", call: (cookie) => t.request("/api/admin/users", { cookie }) },
    { name: "GET /api/admin/users/:id", call: (cookie, target) => getUser(cookie, target.id) },
    { name: "POST /api/admin/users/:id/level", call: (cookie, target) => changeLevel(cookie, target.id, "moderator") },
    { name: "POST /api/admin/users/:id/suspend", call: (cookie, target) => suspend(cookie, target.id) },
    {
      name: "POST /api/admin/users/:id/restore",
      prepare: async (target) => void (await expectOk(await suspend(boss.cookie, target.id))),
      call: (cookie, target) => restore(cookie, target.id),
    },
    { name: "POST /api/admin/users/:id/delete", call: (cookie, target) => remove(cookie, target.id) },
  ];

  const staff: Partial<Record<Role, Coach>> = {};
  beforeAll(async () => {
    for (const level of levels) staff[level] = level === "none" ? await t.signUp() : await t.signUpWithRole(level);
  });

  for (const route of routes) {
    it(`${route.name}: anonymous 401, coach and moderator 403, admin and super admin 200`, async () => {
      const target = await t.signUp();
      await route.prepare?.(target);
      await expectError(await route.call(undefined, target), 401, "UNAUTHENTICATED");
      await expectError(await route.call(staff.none!.cookie, target), 403, "FORBIDDEN");
      await expectError(await route.call(staff.moderator!.cookie, target), 403, "FORBIDDEN");
      // Nothing happened to the target.
      expect(await roleOf(target.id)).toBe("none");

      for (const level of ["admin", "super_admin"] as const) {
        const fresh = await t.signUp();
        await route.prepare?.(fresh);
        await expectOk(await route.call(staff[level]!.cookie, fresh));
      }
    });
  }

  it("checks the level before the input: a coach's malformed request is 403, an anonymous one 401", async () => {
    const coach = await t.signUp();
    await expectError(
      await t.request(userPath(coach.id, "level"), { cookie: staff.none!.cookie, body: { role: "emperor" } }),
      403,
      "FORBIDDEN",
    );
    await expectError(await t.request(userPath(coach.id, "suspend"), { body: {} }), 401, "UNAUTHENTICATED");
    await expectError(
      await t.request("/api/admin/users?sort=alphabetical", { cookie: staff.moderator!.cookie }),
      403,
      "FORBIDDEN",
    );
  });

  it("validates the input of admins", async () => {
    const coach = await t.signUp();
    await expectError(
      await t.request("/api/admin/users?sort=alphabetical", { cookie: boss.cookie }),
      400,
      "VALIDATION_FAILED",
    );
    await expectError(
      await t.request("/api/admin/users?level=captain", { cookie: boss.cookie }),
      400,
      "VALIDATION_FAILED",
    );
    await expectError(
      await t.request(userPath(coach.id, "level"), { cookie: boss.cookie, body: { role: "emperor" } }),
      400,
      "VALIDATION_FAILED",
    );
    const noReason = await expectError(
      await t.request(userPath(coach.id, "suspend"), { cookie: boss.cookie, body: {} }),
      400,
      "VALIDATION_FAILED",
    );
    expect(noReason.fields?.reason).toBe("Please give a reason");
    await expectError(await suspend(boss.cookie, coach.id, "  "), 400, "VALIDATION_FAILED");
    await expectError(await remove(boss.cookie, coach.id, "x".repeat(1001)), 400, "VALIDATION_FAILED");
    await expectError(await getUser(boss.cookie, "no-such-user"), 404, "NOT_FOUND");
    await expectError(await changeLevel(boss.cookie, "no-such-user", "moderator"), 404, "NOT_FOUND");
    expect(await roleOf(coach.id)).toBe("none");
    expect((await sessionUser(coach.cookie))?.id).toBe(coach.id);
  });
});

describe("the level rules", () => {
  it("lets an admin grant and remove the moderator level, with an audit line for each change", async () => {
    const admin = await t.signUpWithRole("admin");
    const coach = await t.signUp();
    const promoted = await expectOk(await changeLevel(admin.cookie, coach.id, "moderator"));
    expect(promoted.user.role).toBe("moderator");
    expect(promoted.audit[0]).toMatchObject({
      action: "user.level_changed",
      actorId: admin.id,
      details: { from: "none", to: "moderator" },
    });
    expect(promoted.audit[0].actorLabel).toContain(admin.email);
    // The moderator's own session sees the new level at once.
    expect((await sessionUser(coach.cookie)).role).toBe("moderator");

    await expectOk(await changeLevel(admin.cookie, coach.id, "none"));
    expect(await roleOf(coach.id)).toBe("none");
    const audit = await auditOf(coach.id);
    expect(audit.map((entry) => entry.details)).toEqual([
      { from: "none", to: "moderator" },
      { from: "moderator", to: "none" },
    ]);
    expect(audit.every((entry) => entry.targetLabel === coach.email && entry.targetType === "user")).toBe(true);
  });

  it("changing to the level an account already has changes nothing and writes nothing", async () => {
    const coach = await t.signUp();
    await expectOk(await changeLevel(boss.cookie, coach.id, "none"));
    expect(await auditOf(coach.id)).toHaveLength(0);
  });

  it("refuses a level above the actor's own", async () => {
    const admin = await t.signUpWithRole("admin");
    const coach = await t.signUp();
    const error = await expectError(await changeLevel(admin.cookie, coach.id, "super_admin"), 403, "FORBIDDEN");
    expect(error.message).toBe("Nobody can grant a level above their own.");
    expect(await roleOf(coach.id)).toBe("none");
  });

  it("refuses an admin granting the admin level, and acting on an admin's account", async () => {
    const admin = await t.signUpWithRole("admin");
    const coach = await t.signUp();
    const error = await expectError(await changeLevel(admin.cookie, coach.id, "admin"), 403, "FORBIDDEN");
    expect(error.message).toMatch(/^Only a super admin can grant or remove the admin and super admin levels/);

    const otherAdmin = await t.signUpWithRole("admin");
    const auditBefore = (await auditOf(otherAdmin.id)).length;
    await expectError(await changeLevel(admin.cookie, otherAdmin.id, "none"), 403, "FORBIDDEN");
    await expectError(await suspend(admin.cookie, otherAdmin.id), 403, "FORBIDDEN");
    await expectError(await remove(admin.cookie, otherAdmin.id), 403, "FORBIDDEN");
    await expectError(await suspend(admin.cookie, boss.id), 403, "FORBIDDEN");
    expect(await roleOf(otherAdmin.id)).toBe("admin");

    // A super admin may do all of it.
    await expectOk(await changeLevel(boss.cookie, coach.id, "admin"));
    await expectOk(await changeLevel(boss.cookie, otherAdmin.id, "moderator"));
    expect(await auditOf(otherAdmin.id)).toHaveLength(auditBefore + 1);
  });

  it("refuses changing, suspending or deleting oneself, even as a super admin", async () => {
    const admin = await t.signUpWithRole("admin");
    for (const actor of [admin, boss]) {
      const error = await expectError(await changeLevel(actor.cookie, actor.id, "none"), 403, "FORBIDDEN");
      expect(error.message).toBe("You cannot change, suspend or delete your own account here.");
      await expectError(await suspend(actor.cookie, actor.id), 403, "FORBIDDEN");
      await expectError(await remove(actor.cookie, actor.id), 403, "FORBIDDEN");
      expect((await sessionUser(actor.cookie))?.id).toBe(actor.id);
    }
    expect(await roleOf(boss.id)).toBe("super_admin");
  });

  it("acts with the actor's level as it is now, not as it was when they signed in", async () => {
    const demotedSoon = await t.signUpWithRole("admin");
    const coach = await t.signUp();
    await expectOk(await changeLevel(boss.cookie, demotedSoon.id, "moderator"));
    await expectError(await changeLevel(demotedSoon.cookie, coach.id, "moderator"), 403, "FORBIDDEN");
  });
});

describe("the last super admin", () => {
  const freshApp = freshTestApps();

  it("can never be removed: not by the role tool, and two super admins demoting each other at once leave one", async () => {
    const app = await freshApp();
    const first = await app.signUpWithRole("super_admin");
    const second = await app.signUpWithRole("super_admin");

    // Both at once: whichever goes second sees the other's change and is refused.
    const responses = await Promise.all([
      changeLevel(first.cookie, second.id, "admin", app),
      changeLevel(second.cookie, first.id, "admin", app),
    ]);
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const remaining = await app.deps.db.select({ id: users.id }).from(users).where(eq(users.role, "super_admin"));
    expect(remaining).toHaveLength(1);
    const last = remaining[0]!.id === first.id ? first : second;

    // The command-line tool applies the same rule.
    await expect(setUserRole(app.deps.db, last.email, "admin")).rejects.toThrow(
      "This is the last super admin: make someone else super admin first.",
    );
    expect(await roleOf(last.id, app)).toBe("super_admin");
    // Promoting someone else first makes it possible, from the command line too.
    const successor = await app.signUpWithRole("super_admin");
    expect(await setUserRole(app.deps.db, last.email, "moderator")).toMatchObject({
      from: "super_admin",
      to: "moderator",
      changed: true,
    });
    await expect(setUserRole(app.deps.db, successor.email, "none")).rejects.toThrow(/last super admin/);
    const [entry] = await app.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, last.id), eq(auditLog.actorLabel, "Command line")))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      actorId: null,
      action: "user.level_changed",
      details: { from: "super_admin", to: "moderator" },
    });
  });

  it("two super admins suspending each other at once leave one who can act, every round", async () => {
    const app = await freshApp();
    const pair = [await app.signUpWithRole("super_admin"), await app.signUpWithRole("super_admin")];
    const suspendIn = (actor: Coach, target: Coach) =>
      app.request(userPath(target.id, "suspend"), { cookie: actor.cookie, body: { reason: REASON } });
    for (let round = 0; round < 8; round += 1) {
      const [first, second] = pair as [Coach, Coach];
      const responses = await Promise.all([suspendIn(first, second), suspendIn(second, first)]);
      const usable = await usableSuperAdmins(app);
      expect(usable, `round ${round + 1}`).toHaveLength(1);
      expect(responses.map((response) => response.status).filter((status) => status === 200)).toHaveLength(1);

      // The operator lifts the suspension from the command line, and the pair is ready for the next round.
      const suspended = pair.find((coach) => coach.id !== usable[0]!.id)!;
      expect(await restoreUserByEmail(app.deps.db, suspended.email)).toBe(true);
      const signedIn = await app.request("/api/auth/sign-in", {
        body: { email: suspended.email, password: suspended.password },
      });
      expect(signedIn.status).toBe(200);
      suspended.cookie = sessionCookieOf(signedIn);
    }
  });

  it("counts only unsuspended super admins: the one left who can act cannot be suspended, demoted or deleted", async () => {
    const app = await freshApp();
    const first = await app.signUpWithRole("super_admin");
    const second = await app.signUpWithRole("super_admin");
    const act = (actor: Coach, target: Coach, action: string, body: unknown) =>
      app.request(userPath(target.id, action), { cookie: actor.cookie, body });
    const restoreIn = (actor: Coach, target: Coach) =>
      app.request(userPath(target.id, "restore"), { method: "POST", cookie: actor.cookie });
    expect((await act(first, second, "suspend", { reason: REASON })).status).toBe(200);
    expect((await readJson(await getUser(first.cookie, second.id, app))).superAdminCount).toBe(1);

    // The operator, who has every level, meets the rule as well.
    await expect(setUserRole(app.deps.db, first.email, "admin")).rejects.toThrow(/last super admin/);
    expect(await roleOf(first.id, app)).toBe("super_admin");

    // A suspended super admin can be restored, demoted or deleted: that takes away nobody who can act.
    expect((await restoreIn(first, second)).status).toBe(200);
    expect((await act(first, second, "suspend", { reason: REASON })).status).toBe(200);
    expect((await act(first, second, "level", { role: "admin" })).status).toBe(200);
    const third = await app.signUpWithRole("super_admin");
    expect((await act(first, third, "suspend", { reason: REASON })).status).toBe(200);
    expect((await act(first, third, "delete", { reason: REASON })).status).toBe(200);
    expect(await usableSuperAdmins(app)).toEqual([{ id: first.id }]);
  });

  it("a super admin's details carry the number of super admins, for the screens' choices", async () => {
    const app = await freshApp();
    const only = await app.signUpWithRole("super_admin");
    const coach = await app.signUp();
    expect((await readJson(await getUser(only.cookie, coach.id, app))).superAdminCount).toBe(1);
    await app.signUpWithRole("super_admin");
    expect((await readJson(await getUser(only.cookie, coach.id, app))).superAdminCount).toBe(2);
  });
});

describe("suspension", () => {
  it("ends the holder's sessions at once, refuses their sign-in with the reason, and tells them alone", async () => {
    const coach = await t.signUp();
    const bystander = await t.signUp();
    const tablet = sessionCookieOf(await signIn(coach.email, coach.password));
    expect((await sessionUser(tablet))?.id).toBe(coach.id);

    const body = await expectOk(await suspend(boss.cookie, coach.id));
    expect(body.user).toMatchObject({ status: "suspended", suspensionReason: REASON });
    expect(body.user.suspendedAt).toEqual(expect.any(String));
    expect(body.audit[0]).toMatchObject({
      action: "user.suspended",
      reason: REASON,
      actorId: boss.id,
      targetLabel: coach.email,
    });

    // Every browser of theirs is signed out now.
    expect(await t.deps.db.select().from(sessions).where(eq(sessions.userId, coach.id))).toHaveLength(0);
    await expectError(await t.request("/api/account", { cookie: coach.cookie }), 401, "UNAUTHENTICATED");
    await expectError(await t.request("/api/messages", { cookie: tablet }), 401, "UNAUTHENTICATED");
    expect(await sessionUser(coach.cookie)).toBeNull();

    // The right password learns of the suspension and its reason; a wrong one learns nothing.
    const refused = await expectError(await signIn(coach.email, coach.password), 403, "ACCOUNT_SUSPENDED");
    expect(refused.message).toBe(
      `This account has been suspended. Reason: ${REASON} Contact support if you think this is a mistake.`,
    );
    await expectError(await signIn(coach.email, "not-the-password"), 401, "INVALID_CREDENTIALS");
    expect(await t.deps.db.select().from(sessions).where(eq(sessions.userId, coach.id))).toHaveLength(0);

    // The message is theirs alone.
    const messages = await t.deps.db.select().from(adminMessages).where(eq(adminMessages.recipientId, coach.id));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      targetAudience: "user",
      senderId: boss.id,
      title: "Your account has been suspended",
    });
    expect(messages[0]!.content).toContain(REASON);
    const othersMessages = (await readJson(await t.request("/api/messages", { cookie: bystander.cookie })))
      .messages as Array<{ title: string }>;
    expect(othersMessages.map((message) => message.title)).not.toContain("Your account has been suspended");

    await expectError(await suspend(boss.cookie, coach.id), 409, "CONFLICT");

    // Restored, they sign in again and read why they were suspended.
    const restored = await expectOk(await restore(boss.cookie, coach.id));
    expect(restored.user).toMatchObject({ status: "active", suspendedAt: null, suspensionReason: null });
    expect(restored.audit[0]).toMatchObject({ action: "user.restored", actorId: boss.id });
    const again = await signIn(coach.email, coach.password);
    expect(again.status).toBe(200);
    const inbox = (await readJson(await t.request("/api/messages", { cookie: sessionCookieOf(again) })))
      .messages as Array<{ title: string; content: string }>;
    expect(inbox.find((message) => message.title === "Your account has been suspended")?.content).toContain(REASON);
    await expectError(await restore(boss.cookie, coach.id), 409, "CONFLICT");

    expect((await auditOf(coach.id)).map((entry) => entry.action)).toEqual(["user.suspended", "user.restored"]);
  });

  it("a password reset while suspended changes the password but signs nobody in", async () => {
    const coach = await t.signUp();
    await expectOk(await suspend(boss.cookie, coach.id));
    expect((await t.request("/api/auth/forgot-password", { body: { email: coach.email } })).status).toBe(202);
    const mail = await t.latestMailTo(coach.email);
    const token = decodeURIComponent(/reset-password\?token=([^\s]+)/.exec(mail!.body)![1]!);

    const response = await t.request("/api/auth/reset-password", {
      body: { token, password: "a-brand-new-passphrase" },
    });
    await expectError(response, 403, "ACCOUNT_SUSPENDED");
    expect(
      response.headers
        .getSetCookie()
        .some((cookie) => /touchline\.session_token=[^;]+/.test(cookie) && !/Max-Age=0/i.test(cookie)),
    ).toBe(false);
    expect(await t.deps.db.select().from(sessions).where(eq(sessions.userId, coach.id))).toHaveLength(0);
    await expectError(await signIn(coach.email, "a-brand-new-passphrase"), 403, "ACCOUNT_SUSPENDED");

    await expectOk(await restore(boss.cookie, coach.id));
    expect((await signIn(coach.email, "a-brand-new-passphrase")).status).toBe(200);
  });

  it("an admin may suspend a moderator; a super admin may suspend another super admin while one is left", async () => {
    const admin = await t.signUpWithRole("admin");
    const moderator = await t.signUpWithRole("moderator");
    await expectOk(await suspend(admin.cookie, moderator.id));
    await expectOk(await restore(admin.cookie, moderator.id));
    const deputy = await t.signUpWithRole("super_admin");
    await expectOk(await suspend(boss.cookie, deputy.id));
    expect(await sessionUser(deputy.cookie)).toBeNull();
    await expectOk(await restore(boss.cookie, deputy.id));
  });
});

describe("deleting an account", () => {
  it("removes it as the account deletion does and writes the audit line with the e-mail", async () => {
    const coach = await t.signUp({ firstName: "Gone", lastName: "Soon" });
    const created = await t.request("/api/sessions", {
      body: sessionBody({ title: "Soon gone" }),
      cookie: coach.cookie,
    });
    const sessionId = (await readJson(created)).session.id as string;
    const response = await remove(boss.cookie, coach.id);
    expect(await expectOk(response)).toEqual({ ok: true });

    expect(await t.deps.db.select().from(users).where(eq(users.id, coach.id))).toHaveLength(0);
    expect(await t.deps.db.select().from(sessions).where(eq(sessions.userId, coach.id))).toHaveLength(0);
    expect(await t.deps.db.select().from(trainingSessions).where(eq(trainingSessions.id, sessionId))).toHaveLength(0);
    expect(await sessionUser(coach.cookie)).toBeNull();
    await expectError(await signIn(coach.email, coach.password), 401, "INVALID_CREDENTIALS");
    await expectError(await getUser(boss.cookie, coach.id), 404, "NOT_FOUND");
    await expectError(await remove(boss.cookie, coach.id), 404, "NOT_FOUND");

    expect(await auditOf(coach.id)).toEqual([]);
    const [entry] = await t.deps.db.select().from(auditLog).where(eq(auditLog.targetLabel, coach.email));
    expect(entry).toMatchObject({
      action: "user.deleted",
      actorId: boss.id,
      targetType: "user",
      targetId: "",
      targetLabel: coach.email,
      reason: REASON,
    });
  });
});

describe("the users list and a user's page", () => {
  // A word only this block's accounts carry in their names, so other tests' accounts do not interfere.
  const tag = `Zq${randomUUID().slice(0, 6)}`;
  let people: Coach[];

  const list = async (query: string) => {
    const body = await expectOk(await t.request(`/api/admin/users${query}`, { cookie: boss.cookie }));
    return body as {
      users: Array<{
        id: string;
        email: string;
        role: string;
        status: string;
        name: string;
        lastActiveAt: string | null;
      }>;
      total: number;
      page: number;
      pageSize: number;
    };
  };

  beforeAll(async () => {
    people = [];
    for (let index = 0; index < 22; index += 1) {
      people.push(await t.signUp({ firstName: `${tag}`, lastName: `Player${String(index).padStart(2, "0")}` }));
    }
  });

  it("searches names and e-mails in any case, and pages on the server", async () => {
    const first = await list(`?q=${tag.toLowerCase()}`);
    expect(first).toMatchObject({ total: 22, page: 1, pageSize: 20 });
    expect(first.users).toHaveLength(20);
    // Newest first by default.
    expect(first.users[0]!.id).toBe(people[21]!.id);
    const second = await list(`?q=${tag.toUpperCase()}&page=2`);
    expect(second.users.map((user) => user.id)).toEqual([people[1]!.id, people[0]!.id]);
    expect(second.total).toBe(22);
    expect(await list(`?q=${tag}&page=3`)).toMatchObject({ users: [], total: 22 });

    const byName = await list(`?q=${encodeURIComponent(`${tag} player07`)}`);
    expect(byName.users.map((user) => user.id)).toEqual([people[7]!.id]);
    expect(byName.users[0]).toMatchObject({
      name: `${tag} Player07`,
      email: people[7]!.email,
      role: "none",
      status: "active",
    });
    const byEmail = await list(`?q=${encodeURIComponent(people[3]!.email.split("@")[0]!.toUpperCase())}`);
    expect(byEmail.users.map((user) => user.id)).toEqual([people[3]!.id]);
    // Wildcards are plain characters.
    expect((await list(`?q=${encodeURIComponent(`${tag}%Player`)}`)).total).toBe(0);
  });

  it("filters by level and status, and sorts by last activity", async () => {
    await setUserRole(t.deps.db, people[5]!.email, "moderator");
    await expectOk(await suspend(boss.cookie, people[6]!.id));
    expect((await list(`?q=${tag}&level=moderator`)).users.map((user) => user.id)).toEqual([people[5]!.id]);
    expect((await list(`?q=${tag}&status=suspended`)).users.map((user) => user.id)).toEqual([people[6]!.id]);
    expect((await list(`?q=${tag}&status=active`)).total).toBe(21);
    expect((await list(`?q=${tag}&level=moderator&status=suspended`)).total).toBe(0);

    await t.deps.db.update(users).set({ lastActiveAt: null }).where(eq(users.firstName, tag));
    await t.deps.db
      .update(users)
      .set({ lastActiveAt: new Date("2026-03-01T00:00:00Z") })
      .where(eq(users.id, people[2]!.id));
    await t.deps.db
      .update(users)
      .set({ lastActiveAt: new Date("2026-03-04T00:00:00Z") })
      .where(eq(users.id, people[9]!.id));
    const active = await list(`?q=${tag}&sort=last_active`);
    expect(active.users.slice(0, 3).map((user) => user.id)).toEqual([people[9]!.id, people[2]!.id, people[21]!.id]);
    expect(active.users[0]!.lastActiveAt).toBe("2026-03-04T00:00:00.000Z");
    await expectOk(await restore(boss.cookie, people[6]!.id));
  });

  it("leaves out accounts nobody can sign in to (the demo author)", async () => {
    const id = randomUUID();
    await t.deps.db.insert(users).values({
      id,
      name: `${tag} Demo`,
      email: `${tag.toLowerCase()}-demo@touchline.invalid`,
      firstName: tag,
      lastName: "Demo",
    });
    expect((await list(`?q=${encodeURIComponent(`${tag} Demo`)}`)).total).toBe(0);
    await expectError(await getUser(boss.cookie, id), 404, "NOT_FOUND");
    await expectError(await suspend(boss.cookie, id), 404, "NOT_FOUND");
    await expectError(await remove(boss.cookie, id), 404, "NOT_FOUND");
  });

  it("shows a user's profile, level, dates, counts and the staff actions on them", async () => {
    const coach = await t.signUp({ firstName: tag, lastName: "Details" });
    for (const title of ["Public one", "Private one"]) {
      const created = await t.request("/api/sessions", { body: sessionBody({ title }), cookie: coach.cookie });
      expect(created.status).toBe(201);
      if (title === "Public one") {
        const id = (await readJson(created)).session.id as string;
        expect((await t.request(`/api/sessions/${id}/publish`, { method: "POST", cookie: coach.cookie })).status).toBe(
          200,
        );
      }
    }
    expect((await t.request("/api/drills", { body: libraryDrillBody(), cookie: coach.cookie })).status).toBe(201);
    expect(
      (
        await t.request("/api/feedback", {
          body: { title: "More cones", description: "Please." },
          cookie: coach.cookie,
        })
      ).status,
    ).toBe(201);
    await expectOk(await changeLevel(boss.cookie, coach.id, "moderator"));

    const { user, audit, superAdminCount } = await expectOk(await getUser(boss.cookie, coach.id));
    expect(user).toMatchObject({
      id: coach.id,
      name: `${tag} Details`,
      firstName: tag,
      lastName: "Details",
      email: coach.email,
      role: "moderator",
      status: "active",
      suspendedAt: null,
      suspensionReason: null,
      counts: { sessions: 2, publicSessions: 1, drills: 1, feedback: 1 },
    });
    expect(Date.parse(user.createdAt)).not.toBeNaN();
    // Their own requests above made them active today.
    expect(user.lastActiveAt).toEqual(expect.any(String));
    expect(audit).toEqual([
      expect.objectContaining({ action: "user.level_changed", details: { from: "none", to: "moderator" } }),
    ]);
    expect(superAdminCount).toBeGreaterThanOrEqual(1);
  });
});
