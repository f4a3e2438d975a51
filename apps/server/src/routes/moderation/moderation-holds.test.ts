// Before the contracts build their schemas: the routes call `.openapi()` on them (see main.ts).
import "@hono/zod-openapi";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminMessages, auditLog, sessionHolds, trainingSessions } from "../../db/schema.ts";
import { createTestApp, expectError, readJson, type TestApp } from "../../../test/test-app.ts";
import { sessionBody } from "../../../test/session-test-fixtures.ts";

type User = Awaited<ReturnType<TestApp["signUp"]>>;
type Caller = User | null;

let t: TestApp;
let author: User;
let coach: User;
let moderator: User;
let admin: User;

beforeAll(async () => {
  t = await createTestApp();
  [author, coach, moderator, admin] = await Promise.all([
    t.signUp({ firstName: "Alba", lastName: "Author" }),
    t.signUp({ firstName: "Cora", lastName: "Coach" }),
    t.signUpWithRole("moderator"),
    t.signUpWithRole("admin"),
  ]);
});
afterAll(() => t.close());

const REASON = "Copied word for word from a paid coaching course.";
const DECLINE_REASON = "The second drill is still the course's, word for word.";

const post = (path: string, body: unknown, caller: Caller) =>
  t.request(path, { method: "POST", body, cookie: caller?.cookie });

async function getJson(path: string, caller: Caller) {
  const response = await t.request(path, { cookie: caller?.cookie });
  expect(response.status).toBe(200);
  return readJson(response);
}

let sessionCounter = 0;

async function publicSession(overrides = {}): Promise<{ id: string; title: string }> {
  const title = `Held rondo ${++sessionCounter} ${Date.now()}`;
  const created = await t.request("/api/sessions", {
    body: sessionBody({ title, ...overrides }),
    cookie: author.cookie,
  });
  expect(created.status).toBe(201);
  const { id } = (await readJson(created)).session;
  expect((await post(`/api/sessions/${id}/publish`, undefined, author)).status).toBe(200);
  return { id, title };
}

/** A public session of the author that a moderator unpublished for REASON. */
async function heldSession(): Promise<{ id: string; title: string }> {
  const session = await publicSession();
  expect((await post(`/api/admin/sessions/${session.id}/unpublish`, { reason: REASON }, moderator)).status).toBe(200);
  return session;
}

async function askForReview(id: string, message = "I rewrote every drill in my own words.") {
  const response = await post(`/api/sessions/${id}/review-request`, { message }, author);
  expect(response.status).toBe(200);
  return (await readJson(response)).session;
}

const visibilityOf = async (id: string) =>
  (
    await t.deps.db.select({ v: trainingSessions.visibility }).from(trainingSessions).where(eq(trainingSessions.id, id))
  )[0]?.v;
const holdOf = async (id: string) =>
  (await t.deps.db.select().from(sessionHolds).where(eq(sessionHolds.sessionId, id)))[0];
const auditActionsFor = async (id: string) =>
  (await t.deps.db.select().from(auditLog).where(eq(auditLog.targetId, id))).map((row) => row.action).sort();
const messagesAbout = async (title: string) =>
  (await t.deps.db.select().from(adminMessages).where(eq(adminMessages.recipientId, author.id))).filter((row) =>
    row.title.includes(title),
  );

