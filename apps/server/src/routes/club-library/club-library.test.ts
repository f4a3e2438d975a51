import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubMembers } from "../../db/schema.ts";
import { clubWith } from "../../../test/club-test-fixtures.ts";
import { libraryDrillBody, sessionBody } from "../../../test/session-test-fixtures.ts";
import { createTestApp, expectError, readJson, type TestApp } from "../../../test/test-app.ts";

type Coach = Awaited<ReturnType<TestApp["signUp"]>>;

let t: TestApp;
let head: Coach;
let coach: Coach;
let assistant: Coach;
let outsider: Coach;
let clubA: string;
let clubB: string;

async function created(response: Response, status = 201) {
  const body = await readJson(response);
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body;
}

const share = (clubId: string, cookie: string, kind: string, sourceId: string) =>
  t.request(`/api/clubs/${clubId}/library`, { cookie, body: { kind, sourceId } });
const library = async (clubId: string, cookie: string, query = "") =>
  created(await t.request(`/api/clubs/${clubId}/library${query}`, { cookie }), 200);

let sessionItemId: string;
let drillItemId: string;
let boardItemId: string;

beforeAll(async () => {
  t = await createTestApp();
  [head, coach, assistant, outsider] = await Promise.all([t.signUp(), t.signUp(), t.signUp(), t.signUp()]);
  clubA = await clubWith(t, "Riverside Juniors", [
    [head, "admin"],
    [coach, "coach"],
    [assistant, "assistant"],
  ]);
  clubB = await clubWith(t, "Hillside FC", [[outsider, "admin"]]);

  const session = (await created(await t.request("/api/sessions", { cookie: coach.cookie, body: sessionBody() })))
    .session;
  const drill = (
    await created(
      await t.request("/api/drills", {
        cookie: coach.cookie,
        body: libraryDrillBody({ title: "Switch of play rondo", tags: ["switching"] }),
      }),
    )
  ).drill;
  const board = (
    await created(
      await t.request("/api/tactical-drills", {
        cookie: coach.cookie,
        body: { title: "Back four shape", diagram: libraryDrillBody().diagram },
      }),
    )
  ).drill;
  sessionItemId = (await created(await share(clubA, coach.cookie, "session", session.id))).item.id;
  drillItemId = (await created(await share(clubA, coach.cookie, "drill", drill.id))).item.id;
  boardItemId = (await created(await share(clubA, coach.cookie, "tactical-drill", board.id))).item.id;
}, 60_000);
afterAll(() => t.close());

describe("sharing into a club", () => {
  it("gives the club a copy of each kind, crediting the coach, that every member reads", async () => {
    const page = await library(clubA, assistant.cookie);
    expect(page.total).toBe(3);
    expect(page.items.map((item: any) => [item.kind, item.title, item.authorName])).toEqual([
      ["tactical-drill", "Back four shape", `${coach.firstName} ${coach.lastName}`],
      ["drill", "Switch of play rondo", `${coach.firstName} ${coach.lastName}`],
      ["session", "Pressing in midfield", `${coach.firstName} ${coach.lastName}`],
    ]);
    const item = (
      await created(await t.request(`/api/clubs/${clubA}/library/${sessionItemId}`, { cookie: assistant.cookie }), 200)
    ).item;
    expect(item.content.kind).toBe("session");
    expect(item.content.blocks.map((block: any) => block.title)).toEqual(["Warm-up rondo", "Counter-press game"]);
    expect(item.content.derived.totalDurationMinutes).toBe(35);
    expect(item.thumbnail).not.toBeNull();
  });

  it("only from the coach's own objects, and not by an assistant", async () => {
    const others = (await created(await t.request("/api/sessions", { cookie: head.cookie, body: sessionBody() })))
      .session;
    await expectError(await share(clubA, coach.cookie, "session", others.id), 404, "NOT_FOUND");
    const own = (await created(await t.request("/api/sessions", { cookie: assistant.cookie, body: sessionBody() })))
      .session;
    await expectError(await share(clubA, assistant.cookie, "session", own.id), 403, "FORBIDDEN");
    await expectError(await share(clubA, coach.cookie, "playbook", own.id), 400, "VALIDATION_FAILED");
  });

  it("keeps the club's copy when the coach deletes the original or leaves", async () => {
    const session = (
      await created(
        await t.request("/api/sessions", { cookie: coach.cookie, body: sessionBody({ title: "Leaving present" }) }),
      )
    ).session;
    const item = (await created(await share(clubA, coach.cookie, "session", session.id))).item;
    expect((await t.request(`/api/sessions/${session.id}`, { method: "DELETE", cookie: coach.cookie })).status).toBe(
      200,
    );
    await t.deps.db.delete(clubMembers).where(eq(clubMembers.userId, coach.id));
    const read = await created(await t.request(`/api/clubs/${clubA}/library/${item.id}`, { cookie: head.cookie }), 200);
    expect(read.item.title).toBe("Leaving present");
    await t.deps.db.insert(clubMembers).values({ clubId: clubA, userId: coach.id, role: "coach" });
    await t.request(`/api/clubs/${clubA}/library/${item.id}`, { method: "DELETE", cookie: head.cookie });
  });

  it("keeps the club's copy when the author deletes their account, credited to a former coach", async () => {
    const leaver = await t.signUp();
    await t.deps.db.insert(clubMembers).values({ clubId: clubA, userId: leaver.id, role: "coach" });
    const drill = (
      await created(
        await t.request("/api/drills", { cookie: leaver.cookie, body: libraryDrillBody({ title: "Farewell drill" }) }),
      )
    ).drill;
    const item = (await created(await share(clubA, leaver.cookie, "drill", drill.id))).item;
    const deleted = await t.request("/api/account", {
      method: "DELETE",
      cookie: leaver.cookie,
      body: { confirmation: "DELETE", password: leaver.password },
    });
    expect(deleted.status).toBe(200);
    const read = await created(await t.request(`/api/clubs/${clubA}/library/${item.id}`, { cookie: head.cookie }), 200);
    expect(read.item).toMatchObject({ title: "Farewell drill", authorName: "A former coach" });
    await t.request(`/api/clubs/${clubA}/library/${item.id}`, { method: "DELETE", cookie: head.cookie });
  });
});

