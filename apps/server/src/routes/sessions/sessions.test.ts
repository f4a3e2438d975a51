import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import diagramV1 from "../../../../../packages/diagram/src/fixtures/diagram-v1.json" with { type: "json" };
import { sessionCopiers, sessionReports, sessionViews, trainingSessions, users } from "../../db/schema.ts";
import { MAX_BODY_BYTES } from "../../app/create-app.ts";
import { getSession, utcDay } from "../../services/sessions/get-session.ts";
import { createTestApp, expectError, readJson, type TestApp } from "../../../test/test-app.ts";
import { block, drillDiagram, largeAnimatedDiagram, sessionBody } from "../../../test/session-test-fixtures.ts";

type Coach = Awaited<ReturnType<TestApp["signUp"]>>;

let t: TestApp;
/** Coaches shared by the tests (a sign-up costs a password hash); a test that needs an empty list signs up its own. */
let ana: Coach;
let ben: Coach;
let cleo: Coach;
let moderator: Coach;
beforeAll(async () => {
  t = await createTestApp();
  [ana, ben, cleo, moderator] = await Promise.all([
    t.signUp({ firstName: "Ana", lastName: "Costa" }),
    t.signUp(),
    t.signUp(),
    t.signUpWithRole("moderator"),
  ]);
});
afterAll(() => t.close());
type Caller = Coach | null;

const sessionsPath = "/api/sessions";
const sessionPath = (id: string) => `${sessionsPath}/${id}`;
const cookieOf = (caller: Caller) => caller?.cookie;

async function createSession(coach: Coach, body: unknown = sessionBody()): Promise<any> {
  const response = await t.request(sessionsPath, { body, cookie: coach.cookie });
  expect(response.status).toBe(201);
  return (await readJson(response)).session;
}

async function publish(coach: Coach, id: string): Promise<any> {
  const response = await t.request(`${sessionPath(id)}/publish`, { method: "POST", cookie: coach.cookie });
  expect(response.status).toBe(200);
  return (await readJson(response)).session;
}

async function createPublicSession(coach: Coach, body: unknown = sessionBody()): Promise<any> {
  return publish(coach, (await createSession(coach, body)).id);
}

/** Reads a session as `caller`: the body on 200, else the status. */
async function read(caller: Caller, id: string): Promise<any> {
  const response = await t.request(sessionPath(id), { cookie: cookieOf(caller) });
  return response.status === 200 ? (await readJson(response)).session : response.status;
}

async function mine(coach: Coach, query = ""): Promise<any[]> {
  const response = await t.request(`${sessionsPath}/mine${query}`, { cookie: coach.cookie });
  expect(response.status).toBe(200);
  return (await readJson(response)).sessions;
}

const viewRows = (sessionId: string) =>
  t.deps.db
    .select({ visitorKey: sessionViews.visitorKey, viewerId: sessionViews.viewerId, day: sessionViews.day })
    .from(sessionViews)
    .where(eq(sessionViews.sessionId, sessionId));

const copierRows = (sessionId: string) =>
  t.deps.db
    .select({ coachId: sessionCopiers.coachId })
    .from(sessionCopiers)
    .where(eq(sessionCopiers.sessionId, sessionId));

/** The stored counters, read behind the API so reading does not count a view. */
async function countersOf(id: string) {
  const [row] = await t.deps.db
    .select({ viewCount: trainingSessions.viewCount, copyCount: trainingSessions.copyCount })
    .from(trainingSessions)
    .where(eq(trainingSessions.id, id));
  return row;
}

