import {
  addObject,
  addObjects,
  createDiagram,
  createObject,
  type Diagram,
  diagramThumbnail,
  moveObjects,
} from "@touchline/diagram";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import diagramV1 from "../../../../../packages/diagram/src/fixtures/diagram-v1.json" with { type: "json" };
import { createTestApp, expectError, readJson, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Coach = Awaited<ReturnType<TestApp["signUp"]>>;

/** A small rondo: two players, a cone and a pass between them. */
function rondoDiagram(): Diagram {
  return addObjects(createDiagram({ template: "half" }), [
    createObject("player", { id: "p7", x: 20, y: 30, props: { label: "7" } }),
    createObject("player", { id: "p9", x: 30, y: 40, props: { label: "9" } }),
    createObject("cone", { id: "c1", x: 10, y: 10 }),
    createObject("pass", { id: "pass1", x: 20, y: 30, props: { end: { x: 10, y: 10 } } }),
  ]);
}

const drillsPath = "/api/tactical-drills";
const drillPath = (id: string) => `${drillsPath}/${id}`;

async function createDrill(coach: Coach, body: unknown = { title: "Rondo 4v2", diagram: rondoDiagram() }) {
  return t.request(drillsPath, { body, cookie: coach.cookie });
}

async function createdDrillId(coach: Coach, title = "Rondo 4v2"): Promise<string> {
  const response = await createDrill(coach, { title, diagram: rondoDiagram() });
  expect(response.status).toBe(201);
  return (await readJson(response)).drill.id;
}

async function listDrills(coach: Coach): Promise<any[]> {
  const response = await t.request(drillsPath, { cookie: coach.cookie });
  expect(response.status).toBe(200);
  return (await readJson(response)).drills;
}

describe("tactical drills: create, read, update, delete", () => {
  it("round-trips a diagram with objects through every route", async () => {
    const coach = await t.signUp();
    const diagram = rondoDiagram();

    const created = await createDrill(coach, { title: "  Rondo 4v2  ", diagram });
    expect(created.status).toBe(201);
    const { drill } = await readJson(created);
    expect(drill).toMatchObject({ title: "Rondo 4v2", diagram });
    expect(drill.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(drill.createdAt).toISOString()).toBe(drill.createdAt);
    expect(drill.updatedAt).toBe(drill.createdAt);

    const read = await t.request(drillPath(drill.id), { cookie: coach.cookie });
    expect(read.status).toBe(200);
    expect((await readJson(read)).drill).toEqual(drill);

    const moved = moveObjects(addObject(diagram, createObject("cone", { id: "c2", x: 12, y: 10 })), {
      ids: ["p7"],
      dx: 5,
      dy: -2,
    });
    const updated = await t.request(drillPath(drill.id), {
      method: "PUT",
      body: { diagram: moved },
      cookie: coach.cookie,
    });
    expect(updated.status).toBe(200);
    const afterDiagram = (await readJson(updated)).drill;
    expect(afterDiagram).toMatchObject({
      id: drill.id,
      title: "Rondo 4v2",
      diagram: moved,
      createdAt: drill.createdAt,
    });
    expect(afterDiagram.diagram.objects.p7).toMatchObject({ x: 25, y: 28 });
    expect(Date.parse(afterDiagram.updatedAt)).toBeGreaterThanOrEqual(Date.parse(drill.updatedAt));

    const renamed = await t.request(drillPath(drill.id), {
      method: "PUT",
      body: { title: "Rondo 5v2" },
      cookie: coach.cookie,
    });
    expect(renamed.status).toBe(200);
    const afterTitle = (await readJson(renamed)).drill;
    expect(afterTitle).toMatchObject({ title: "Rondo 5v2", diagram: moved });

    expect(await listDrills(coach)).toEqual([
      {
        id: drill.id,
        title: "Rondo 5v2",
        objectCount: 5,
        thumbnail: diagramThumbnail(moved),
        createdAt: drill.createdAt,
        updatedAt: afterTitle.updatedAt,
      },
    ]);

    const deleted = await t.request(drillPath(drill.id), { method: "DELETE", cookie: coach.cookie });
    expect(deleted.status).toBe(200);
    expect(await readJson(deleted)).toEqual({ ok: true });
    await expectError(await t.request(drillPath(drill.id), { cookie: coach.cookie }), 404, "NOT_FOUND");
    const deletedAgain = await t.request(drillPath(drill.id), { method: "DELETE", cookie: coach.cookie });
    await expectError(deletedAgain, 404, "NOT_FOUND");
    expect(await listDrills(coach)).toEqual([]);
  });

  it("lists only the caller's own drills, most recently updated first", async () => {
    const coach = await t.signUp();
    const other = await t.signUp();
    const first = await createdDrillId(coach, "Pressing triggers");
    const second = await createdDrillId(coach, "Build-up from the back");
    await createdDrillId(other, "Someone else's drill");

    expect((await listDrills(coach)).map((drill) => drill.id)).toEqual([second, first]);
    const touched = await t.request(drillPath(first), {
      method: "PUT",
      body: { title: "Pressing triggers v2" },
      cookie: coach.cookie,
    });
    expect(touched.status).toBe(200);
    const drills = await listDrills(coach);
    expect(drills.map((drill) => drill.id)).toEqual([first, second]);
    expect(drills[0]).not.toHaveProperty("diagram");
    expect(drills[0].objectCount).toBe(4);
  });

  it("takes neither id nor owner from the body", async () => {
    const coach = await t.signUp();
    const other = await t.signUp();
    const response = await createDrill(coach, {
      title: "Overload",
      diagram: rondoDiagram(),
      id: "chosen-id",
      ownerId: other.id,
    });
    expect(response.status).toBe(201);
    const { drill } = await readJson(response);
    expect(drill.id).not.toBe("chosen-id");
    expect(drill).not.toHaveProperty("ownerId");
    expect((await listDrills(coach)).map((summary) => summary.id)).toEqual([drill.id]);
    expect(await listDrills(other)).toEqual([]);
  });

  it("accepts an old version 1 diagram and stores it upgraded", async () => {
    const coach = await t.signUp();
    const response = await createDrill(coach, { title: "Old board", diagram: diagramV1 });
    expect(response.status).toBe(201);
    const { drill } = await readJson(response);
    expect(drill.diagram.version).toBe(3);
    expect(drill.diagram.pitch).toMatchObject({ template: "half", orientation: "vertical" });
    expect(drill.diagram.objects.p7).toMatchObject({ kind: "player", label: "7", colour: "red" });
    expect(drill.diagram.objects.ball).toMatchObject({ kind: "ball", attachedTo: "p7" });

    const read = await readJson(await t.request(drillPath(drill.id), { cookie: coach.cookie }));
    expect(read.drill.diagram).toEqual(drill.diagram);
    expect((await listDrills(coach))[0].objectCount).toBe(diagramV1.objects.length);
  });
});

describe("tactical drills: only the owner gets in", () => {
  let owner: Coach;
  let stranger: Coach;
  let drillId: string;
  beforeAll(async () => {
    owner = await t.signUp();
    stranger = await t.signUp();
    drillId = await createdDrillId(owner, "Private drill");
  });

  const anonymousRequests = () => [
    { name: "create", path: drillsPath, init: { body: { title: "X", diagram: rondoDiagram() } } },
    { name: "list", path: drillsPath, init: {} },
    { name: "get", path: drillPath(drillId), init: {} },
    { name: "update", path: drillPath(drillId), init: { method: "PUT", body: { title: "Hijacked" } } },
    { name: "delete", path: drillPath(drillId), init: { method: "DELETE" } },
    { name: "duplicate", path: `${drillPath(drillId)}/duplicate`, init: { method: "POST" } },
    { name: "to library", path: `${drillPath(drillId)}/library-drill`, init: { body: {} } },
  ];

  it("refuses anonymous callers on every route with 401", async () => {
    for (const { name, path, init } of anonymousRequests()) {
      const response = await t.request(path, init);
      expect(response.status, name).toBe(401);
      expect((await readJson(response)).error.code, name).toBe("UNAUTHENTICATED");
    }
  });

  it("answers 401 before looking at an anonymous body", async () => {
    const response = await t.request(drillsPath, { body: { title: "", diagram: { version: 99 } } });
    await expectError(response, 401, "UNAUTHENTICATED");
  });

  it("answers another coach's get, update, delete, duplicate and save to library exactly like a missing drill", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    const attempts = async (id: string) => [
      await t.request(drillPath(id), { cookie: stranger.cookie }),
      await t.request(drillPath(id), {
        method: "PUT",
        body: { title: "Hijacked", diagram: createDiagram() },
        cookie: stranger.cookie,
      }),
      await t.request(drillPath(id), { method: "DELETE", cookie: stranger.cookie }),
      await t.request(`${drillPath(id)}/duplicate`, { method: "POST", cookie: stranger.cookie }),
      await t.request(`${drillPath(id)}/library-drill`, { body: {}, cookie: stranger.cookie }),
    ];
    const theirs = await attempts(drillId);
    const nobodys = await attempts(missing);
    for (const [index, response] of theirs.entries()) {
      const body = await readJson(response);
      expect(response.status).toBe(404);
      expect(body).toEqual({ error: { code: "NOT_FOUND", message: "Tactical drill not found" } });
      expect(body).toEqual(await readJson(nobodys[index]!));
      expect(nobodys[index]!.status).toBe(404);
    }
    expect(await listDrills(stranger)).toEqual([]);
    const strangersLibrary = await readJson(await t.request("/api/drills", { cookie: stranger.cookie }));
    expect(strangersLibrary.drills).toEqual([]);

    const read = await readJson(await t.request(drillPath(drillId), { cookie: owner.cookie }));
    expect(read.drill).toMatchObject({ title: "Private drill", diagram: rondoDiagram() });
  });

  it("refuses an id longer than 64 characters", async () => {
    const response = await t.request(drillPath("a".repeat(65)), { cookie: owner.cookie });
    await expectError(response, 400, "VALIDATION_FAILED");
  });
});

