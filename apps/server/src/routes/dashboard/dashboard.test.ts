import { createDiagram } from "@touchline/diagram";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, readJson, type TestApp } from "../../../test/test-app.ts";
import { libraryDrillBody, sessionBody } from "../../../test/session-test-fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/dashboard/recent-activity", () => {
  it("needs a signed-in coach", async () => {
    expect((await t.request("/api/dashboard/recent-activity")).status).toBe(401);
  });

  it("lists the coach's own saves and copies others made, newest first, and nobody else's work", async () => {
    const coach = await t.signUp();
    const other = await t.signUp();
    const empty = await readJson(await t.request("/api/dashboard/recent-activity", { cookie: coach.cookie }));
    expect(empty.items).toEqual([]);

    const session = await readJson(
      await t.request("/api/sessions", { cookie: coach.cookie, body: sessionBody({ title: "Tuesday rondos" }) }),
    );
    await t.request("/api/tactical-drills", {
      cookie: coach.cookie,
      body: { title: "Pressing trap", diagram: createDiagram({ template: "half" }) },
    });
    await t.request("/api/drills", { cookie: coach.cookie, body: libraryDrillBody({ title: "4v2 rondo" }) });
    await t.request("/api/sessions", { cookie: other.cookie, body: sessionBody({ title: "Someone else's plan" }) });
    expect(
      (await t.request(`/api/sessions/${session.session.id}/publish`, { method: "POST", cookie: coach.cookie })).status,
    ).toBe(200);
    expect(
      (await t.request(`/api/sessions/${session.session.id}/copy`, { method: "POST", cookie: other.cookie })).status,
    ).toBe(201);

    const { items } = await readJson(await t.request("/api/dashboard/recent-activity", { cookie: coach.cookie }));
    // Publishing is not an edit: the session keeps the time it was saved, before the drill.
    expect(items.map((item: { kind: string; title: string }) => [item.kind, item.title])).toEqual([
      ["copy", "Tuesday rondos"],
      ["drill", "4v2 rondo"],
      ["tactical-drill", "Pressing trap"],
      ["session", "Tuesday rondos"],
    ]);
    expect(items[0].id).toBe(session.session.id);
  });
});