describe("sessions: create, read, update, delete", () => {
  /** One coach for every refused body: nothing they send is ever stored. */
  let refusedCoach: Coach | undefined;

  it("creates a private session with derived facts and reads it back by id and by share id", async () => {
    const coach = await t.signUp({ firstName: "Łukasz", lastName: "Şahin" });
    const response = await t.request(sessionsPath, { body: sessionBody(), cookie: coach.cookie });
    expect(response.status).toBe(201);
    const { session } = await readJson(response);
    expect(session).toMatchObject({
      title: "Pressing in midfield",
      theme: "Win the ball back within five seconds",
      objectives: ["Press as a unit", "Cut passing lanes"],
      ageGroup: "U12",
      level: "intermediate",
      date: "2026-11-24",
      topics: ["pressing"],
      phases: ["defending"],
      intensity: "high",
      visibility: "private",
      authorName: "Łukasz Şahin",
      isOwner: true,
      copiedFrom: null,
      copyCount: 0,
      viewCount: 0,
      derived: { totalDurationMinutes: 35, players: 12, equipment: "8 cones, 6 balls, 6 red bibs, 6 blue bibs" },
    });
    expect(session.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(session.shortId).toMatch(/^[0-9A-Za-z]{8}$/);
    expect(session.blocks.map((item: any) => item.title)).toEqual(["Warm-up rondo", "Counter-press game"]);
    expect(session.blocks[1].progressions[0]).toMatchObject({
      title: "Two touch",
      description: "Attackers limited to two touches",
    });
    expect(Object.keys(session.blocks[1].progressions[0].diagram.objects)).toHaveLength(18);
    expect(new Date(session.createdAt).toISOString()).toBe(session.createdAt);

    expect(await read(coach, session.id)).toEqual(session);
    const byShortId = await t.request(`${sessionsPath}/by-short-id/${session.shortId}`, { cookie: coach.cookie });
    expect(byShortId.status).toBe(200);
    expect((await readJson(byShortId)).session).toEqual(session);
  });

  it("fills defaults for a minimal body and keeps blocks in order", async () => {
    const coach = ben;
    const session = await createSession(coach, {
      title: "Minimal",
      intensity: "low",
      blocks: [block({ title: "B" }), block({ title: "A" }), block({ title: "C" })],
    });
    expect(session).toMatchObject({
      theme: "",
      objectives: [],
      ageGroup: null,
      level: null,
      date: null,
      topics: [],
      phases: [],
    });
    expect(session.blocks.map((item: any) => item.title)).toEqual(["B", "A", "C"]);
  });

  it("replaces the whole content on update, keeping ids, visibility and counters", async () => {
    const coach = ben;
    const session = await createSession(coach);
    const response = await t.request(sessionPath(session.id), {
      method: "PUT",
      body: {
        title: "Finishing",
        intensity: "medium",
        topics: ["finishing", "Finishing"],
        blocks: [block({ title: "Shooting", durationMinutes: 25 })],
      },
      cookie: coach.cookie,
    });
    expect(response.status).toBe(200);
    const updated = (await readJson(response)).session;
    expect(updated).toMatchObject({
      id: session.id,
      shortId: session.shortId,
      title: "Finishing",
      theme: "",
      objectives: [],
      ageGroup: null,
      topics: ["finishing"],
      visibility: "private",
      createdAt: session.createdAt,
      derived: { totalDurationMinutes: 25 },
    });
    expect(updated.blocks.map((item: any) => item.title)).toEqual(["Shooting"]);
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(session.updatedAt));
    expect(await read(coach, session.id)).toEqual(updated);
  });

  it("deletes a session; afterwards it is gone for everyone", async () => {
    const coach = ben;
    const session = await createSession(coach);
    const deleted = await t.request(sessionPath(session.id), { method: "DELETE", cookie: coach.cookie });
    expect(deleted.status).toBe(200);
    expect(await readJson(deleted)).toEqual({ ok: true });
    expect(await read(coach, session.id)).toBe(404);
    await expectError(
      await t.request(sessionPath(session.id), { method: "DELETE", cookie: coach.cookie }),
      404,
      "NOT_FOUND",
    );
    expect((await mine(coach)).map((summary) => summary.id)).not.toContain(session.id);
  });

  it("takes neither id, owner, visibility nor counters from the body", async () => {
    const coach = ben;
    const other = cleo;
    const session = await createSession(coach, {
      ...sessionBody(),
      id: "chosen",
      shortId: "chosen12",
      ownerId: other.id,
      visibility: "public",
      copyCount: 99,
      viewCount: 99,
    });
    expect(session).toMatchObject({ visibility: "private", copyCount: 0, viewCount: 0, isOwner: true });
    expect(session.id).not.toBe("chosen");
    expect(session.shortId).not.toBe("chosen12");
    expect((await mine(other)).map((summary) => summary.id)).not.toContain(session.id);
    expect(await read(other, session.id)).toBe(404);
  });

  it("upgrades old version 1 diagrams in blocks and progressions", async () => {
    const coach = ben;
    const session = await createSession(coach, {
      ...sessionBody(),
      blocks: [block({ diagram: diagramV1, progressions: [{ title: "Harder", diagram: diagramV1 }] })],
    });
    expect(session.blocks[0].diagram.version).toBe(3);
    expect(session.blocks[0].progressions[0].diagram.version).toBe(3);
    expect(session.blocks[0].progressions[0].description).toBe("");
  });

  it.each([
    [
      "a broken block diagram",
      { blocks: [block({ diagram: { version: 0 } as any })] },
      /^blocks\.0\.diagram: Invalid diagram/,
    ],
    [
      "a drawing from a newer version of Touchline",
      { blocks: [block({ diagram: { ...drillDiagram(), version: 4 } as any })] },
      /^blocks\.0\.diagram: This drawing was made with a newer version of Touchline/,
    ],
    [
      "a broken progression diagram",
      {
        blocks: [
          block({
            progressions: [{ title: "P", diagram: { ...drillDiagram(), objects: { x: { kind: "dragon" } } } as any }],
          }),
        ],
      },
      /^blocks\.0\.progressions\.0\.diagram: Invalid diagram/,
    ],
    ["21 blocks", { blocks: Array.from({ length: 21 }, () => block()) }, /at most 20 drills/],
    ["an empty title", { title: "  " }, /Please give the session a title/],
    ["a bad date", { date: "24/11/2026" }, /Use a date like 2026-11-24/],
    ["an unknown age group", { ageGroup: "U99" as any }, /^ageGroup/],
    ["a zero-minute block", { blocks: [block({ durationMinutes: 0 })] }, /at least 1 minute/],
  ])("refuses %s with 400 and stores nothing", async (_name, overrides, message) => {
    refusedCoach ??= await t.signUp();
    const response = await t.request(sessionsPath, {
      body: { ...sessionBody(), ...overrides },
      cookie: refusedCoach.cookie,
    });
    expect((await expectError(response, 400, "VALIDATION_FAILED")).message).toMatch(message);
    expect(await mine(refusedCoach)).toEqual([]);
  });

  it("keeps a refused update from changing the stored session", async () => {
    const coach = ben;
    const session = await createSession(coach);
    const response = await t.request(sessionPath(session.id), {
      method: "PUT",
      body: { ...sessionBody({ title: "Changed" }), blocks: [block({ diagram: { version: 99 } as any })] },
      cookie: coach.cookie,
    });
    await expectError(response, 400, "VALIDATION_FAILED");
    expect((await read(coach, session.id)).title).toBe("Pressing in midfield");
  });

  it("accepts a full 20-drill session of busy animated diagrams within the 1 MB body limit", async () => {
    const coach = ben;
    const diagram = largeAnimatedDiagram();
    const progression = { title: "Progression", description: "Add a defender", diagram };
    const body = sessionBody({
      blocks: Array.from({ length: 20 }, () => block({ diagram, progressions: [progression, progression] })),
    });
    expect(JSON.stringify(body).length).toBeLessThan(MAX_BODY_BYTES);
    const session = await createSession(coach, body);
    expect(session.blocks).toHaveLength(20);
    expect(session.derived).toMatchObject({ totalDurationMinutes: 300, players: 16 });
  });

  it("refuses ids longer than 64 characters and malformed share ids", async () => {
    const coach = ben;
    await expectError(await t.request(sessionPath("a".repeat(65)), { cookie: coach.cookie }), 400, "VALIDATION_FAILED");
    await expectError(
      await t.request(`${sessionsPath}/by-short-id/bad-id!`, { cookie: coach.cookie }),
      400,
      "VALIDATION_FAILED",
    );
    await expectError(
      await t.request(`${sessionsPath}/by-short-id/zzzzzzzz`, { cookie: coach.cookie }),
      404,
      "NOT_FOUND",
    );
  });
});

