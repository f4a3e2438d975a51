// Before the contracts build their schemas: the routes call `.openapi()` on them (see main.ts).
import "@hono/zod-openapi";
import type { ReportReason } from "@touchline/contracts";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminMessages, auditLog, sessionReports, trainingSessions } from "../../db/schema.ts";
import { createTestApp, expectError, readJson, type TestApp } from "../../../test/test-app.ts";
import { block, sessionBody } from "../../../test/session-test-fixtures.ts";

type User = Awaited<ReturnType<TestApp["signUp"]>>;
type Caller = User | null;

let t: TestApp;
let author: User;
let otherAuthor: User;
let reporters: User[];
let coach: User;
let moderator: User;
let admin: User;
let superAdmin: User;

beforeAll(async () => {
  t = await createTestApp();
  [author, otherAuthor, coach, moderator, admin, superAdmin, ...reporters] = await Promise.all([
    t.signUp({ firstName: "Alba", lastName: "Author" }),
    t.signUp({ firstName: "Otto", lastName: "Other" }),
    t.signUp({ firstName: "Cora", lastName: "Coach" }),
    t.signUpWithRole("moderator"),
    t.signUpWithRole("admin"),
    t.signUpWithRole("super_admin"),
    t.signUp({ firstName: "Rita", lastName: "Reporter" }),
    t.signUp({ firstName: "Remo", lastName: "Reporter" }),
    t.signUp({ firstName: "Rosa", lastName: "Reporter" }),
  ]);
});
afterAll(() => t.close());

const STAFF = ["moderator", "admin", "super_admin"] as const;
const staffUser = (role: (typeof STAFF)[number]) => ({ moderator, admin, super_admin: superAdmin })[role];
const REASON = "Copied word for word from a paid coaching course.";

let sessionCounter = 0;

async function createSession(
  owner: User,
  title = `Session ${++sessionCounter} ${Date.now()}`,
  overrides = {},
): Promise<{ id: string; title: string }> {
  const response = await t.request("/api/sessions", {
    body: sessionBody({ title, ...overrides }),
    cookie: owner.cookie,
  });
  expect(response.status).toBe(201);
  return { id: (await readJson(response)).session.id, title };
}

async function createPublicSession(
  owner: User = author,
  title?: string,
  overrides = {},
): Promise<{ id: string; title: string }> {
  const session = await createSession(owner, title, overrides);
  const response = await t.request(`/api/sessions/${session.id}/publish`, { method: "POST", cookie: owner.cookie });
  expect(response.status).toBe(200);
  return session;
}

async function report(reporter: User, sessionId: string, reason: ReportReason = "spam", details = "") {
  const response = await t.request(`/api/sessions/${sessionId}/reports`, {
    body: { reason, details },
    cookie: reporter.cookie,
  });
  expect(response.status).toBe(201);
}

async function reportedSession(reasons: ReportReason[] = ["spam"]): Promise<{ id: string; title: string }> {
  const session = await createPublicSession();
  for (const [index, reason] of reasons.entries())
    await report(reporters[index]!, session.id, reason, `Details ${index + 1}`);
  return session;
}

async function getJson(path: string, caller: Caller = moderator) {
  const response = await t.request(path, { cookie: caller?.cookie });
  expect(response.status).toBe(200);
  return readJson(response);
}

const visibilityOf = async (id: string) =>
  (
    await t.deps.db
      .select({ visibility: trainingSessions.visibility })
      .from(trainingSessions)
      .where(eq(trainingSessions.id, id))
  )[0]?.visibility;
const reportStatusesOf = async (id: string) =>
  (
    await t.deps.db
      .select({ status: sessionReports.status })
      .from(sessionReports)
      .where(eq(sessionReports.sessionId, id))
  )
    .map((row) => row.status)
    .sort();
const auditRowsFor = (id: string) => t.deps.db.select().from(auditLog).where(eq(auditLog.targetId, id));
const messagesTo = (userId: string) =>
  t.deps.db.select().from(adminMessages).where(eq(adminMessages.recipientId, userId));
const messagesListedFor = async (user: User) =>
  (await getJson("/api/messages", user)).messages as Array<{
    title: string;
    content: string;
    targetAudience: string;
    readAt: string | null;
  }>;

