import { afterAll, beforeAll, describe, expect, it } from "vitest";
import diagramV1 from "../../../../../packages/diagram/src/fixtures/diagram-v1.json" with { type: "json" };
import { createTestApp, expectError, readJson, type TestApp } from "../../../test/test-app.ts";
import { drillDiagram, libraryDrillBody } from "../../../test/session-test-fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Coach = Awaited<ReturnType<TestApp["signUp"]>>;

const drillsPath = "/api/drills";
const drillPath = (id: string) => `${drillsPath}/${id}`;

async function createDrill(coach: Coach, body: unknown = libraryDrillBody()): Promise<any> {
  const response = await t.request(drillsPath, { body, cookie: coach.cookie });
  expect(response.status).toBe(201);
  return (await readJson(response)).drill;
}

async function listDrills(coach: Coach, query = ""): Promise<any[]> {
  const response = await t.request(`${drillsPath}${query}`, { cookie: coach.cookie });
  expect(response.status).toBe(200);
  return (await readJson(response)).drills;
}

describe("drill library: create, read, update, delete", () => {
  it("round-trips a drill through every route", async () => {
    const coach = await t.signUp();
    const diagram = drillDiagram();
    const created = await createDrill(
      coach,
      libraryDrillBody({ title: "  Rondo 4v2  ", diagram, tags: ["rondo", "Rondo", "warm-up"] }),
    );
    expect(created).toMatchObject({
      title: "Rondo 4v2",
      diagram,
      organisation: "A 10 x 10 m square, four attackers keep the ball from two defenders.",
      coachingPoints: ["Scan before receiving"],
      durationMinutes: 12,
      intensity: "medium",
      players: null,
      progressions: [],
      tags: ["rondo", "warm-up"],
    });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created).not.toHaveProperty("ownerId");

    const read = await t.request(drillPath(created.id), { cookie: coach.cookie });
    expect(read.status).toBe(200);
    expect((await readJson(read)).drill).toEqual(created);

    const progression = { title: "Add a defender", description: "4v3", diagram: drillDiagram({ away: 3 }) };
    const updated = await t.request(drillPath(created.id), {
      method: "PUT",
      body: libraryDrillBody({ title: "Rondo 4v3", players: 14, progressions: [progression], tags: [] }),
      cookie: coach.cookie,
    });
    expect(updated.status).toBe(200);
    const after = (await readJson(updated)).drill;
    expect(after).toMatchObject({
      id: created.id,
      title: "Rondo 4v3",
      players: 14,
      tags: [],
      createdAt: created.createdAt,
    });
    expect(after.progressions).toHaveLength(1);
    expect(after.progressions[0]).toMatchObject({ title: "Add a defender", description: "4v3" });
    expect(await listDrills(coach)).toEqual([after]);

    const deleted = await t.request(drillPath(created.id), { method: "DELETE", cookie: coach.cookie });
    expect(deleted.status).toBe(200);
    expect(await readJson(deleted)).toEqual({ ok: true });
    await expectError(await t.request(drillPath(created.id), { cookie: coach.cookie }), 404, "NOT_FOUND");
    expect(await listDrills(coach)).toEqual([]);
  });

  it("upgrades version 1 diagrams and refuses broken ones", async () => {
    const coach = await t.signUp();
    const drill = await createDrill(coach, libraryDrillBody({ diagram: diagramV1 }));
    expect(drill.diagram.version).toBe(3);
    const broken = await t.request(drillsPath, {
      body: libraryDrillBody({ diagram: { version: 0 } }),
      cookie: coach.cookie,
    });
    expect((await expectError(broken, 400, "VALIDATION_FAILED")).message).toMatch(/^diagram: Invalid diagram/);
    const brokenProgression = await t.request(drillsPath, {
      body: libraryDrillBody({ progressions: [{ title: "P", diagram: "nope" }] }),
      cookie: coach.cookie,
    });
    expect((await expectError(brokenProgression, 400, "VALIDATION_FAILED")).message).toMatch(
      /^progressions\.0\.diagram/,
    );
    const sixProgressions = Array.from({ length: 6 }, () => ({ title: "P", diagram: drillDiagram() }));
    await expectError(
      await t.request(drillsPath, { body: libraryDrillBody({ progressions: sixProgressions }), cookie: coach.cookie }),
      400,
      "VALIDATION_FAILED",
    );
    expect(await listDrills(coach)).toHaveLength(1);
  });
});