describe("sessions: publish and unpublish", () => {
  it("publishes to everyone and unpublishes back to the owner only", async () => {
    const coach = ben;
    const session = await createSession(coach);
    expect(await read(null, session.id)).toBe(404);

    const published = await publish(coach, session.id);
    expect(published).toMatchObject({ id: session.id, visibility: "public", isOwner: true });
    const anonymous = await read(null, session.id);
    expect(anonymous).toMatchObject({
      id: session.id,
      visibility: "public",
      isOwner: false,
      authorName: `${coach.firstName} ${coach.lastName}`,
    });
    // Publishing again changes nothing.
    expect((await publish(coach, session.id)).visibility).toBe("public");

    const response = await t.request(`${sessionPath(session.id)}/unpublish`, { method: "POST", cookie: coach.cookie });
    expect(response.status).toBe(200);
    expect((await readJson(response)).session.visibility).toBe("private");
    expect(await read(null, session.id)).toBe(404);
    expect((await read(coach, session.id)).visibility).toBe("private");
  });

  it("refuses to publish a session without drills", async () => {
    const coach = ben;
    const session = await createSession(coach, sessionBody({ blocks: [] }));
    const response = await t.request(`${sessionPath(session.id)}/publish`, { method: "POST", cookie: coach.cookie });
    expect((await expectError(response, 400, "VALIDATION_FAILED")).message).toMatch(/at least one drill/);
    expect((await read(coach, session.id)).visibility).toBe("private");
  });

  it("lets nobody but the owner unpublish here, and points a moderator to the admin area", async () => {
    const author = ben;
    const stranger = cleo;
    const session = await createPublicSession(author);

    await expectError(
      await t.request(`${sessionPath(session.id)}/unpublish`, { method: "POST", cookie: stranger.cookie }),
      403,
      "FORBIDDEN",
    );
    expect((await read(null, session.id)).visibility).toBe("public");

    // Staff unpublish with a reason the author is sent: POST /api/admin/sessions/{id}/unpublish (moderation tests).
    const refused = await t.request(`${sessionPath(session.id)}/unpublish`, {
      method: "POST",
      cookie: moderator.cookie,
    });
    expect((await expectError(refused, 403, "FORBIDDEN")).message).toMatch(/admin area/);
    expect((await read(null, session.id)).visibility).toBe("public");
  });
});