const post = (path: string, body: unknown, caller: Caller = moderator) =>
  t.request(path, { method: "POST", body, cookie: caller?.cookie });

describe("every moderation route checks the level on the server", () => {
  /** Fresh targets for one caller, so each level's writes act on something of their own. */
  async function targets() {
    const [reported, toUnpublish, toDelete, toReview] = await Promise.all([
      reportedSession(),
      createPublicSession(),
      createPublicSession(),
      createPublicSession(),
    ]);
    return { reported, toUnpublish, toDelete, toReview };
  }
  const routes = ({ reported, toUnpublish, toDelete, toReview }: Awaited<ReturnType<typeof targets>>) =>
    [
      ["queue", "GET", "/api/admin/reports?status=open&page=1", undefined],
      ["reports", "GET", `/api/admin/reports/${reported.id}`, undefined],
      ["dismiss", "POST", `/api/admin/reports/${reported.id}/dismiss`, { note: "Nothing wrong here" }],
      ["unpublish", "POST", `/api/admin/sessions/${toUnpublish.id}/unpublish`, { reason: REASON }],
      ["delete", "POST", `/api/admin/sessions/${toDelete.id}/delete`, { reason: REASON }],
      ["review", "POST", `/api/admin/sessions/${toReview.id}/review`, undefined],
      ["sessions", "GET", "/api/admin/sessions?q=pressing&page=1", undefined],
      ["dashboard", "GET", "/api/admin/moderation", undefined],
    ] as const;

  it("answers visitors 401 and coaches 403 on every route, whatever they send, and changes nothing", async () => {
    const target = await targets();
    for (const [caller, status, code] of [
      [null, 401, "UNAUTHENTICATED"],
      [coach, 403, "FORBIDDEN"],
    ] as const) {
      for (const [name, method, path, body] of routes(target)) {
        const response = await t.request(path, { method, body, cookie: caller?.cookie });
        expect({ name, status: response.status, code: (await readJson(response)).error?.code }).toEqual({
          name,
          status,
          code,
        });
        // An invalid body is refused for the level first, not validated.
        if (method === "POST")
          expect((await t.request(path, { method, body: { reason: "" }, cookie: caller?.cookie })).status).toBe(status);
      }
    }
    for (const session of [target.toUnpublish, target.toDelete, target.reported])
      expect(await visibilityOf(session.id)).toBe("public");
    expect(await reportStatusesOf(target.reported.id)).toEqual(["open"]);
    expect(await auditRowsFor(target.toUnpublish.id)).toEqual([]);
  });

  it.each(STAFF)("lets %s in on every route", async (role) => {
    const target = await targets();
    for (const [name, method, path, body] of routes(target)) {
      const response = await t.request(path, { method, body, cookie: staffUser(role).cookie });
      expect({ name, status: response.status }).toEqual({ name, status: 200 });
    }
    expect(await visibilityOf(target.toUnpublish.id)).toBe("private");
    expect(await visibilityOf(target.toDelete.id)).toBeUndefined();
    expect(await reportStatusesOf(target.reported.id)).toEqual(["dismissed"]);
  });

  it("documents every route in the OpenAPI document", async () => {
    const document = await readJson(await t.request("/api/openapi.json"));
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/api/admin/reports",
        "/api/admin/reports/{sessionId}",
        "/api/admin/reports/{sessionId}/dismiss",
        "/api/admin/sessions",
        "/api/admin/sessions/{id}/unpublish",
        "/api/admin/sessions/{id}/delete",
        "/api/admin/sessions/{id}/review",
        "/api/admin/moderation",
      ]),
    );
  });
});

