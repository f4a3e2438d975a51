import { afterAll, beforeAll, describe, expect, it } from "vitest";
// The app first: it loads the OpenAPI extension of zod before any contract is built.
import { createTestApp, readJson, type TestApp } from "../../../test/test-app.ts";
import { mailOutbox } from "../../db/schema.ts";
import { knownMigrations } from "../../services/system-health/get-system-health.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const path = "/api/admin/system-health";

describe("system health is for super admins only", () => {
  it("refuses anonymous callers with 401", async () => {
    const response = await t.request(path);
    expect(response.status).toBe(401);
    expect((await readJson(response)).error.code).toBe("UNAUTHENTICATED");
  });

  it.each(["none", "moderator", "admin"] as const)("refuses %s with 403", async (role) => {
    const user = await t.signUpWithRole(role);
    const response = await t.request(path, { cookie: user.cookie });
    expect(response.status).toBe(403);
    expect((await readJson(response)).error.code).toBe("FORBIDDEN");
  });
});

describe("system health figures", () => {
  it("is in the OpenAPI document, apart from the public liveness probe", async () => {
    const document = await readJson(await t.request("/api/openapi.json"));
    expect(Object.keys(document.paths[path])).toEqual(["get"]);
    expect(Object.keys(document.paths["/api/health"])).toEqual(["get"]);
  });

  it("reports this instance, its database and its outbox", async () => {
    const superAdmin = await t.signUpWithRole("super_admin");
    // One of each outbox state (sign-ups have queued some already, as no SMTP is configured here).
    await t.deps.db.insert(mailOutbox).values([
      { recipient: "a@example.com", subject: "Sent", body: "…", sentAt: new Date() },
      { recipient: "b@example.com", subject: "Failed", body: "…", error: "connection refused" },
    ]);
    const before = Date.now();
    const response = await t.request(path, { cookie: superAdmin.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const health = await readJson(response);

    expect(Date.parse(health.checkedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(health.database.kind).toBe(t.deps.databaseKind);
    expect(health.database.isReachable).toBe(true);
    expect(health.database.error).toBeNull();
    expect(health.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(health.database.latencyMs).toBeLessThan(5000);

    const known = await knownMigrations();
    expect(known.length).toBeGreaterThanOrEqual(5);
    expect(health.migrations).toEqual({
      applied: known.length,
      known: known.length,
      latest: known.at(-1)!.tag,
      pending: [],
    });

    expect(health.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(health.memory.rss).toBeGreaterThan(health.memory.heapUsed);
    expect(health.memory.heapTotal).toBeGreaterThanOrEqual(health.memory.heapUsed);
    expect(health.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(health.nodeVersion).toBe(process.version);
    expect(health.instance).toEqual({ id: t.deps.instance.id, startedAt: t.deps.instance.startedAt.toISOString() });
    expect(health.liveConnections).toBe(t.deps.messageHub.clientCount);

    expect(health.mail.isSmtpConfigured).toBe(false);
    expect(health.mail.sent).toBeGreaterThanOrEqual(1);
    expect(health.mail.failed).toBeGreaterThanOrEqual(1);
    // Every sign-up's welcome mail waits in the outbox: without SMTP nothing is sent.
    expect(health.mail.queued).toBeGreaterThanOrEqual(1);
    const all = await t.deps.db.$count(mailOutbox);
    expect(health.mail.queued + health.mail.sent + health.mail.failed).toBe(all);
  });
});