describe("sessions: duplicate", () => {
  it("makes a private copy titled '<title> (copy)' without counting it", async () => {
    const coach = ben;
    const original = await createPublicSession(coach);
    const response = await t.request(`${sessionPath(original.id)}/duplicate`, { method: "POST", cookie: coach.cookie });
    expect(response.status).toBe(201);
    const duplicate = (await readJson(response)).session;
    expect(duplicate).toMatchObject({
      title: "Pressing in midfield (copy)",
      visibility: "private",
      isOwner: true,
      copiedFrom: null,
      copyCount: 0,
      viewCount: 0,
      blocks: original.blocks,
      derived: original.derived,
    });
    expect(duplicate.id).not.toBe(original.id);
    expect(duplicate.shortId).not.toBe(original.shortId);
    expect((await countersOf(original.id))?.copyCount).toBe(0);
    expect((await mine(coach)).map((summary) => summary.id)).toEqual(
      expect.arrayContaining([original.id, duplicate.id]),
    );
  });

  it("shortens a long title so the copy's title stays within 120 characters", async () => {
    const coach = ben;
    const original = await createSession(coach, sessionBody({ title: "x".repeat(120) }));
    const response = await t.request(`${sessionPath(original.id)}/duplicate`, { method: "POST", cookie: coach.cookie });
    const { title } = (await readJson(response)).session;
    expect(title).toHaveLength(120);
    expect(title.endsWith(" (copy)")).toBe(true);
  });
});

describe("sessions: copy to my sessions", () => {
  it("makes a private, editable copy crediting the original, counted in the same transaction", async () => {
    const author = ana;
    const copier = ben;
    const original = await createPublicSession(author);

    const response = await t.request(`${sessionPath(original.id)}/copy`, { method: "POST", cookie: copier.cookie });
    expect(response.status).toBe(201);
    const copy = (await readJson(response)).session;
    expect(copy).toMatchObject({
      title: original.title,
      visibility: "private",
      isOwner: true,
      authorName: `${copier.firstName} ${copier.lastName}`,
      copiedFrom: { id: original.id, title: original.title, authorName: "Ana Costa" },
      copyCount: 0,
      viewCount: 0,
      blocks: original.blocks,
    });
    expect(copy.id).not.toBe(original.id);
    expect((await countersOf(original.id))?.copyCount).toBe(1);
    expect((await read(null, original.id)).copyCount).toBe(1);

    // The copy is the copier's own: editable, and editing it leaves the original as it was.
    const edited = await t.request(sessionPath(copy.id), {
      method: "PUT",
      body: sessionBody({ title: "My version", blocks: [block({ title: "Changed drill" })] }),
      cookie: copier.cookie,
    });
    expect(edited.status).toBe(200);
    expect((await readJson(edited)).session.copiedFrom).toEqual({
      id: original.id,
      title: original.title,
      authorName: "Ana Costa",
    });
    const originalAfter = await read(author, original.id);
    expect(originalAfter).toMatchObject({
      title: original.title,
      blocks: original.blocks,
      updatedAt: original.updatedAt,
    });
    expect(await read(author, copy.id)).toBe(404);

    // A second copy is made but not counted: the count says how many coaches copied it.
    const again = await t.request(`${sessionPath(original.id)}/copy`, { method: "POST", cookie: copier.cookie });
    expect(again.status).toBe(201);
    const secondCopy = (await readJson(again)).session;
    expect(secondCopy.id).not.toBe(copy.id);
    expect(await read(copier, secondCopy.id)).toMatchObject({ copiedFrom: { id: original.id } });
    expect((await countersOf(original.id))?.copyCount).toBe(1);
  });

  it("counts a coach once however often, however concurrently, and after deleting their copy", async () => {
    const author = ana;
    const copier = await t.signUp();
    const original = await createPublicSession(author);
    const copyOnce = () => t.request(`${sessionPath(original.id)}/copy`, { method: "POST", cookie: copier.cookie });
    const responses = await Promise.all([copyOnce(), copyOnce(), copyOnce(), copyOnce()]);
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201]);
    expect(await mine(copier)).toHaveLength(4);
    expect((await countersOf(original.id))?.copyCount).toBe(1);

    for (const session of await mine(copier))
      await t.request(sessionPath(session.id), { method: "DELETE", cookie: copier.cookie });
    expect((await copyOnce()).status).toBe(201);
    expect((await countersOf(original.id))?.copyCount).toBe(1);

    // Another coach still counts.
    expect((await t.request(`${sessionPath(original.id)}/copy`, { method: "POST", cookie: cleo.cookie })).status).toBe(
      201,
    );
    expect((await countersOf(original.id))?.copyCount).toBe(2);
  });

  it("forgets a copier with their account and with the session", async () => {
    const copier = await t.signUp();
    const original = await createPublicSession(ana);
    await t.request(`${sessionPath(original.id)}/copy`, { method: "POST", cookie: copier.cookie });
    await t.request(`${sessionPath(original.id)}/copy`, { method: "POST", cookie: cleo.cookie });
    expect(await copierRows(original.id)).toHaveLength(2);
    await t.deps.db.delete(users).where(eq(users.id, copier.id));
    expect(await copierRows(original.id)).toEqual([{ coachId: cleo.id }]);
    await t.request(sessionPath(original.id), { method: "DELETE", cookie: ana.cookie });
    expect(await copierRows(original.id)).toEqual([]);
  });

  it("keeps the credit when the original is deleted, without its link", async () => {
    const author = ana;
    const copier = ben;
    const original = await createPublicSession(author);
    const copy = (
      await readJson(await t.request(`${sessionPath(original.id)}/copy`, { method: "POST", cookie: copier.cookie }))
    ).session;
    await t.request(sessionPath(original.id), { method: "DELETE", cookie: author.cookie });
    expect((await read(copier, copy.id)).copiedFrom).toEqual({
      id: null,
      title: original.title,
      authorName: "Ana Costa",
    });
  });

  it("copies one's own session (even private) without counting it", async () => {
    const coach = ben;
    const original = await createSession(coach);
    const response = await t.request(`${sessionPath(original.id)}/copy`, { method: "POST", cookie: coach.cookie });
    expect(response.status).toBe(201);
    expect((await readJson(response)).session).toMatchObject({
      visibility: "private",
      copiedFrom: { id: original.id },
    });
    expect((await countersOf(original.id))?.copyCount).toBe(0);
  });

  it("counts concurrent copies exactly", async () => {
    const author = ana;
    const copiers = [ben, cleo, moderator];
    const original = await createPublicSession(author);
    const responses = await Promise.all(
      copiers.map((copier) => t.request(`${sessionPath(original.id)}/copy`, { method: "POST", cookie: copier.cookie })),
    );
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201]);
    expect((await countersOf(original.id))?.copyCount).toBe(3);
  });
});