describe("the reports queue", () => {
  it("groups reports by session with their count and reasons, most reported first, oldest first among equals", async () => {
    const twice = await reportedSession(["spam", "unsafe"]);
    const thrice = await reportedSession(["spam", "unsafe", "spam"]);
    const onceOlder = await reportedSession(["copyright"]);
    const onceNewer = await reportedSession(["other"]);

    const queue = await getJson("/api/admin/reports?pageSize=50");
    const ours = queue.groups.filter((group: any) =>
      [twice.id, thrice.id, onceOlder.id, onceNewer.id].includes(group.session.id),
    );
    expect(ours.map((group: any) => group.session.id)).toEqual([thrice.id, twice.id, onceOlder.id, onceNewer.id]);
    expect(ours[0]).toMatchObject({
      session: { id: thrice.id, isPublic: true, title: thrice.title, authorName: "Alba Author" },
      reportCount: 3,
      reasons: [
        { reason: "spam", count: 2 },
        { reason: "unsafe", count: 1 },
      ],
    });
    expect(ours[0].session.publishedAt).toEqual(expect.any(String));
    expect(Date.parse(ours[0].latestReportedAt)).toBeGreaterThanOrEqual(Date.parse(ours[0].firstReportedAt));
    // The whole queue is in this order, not just our groups.
    const counts = queue.groups.map((group: any) => group.reportCount);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
    expect(queue).toMatchObject({ page: 1, pageSize: 50, total: queue.groups.length });
  });

  it("pages on the server, counting sessions rather than reports", async () => {
    await reportedSession(["spam", "spam"]);
    await reportedSession(["spam"]);
    const all = await getJson("/api/admin/reports?pageSize=50");
    const first = await getJson("/api/admin/reports?pageSize=1&page=1");
    const second = await getJson("/api/admin/reports?pageSize=1&page=2");
    expect(first.groups).toHaveLength(1);
    expect(second.groups).toHaveLength(1);
    expect(first.groups[0].session.id).toBe(all.groups[0].session.id);
    expect(second.groups[0].session.id).toBe(all.groups[1].session.id);
    expect(first.total).toBe(all.total);
    const pastTheEnd = await getJson(`/api/admin/reports?pageSize=1&page=${all.total + 1}`);
    expect(pastTheEnd).toMatchObject({ groups: [], total: all.total });
    await expectError(
      await t.request("/api/admin/reports?status=closed", { cookie: moderator.cookie }),
      400,
      "VALIDATION_FAILED",
    );
    await expectError(
      await t.request("/api/admin/reports?page=0", { cookie: moderator.cookie }),
      400,
      "VALIDATION_FAILED",
    );
  });

  it("shows one session's reports with reporter, reason, details, status and time", async () => {
    const session = await reportedSession(["unsafe", "spam"]);
    const detail = await getJson(`/api/admin/reports/${session.id}`);
    expect(detail.session).toMatchObject({
      id: session.id,
      title: session.title,
      isPublic: true,
      authorName: "Alba Author",
    });
    expect(detail.reports).toHaveLength(2);
    expect(detail.reports).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          reason: "unsafe",
          details: "Details 1",
          reporterName: "Rita Reporter",
          status: "open",
          createdAt: expect.any(String),
        }),
        expect.objectContaining({
          reason: "spam",
          details: "Details 2",
          reporterName: "Remo Reporter",
          status: "open",
        }),
      ]),
    );
    await expectError(
      await t.request("/api/admin/reports/00000000-0000-4000-8000-000000000000", { cookie: moderator.cookie }),
      404,
      "NOT_FOUND",
    );
  });

  it("hides the title of a reported session its author has made private, and a private one without reports entirely", async () => {
    const session = await reportedSession(["spam"]);
    expect((await post(`/api/sessions/${session.id}/unpublish`, undefined, author)).status).toBe(200);
    const detail = await getJson(`/api/admin/reports/${session.id}`);
    expect(detail.session).toEqual({
      id: session.id,
      isPublic: false,
      title: null,
      authorName: "Alba Author",
      publishedAt: null,
    });
    const queue = await getJson("/api/admin/reports?pageSize=50");
    const group = queue.groups.find((candidate: any) => candidate.session.id === session.id);
    expect(group.session.title).toBeNull();
    expect(JSON.stringify(queue)).not.toContain(session.title);

    const secret = await createSession(author, "Private plan walrus");
    await expectError(
      await t.request(`/api/admin/reports/${secret.id}`, { cookie: moderator.cookie }),
      404,
      "NOT_FOUND",
    );
    await expectError(await post(`/api/admin/reports/${secret.id}/dismiss`, {}), 404, "NOT_FOUND");
  });
});