describe("tactical drills: rename, duplicate and save to the library", () => {
  it("renames a drill by its title alone, keeping its diagram", async () => {
    const coach = await t.signUp();
    const id = await createdDrillId(coach, "Rondo 4v2");
    const renamed = await t.request(drillPath(id), {
      method: "PUT",
      body: { title: "Rondo 5v2" },
      cookie: coach.cookie,
    });
    expect(renamed.status).toBe(200);
    expect((await readJson(renamed)).drill).toMatchObject({ id, title: "Rondo 5v2", diagram: rondoDiagram() });
    expect((await listDrills(coach)).map((drill) => drill.title)).toEqual(["Rondo 5v2"]);
  });

  it("duplicates a drill as a new one titled '(copy)', the original untouched", async () => {
    const coach = await t.signUp();
    const id = await createdDrillId(coach, "Pressing trap");
    const response = await t.request(`${drillPath(id)}/duplicate`, { method: "POST", cookie: coach.cookie });
    expect(response.status).toBe(201);
    const { drill: copy } = await readJson(response);
    expect(copy.id).not.toBe(id);
    expect(copy).toMatchObject({ title: "Pressing trap (copy)", diagram: rondoDiagram() });
    const titles = (await listDrills(coach)).map((drill) => drill.title);
    expect(titles.sort()).toEqual(["Pressing trap", "Pressing trap (copy)"]);
  });

  it("shortens a long title so the copy's stays within 120 characters", async () => {
    const coach = await t.signUp();
    const id = await createdDrillId(coach, "x".repeat(120));
    const { drill } = await readJson(
      await t.request(`${drillPath(id)}/duplicate`, { method: "POST", cookie: coach.cookie }),
    );
    expect(drill.title).toHaveLength(120);
    expect(drill.title.endsWith(" (copy)")).toBe(true);
  });

  it("adds a library drill drawn like the tactical drill, the tactical drill kept as it was", async () => {
    const coach = await t.signUp();
    const id = await createdDrillId(coach, "Switch of play");
    const response = await t.request(`${drillPath(id)}/library-drill`, { body: {}, cookie: coach.cookie });
    expect(response.status).toBe(201);
    const { drill } = await readJson(response);
    expect(drill).toMatchObject({
      title: "Switch of play",
      diagram: rondoDiagram(),
      durationMinutes: 15,
      intensity: "medium",
      organisation: "",
      coachingPoints: [],
      progressions: [],
      tags: [],
    });
    const library = await readJson(await t.request("/api/drills", { cookie: coach.cookie }));
    expect(library.drills.map((entry: { id: string }) => entry.id)).toEqual([drill.id]);
    expect(await listDrills(coach)).toHaveLength(1);
  });

  it("takes the library drill's title, length and intensity when sent, and nothing else", async () => {
    const coach = await t.signUp();
    const id = await createdDrillId(coach, "Board");
    const response = await t.request(`${drillPath(id)}/library-drill`, {
      body: { title: "Overload to isolate", durationMinutes: 20, intensity: "high", ownerId: "someone", tags: ["x"] },
      cookie: coach.cookie,
    });
    expect(response.status).toBe(201);
    expect((await readJson(response)).drill).toMatchObject({
      title: "Overload to isolate",
      durationMinutes: 20,
      intensity: "high",
      tags: [],
    });
  });

  it("refuses a length the library would refuse", async () => {
    const coach = await t.signUp();
    const id = await createdDrillId(coach);
    const response = await t.request(`${drillPath(id)}/library-drill`, {
      body: { durationMinutes: 0 },
      cookie: coach.cookie,
    });
    expect((await expectError(response, 400, "VALIDATION_FAILED")).message).toContain("at least 1 minute");
    const library = await readJson(await t.request("/api/drills", { cookie: coach.cookie }));
    expect(library.drills).toEqual([]);
  });
});

