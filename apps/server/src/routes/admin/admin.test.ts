import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";

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

  it("counts sessions, open feedback and open reports", async () => {
    const admin = await t.signUpWithRole("admin");
    const before = await readJson(await t.request("/api/admin/overview", { cookie: admin.cookie }));
    const coach = await t.signUp();
    const created = await t.request("/api/feedback", { cookie: coach.cookie, body: { title: "Dark mode", description: "For evening sessions", category: "feature" } });
    expect(created.status).toBe(201);
    const after = await readJson(await t.request("/api/admin/overview", { cookie: admin.cookie }));
    expect(after.openFeedback).toBe(before.openFeedback + 1);
    for (const key of ["sessions", "publicSessions", "openReports"]) expect(after[key]).toBeGreaterThanOrEqual(0);
    expect(after.publicSessions).toBeLessThanOrEqual(after.sessions);
  });

  it("ignores a role sent in the sign-up body", async () => {
    const response = await t.request("/api/auth/sign-up", {
      body: { email: "sneaky@example.com", password: "tuesday-rondo-drill", firstName: "S", lastName: "N", role: "super_admin" },
    });
    expect(response.status).toBe(201);
    expect((await readJson(response)).user.role).toBe("none");
  });
});