describe("dismissing reports", () => {
  it("marks the open reports dismissed, keeps the session public and writes the audit line", async () => {
    const session = await reportedSession(["spam", "other"]);
    const response = await post(
      `/api/admin/reports/${session.id}/dismiss`,
      { note: "  A normal pressing drill.  " },
      admin,
    );
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ dismissed: 2 });
    expect(await reportStatusesOf(session.id)).toEqual(["dismissed", "dismissed"]);
    expect(await visibilityOf(session.id)).toBe("public");

    const [entry, ...others] = await auditRowsFor(session.id);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      action: "report.dismissed",
      actorId: admin.id,
      targetType: "session",
      targetLabel: session.title,
      reason: "A normal pressing drill.",
      details: { reports: 2 },
    });

    const open = await getJson("/api/admin/reports?pageSize=50");
    expect(open.groups.map((group: any) => group.session.id)).not.toContain(session.id);
    const dismissed = await getJson("/api/admin/reports?status=dismissed&pageSize=50");
    expect(dismissed.groups.find((group: any) => group.session.id === session.id)).toMatchObject({ reportCount: 2 });
    // Nothing is sent to anyone.
    expect(await messagesTo(author.id)).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ title: expect.stringContaining(session.title) })]),
    );

    expect(
      (await expectError(await post(`/api/admin/reports/${session.id}/dismiss`, {}), 409, "CONFLICT")).message,
    ).toMatch(/no open reports/);
    expect(await auditRowsFor(session.id)).toHaveLength(1);
  });

  it("only dismisses what is open: a new report after a dismissal opens the session again", async () => {
    const session = await reportedSession(["spam"]);
    expect((await post(`/api/admin/reports/${session.id}/dismiss`, {})).status).toBe(200);
    await report(reporters[1]!, session.id, "unsafe");
    const detail = await getJson(`/api/admin/reports/${session.id}`);
    expect(detail.reports.map((entry: any) => entry.status)).toEqual(["open", "dismissed"]);
  });
});