describe("the club library", () => {
  it("searches and filters as the global library does", async () => {
    expect((await library(clubA, coach.cookie, "?q=rondo")).items.map((item: any) => item.id).sort()).toEqual(
      [sessionItemId, drillItemId].sort(),
    );
    expect((await library(clubA, coach.cookie, "?kind=drill")).items.map((item: any) => item.id)).toEqual([
      drillItemId,
    ]);
    expect((await library(clubA, coach.cookie, "?phase=defending")).items.map((item: any) => item.id)).toEqual([
      sessionItemId,
    ]);
    expect((await library(clubA, coach.cookie, "?topic=switching")).items.map((item: any) => item.id)).toEqual([
      drillItemId,
    ]);
    expect((await library(clubA, coach.cookie, "?ageGroup=U12&intensity=high")).total).toBe(1);
    expect((await library(clubA, coach.cookie, "?sort=title")).items.map((item: any) => item.title)).toEqual([
      "Back four shape",
      "Pressing in midfield",
      "Switch of play rondo",
    ]);
    await expectError(
      await t.request(`/api/clubs/${clubA}/library?kind=playbook`, { cookie: coach.cookie }),
      400,
      "VALIDATION_FAILED",
    );
  });

  it("keeps each item's language, filters by it, and shows a reader's first", async () => {
    // Written in Dutch by a coach whose account speaks German: the session says its own; a drill is the sharer's.
    await t.request("/api/account/preferences", { method: "PUT", body: { language: "de" }, cookie: head.cookie });
    const dutch = (
      await created(
        await t.request("/api/sessions", {
          cookie: head.cookie,
          body: sessionBody({ title: "Positiespel in driehoeken", language: "nl" }),
        }),
      )
    ).session;
    const drill = (
      await created(
        await t.request("/api/drills", { cookie: head.cookie, body: libraryDrillBody({ title: "Torschuss" }) }),
      )
    ).drill;
    const dutchItem = (await created(await share(clubA, head.cookie, "session", dutch.id))).item;
    const germanItem = (await created(await share(clubA, head.cookie, "drill", drill.id))).item;
    expect([dutchItem.language, germanItem.language]).toEqual(["nl", "de"]);
    expect((await library(clubA, coach.cookie, "?language=nl")).items.map((item: any) => item.id)).toEqual([
      dutchItem.id,
    ]);
    const preferred = await library(clubA, coach.cookie, "?prefer=de&sort=title");
    expect(preferred.items[0].id).toBe(germanItem.id);
    // A copy back into a coach's own library keeps the language it was written in.
    const { copy } = await created(
      await t.request(`/api/clubs/${clubA}/library/${dutchItem.id}/copy`, { method: "POST", cookie: coach.cookie }),
    );
    const session = await created(await t.request(`/api/sessions/${copy.id}`, { cookie: coach.cookie }), 200);
    expect(session.session.language).toBe("nl");
    for (const id of [dutchItem.id, germanItem.id])
      await t.request(`/api/clubs/${clubA}/library/${id}`, { method: "DELETE", cookie: head.cookie });
  });

  it("is the club's alone: another club, a non-member and the global library never list it", async () => {
    expect((await library(clubB, outsider.cookie)).total).toBe(0);
    await expectError(await t.request(`/api/clubs/${clubA}/library`, { cookie: outsider.cookie }), 404, "NOT_FOUND");
    await expectError(
      await t.request(`/api/clubs/${clubB}/library/${sessionItemId}`, { cookie: outsider.cookie }),
      404,
      "NOT_FOUND",
    );
    await expectError(await t.request(`/api/clubs/${clubA}/library`), 401, "UNAUTHENTICATED");
    const global = await created(await t.request("/api/global-library?q=pressing"), 200);
    expect(global.total).toBe(0);
  });

  it("puts the club's essentials first once a club admin pins one; only admins pin and remove", async () => {
    await expectError(
      await t.request(`/api/clubs/${clubA}/library/${sessionItemId}`, {
        method: "PATCH",
        cookie: coach.cookie,
        body: { isPinned: true },
      }),
      403,
      "FORBIDDEN",
    );
    const pinned = await created(
      await t.request(`/api/clubs/${clubA}/library/${sessionItemId}`, {
        method: "PATCH",
        cookie: head.cookie,
        body: { isPinned: true },
      }),
      200,
    );
    expect(pinned.item.isPinned).toBe(true);
    expect((await library(clubA, coach.cookie)).items[0].id).toBe(sessionItemId);
    expect((await library(clubA, coach.cookie, "?essentials=true")).items.map((item: any) => item.id)).toEqual([
      sessionItemId,
    ]);
    await expectError(
      await t.request(`/api/clubs/${clubA}/library/${boardItemId}`, { method: "DELETE", cookie: coach.cookie }),
      403,
      "FORBIDDEN",
    );
  });

  it("lets any member copy an item into their own library, credited", async () => {
    const copy = (
      await created(
        await t.request(`/api/clubs/${clubA}/library/${sessionItemId}/copy`, {
          method: "POST",
          cookie: assistant.cookie,
        }),
      )
    ).copy;
    expect(copy.kind).toBe("session");
    const session = (await created(await t.request(`/api/sessions/${copy.id}`, { cookie: assistant.cookie }), 200))
      .session;
    expect(session.isOwner).toBe(true);
    expect(session.visibility).toBe("private");
    expect(session.copiedFrom).toEqual({
      id: null,
      title: "Pressing in midfield",
      authorName: `${coach.firstName} ${coach.lastName}`,
    });
    expect(session.blocks).toHaveLength(2);

    const drillCopy = (
      await created(
        await t.request(`/api/clubs/${clubA}/library/${drillItemId}/copy`, {
          method: "POST",
          cookie: assistant.cookie,
        }),
      )
    ).copy;
    expect(
      (await created(await t.request(`/api/drills/${drillCopy.id}`, { cookie: assistant.cookie }), 200)).drill.title,
    ).toBe("Switch of play rondo");
    const boardCopy = (
      await created(
        await t.request(`/api/clubs/${clubA}/library/${boardItemId}/copy`, {
          method: "POST",
          cookie: assistant.cookie,
        }),
      )
    ).copy;
    expect(
      (await created(await t.request(`/api/tactical-drills/${boardCopy.id}`, { cookie: assistant.cookie }), 200)).drill
        .title,
    ).toBe("Back four shape");
  });

  it("refuses a removed member at their next request", async () => {
    const leaver = await t.signUp();
    await t.deps.db.insert(clubMembers).values({ clubId: clubA, userId: leaver.id, role: "assistant" });
    expect((await library(clubA, leaver.cookie)).total).toBeGreaterThan(0);
    await t.deps.db.delete(clubMembers).where(eq(clubMembers.userId, leaver.id));
    await expectError(await t.request(`/api/clubs/${clubA}/library`, { cookie: leaver.cookie }), 404, "NOT_FOUND");
  });
});