describe("a session a moderator unpublished", () => {
  it("cannot be published again by its author, who is told why", async () => {
    const session = await heldSession();
    const message = (
      await expectError(
        await post(`/api/sessions/${session.id}/publish`, undefined, author),
        409,
        "SESSION_HELD_BY_MODERATION",
      )
    ).message;
    expect(message).toMatch(/moderator/);
    expect(await visibilityOf(session.id)).toBe("private");
    const library = await getJson(`/api/global-library?q=${encodeURIComponent(session.title)}&pageSize=50`, coach);
    expect(library.sessions.map((summary: any) => summary.id)).not.toContain(session.id);
  });

  it("shows its owner the hold, in the session and in My Sessions, and nobody else", async () => {
    const session = await heldSession();
    const { session: seen } = await getJson(`/api/sessions/${session.id}`, author);
    expect(seen.moderationHold).toEqual({
      reason: REASON,
      heldAt: expect.any(String),
      reviewRequestedAt: null,
      declineReason: null,
      declinedAt: null,
    });
    const mine = await getJson("/api/sessions/mine", author);
    expect(mine.sessions.find((row: any) => row.id === session.id).moderationHold).toEqual(seen.moderationHold);
    for (const other of [coach, moderator]) {
      expect((await t.request(`/api/sessions/${session.id}`, { cookie: other.cookie })).status).toBe(404);
    }

    // A session its author unpublished themselves is not held, and publishes again.
    const own = await publicSession();
    expect((await post(`/api/sessions/${own.id}/unpublish`, undefined, author)).status).toBe(200);
    expect((await getJson(`/api/sessions/${own.id}`, author)).session.moderationHold).toBeNull();
    expect((await post(`/api/sessions/${own.id}/publish`, undefined, author)).status).toBe(200);
  });

  it("stays held in a duplicate its author makes", async () => {
    const session = await heldSession();
    const response = await post(`/api/sessions/${session.id}/duplicate`, undefined, author);
    expect(response.status).toBe(201);
    const { session: copy } = await readJson(response);
    expect(copy.moderationHold).toMatchObject({ reason: REASON, reviewRequestedAt: null });
    await expectError(
      await post(`/api/sessions/${copy.id}/publish`, undefined, author),
      409,
      "SESSION_HELD_BY_MODERATION",
    );
  });
});

describe("asking for a review", () => {
  it("is for the owner alone, once until a moderator decides, with a short optional message", async () => {
    const session = await heldSession();
    const path = `/api/sessions/${session.id}/review-request`;
    expect((await post(path, { message: "Please" }, null)).status).toBe(401);
    for (const other of [coach, moderator, admin]) {
      await expectError(await post(path, { message: "Please" }, other), 404, "NOT_FOUND");
    }
    await expectError(await post(path, { message: "x".repeat(1001) }, author), 400, "VALIDATION_FAILED");
    expect((await holdOf(session.id))?.reviewRequestedAt).toBeNull();

    const asked = await askForReview(session.id, "  I rewrote every drill.  ");
    expect(asked.moderationHold).toMatchObject({ reason: REASON, reviewRequestedAt: expect.any(String) });
    expect((await holdOf(session.id))?.reviewMessage).toBe("I rewrote every drill.");
    expect(await visibilityOf(session.id)).toBe("private");

    await expectError(await post(path, { message: "Again" }, author), 409, "CONFLICT");
    await expectError(
      await post(`/api/sessions/${session.id}/publish`, undefined, author),
      409,
      "SESSION_HELD_BY_MODERATION",
    );

    // Without a message, too.
    const other = await heldSession();
    expect((await post(`/api/sessions/${other.id}/review-request`, {}, author)).status).toBe(200);
  });

  it("is refused for a session no moderator holds", async () => {
    const session = await publicSession();
    expect((await post(`/api/sessions/${session.id}/unpublish`, undefined, author)).status).toBe(200);
    await expectError(await post(`/api/sessions/${session.id}/review-request`, {}, author), 409, "CONFLICT");
    expect(await holdOf(session.id)).toBeUndefined();
  });

  it("puts the request on the moderation dashboard, with the reason and the author's message", async () => {
    const session = await heldSession();
    await askForReview(session.id, "Rewritten from scratch.");
    const dashboard = await getJson("/api/admin/moderation", moderator);
    expect(dashboard.reviewRequests.requests).toContainEqual({
      sessionId: session.id,
      title: session.title,
      authorName: "Alba Author",
      reason: REASON,
      heldAt: expect.any(String),
      requestedAt: expect.any(String),
      message: "Rewritten from scratch.",
    });
    expect(dashboard.reviewRequests.total).toBeGreaterThanOrEqual(1);
    // A held session whose author has not asked stays out of sight.
    const quiet = await heldSession();
    const again = await getJson("/api/admin/moderation", moderator);
    expect(again.reviewRequests.requests.map((request: any) => request.sessionId)).not.toContain(quiet.id);
  });
});

