import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema.ts";
import { createTestApp, readJson, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("admin routes check the level on the server", () => {
  it("refuses anonymous callers with 401", async () => {
    const response = await t.request("/api/admin/overview");
    expect(response.status).toBe(401);
    expect((await readJson(response)).error.code).toBe("UNAUTHENTICATED");
  });

  it.each(["none", "moderator"] as const)("refuses %s with 403", async (role) => {
    const user = await t.signUpWithRole(role);
    const response = await t.request("/api/admin/overview", { cookie: user.cookie });
    expect(response.status).toBe(403);
    expect((await readJson(response)).error.code).toBe("FORBIDDEN");
  });

  it.each(["admin", "super_admin"] as const)("lets %s in with counts that match the users", async (role) => {
    const user = await t.signUpWithRole(role);
    const response = await t.request("/api/admin/overview", { cookie: user.cookie });
    expect(response.status).toBe(200);
    const overview = await readJson(response);
    expect(overview.usersByRole[role]).toBeGreaterThanOrEqual(1);
    const sum = Object.values(overview.usersByRole as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(overview.users).toBe(sum);
  });

  it("counts the accounts User Management lists, not an account nobody can sign in to", async () => {
    const admin = await t.signUpWithRole("admin");
    // Like the demo content's author: a user row with no credentials.
    await t.deps.db.insert(users).values({
      id: randomUUID(),
      name: "Demo Author",
      email: `demo-${randomUUID()}@example.com`,
      firstName: "Demo",
      lastName: "Author",
      role: "none",
      emailVerified: true,
    });
    const overview = await readJson(await t.request("/api/admin/overview", { cookie: admin.cookie }));
    const list = await readJson(await t.request("/api/admin/users", { cookie: admin.cookie }));
    expect(overview.users).toBe(list.total);
  });

  it("counts sessions, open feedback and open reports", async () => {
    const admin = await t.signUpWithRole("admin");
    const before = await readJson(await t.request("/api/admin/overview", { cookie: admin.cookie }));
    const coach = await t.signUp();
    const created = await t.request("/api/feedback", {
      cookie: coach.cookie,
      body: { title: "Dark mode", description: "For evening sessions", category: "feature" },
    });
    expect(created.status).toBe(201);
    const after = await readJson(await t.request("/api/admin/overview", { cookie: admin.cookie }));
    expect(after.openFeedback).toBe(before.openFeedback + 1);
    for (const key of ["sessions", "publicSessions", "openReports"]) expect(after[key]).toBeGreaterThanOrEqual(0);
    expect(after.publicSessions).toBeLessThanOrEqual(after.sessions);
  });

  it("ignores a role sent in the sign-up body", async () => {
    const response = await t.request("/api/auth/sign-up", {
      body: {
        email: "sneaky@example.com",
        password: "tuesday-rondo-drill",
        firstName: "S",
        lastName: "N",
        role: "super_admin",
      },
    });
    expect(response.status).toBe(202);
    const [created] = await t.deps.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.email, "sneaky@example.com"));
    expect(created?.role).toBe("none");
  });
});

describe("the audit log", () => {
  it("is for admins only", async () => {
    expect((await t.request("/api/admin/audit")).status).toBe(401);
    for (const role of ["none", "moderator"] as const) {
      const user = await t.signUpWithRole(role);
      expect((await t.request("/api/admin/audit", { cookie: user.cookie })).status).toBe(403);
    }
  });

  it("records a feedback status change, a broadcast and a blog publication with who did it", async () => {
    const admin = await t.signUpWithRole("admin");
    const coach = await t.signUp();
    const item = await readJson(
      await t.request("/api/feedback", {
        cookie: coach.cookie,
        body: { title: "Printable cones list", description: "Please", category: "feature" },
      }),
    );
    const statusChange = await t.request(`/api/feedback/${item.item.id}`, {
      method: "PATCH",
      cookie: admin.cookie,
      body: { status: "in_progress" },
    });
    expect(statusChange.status).toBe(200);
    // Saving the same status again changes nothing, so it is not logged twice.
    await t.request(`/api/feedback/${item.item.id}`, {
      method: "PATCH",
      cookie: admin.cookie,
      body: { status: "in_progress" },
    });
    const sent = await t.request("/api/admin/messages", {
      cookie: admin.cookie,
      body: { title: "Pitch maintenance", content: "Friday", targetAudience: "all" },
    });
    expect(sent.status).toBe(201);
    const post = await t.request("/api/admin/blog/posts", {
      cookie: admin.cookie,
      body: {
        title: "Audit trail",
        slug: `audit-trail-${Date.now()}`,
        excerpt: "",
        body: "Text",
        tags: [],
        status: "published",
      },
    });
    expect(post.status).toBe(201);

    const { entries } = await readJson(await t.request("/api/admin/audit?limit=10", { cookie: admin.cookie }));
    const mine = entries.filter((entry: { actorId: string }) => entry.actorId === admin.id);
    expect(mine.map((entry: { action: string }) => entry.action)).toEqual([
      "blog.published",
      "message.broadcast",
      "feedback.status_changed",
    ]);
    expect(mine[2]).toMatchObject({
      targetType: "feedback",
      targetId: item.item.id,
      targetLabel: "Printable cones list",
      details: { from: "open", to: "in_progress" },
    });
    expect(mine[1]).toMatchObject({ targetLabel: "Pitch maintenance", details: { audience: "all" } });
    expect(mine[0].actorLabel).toContain(admin.email);
  });

  it("rejects a limit out of range with a typed error", async () => {
    const admin = await t.signUpWithRole("admin");
    const response = await t.request("/api/admin/audit?limit=1000", { cookie: admin.cookie });
    expect(response.status).toBe(400);
    expect((await readJson(response)).error.code).toBe("VALIDATION_FAILED");
  });
});