describe("sessions: view counting", () => {
  const readAnonymously = async (id: string, userAgent = "Test browser") => {
    const response = await t.request(sessionPath(id), { headers: { "User-Agent": userAgent } });
    expect(response.status).toBe(200);
    return (await readJson(response)).session;
  };

  it("counts each visitor once a day, never the owner, by id and by share id alike", async () => {
    const owner = ana;
    const viewer = ben;
    const session = await createPublicSession(owner);

    await read(owner, session.id);
    await read(owner, session.id);
    expect((await countersOf(session.id))?.viewCount).toBe(0);

    expect((await readAnonymously(session.id)).viewCount).toBe(1);
    expect((await readAnonymously(session.id)).viewCount).toBe(1);
    const byShortId = await t.request(`${sessionsPath}/by-short-id/${session.shortId}`, {
      headers: { "User-Agent": "Test browser" },
    });
    expect((await readJson(byShortId)).session.viewCount).toBe(1);
    // Whatever browser an address says it is, it is one visitor a day: fifty User-Agents are one view.
    for (let index = 0; index < 50; index += 1) {
      expect((await readAnonymously(session.id, `Browser ${index}`)).viewCount).toBe(1);
    }

    expect((await read(viewer, session.id)).viewCount).toBe(2);
    expect((await read(viewer, session.id)).viewCount).toBe(2);
    expect((await read(owner, session.id)).viewCount).toBe(2);
    expect((await countersOf(session.id))?.viewCount).toBe(2);

    // Rows name the signed-in viewer by id; a visitor by a keyed hash that holds no address or browser.
    const rows = await viewRows(session.id);
    expect(rows).toHaveLength(2);
    expect(rows.filter((row) => row.viewerId === viewer.id)).toEqual([
      expect.objectContaining({ visitorKey: viewer.id }),
    ]);
    for (const row of rows.filter((row) => row.viewerId === null)) {
      expect(row.visitorKey).toMatch(/^visitor:[\w-]{43}$/);
      expect(row.visitorKey).not.toMatch(/local|browser/i);
    }
  });

  it("counts concurrent first views of one visitor once", async () => {
    const session = await createPublicSession(ana);
    const reads = await Promise.all(Array.from({ length: 6 }, () => read(cleo, session.id)));
    expect(reads.every((read) => typeof read === "object")).toBe(true);
    expect((await countersOf(session.id))?.viewCount).toBe(1);
  });

  it("counts the same visitor again on the next UTC day", async () => {
    const session = await createPublicSession(ana);
    const viewer = { id: ben.id, visitorKey: ben.id };
    await getSession(t.deps.db, { id: session.id }, viewer, "2031-05-01");
    await getSession(t.deps.db, { id: session.id }, viewer, "2031-05-01");
    await getSession(t.deps.db, { id: session.id }, viewer, "2031-05-02");
    expect((await countersOf(session.id))?.viewCount).toBe(2);
    expect(utcDay(new Date("2031-05-01T23:59:59.999-00:00"))).toBe("2031-05-01");
    expect(utcDay(new Date("2031-05-01T23:30:00-02:00"))).toBe("2031-05-02");
  });

  it("does not count the owner's views of a private session, nor refused reads", async () => {
    const owner = ana;
    const stranger = ben;
    const session = await createSession(owner);
    await read(owner, session.id);
    expect(await read(stranger, session.id)).toBe(404);
    expect(await read(null, session.id)).toBe(404);
    expect((await countersOf(session.id))?.viewCount).toBe(0);
    expect(await viewRows(session.id)).toEqual([]);
  });

  it("forgets a viewer's rows with their account, and every row with the session", async () => {
    const viewer = await t.signUp();
    const session = await createPublicSession(ana);
    await read(viewer, session.id);
    await readAnonymously(session.id);
    expect(await viewRows(session.id)).toHaveLength(2);
    await t.deps.db.delete(users).where(eq(users.id, viewer.id));
    expect(await viewRows(session.id)).toEqual([expect.objectContaining({ viewerId: null })]);
    await t.request(sessionPath(session.id), { method: "DELETE", cookie: ana.cookie });
    expect(await viewRows(session.id)).toEqual([]);
  });
});