describe("drill library: search and tags", () => {
  let coach: Coach;
  let ids: Record<string, string>;
  beforeAll(async () => {
    coach = await t.signUp();
    const other = await t.signUp();
    ids = {
      rondo: (await createDrill(coach, libraryDrillBody({ title: "Rondo 4v2", tags: ["rondo", "warm-up"] }))).id,
      finishing: (
        await createDrill(
          coach,
          libraryDrillBody({
            title: "Finishing circuit",
            organisation: "Three stations around the box",
            coachingPoints: ["Strike across the goalkeeper"],
            tags: ["finishing"],
          }),
        )
      ).id,
      pressing: (
        await createDrill(
          coach,
          libraryDrillBody({
            title: "Pressing game",
            organisation: "",
            coachingPoints: [],
            progressions: [{ title: "Overload", description: "Add a counterattacking joker", diagram: drillDiagram() }],
            tags: ["pressing", "small-sided games"],
          }),
        )
      ).id,
    };
    await createDrill(other, libraryDrillBody({ title: "Someone else's rondo", tags: ["rondo"] }));
  });

  const keys = (drills: any[]) =>
    drills.map((drill) => Object.entries(ids).find(([, id]) => id === drill.id)?.[0] ?? drill.title);

  it("lists only my drills, most recently updated first", async () => {
    expect(keys(await listDrills(coach))).toEqual(["pressing", "finishing", "rondo"]);
  });

  it.each([
    ["rondo", ["rondo"]],
    ["goalkeeper", ["finishing"]],
    ["stations box", ["finishing"]],
    ["counterattacking", ["pressing"]],
    ["small-sided", ["pressing"]],
    ["warm", ["rondo"]],
    ["fin", ["finishing"]],
    ["volleyball", []],
  ])("searches title, tags, organisation, coaching points and progressions: %s", async (q, expected) => {
    expect(keys(await listDrills(coach, `?q=${encodeURIComponent(q)}`))).toEqual(expected);
  });

  it("filters by tag, alone and with a search", async () => {
    expect(keys(await listDrills(coach, "?tag=rondo"))).toEqual(["rondo"]);
    expect(keys(await listDrills(coach, `?tag=${encodeURIComponent("small-sided games")}`))).toEqual(["pressing"]);
    expect(keys(await listDrills(coach, "?tag=rondo&q=finishing"))).toEqual([]);
    expect(keys(await listDrills(coach, "?tag=finishing&q=goalkeeper"))).toEqual(["finishing"]);
  });
});

describe("drill library: only the owner gets in", () => {
  let owner: Coach;
  let stranger: Coach;
  let moderator: Coach;
  let drillId: string;
  beforeAll(async () => {
    owner = await t.signUp();
    stranger = await t.signUp();
    moderator = await t.signUpWithRole("admin");
    drillId = (await createDrill(owner, libraryDrillBody({ title: "Private drill" }))).id;
  });

  it("refuses anonymous callers on every route with 401, before reading the body", async () => {
    const attempts = [
      t.request(drillsPath, { body: { title: "", diagram: { version: 99 } } }),
      t.request(drillsPath),
      t.request(drillPath(drillId)),
      t.request(drillPath(drillId), { method: "PUT", body: libraryDrillBody() }),
      t.request(drillPath(drillId), { method: "DELETE" }),
    ];
    for (const response of await Promise.all(attempts)) await expectError(response, 401, "UNAUTHENTICATED");
  });

  it("answers another coach, even an admin, exactly like a missing drill", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    for (const caller of [stranger, moderator]) {
      const attempts = (id: string) => [
        t.request(drillPath(id), { cookie: caller.cookie }),
        t.request(drillPath(id), {
          method: "PUT",
          body: libraryDrillBody({ title: "Hijacked" }),
          cookie: caller.cookie,
        }),
        t.request(drillPath(id), { method: "DELETE", cookie: caller.cookie }),
      ];
      const theirs = await Promise.all(attempts(drillId));
      const nobodys = await Promise.all(attempts(missing));
      for (const [index, response] of theirs.entries()) {
        expect(response.status).toBe(404);
        const body = await readJson(response);
        expect(body).toEqual({ error: { code: "NOT_FOUND", message: "Drill not found" } });
        expect(await readJson(nobodys[index]!)).toEqual(body);
      }
      expect(await listDrills(caller, "?q=private")).toEqual([]);
    }
    const read = await readJson(await t.request(drillPath(drillId), { cookie: owner.cookie }));
    expect(read.drill.title).toBe("Private drill");
  });
});