describe("unpublishing a public session with a reason", () => {
  it("makes it private, resolves its open reports, writes the audit line and tells the author alone, together", async () => {
    const session = await reportedSession(["copyright", "copyright"]);
    const response = await post(`/api/admin/sessions/${session.id}/unpublish`, { reason: REASON });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ resolvedReports: 2 });

    expect(await visibilityOf(session.id)).toBe("private");
    expect(await reportStatusesOf(session.id)).toEqual(["resolved", "resolved"]);
    const [entry, ...others] = await auditRowsFor(session.id);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      action: "session.unpublished",
      actorId: moderator.id,
      targetType: "session",
      targetLabel: session.title,
      reason: REASON,
      details: { authorId: author.id, resolvedReports: 2 },
    });
    const [message, ...more] = (await messagesTo(author.id)).filter((row) => row.title.includes(session.title));
    expect(more).toEqual([]);
    expect(message).toMatchObject({ targetAudience: "user", recipientId: author.id, senderId: moderator.id });
    // The row and the audit line were written in one transaction: the same `now()`.
    expect(message!.createdAt.getTime()).toBe(entry!.createdAt.getTime());

    // The author reads it in /messages, unread; nobody else has it.
    const listed = (await messagesListedFor(author)).find((candidate) => candidate.title.includes(session.title));
    expect(listed).toMatchObject({ targetAudience: "user", readAt: null });
    expect(listed!.content).toContain(session.title);
    expect(listed!.content).toContain(REASON);
    for (const other of [coach, otherAuthor, reporters[0]!, moderator, superAdmin]) {
      expect((await messagesListedFor(other)).map((candidate) => candidate.title).join("\n")).not.toContain(
        session.title,
      );
    }

    // Gone from the library and from staff lists; the author still has it.
    expect((await t.request(`/api/sessions/${session.id}`, { cookie: coach.cookie })).status).toBe(404);
    expect((await getJson(`/api/sessions/${session.id}`, author)).session.visibility).toBe("private");
    const library = await getJson(`/api/global-library?q=${encodeURIComponent(session.title)}&pageSize=50`, coach);
    expect(library.sessions.map((summary: any) => summary.id)).not.toContain(session.id);

    // Once private, staff cannot act on it again: it answers like a missing session.
    const again = await post(`/api/admin/sessions/${session.id}/unpublish`, { reason: REASON });
    const missing = await post("/api/admin/sessions/00000000-0000-4000-8000-000000000000/unpublish", {
      reason: REASON,
    });
    expect(await readJson(again)).toEqual(await readJson(missing));
    expect(again.status).toBe(404);
    expect(await auditRowsFor(session.id)).toHaveLength(1);
  });

  it("needs a reason", async () => {
    const session = await createPublicSession();
    for (const body of [{}, { reason: "" }, { reason: "  ok " }, { reason: "x".repeat(1001) }]) {
      await expectError(await post(`/api/admin/sessions/${session.id}/unpublish`, body), 400, "VALIDATION_FAILED");
    }
    expect(await visibilityOf(session.id)).toBe("public");
    expect(await auditRowsFor(session.id)).toEqual([]);
  });

  it("refuses a private session exactly like a missing one", async () => {
    const secret = await createSession(author, "Private plan narwhal");
    for (const action of ["unpublish", "delete"]) {
      const theirs = await post(`/api/admin/sessions/${secret.id}/${action}`, { reason: REASON });
      const nobodys = await post(`/api/admin/sessions/00000000-0000-4000-8000-000000000000/${action}`, {
        reason: REASON,
      });
      expect(theirs.status).toBe(404);
      expect(await readJson(theirs)).toEqual(await readJson(nobodys));
    }
    const review = await post(`/api/admin/sessions/${secret.id}/review`, undefined);
    expect(review.status).toBe(404);
    expect(await visibilityOf(secret.id)).toBe("private");
    expect(await messagesTo(author.id)).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ title: expect.stringContaining("narwhal") })]),
    );
  });

  it("leaves nothing behind when the author's message cannot be written", async () => {
    const session = await reportedSession(["spam"]);
    // A real failure inside the transaction, after the session and its reports were updated.
    await t.deps.db.execute(sql`
      create function refuse_messages() returns trigger language plpgsql as $$
      begin raise exception 'messages are refused in this test'; end $$`);
    await t.deps.db.execute(
      sql`create trigger refuse_messages before insert on admin_messages for each row execute function refuse_messages()`,
    );
    try {
      for (const action of ["unpublish", "delete"]) {
        const response = await post(`/api/admin/sessions/${session.id}/${action}`, { reason: REASON });
        expect(response.status).toBe(500);
      }
    } finally {
      await t.deps.db.execute(sql`drop trigger refuse_messages on admin_messages`);
      await t.deps.db.execute(sql`drop function refuse_messages()`);
    }
    expect(await visibilityOf(session.id)).toBe("public");
    expect(await reportStatusesOf(session.id)).toEqual(["open"]);
    expect(await auditRowsFor(session.id)).toEqual([]);
    expect(await messagesTo(author.id)).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ title: expect.stringContaining(session.title) })]),
    );

    // With messages allowed again, the same action goes through whole.
    expect((await post(`/api/admin/sessions/${session.id}/unpublish`, { reason: REASON })).status).toBe(200);
    expect(await visibilityOf(session.id)).toBe("private");
  });
});

describe("deleting a public session with a reason", () => {
  it("deletes it with its reports, writes the audit line with the title and tells the author", async () => {
    const session = await reportedSession(["unsafe"]);
    const response = await post(
      `/api/admin/sessions/${session.id}/delete`,
      { reason: "Players would get hurt doing this." },
      superAdmin,
    );
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ ok: true });
    expect(await visibilityOf(session.id)).toBeUndefined();
    expect(await reportStatusesOf(session.id)).toEqual([]);
    expect((await t.request(`/api/sessions/${session.id}`, { cookie: author.cookie })).status).toBe(404);

    const [entry] = await auditRowsFor(session.id);
    expect(entry).toMatchObject({
      action: "session.deleted",
      actorId: superAdmin.id,
      targetLabel: session.title,
      reason: "Players would get hurt doing this.",
      details: { authorId: author.id, openReports: 1 },
    });
    const listed = (await messagesListedFor(author)).find((candidate) => candidate.title.includes(session.title));
    expect(listed!.title).toMatch(/deleted/);
    expect(listed!.content).toContain("Players would get hurt doing this.");
    expect((await messagesListedFor(coach)).map((candidate) => candidate.title).join("\n")).not.toContain(
      session.title,
    );

    await expectError(await post(`/api/admin/sessions/${session.id}/delete`, { reason: REASON }), 404, "NOT_FOUND");
    await expectError(await post(`/api/admin/sessions/${session.id}/delete`, {}), 400, "VALIDATION_FAILED");
  });
});