describe("sessions: my sessions", () => {
  let coach: Coach;
  let ids: Record<string, string>;
  beforeAll(async () => {
    coach = await t.signUp();
    const other = ben;
    ids = {};
    const make = async (key: string, body: ReturnType<typeof sessionBody>) => {
      ids[key] = (await createSession(coach, body)).id;
    };
    await make(
      "rondo",
      sessionBody({
        title: "Bravo rondos",
        date: "2026-01-10",
        blocks: [block({ title: "Rondo", coachingPoints: ["Disguise the pass"] })],
      }),
    );
    await make(
      "finishing",
      sessionBody({
        title: "alpha finishing",
        theme: "Shots from the edge",
        date: null,
        blocks: [block({ title: "Crossing and finishing" })],
      }),
    );
    await make(
      "pressing",
      sessionBody({
        title: "Charlie pressing",
        date: "2026-03-01",
        blocks: [
          block({
            title: "Press",
            progressions: [
              { title: "Overload", description: "Add a counterattacking goalkeeper", diagram: drillDiagram() },
            ],
          }),
        ],
      }),
    );
    await publish(coach, ids.pressing!);
    // Another coach's sessions, public and private, never appear in my list.
    await createPublicSession(other, sessionBody({ title: "Someone else's rondo" }));
    await createSession(other, sessionBody({ title: "Someone else's private rondo" }));
  });

  it("lists only my own sessions, public and private, most recently updated first", async () => {
    const sessions = await mine(coach);
    expect(sessions.map((summary) => summary.id)).toEqual([ids.pressing, ids.finishing, ids.rondo]);
    expect(sessions[0]).toMatchObject({
      title: "Charlie pressing",
      visibility: "public",
      drillCount: 1,
      totalDurationMinutes: 15,
    });
    expect(sessions[0]).not.toHaveProperty("blocks");
    expect(sessions[1].visibility).toBe("private");
  });

  it("carries each session's training date and load, worked out from its blocks", async () => {
    const id = (
      await createSession(
        coach,
        sessionBody({
          title: "Delta load",
          date: "2026-11-26",
          blocks: [
            block({ durationMinutes: 10, intensity: "low" }),
            block({ durationMinutes: 20, intensity: "high" }),
            block({ durationMinutes: 15, intensity: "medium" }),
          ],
        }),
      )
    ).id;
    const empty = (await createSession(coach, sessionBody({ title: "Echo empty", date: null, blocks: [] }))).id;
    try {
      const sessions = await mine(coach);
      expect(sessions.find((summary) => summary.id === id)).toMatchObject({ date: "2026-11-26", load: 10 + 60 + 30 });
      expect(sessions.find((summary) => summary.id === empty)).toMatchObject({ date: null, load: 0 });
      // The other sessions: one medium 15-minute block each.
      expect(sessions.find((summary) => summary.id === ids.rondo)).toMatchObject({ date: "2026-01-10", load: 30 });
    } finally {
      await t.deps.db.delete(trainingSessions).where(inArray(trainingSessions.id, [id, empty]));
    }
  });

  it("sorts by created, title and date", async () => {
    const order = async (sort: string) => (await mine(coach, `?sort=${sort}`)).map((summary) => summary.id);
    expect(await order("created")).toEqual([ids.pressing, ids.finishing, ids.rondo]);
    expect(await order("title")).toEqual([ids.finishing, ids.rondo, ids.pressing]);
    expect(await order("date")).toEqual([ids.pressing, ids.rondo, ids.finishing]);
    await expectError(
      await t.request(`${sessionsPath}/mine?sort=random`, { cookie: coach.cookie }),
      400,
      "VALIDATION_FAILED",
    );
  });

  it("searches titles, themes and drill texts, prefixes included", async () => {
    const search = async (q: string) => (await mine(coach, `?q=${encodeURIComponent(q)}`)).map((summary) => summary.id);
    expect(await search("rondo")).toEqual([ids.rondo]);
    expect(await search("disguise")).toEqual([ids.rondo]);
    expect(await search("shots edge")).toEqual([ids.finishing]);
    expect(await search("counterattacking")).toEqual([ids.pressing]);
    expect(await search("cross")).toEqual([ids.finishing]);
    expect(await search("finis")).toEqual([ids.finishing]);
    expect(await search("rondo -disguise")).toEqual([]);
    expect(await search('"crossing and finishing"')).toEqual([ids.finishing]);
    expect(await search("volleyball")).toEqual([]);
    expect(await search("the")).toEqual([]);
  });

  it("ranks a search by relevance only as Best match, its default; Last edited while searching means last edited", async () => {
    // Edited after "alpha finishing", and a weaker match: "finishing" only in a drill's title.
    const echo = (
      await createSession(
        coach,
        sessionBody({ title: "Echo wide play", blocks: [block({ title: "Finishing from wide" })] }),
      )
    ).id;
    const order = async (query: string) => (await mine(coach, query)).map((summary) => summary.id);
    try {
      expect(await order("?q=finishing")).toEqual([ids.finishing, echo]);
      expect(await order("?q=finishing&sort=best_match")).toEqual([ids.finishing, echo]);
      expect(await order("?q=finishing&sort=updated")).toEqual([echo, ids.finishing]);
      // Nothing to rank without a search: the last edited first.
      expect(await order("?sort=best_match")).toEqual(await order("?sort=updated"));
    } finally {
      await t.deps.db.delete(trainingSessions).where(eq(trainingSessions.id, echo));
    }
  });
});

