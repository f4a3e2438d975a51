import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// The app first: it teaches zod the OpenAPI extension before the contracts build their schemas.
import { createTestApp, readJson, type TestApp } from "../../../test/test-app.ts";
import { PUBLIC_TESTIMONIALS_LIMIT } from "@touchline/contracts";
import { auditLog } from "../../db/schema.ts";

type User = Awaited<ReturnType<TestApp["signUp"]>>;
let t: TestApp;
let superAdmin: User;
beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await t.signUpWithRole("super_admin");
});
afterAll(() => t.close());

const quote = (overrides: Record<string, unknown> = {}) => ({
  name: "Maria Camilleri",
  role: "U12 coach, Valletta",
  content: "Planning takes me half the time it used to.",
  rating: 5,
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}): Promise<any> {
  const response = await t.request("/api/admin/testimonials", { body: quote(overrides), cookie: superAdmin.cookie });
  expect(response.status).toBe(201);
  return (await readJson(response)).testimonial;
}

const publicList = async (): Promise<any[]> => (await readJson(await t.request("/api/testimonials"))).testimonials;

describe("testimonials", () => {
  it("starts with none, so the landing page hides its section", async () => {
    const response = await t.request("/api/testimonials");
    expect(response.status).toBe(200);
    expect((await readJson(response)).testimonials).toEqual([]);
  });

  it("lets only a super admin list, add, edit and delete; anyone may read the public list", async () => {
    const existing = await create();
    const coach = await t.signUp();
    const moderator = await t.signUpWithRole("moderator");
    const admin = await t.signUpWithRole("admin");
    const attempts = [
      { path: "/api/admin/testimonials", method: "GET" },
      { path: "/api/admin/testimonials", method: "POST", body: quote() },
      { path: `/api/admin/testimonials/${existing.id}`, method: "PUT", body: quote({ name: "Hijacked" }) },
      { path: `/api/admin/testimonials/${existing.id}`, method: "DELETE" },
    ];
    for (const [who, cookie, status] of [
      ["visitor", undefined, 401],
      ["coach", coach.cookie, 403],
      ["moderator", moderator.cookie, 403],
      ["admin", admin.cookie, 403],
    ] as const) {
      for (const attempt of attempts) {
        const response = await t.request(attempt.path, { method: attempt.method, body: attempt.body, cookie });
        expect({ who, ...attempt, status: response.status }).toEqual({ who, ...attempt, status });
      }
    }
    expect((await publicList()).find((item) => item.id === existing.id)).toMatchObject({ name: "Maria Camilleri" });
    const list = await t.request("/api/admin/testimonials", { cookie: superAdmin.cookie });
    expect(list.status).toBe(200);
    expect((await readJson(list)).testimonials.map((item: { id: string }) => item.id)).toContain(existing.id);
  });

  it("adds, edits and deletes a quote, each with its audit line", async () => {
    const added = await create({ name: "  Tom Grech ", rating: null });
    expect(added).toMatchObject({ name: "Tom Grech", rating: null, createdAt: expect.any(String) });

    const edited = await t.request(`/api/admin/testimonials/${added.id}`, {
      method: "PUT",
      body: quote({ name: "Tom Grech", content: "Better than a whiteboard.", rating: 4 }),
      cookie: superAdmin.cookie,
    });
    expect(edited.status).toBe(200);
    expect((await readJson(edited)).testimonial).toMatchObject({
      id: added.id,
      content: "Better than a whiteboard.",
      rating: 4,
    });
    expect((await publicList())[0]).toMatchObject({ id: added.id, content: "Better than a whiteboard." });

    const deleted = await t.request(`/api/admin/testimonials/${added.id}`, {
      method: "DELETE",
      cookie: superAdmin.cookie,
    });
    expect(deleted.status).toBe(200);
    expect((await publicList()).map((item) => item.id)).not.toContain(added.id);
    const again = await t.request(`/api/admin/testimonials/${added.id}`, {
      method: "DELETE",
      cookie: superAdmin.cookie,
    });
    expect(again.status).toBe(404);

    const entries = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "testimonial"), eq(auditLog.targetId, added.id)));
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      "testimonial.deleted",
      "testimonial.saved",
      "testimonial.saved",
    ]);
    expect(entries.every((entry) => entry.actorId === superAdmin.id && entry.targetLabel === "Tom Grech")).toBe(true);
  });

  it("refuses a missing name or quote, a rating outside 1–5 and an unknown id", async () => {
    for (const [body, field] of [
      [quote({ name: " " }), "name"],
      [quote({ content: "" }), "content"],
      [quote({ rating: 6 }), "rating"],
      [quote({ rating: 2.5 }), "rating"],
    ] as const) {
      const response = await t.request("/api/admin/testimonials", { body, cookie: superAdmin.cookie });
      const error = (await readJson(response)).error;
      expect({ status: response.status, fields: Object.keys(error.fields ?? {}) }).toEqual({
        status: 400,
        fields: [field],
      });
    }
    const missing = await t.request("/api/admin/testimonials/0b5e1c3e-0000-4000-8000-000000000000", {
      method: "PUT",
      body: quote(),
      cookie: superAdmin.cookie,
    });
    expect(missing.status).toBe(404);
  });

  it("shows the landing page only the newest few, newest first", async () => {
    for (let index = 0; index < PUBLIC_TESTIMONIALS_LIMIT + 2; index += 1) await create({ name: `Coach ${index}` });
    const list = await publicList();
    expect(list).toHaveLength(PUBLIC_TESTIMONIALS_LIMIT);
    expect(list[0].name).toBe(`Coach ${PUBLIC_TESTIMONIALS_LIMIT + 1}`);
  });
});
