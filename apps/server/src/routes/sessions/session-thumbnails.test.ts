import { diagramThumbnail } from "@touchline/diagram";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trainingSessions } from "../../db/schema.ts";
import { fillMissingThumbnails } from "../../services/sessions/fill-missing-thumbnails.ts";
import { createTestApp, readJson, type TestApp } from "../../../test/test-app.ts";
import { largeAnimatedDiagram, sessionBody } from "../../../test/session-test-fixtures.ts";

type Coach = Awaited<ReturnType<TestApp["signUp"]>>;

let t: TestApp;
let ana: Coach;
let ben: Coach;
beforeAll(async () => {
  t = await createTestApp();
  [ana, ben] = await Promise.all([t.signUp(), t.signUp()]);
});
afterAll(() => t.close());

async function ok(response: Response, status = 200): Promise<any> {
  expect(response.status).toBe(status);
  return readJson(response);
}

async function createSession(coach: Coach, body: unknown = sessionBody()): Promise<any> {
  return (await ok(await t.request("/api/sessions", { body, cookie: coach.cookie }), 201)).session;
}

async function mySummary(coach: Coach, id: string): Promise<any> {
  const { sessions } = await ok(await t.request("/api/sessions/mine", { cookie: coach.cookie }));
  return sessions.find((summary: { id: string }) => summary.id === id);
}

describe("session thumbnails", () => {
  it("lists a session with its first drill's simplified diagram and the hash of that picture", async () => {
    const body = sessionBody({ title: "Thumbnail of the first drill" });
    body.blocks![0]!.diagram = largeAnimatedDiagram();
    const session = await createSession(ana, body);
    expect(session.coverBlockId).toBeNull();
    const { thumbnail } = await mySummary(ana, session.id);
    const expected = diagramThumbnail(session.blocks[0].diagram);
    expect(thumbnail.hash).toBe(expected.hash);
    expect(thumbnail.diagram).toEqual(expected.diagram);
    // First frame only, no text: what a list can show.
    expect(thumbnail.diagram.frames).toEqual([]);
    expect(Object.values(thumbnail.diagram.objects).some((object: any) => object.kind === "text")).toBe(false);
  });

  it("uses the drill the author chose as cover, and the first again once that drill is gone", async () => {
    const body = sessionBody({ title: "Chosen cover" });
    const session = await createSession(ana, body);
    const [first, second] = session.blocks;
    const withCover = { ...body, coverBlockId: second.id };
    const saved = (
      await ok(await t.request(`/api/sessions/${session.id}`, { method: "PUT", body: withCover, cookie: ana.cookie }))
    ).session;
    expect(saved.coverBlockId).toBe(second.id);
    expect((await mySummary(ana, session.id)).thumbnail.hash).toBe(diagramThumbnail(second.diagram).hash);

    const withoutIt = { ...withCover, blocks: body.blocks!.slice(0, 1) };
    const trimmed = (
      await ok(await t.request(`/api/sessions/${session.id}`, { method: "PUT", body: withoutIt, cookie: ana.cookie }))
    ).session;
    expect(trimmed.coverBlockId).toBeNull();
    expect((await mySummary(ana, session.id)).thumbnail.hash).toBe(diagramThumbnail(first.diagram).hash);
  });

  it("has no picture without drills", async () => {
    const session = await createSession(ana, sessionBody({ title: "No drills yet", blocks: [] }));
    expect((await mySummary(ana, session.id)).thumbnail).toBeNull();
  });

  it("carries the picture into the global library, the site search and a copy (cover included)", async () => {
    const body = sessionBody({ title: "Zonal marking masterclass" });
    const draft = await createSession(ana, body);
    const cover = draft.blocks[1];
    await ok(
      await t.request(`/api/sessions/${draft.id}`, {
        method: "PUT",
        body: { ...body, coverBlockId: cover.id },
        cookie: ana.cookie,
      }),
    );
    await ok(await t.request(`/api/sessions/${draft.id}/publish`, { method: "POST", cookie: ana.cookie }));
    const hash = diagramThumbnail(cover.diagram).hash;

    const library = await ok(await t.request("/api/global-library?q=zonal", { cookie: ben.cookie }));
    expect(library.sessions.map((summary: any) => [summary.id, summary.thumbnail.hash])).toEqual([[draft.id, hash]]);
    const search = await ok(await t.request("/api/search?q=zonal"));
    expect(search.sessions.results.map((summary: any) => summary.thumbnail.hash)).toEqual([hash]);

    const copy = (
      await ok(await t.request(`/api/sessions/${draft.id}/copy`, { method: "POST", cookie: ben.cookie }), 201)
    ).session;
    expect(copy.coverBlockId).toBe(cover.id);
    expect((await mySummary(ben, copy.id)).thumbnail.hash).toBe(hash);
  });

  it("draws the pictures of sessions saved before thumbnails, without touching their update time", async () => {
    const session = await createSession(ana, sessionBody({ title: "Saved long ago" }));
    const db = t.deps.db;
    await db.update(trainingSessions).set({ thumbnail: null }).where(eq(trainingSessions.id, session.id));
    expect((await mySummary(ana, session.id)).thumbnail).toBeNull();

    expect(await fillMissingThumbnails(db)).toBeGreaterThanOrEqual(1);
    const summary = await mySummary(ana, session.id);
    expect(summary.thumbnail.hash).toBe(diagramThumbnail(session.blocks[0].diagram).hash);
    expect(summary.updatedAt).toBe(session.updatedAt);
    // Nothing is left to draw: sessions without drills are not candidates.
    expect(await fillMissingThumbnails(db)).toBe(0);
  });
});