describe("sessions: reports", () => {
  it("stores one report per coach and session; reporting again updates it", async () => {
    const author = ana;
    const reporter = ben;
    const session = await createPublicSession(author);
    const path = `${sessionPath(session.id)}/reports`;

    const first = await t.request(path, {
      body: { reason: "spam", details: "Advertises a camp" },
      cookie: reporter.cookie,
    });
    expect(first.status).toBe(201);
    expect(await readJson(first)).toEqual({ ok: true });
    const second = await t.request(path, { body: { reason: "unsafe" }, cookie: reporter.cookie });
    expect(second.status).toBe(201);

    const rows = await t.deps.db.select().from(sessionReports).where(eq(sessionReports.sessionId, session.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reporterId: reporter.id, reason: "unsafe", details: "", status: "open" });

    const another = cleo;
    expect((await t.request(path, { body: { reason: "other", details: "Hmm" }, cookie: another.cookie })).status).toBe(
      201,
    );
    expect(await t.deps.db.select().from(sessionReports).where(eq(sessionReports.sessionId, session.id))).toHaveLength(
      2,
    );
  });

  it("refuses reports of one's own session, of private sessions, anonymous ones and bad reasons", async () => {
    const author = ana;
    const reporter = cleo;
    const publicSession = await createPublicSession(author);
    const privateSession = await createSession(author);
    const report = (id: string, caller: Caller, body: unknown = { reason: "spam" }) =>
      t.request(`${sessionPath(id)}/reports`, { body, cookie: cookieOf(caller) });

    await expectError(await report(publicSession.id, author), 403, "FORBIDDEN");
    await expectError(await report(privateSession.id, author), 403, "FORBIDDEN");
    await expectError(await report(privateSession.id, reporter), 404, "NOT_FOUND");
    await expectError(await report(publicSession.id, null), 401, "UNAUTHENTICATED");
    await expectError(await report(publicSession.id, reporter, { reason: "boring" }), 400, "VALIDATION_FAILED");
    await expectError(
      await report(publicSession.id, reporter, { reason: "other", details: "x".repeat(2001) }),
      400,
      "VALIDATION_FAILED",
    );
    const rows = await t.deps.db
      .select()
      .from(sessionReports)
      .where(inArray(sessionReports.sessionId, [publicSession.id, privateSession.id]));
    expect(rows).toEqual([]);
  });
});