describe("the staff session list", () => {
  it("lists public sessions only, and counts private ones without showing them", async () => {
    const word = `quokka${Date.now().toString(36)}`;
    const withWord = { blocks: [block({ organisation: `Keep the ball from the ${word} in the middle.` })] };
    const publicOne = await createPublicSession(otherAuthor, undefined, withWord);
    const privateOne = await createSession(otherAuthor, `Private ${word}`, withWord);
    const before = (await getJson("/api/admin/sessions")).counts;

    const found = await getJson(`/api/admin/sessions?q=${word}`);
    expect(found.sessions.map((row: any) => row.id)).toEqual([publicOne.id]);
    expect(found.sessions[0]).toMatchObject({
      title: publicOne.title,
      authorName: "Otto Other",
      openReports: 0,
      reviewedAt: null,
      publishedAt: expect.any(String),
    });
    expect(found.total).toBe(1);
    expect(JSON.stringify(await getJson("/api/admin/sessions?pageSize=50"))).not.toContain(privateOne.id);

    await createSession(otherAuthor, "Another private one");
    const after = (await getJson("/api/admin/sessions")).counts;
    expect(after).toEqual({ public: before.public, private: before.private + 1 });
    const [rows] = await Promise.all([
      t.deps.db.select({ visibility: trainingSessions.visibility }).from(trainingSessions),
    ]);
    expect(after).toEqual({
      public: rows.filter((row) => row.visibility === "public").length,
      private: rows.filter((row) => row.visibility === "private").length,
    });
    const all = await getJson("/api/admin/sessions?pageSize=50");
    expect(all.total).toBe(after.public);
  });

  it("filters by author name and publication day, and pages", async () => {
    const mine = await createPublicSession(otherAuthor);
    const byAuthor = await getJson("/api/admin/sessions?author=otto%20oth&pageSize=50");
    expect(byAuthor.sessions.length).toBeGreaterThan(0);
    expect(new Set(byAuthor.sessions.map((row: any) => row.authorName))).toEqual(new Set(["Otto Other"]));
    expect(byAuthor.sessions.map((row: any) => row.id)).toContain(mine.id);
    expect((await getJson("/api/admin/sessions?author=%25")).total).toBe(0);

    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(
      (await getJson(`/api/admin/sessions?from=${yesterday}&to=${tomorrow}&pageSize=50`)).sessions.map(
        (row: any) => row.id,
      ),
    ).toContain(mine.id);
    expect((await getJson(`/api/admin/sessions?to=${today}&pageSize=50`)).sessions.map((row: any) => row.id)).toContain(
      mine.id,
    );
    expect((await getJson(`/api/admin/sessions?from=${tomorrow}`)).total).toBe(0);
    expect((await getJson(`/api/admin/sessions?to=${yesterday}&author=Otto`)).total).toBe(0);
    await expectError(
      await t.request("/api/admin/sessions?from=yesterday", { cookie: moderator.cookie }),
      400,
      "VALIDATION_FAILED",
    );

    const first = await getJson("/api/admin/sessions?pageSize=2&page=1");
    const second = await getJson("/api/admin/sessions?pageSize=2&page=2");
    expect(first.sessions).toHaveLength(2);
    expect(second.sessions.map((row: any) => row.id)).not.toContain(first.sessions[0].id);
    expect(second.total).toBe(first.total);
    expect((await getJson(`/api/admin/sessions?pageSize=2&page=${first.total + 1}`)).total).toBe(first.total);
  });

  it("counts a session's open reports", async () => {
    const session = await reportedSession(["spam", "unsafe"]);
    const listed = await getJson(`/api/admin/sessions?q=${encodeURIComponent(session.title)}&pageSize=50`);
    expect(listed.sessions.find((row: any) => row.id === session.id)).toMatchObject({ openReports: 2 });
  });
});