describe("tactical drills: refusing bad input", () => {
  let coach: Coach;
  beforeAll(async () => {
    coach = await t.signUp();
  });

  function withObject(extra: Record<string, unknown>): unknown {
    const diagram = rondoDiagram();
    return { ...diagram, objects: { ...diagram.objects, [extra.id as string]: extra } };
  }

  function oversizedDiagram(): unknown {
    const thousand = addObjects(
      createDiagram(),
      Array.from({ length: 1000 }, (_, index) =>
        createObject("cone", { id: `c${index}`, x: index % 100, y: index % 60 }),
      ),
    );
    const extra = { ...thousand.objects.c0!, id: "c1000" };
    return { ...thousand, objects: { ...thousand.objects, c1000: extra } };
  }

  const cone = createObject("cone", { id: "cx", x: 1, y: 1 });
  const malformed: { name: string; diagram: () => unknown; message: RegExp }[] = [
    {
      name: "a wrong version",
      diagram: () => ({ ...rondoDiagram(), version: 0 }),
      message: /version: unsupported version 0/,
    },
    { name: "no diagram at all", diagram: () => undefined, message: /expected a JSON object/ },
    {
      name: "an unknown kind",
      diagram: () => withObject({ ...cone, kind: "dragon" }),
      message: /objects\.cx\.kind: Invalid discriminator value/,
    },
    {
      name: "a NaN coordinate",
      diagram: () => withObject({ ...cone, x: Number.NaN }),
      message: /objects\.cx\.x: .*expected number/,
    },
    { name: "1001 objects", diagram: oversizedDiagram, message: /at most 1000 objects/ },
  ];

  it.each(malformed)("refuses $name with 400 and a helpful message, storing nothing", async ({ diagram, message }) => {
    const response = await createDrill(coach, { title: "Broken", diagram: diagram() });
    const error = (await expectError(response, 400, "VALIDATION_FAILED")).message;
    expect(error).toMatch(/^diagram: Invalid diagram/);
    expect(error).toMatch(message);
    expect(await listDrills(coach)).toEqual([]);
  });

  it("refuses a __proto__ key anywhere in the diagram", async () => {
    const diagram = JSON.stringify(rondoDiagram()).replace('"objects":{', '"objects":{"__proto__":{"kind":"cone"},');
    const response = await t.request(drillsPath, {
      body: `{"title":"Sneaky","diagram":${diagram}}`,
      cookie: coach.cookie,
    });
    const error = (await expectError(response, 400, "VALIDATION_FAILED")).message;
    expect(error).toContain('forbidden key "__proto__"');
    expect(await listDrills(coach)).toEqual([]);
  });

  it("refuses a malformed diagram on update and keeps the stored one", async () => {
    const id = await createdDrillId(coach, "Keep me");
    const response = await t.request(drillPath(id), {
      method: "PUT",
      body: { title: "Changed", diagram: withObject({ ...cone, kind: "dragon" }) },
      cookie: coach.cookie,
    });
    await expectError(response, 400, "VALIDATION_FAILED");
    const read = await readJson(await t.request(drillPath(id), { cookie: coach.cookie }));
    expect(read.drill).toMatchObject({ title: "Keep me", diagram: rondoDiagram() });

    const empty = await t.request(drillPath(id), { method: "PUT", body: {}, cookie: coach.cookie });
    await expectError(empty, 400, "VALIDATION_FAILED");
    await t.request(drillPath(id), { method: "DELETE", cookie: coach.cookie });
  });

  it.each(["", "   "])("refuses the title %j with 400", async (title) => {
    const response = await createDrill(coach, { title, diagram: rondoDiagram() });
    const error = (await expectError(response, 400, "VALIDATION_FAILED")).message;
    expect(error).toBe("title: Please give the drill a title");
    expect(await listDrills(coach)).toEqual([]);
  });

  it("refuses a title over 120 characters", async () => {
    const response = await createDrill(coach, { title: "x".repeat(121), diagram: rondoDiagram() });
    await expectError(response, 400, "VALIDATION_FAILED");
  });

  it("refuses a body over 1 MB with 413", async () => {
    const diagram = withObject({ ...cone, padding: "x".repeat(1024 * 1024) });
    const response = await createDrill(coach, { title: "Huge", diagram });
    await expectError(response, 413, "PAYLOAD_TOO_LARGE");
    expect(await listDrills(coach)).toEqual([]);
  });
});

describe("tactical drills in the OpenAPI document", () => {
  it("documents every route", async () => {
    const document = await readJson(await t.request("/api/openapi.json"));
    expect(Object.keys(document.paths["/api/tactical-drills"])).toEqual(expect.arrayContaining(["get", "post"]));
    expect(Object.keys(document.paths["/api/tactical-drills/{id}"])).toEqual(
      expect.arrayContaining(["get", "put", "delete"]),
    );
    expect(Object.keys(document.paths["/api/tactical-drills/{id}/duplicate"])).toEqual(["post"]);
    expect(Object.keys(document.paths["/api/tactical-drills/{id}/library-drill"])).toEqual(["post"]);
  });
});