describe("a held session's content", () => {
  it("is open to moderators and above while its author asks for a review, and to no other coach", async () => {
    const session = await heldSession();
    const path = `/api/sessions/${session.id}`;
    for (const caller of [moderator, admin, coach]) {
      expect((await t.request(path, { cookie: caller.cookie })).status).toBe(404);
    }
    await askForReview(session.id);
    for (const reviewer of [moderator, admin]) {
      const { session: seen } = await getJson(path, reviewer);
      expect(seen).toMatchObject({ id: session.id, title: session.title, visibility: "private", isOwner: false });
      // The hold is the author's business; the moderator has the dashboard's request.
      expect(seen.moderationHold).toBeNull();
    }
    expect((await t.request(path, { cookie: coach.cookie })).status).toBe(404);
    expect((await t.request(path)).status).toBe(404);
    // Reading is all: no copy, no report, no publishing.
    expect((await post(`${path}/copy`, undefined, moderator)).status).toBe(404);
    expect((await post(`${path}/publish`, undefined, moderator)).status).toBe(404);
    expect(await visibilityOf(session.id)).toBe("private");

    // Once declined, it is the author's alone again.
    expect(
      (await post(`/api/admin/sessions/${session.id}/review-request/decline`, { reason: DECLINE_REASON }, moderator))
        .status,
    ).toBe(200);
    expect((await t.request(path, { cookie: moderator.cookie })).status).toBe(404);
  });
});