describe("reviewing and the moderation dashboard", () => {
  it("lists last week's unreviewed publications until someone marks them reviewed", async () => {
    const fresh = await createPublicSession(otherAuthor);
    const old = await createPublicSession(otherAuthor);
    await t.deps.db
      .update(trainingSessions)
      .set({ publishedAt: sql`now() - interval '8 days'` })
      .where(eq(trainingSessions.id, old.id));
    const secret = await createSession(otherAuthor);

    const dashboard = await getJson("/api/admin/moderation");
    const unreviewedIds = dashboard.unreviewed.sessions.map((row: any) => row.id);
    expect(unreviewedIds).toContain(fresh.id);
    expect(unreviewedIds).not.toContain(old.id);
    expect(unreviewedIds).not.toContain(secret.id);
    expect(dashboard.unreviewed.total).toBeGreaterThanOrEqual(unreviewedIds.length);

    const response = await post(`/api/admin/sessions/${fresh.id}/review`, undefined, admin);
    expect(response.status).toBe(200);
    expect((await readJson(response)).reviewedAt).toEqual(expect.any(String));
    const [row] = await t.deps.db.select().from(trainingSessions).where(eq(trainingSessions.id, fresh.id));
    expect(row).toMatchObject({ reviewedById: admin.id, reviewedAt: expect.any(Date) });
    expect((await auditRowsFor(fresh.id))[0]).toMatchObject({
      action: "session.reviewed",
      actorId: admin.id,
      targetLabel: fresh.title,
    });

    const afterReview = await getJson("/api/admin/moderation");
    expect(afterReview.unreviewed.sessions.map((candidate: any) => candidate.id)).not.toContain(fresh.id);
    expect(afterReview.unreviewed.total).toBe(dashboard.unreviewed.total - 1);
    const listed = await getJson(`/api/admin/sessions?q=${encodeURIComponent(fresh.title)}&pageSize=50`);
    expect(listed.sessions.find((candidate: any) => candidate.id === fresh.id).reviewedAt).toEqual(expect.any(String));

    // Published again after the review: it needs another look.
    expect((await post(`/api/sessions/${fresh.id}/unpublish`, undefined, otherAuthor)).status).toBe(200);
    await t.deps.db
      .update(trainingSessions)
      .set({ reviewedAt: sql`now() - interval '1 minute'` })
      .where(eq(trainingSessions.id, fresh.id));
    expect((await post(`/api/sessions/${fresh.id}/publish`, undefined, otherAuthor)).status).toBe(200);
    const republished = await getJson("/api/admin/moderation");
    expect(republished.unreviewed.sessions.map((candidate: any) => candidate.id)).toContain(fresh.id);
  });

  it("shows the head of the open queue with totals, and the recent moderation actions", async () => {
    const session = await reportedSession(["spam", "spam", "unsafe"]);
    const dashboard = await getJson("/api/admin/moderation");
    const queue = await getJson("/api/admin/reports?pageSize=5");
    expect(dashboard.openReports.groups).toEqual(queue.groups);
    expect(dashboard.openReports.sessions).toBe(queue.total);
    const [openCount] = await t.deps.db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(sessionReports)
      .where(eq(sessionReports.status, "open"));
    expect(dashboard.openReports.reports).toBe(openCount!.count);

    expect((await post(`/api/admin/sessions/${session.id}/unpublish`, { reason: REASON })).status).toBe(200);
    const after = await getJson("/api/admin/moderation");
    expect(after.recentActions[0]).toMatchObject({
      action: "session.unpublished",
      targetId: session.id,
      reason: REASON,
      actorId: moderator.id,
    });
    expect(after.recentActions.length).toBeLessThanOrEqual(10);
    for (const entry of after.recentActions) expect(entry.action).toMatch(/^(session|report)\./);
    expect(after.openReports.reports).toBe(dashboard.openReports.reports - 3);
  });

  it("never lets the old owner route unpublish someone else's session on behalf of staff", async () => {
    const session = await createPublicSession();
    for (const staff of [moderator, admin, superAdmin]) {
      expect(
        (await expectError(await post(`/api/sessions/${session.id}/unpublish`, undefined, staff), 403, "FORBIDDEN"))
          .message,
      ).toMatch(/admin area/);
    }
    expect(await visibilityOf(session.id)).toBe("public");
    const [sessionRow] = await t.deps.db
      .select()
      .from(trainingSessions)
      .where(and(eq(trainingSessions.id, session.id), eq(trainingSessions.visibility, "public")));
    expect(sessionRow).toBeDefined();
  });
});