describe("sessions: who may do what", () => {
  let owner: Coach;
  let stranger: Coach;
  let privateId: string;
  let privateShortId: string;
  let publicId: string;

  beforeAll(async () => {
    owner = await t.signUp();
    stranger = cleo;
    const privateSession = await createSession(owner, sessionBody({ title: "Secret plan zebrafish" }));
    privateId = privateSession.id;
    privateShortId = privateSession.shortId;
    publicId = (await createPublicSession(owner, sessionBody({ title: "Open plan" }))).id;
  });

  /** Every route on a session, as [name, method, path, body]. */
  const routes = (id: string) =>
    [
      ["get", "GET", sessionPath(id), undefined],
      ["update", "PUT", sessionPath(id), sessionBody({ title: "Hijacked" })],
      ["delete", "DELETE", sessionPath(id), undefined],
      ["publish", "POST", `${sessionPath(id)}/publish`, undefined],
      ["unpublish", "POST", `${sessionPath(id)}/unpublish`, undefined],
      ["duplicate", "POST", `${sessionPath(id)}/duplicate`, undefined],
      ["copy", "POST", `${sessionPath(id)}/copy`, undefined],
      ["report", "POST", `${sessionPath(id)}/reports`, { reason: "spam" }],
    ] as const;

  const attempt = (caller: Caller, [, method, path, body]: ReturnType<typeof routes>[number]) =>
    t.request(path, { method, body, cookie: cookieOf(caller) });

  it("answers another coach and a moderator on a private session exactly like a missing one, on every route", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    for (const caller of [stranger, moderator]) {
      for (const [index, route] of routes(privateId).entries()) {
        const theirs = await attempt(caller, route);
        const nobodys = await attempt(caller, routes(missing)[index]!);
        const body = await readJson(theirs);
        expect({ route: route[0], status: theirs.status, body }).toEqual({
          route: route[0],
          status: 404,
          body: { error: { code: "NOT_FOUND", message: "Session not found" } },
        });
        expect(await readJson(nobodys)).toEqual(body);
      }
    }
    const byShortId = await t.request(`${sessionsPath}/by-short-id/${privateShortId}`, { cookie: stranger.cookie });
    await expectError(byShortId, 404, "NOT_FOUND");
    const session = await read(owner, privateId);
    expect(session).toMatchObject({
      title: "Secret plan zebrafish",
      visibility: "private",
      copyCount: 0,
      viewCount: 0,
    });
  });

  it("answers anonymous callers 404 on reads of a private session and 401 on every write", async () => {
    expect(await read(null, privateId)).toBe(404);
    await expectError(await t.request(`${sessionsPath}/by-short-id/${privateShortId}`), 404, "NOT_FOUND");
    for (const id of [privateId, publicId]) {
      for (const route of routes(id).slice(1)) {
        const response = await attempt(null, route);
        expect({ route: route[0], status: response.status }).toEqual({ route: route[0], status: 401 });
      }
    }
    await expectError(
      await t.request(sessionsPath, { body: { title: "", blocks: "nonsense" } }),
      401,
      "UNAUTHENTICATED",
    );
    await expectError(await t.request(`${sessionsPath}/mine`), 401, "UNAUTHENTICATED");
  });

  it("lets another coach read, copy and report a public session but not change it", async () => {
    const expected: Record<string, number> = {
      get: 200,
      update: 403,
      delete: 403,
      publish: 403,
      unpublish: 403,
      duplicate: 403,
      copy: 201,
      report: 201,
    };
    for (const route of routes(publicId)) {
      const response = await attempt(stranger, route);
      expect({ route: route[0], status: response.status }).toEqual({ route: route[0], status: expected[route[0]] });
    }
    expect(await read(owner, publicId)).toMatchObject({ title: "Open plan", visibility: "public", copyCount: 1 });
  });

  it("gives a moderator no more than another coach on the session routes", async () => {
    const expected: Record<string, number> = {
      get: 200,
      update: 403,
      delete: 403,
      publish: 403,
      unpublish: 403,
      duplicate: 403,
    };
    for (const route of routes(publicId).filter(([name]) => name in expected)) {
      const response = await attempt(moderator, route);
      expect({ route: route[0], status: response.status }).toEqual({ route: route[0], status: expected[route[0]] });
    }
  });

  it("never lists a private session of another coach", async () => {
    for (const caller of [stranger, moderator]) {
      expect((await mine(caller)).map((summary) => summary.id)).not.toContain(privateId);
      const library = await readJson(
        await t.request("/api/global-library?q=zebrafish&pageSize=50", { cookie: caller.cookie }),
      );
      expect(library).toMatchObject({ sessions: [], total: 0 });
    }
    expect((await mine(owner, "?q=zebrafish")).map((summary) => summary.id)).toEqual([privateId]);
  });

  it("lets the owner do everything", async () => {
    const id = (await createSession(owner)).id;
    const expected: Record<string, number> = {
      get: 200,
      update: 200,
      publish: 200,
      unpublish: 200,
      duplicate: 201,
      copy: 201,
      report: 403,
      delete: 200,
    };
    const deleteLast = [
      ...routes(id).filter(([name]) => name !== "delete"),
      ...routes(id).filter(([name]) => name === "delete"),
    ];
    for (const route of deleteLast) {
      const response = await attempt(owner, route);
      expect({ route: route[0], status: response.status }).toEqual({ route: route[0], status: expected[route[0]] });
    }
  });
});

describe("sessions in the OpenAPI document", () => {
  it("documents every route", async () => {
    const document = await readJson(await t.request("/api/openapi.json"));
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/api/sessions",
        "/api/sessions/mine",
        "/api/sessions/{id}",
        "/api/sessions/by-short-id/{shortId}",
        "/api/sessions/{id}/publish",
        "/api/sessions/{id}/unpublish",
        "/api/sessions/{id}/duplicate",
        "/api/sessions/{id}/copy",
        "/api/sessions/{id}/reports",
        "/api/global-library",
        "/api/drills",
        "/api/drills/{id}",
      ]),
    );
    expect(Object.keys(document.paths["/api/sessions/{id}"])).toEqual(expect.arrayContaining(["get", "put", "delete"]));
  });
});