describe("a moderator's decision on a review request", () => {
  it("is for moderators and above", async () => {
    const session = await heldSession();
    await askForReview(session.id);
    for (const action of ["approve", "decline"]) {
      const path = `/api/admin/sessions/${session.id}/review-request/${action}`;
      expect((await post(path, { reason: DECLINE_REASON }, null)).status).toBe(401);
      for (const caller of [author, coach]) {
        await expectError(await post(path, { reason: DECLINE_REASON }, caller), 403, "FORBIDDEN");
      }
    }
    expect((await holdOf(session.id))?.reviewRequestedAt).not.toBeNull();
    expect(await auditActionsFor(session.id)).toEqual(["session.unpublished"]);
  });

  it("needs a request waiting", async () => {
    const held = await heldSession();
    const open = await publicSession();
    for (const id of [held.id, open.id, "00000000-0000-4000-8000-000000000000"]) {
      await expectError(
        await post(`/api/admin/sessions/${id}/review-request/approve`, undefined, moderator),
        404,
        "NOT_FOUND",
      );
      await expectError(
        await post(`/api/admin/sessions/${id}/review-request/decline`, { reason: DECLINE_REASON }, moderator),
        404,
        "NOT_FOUND",
      );
    }
    expect(await visibilityOf(held.id)).toBe("private");
  });

  it("declined, keeps the session private, sends the author the reason and lets them ask again", async () => {
    const session = await heldSession();
    await askForReview(session.id);
    const path = `/api/admin/sessions/${session.id}/review-request/decline`;
    await expectError(await post(path, { reason: "" }, moderator), 400, "VALIDATION_FAILED");
    expect((await post(path, { reason: DECLINE_REASON }, moderator)).status).toBe(200);

    expect(await visibilityOf(session.id)).toBe("private");
    const { session: seen } = await getJson(`/api/sessions/${session.id}`, author);
    expect(seen.moderationHold).toMatchObject({
      reason: REASON,
      reviewRequestedAt: null,
      declineReason: DECLINE_REASON,
      declinedAt: expect.any(String),
    });
    const [audit] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, session.id), eq(auditLog.action, "session.review_declined")));
    expect(audit).toMatchObject({ actorId: moderator.id, reason: DECLINE_REASON, targetLabel: session.title });
    const notices = await messagesAbout(session.title);
    expect(notices.map((notice) => notice.title)).toContain(`Your session "${session.title}" stays unpublished`);
    expect(notices.find((notice) => notice.title.includes("stays unpublished"))!.content).toContain(DECLINE_REASON);

    await expectError(
      await post(`/api/sessions/${session.id}/publish`, undefined, author),
      409,
      "SESSION_HELD_BY_MODERATION",
    );
    expect((await getJson("/api/admin/moderation", moderator)).reviewRequests.requests).not.toContainEqual(
      expect.objectContaining({ sessionId: session.id }),
    );
    // Deciding again needs a new request.
    expect((await post(path, { reason: DECLINE_REASON }, moderator)).status).toBe(404);
    const askedAgain = await askForReview(session.id, "Now the second drill is mine too.");
    expect(askedAgain.moderationHold.reviewRequestedAt).toEqual(expect.any(String));
  });

  it("approved, lifts the hold and publishes the session again, audited and told to the author", async () => {
    const session = await heldSession();
    await askForReview(session.id);
    const response = await post(`/api/admin/sessions/${session.id}/review-request/approve`, undefined, admin);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ republished: true });

    expect(await visibilityOf(session.id)).toBe("public");
    expect(await holdOf(session.id)).toBeUndefined();
    expect((await getJson(`/api/sessions/${session.id}`, author)).session.moderationHold).toBeNull();
    expect((await getJson(`/api/sessions/${session.id}`, coach)).session.visibility).toBe("public");
    expect(await auditActionsFor(session.id)).toEqual(["session.review_approved", "session.unpublished"]);
    const notices = await messagesAbout(session.title);
    expect(notices.map((notice) => notice.title)).toContain(`Your session "${session.title}" can be public again`);

    // The author is free again: unpublishing and publishing are theirs.
    expect((await post(`/api/sessions/${session.id}/unpublish`, undefined, author)).status).toBe(200);
    expect((await post(`/api/sessions/${session.id}/publish`, undefined, author)).status).toBe(200);
  });

  it("approved for a session without drills, lifts the hold and leaves publishing to the author", async () => {
    const session = await heldSession();
    const emptied = await t.request(`/api/sessions/${session.id}`, {
      method: "PUT",
      body: sessionBody({ title: session.title, blocks: [] }),
      cookie: author.cookie,
    });
    expect(emptied.status).toBe(200);
    await askForReview(session.id);
    const response = await post(`/api/admin/sessions/${session.id}/review-request/approve`, undefined, moderator);
    expect(await readJson(response)).toEqual({ republished: false });
    expect(await visibilityOf(session.id)).toBe("private");
    expect(await holdOf(session.id)).toBeUndefined();
  });

  it("is taken once when two moderators decide at once", async () => {
    const session = await heldSession();
    await askForReview(session.id);
    const answers = await Promise.all([
      post(`/api/admin/sessions/${session.id}/review-request/approve`, undefined, moderator),
      post(`/api/admin/sessions/${session.id}/review-request/decline`, { reason: DECLINE_REASON }, admin),
      post(`/api/admin/sessions/${session.id}/review-request/approve`, undefined, admin),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404, 404]);
    const decisions = (await auditActionsFor(session.id)).filter((action) => action !== "session.unpublished");
    expect(decisions).toHaveLength(1);
  });

  it("starts a new hold when the session is unpublished again", async () => {
    const session = await heldSession();
    await askForReview(session.id);
    expect((await post(`/api/admin/sessions/${session.id}/review-request/approve`, undefined, moderator)).status).toBe(
      200,
    );
    expect(
      (await post(`/api/admin/sessions/${session.id}/unpublish`, { reason: "Spam again." }, moderator)).status,
    ).toBe(200);
    const { session: seen } = await getJson(`/api/sessions/${session.id}`, author);
    expect(seen.moderationHold).toMatchObject({ reason: "Spam again.", reviewRequestedAt: null, declineReason: null });
    await expectError(
      await post(`/api/sessions/${session.id}/publish`, undefined, author),
      409,
      "SESSION_HELD_BY_MODERATION",
    );
  });
});
