import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// The app first: it loads the OpenAPI extension of zod before any contract is built.
import { createTestApp, readJson, type TestApp } from "../../../test/test-app.ts";
import { analyticsCounts, trainingSessions, userActivityDays, userCounts, users } from "../../db/schema.ts";
import { selectUserActivity } from "../../services/analytics/user-activity-query.ts";
import { analyticsPeriod, getAnalytics } from "../../services/analytics/get-analytics.ts";
import { libraryDrillBody, sessionBody } from "../../../test/session-test-fixtures.ts";

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signUp"]>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUpWithRole("admin");
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

async function analytics(query = "range=30&interval=day", cookie = admin.cookie): Promise<any> {
  const response = await t.request(`/api/admin/analytics?${query}`, { cookie });
  expect(response.status).toBe(200);
  return readJson(response);
}

const bucketOn = (body: any, start: string) => body.buckets.find((bucket: any) => bucket.start === start);

async function createSession(cookie: string, title = "Pressing in midfield"): Promise<string> {
  const response = await t.request("/api/sessions", { body: sessionBody({ title }), cookie });
  expect(response.status).toBe(201);
  return (await readJson(response)).session.id;
}

describe("analytics routes check the level on the server", () => {
  const adminPaths = ["/api/admin/analytics", "/api/admin/user-analytics", "/api/admin/user-analytics.csv"];

  it.each(adminPaths)("%s refuses anonymous callers with 401", async (path) => {
    const response = await t.request(path);
    expect(response.status).toBe(401);
    expect((await readJson(response)).error.code).toBe("UNAUTHENTICATED");
  });

  it.each(adminPaths.flatMap((path) => (["none", "moderator"] as const).map((role) => [path, role] as const)))(
    "%s refuses %s with 403",
    async (path, role) => {
      const user = await t.signUpWithRole(role);
      const response = await t.request(path, { cookie: user.cookie });
      expect(response.status).toBe(403);
      expect((await readJson(response)).error.code).toBe("FORBIDDEN");
    },
  );

  it.each(adminPaths.flatMap((path) => (["admin", "super_admin"] as const).map((role) => [path, role] as const)))(
    "%s lets %s in",
    async (path, role) => {
      const user = await t.signUpWithRole(role);
      expect((await t.request(path, { cookie: user.cookie })).status).toBe(200);
    },
  );

  it("documents the routes and their query in the OpenAPI document", async () => {
    const document = await readJson(await t.request("/api/openapi.json"));
    for (const path of adminPaths) expect(Object.keys(document.paths[path])).toEqual(["get"]);
    const parameters = document.paths["/api/admin/user-analytics"].get.parameters.map(
      (parameter: any) => parameter.name,
    );
    expect(parameters).toEqual(expect.arrayContaining(["sort", "dir", "page", "pageSize", "q"]));
    expect(document.paths["/api/admin/analytics"].get.parameters.map((parameter: any) => parameter.name)).toEqual([
      "range",
      "interval",
    ]);
  });

  it("refuses a bad query with a clear message, after the level check", async () => {
    const bad = await t.request("/api/admin/analytics?range=45", { cookie: admin.cookie });
    expect(bad.status).toBe(400);
    expect((await readJson(bad)).error.code).toBe("VALIDATION_FAILED");
    expect((await t.request("/api/admin/analytics?interval=month", { cookie: admin.cookie })).status).toBe(400);
    expect((await t.request("/api/admin/user-analytics?sort=password", { cookie: admin.cookie })).status).toBe(400);
    expect((await t.request("/api/admin/analytics?range=45")).status).toBe(401);
  });
});

describe("analytics per day and week", () => {
  it("has every bucket, zeros included, for each range and interval", async () => {
    for (const range of [30, 90, 365]) {
      const daily = await analytics(`range=${range}&interval=day`);
      expect(daily.buckets).toHaveLength(range);
      expect(daily.from).toBe(daysAgo(range - 1));
      expect(daily.to).toBe(today());
      daily.buckets.forEach((bucket: any, index: number) => {
        expect(bucket.start).toBe(new Date(Date.parse(daily.from) + index * DAY_MS).toISOString().slice(0, 10));
      });
      expect(daily.buckets.some((bucket: any) => bucket.signUps === 0 && bucket.feedback === 0)).toBe(true);

      const weekly = await analytics(`range=${range}&interval=week`);
      const weeks = weekly.buckets.map((bucket: any) => bucket.start as string);
      expect(weeks.every((start: string) => new Date(`${start}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
      weeks
        .slice(1)
        .forEach((start: string, index: number) =>
          expect(Date.parse(start) - Date.parse(weeks[index]!)).toBe(7 * DAY_MS),
        );
      expect(weekly.from).toBe(weeks[0]);
      expect(weekly.from <= daysAgo(range - 1)).toBe(true);
      expect(Date.parse(daysAgo(range - 1)) - Date.parse(weekly.from)).toBeLessThan(7 * DAY_MS);
      expect(Date.parse(today()) - Date.parse(weeks.at(-1)!)).toBeLessThan(7 * DAY_MS);
      for (const metric of ["signUps", "sessionsCreated", "sessionsPublished", "copies", "feedback"]) {
        const sum = (body: any) => body.buckets.reduce((total: number, bucket: any) => total + bucket[metric], 0);
        expect(daily.totals[metric]).toBe(sum(daily));
        expect(weekly.totals[metric]).toBe(sum(weekly));
      }
    }
  });

  it("counts today's sign-ups, active users, sessions created, published and copied, and feedback", async () => {
    const before = await analytics();
    const weekBefore = await analytics("range=30&interval=week");
    const author = await t.signUp();
    const copier = await t.signUp();
    const original = await createSession(author.cookie);
    expect(
      (await t.request(`/api/sessions/${original}/publish`, { method: "POST", cookie: author.cookie })).status,
    ).toBe(200);
    expect((await t.request(`/api/sessions/${original}/copy`, { method: "POST", cookie: copier.cookie })).status).toBe(
      201,
    );
    const created = await t.request("/api/feedback", {
      cookie: copier.cookie,
      body: { title: "Charts for the season", description: "Show my sessions per month", category: "feature" },
    });
    expect(created.status).toBe(201);

    const after = await analytics();
    const [was, is] = [bucketOn(before, today()), bucketOn(after, today())];
    expect({
      signUps: is.signUps - was.signUps,
      activeUsers: is.activeUsers - was.activeUsers,
      sessionsCreated: is.sessionsCreated - was.sessionsCreated,
      sessionsPublished: is.sessionsPublished - was.sessionsPublished,
      copies: is.copies - was.copies,
      feedback: is.feedback - was.feedback,
    }).toEqual({ signUps: 2, activeUsers: 2, sessionsCreated: 2, sessionsPublished: 1, copies: 1, feedback: 1 });
    expect(after.totals.signUps - before.totals.signUps).toBe(2);
    expect(after.totals.activeUsers - before.totals.activeUsers).toBe(2);

    const weekAfter = await analytics("range=30&interval=week");
    const thisWeek = (body: any) => body.buckets.at(-1);
    expect(thisWeek(weekAfter).sessionsCreated - thisWeek(weekBefore).sessionsCreated).toBe(2);
    expect(thisWeek(weekAfter).signUps - thisWeek(weekBefore).signUps).toBe(2);
  });

  it("puts older rows in their own day and week, counts a user once a week, and leaves out accounts without credentials", async () => {
    const coach = await t.signUp();
    // Signed up 3 days ago, late in the UTC day; active then and the day after.
    const signedUp = new Date(`${daysAgo(3)}T23:30:00Z`);
    await t.deps.db.update(users).set({ createdAt: signedUp }).where(eq(users.id, coach.id));
    await t.deps.db.insert(userActivityDays).values([
      { userId: coach.id, day: daysAgo(3) },
      { userId: coach.id, day: daysAgo(2) },
    ]);
    // A user row with no credentials (as the demo author is) is not a sign-up.
    await t.deps.db.insert(users).values({
      id: `no-login-${Date.now()}`,
      name: "Demo",
      email: `demo-${Date.now()}@example.com`,
      createdAt: signedUp,
    });

    const daily = await analytics();
    expect(bucketOn(daily, daysAgo(3)).signUps).toBe(1);
    expect(bucketOn(daily, daysAgo(3)).activeUsers).toBeGreaterThanOrEqual(1);
    expect(bucketOn(daily, daysAgo(2)).activeUsers).toBeGreaterThanOrEqual(1);

    // Through the service with a fixed "now", so the week boundaries are known: a Wednesday.
    const now = new Date("2031-03-12T10:00:00Z");
    const friend = await t.signUp();
    // As the recorder would leave it: last active on the latest of those days.
    await t.deps.db
      .update(users)
      .set({ createdAt: new Date("2031-03-10T00:00:00Z"), lastActiveAt: new Date("2031-03-11T08:00:00Z") })
      .where(eq(users.id, friend.id));
    await t.deps.db.insert(userActivityDays).values([
      { userId: friend.id, day: "2031-03-10" },
      { userId: friend.id, day: "2031-03-11" },
      { userId: friend.id, day: "2031-03-08" },
    ]);
    const weekly = await getAnalytics(t.deps.db, { range: 30, interval: "week" }, now);
    expect(weekly.to).toBe("2031-03-12");
    expect(weekly.from).toBe("2031-02-10"); // the Monday on or before Tuesday 2031-02-11, 29 days earlier
    const week = (start: string) => weekly.buckets.find((bucket) => bucket.start === start)!;
    expect(week("2031-03-10")).toMatchObject({ signUps: 1, activeUsers: 1 }); // two active days, one user
    expect(week("2031-03-03")).toMatchObject({ signUps: 0, activeUsers: 1 }); // Saturday the 8th
    expect(weekly.totals.activeUsers).toBe(1);
    expect(
      weekly.buckets.filter((bucket) => bucket.start < "2031-03-03").every((bucket) => bucket.activeUsers === 0),
    ).toBe(true);

    const daily2031 = await getAnalytics(t.deps.db, { range: 30, interval: "day" }, now);
    expect(daily2031.buckets.map((bucket) => bucket.activeUsers).reduce((a, b) => a + b, 0)).toBe(3);
    expect(daily2031.totals.activeUsers).toBe(1);
  });

  it("works out the period in UTC days", () => {
    expect(analyticsPeriod(30, "day", new Date("2030-01-31T23:59:00Z"))).toMatchObject({
      from: "2030-01-02",
      to: "2030-01-31",
      lastBucket: "2030-01-31",
    });
    // 2030-01-31 is a Thursday; 2030-01-02 a Wednesday.
    expect(analyticsPeriod(30, "week", new Date("2030-01-31T23:59:00Z"))).toMatchObject({
      from: "2029-12-31",
      lastBucket: "2030-01-28",
      startTime: "2029-12-31T00:00:00.000Z",
      endTime: "2030-02-01T00:00:00.000Z",
    });
  });
});

describe("user analytics", () => {
  // Names unique to this file's run, so the search isolates them from other tests' users.
  const tag = `Zq${Date.now().toString(36)}`;
  let busy: Awaited<ReturnType<TestApp["signUp"]>>;
  let quiet: Awaited<ReturnType<TestApp["signUp"]>>;
  let quoted: Awaited<ReturnType<TestApp["signUp"]>>;

  beforeAll(async () => {
    busy = await t.signUp({ firstName: "Ana", lastName: `Busy${tag}` });
    quiet = await t.signUp({ firstName: "Ben", lastName: `Quiet${tag}` });
    quoted = await t.signUp({ firstName: 'Cleo "The Wall",', lastName: `Jones${tag}` });
    // busy: 3 sessions (2 public), 2 drills, copied twice by others, 1 message read.
    const ids = [
      await createSession(busy.cookie, "One"),
      await createSession(busy.cookie, "Two"),
      await createSession(busy.cookie, "Three"),
    ];
    for (const id of ids.slice(0, 2))
      expect((await t.request(`/api/sessions/${id}/publish`, { method: "POST", cookie: busy.cookie })).status).toBe(
        200,
      );
    expect((await t.request(`/api/sessions/${ids[0]}/copy`, { method: "POST", cookie: quiet.cookie })).status).toBe(
      201,
    );
    expect((await t.request(`/api/sessions/${ids[1]}/copy`, { method: "POST", cookie: quoted.cookie })).status).toBe(
      201,
    );
    for (let index = 0; index < 2; index += 1)
      expect((await t.request("/api/drills", { body: libraryDrillBody(), cookie: busy.cookie })).status).toBe(201);
    const sent = await t.request("/api/admin/messages", {
      body: { title: "Welcome", content: "Pitch 3 on Tuesday." },
      cookie: admin.cookie,
    });
    expect(sent.status).toBe(201);
    const messageId = (await readJson(sent)).message.id;
    expect(
      (await t.request(`/api/messages/${messageId}/read`, { method: "POST", cookie: busy.cookie })).status,
    ).toBeLessThan(300);
  });

  const list = async (query: string) => {
    const response = await t.request(`/api/admin/user-analytics?q=${tag}&${query}`, { cookie: admin.cookie });
    expect(response.status).toBe(200);
    return readJson(response);
  };

  it("gives each user's counts", async () => {
    const body = await list("sort=sessionsCreated&dir=desc");
    expect(body.total).toBe(3);
    expect(body.users[0]).toMatchObject({
      id: busy.id,
      name: `Ana Busy${tag}`,
      email: busy.email,
      sessionsCreated: 3,
      publicSessions: 2,
      drills: 2,
      copiesReceived: 2,
      messagesRead: 1,
    });
    expect(typeof body.users[0].lastActive).toBe("string");
    const quietRow = body.users.find((row: any) => row.id === quiet.id);
    expect(quietRow).toMatchObject({
      sessionsCreated: 1,
      publicSessions: 0,
      drills: 0,
      copiesReceived: 0,
      messagesRead: 0,
    });
  });

  it("sorts on every column both ways", async () => {
    const names = async (query: string) => (await list(query)).users.map((row: any) => row.id);
    expect(await names("sort=name&dir=asc")).toEqual([busy.id, quiet.id, quoted.id]);
    expect(await names("sort=name&dir=desc")).toEqual([quoted.id, quiet.id, busy.id]);
    expect(await names("sort=email&dir=asc")).toEqual(
      [busy, quiet, quoted].sort((a, b) => a.email.localeCompare(b.email)).map((user) => user.id),
    );
    expect((await names("sort=drills&dir=desc"))[0]).toBe(busy.id);
    expect((await names("sort=drills&dir=asc")).at(-1)).toBe(busy.id);
    expect((await names("sort=copiesReceived&dir=desc"))[0]).toBe(busy.id);
    expect((await names("sort=messagesRead&dir=desc"))[0]).toBe(busy.id);
    expect((await names("sort=publicSessions&dir=asc")).at(-1)).toBe(busy.id);
    expect((await names("sort=sessionsCreated&dir=asc")).at(-1)).toBe(busy.id);
    // Never active sorts last both ways.
    await t.deps.db.update(users).set({ lastActiveAt: null }).where(eq(users.id, quiet.id));
    await t.deps.db
      .update(users)
      .set({ lastActiveAt: new Date(Date.now() - DAY_MS) })
      .where(eq(users.id, busy.id));
    expect(await names("sort=lastActive&dir=desc")).toEqual([quoted.id, busy.id, quiet.id]);
    expect(await names("sort=lastActive&dir=asc")).toEqual([busy.id, quoted.id, quiet.id]);
  });

  it("paginates on the server", async () => {
    const first = await list("sort=name&dir=asc&pageSize=2&page=1");
    const second = await list("sort=name&dir=asc&pageSize=2&page=2");
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.users.map((row: any) => row.id)).toEqual([busy.id, quiet.id]);
    expect(second.users.map((row: any) => row.id)).toEqual([quoted.id]);
    const past = await list("sort=name&dir=asc&pageSize=2&page=5");
    expect(past).toMatchObject({ total: 3, users: [] });
  });

  it("searches names and e-mail addresses, wildcards taken literally", async () => {
    const byName = await t.request(`/api/admin/user-analytics?q=${encodeURIComponent(`ana busy${tag}`)}`, {
      cookie: admin.cookie,
    });
    expect((await readJson(byName)).users.map((row: any) => row.id)).toEqual([busy.id]);
    const byEmail = await t.request(`/api/admin/user-analytics?q=${encodeURIComponent(quiet.email.toUpperCase())}`, {
      cookie: admin.cookie,
    });
    expect((await readJson(byEmail)).users.map((row: any) => row.id)).toEqual([quiet.id]);
    const wildcard = await t.request(`/api/admin/user-analytics?q=${encodeURIComponent("%_%")}`, {
      cookie: admin.cookie,
    });
    expect((await readJson(wildcard)).total).toBe(0);
  });

  it("downloads every matching user as CSV, quoted, in the chosen order", async () => {
    const response = await t.request(`/api/admin/user-analytics.csv?q=${tag}&sort=name&dir=desc&pageSize=1`, {
      cookie: admin.cookie,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="user-activity-${today()}.csv"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the UTF-8 byte-order mark
    const lines = new TextDecoder().decode(bytes).split("\r\n");
    expect(lines.at(-1)).toBe("");
    expect(lines[0]).toBe(
      "Name,Email,Sessions created,Public sessions,Drills,Copies received,Messages read,Last active",
    );
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(new RegExp(`^"Cleo ""The Wall"", Jones${tag}",${quoted.email},1,0,0,0,0,\\d{4}-`));
    expect(lines[2]).toBe(`Ben Quiet${tag},${quiet.email},1,0,0,0,0,`);
    expect(lines[3]).toMatch(new RegExp(`^Ana Busy${tag},${busy.email.replace(/[.+]/g, "\\$&")},3,2,2,2,1,\\d{4}-`));
  });

  it("keeps a formula-like name from running in a spreadsheet", async () => {
    const sly = await t.signUp({ firstName: "=HYPERLINK(1)", lastName: `Sly${tag}` });
    const text = await (
      await t.request(`/api/admin/user-analytics.csv?q=${encodeURIComponent(`Sly${tag}`)}`, { cookie: admin.cookie })
    ).text();
    expect(text).toContain(`'=HYPERLINK(1) Sly${tag},${sly.email},`);
  });
});

describe("the counts the analytics read", () => {
  const countsOf = async (metric: (typeof analyticsCounts.metric.enumValues)[number], days: string[]) => {
    const rows = await t.deps.db.select().from(analyticsCounts).where(eq(analyticsCounts.metric, metric));
    return days.map((day) => rows.find((row) => row.day === day)?.count ?? 0);
  };

  it("stay equal to the activity days through inserts of many rows and an account's deletion", async () => {
    // A week of 2030 nobody else touches: Monday 2030-06-03 to Sunday 2030-06-09, and the next Monday.
    const days = ["2030-06-03", "2030-06-05", "2030-06-10"];
    const [first, second] = [await t.signUp(), await t.signUp()];
    // One statement with two days of the same week for one user: that week gains the user once.
    await t.deps.db.insert(userActivityDays).values(days.map((day) => ({ userId: first.id, day })));
    await t.deps.db.insert(userActivityDays).values({ userId: second.id, day: "2030-06-05" });
    // A later day of a week the user already counts in adds the day, not the user.
    await t.deps.db.insert(userActivityDays).values({ userId: second.id, day: "2030-06-06" });
    expect(await countsOf("active_users", ["2030-06-03", "2030-06-05", "2030-06-06", "2030-06-10"])).toEqual([
      1, 2, 1, 1,
    ]);
    expect(await countsOf("active_users_week", ["2030-06-03", "2030-06-10"])).toEqual([2, 1]);

    // One of the second user's two days goes: the week keeps them. Deleting the first account cascades.
    await t.deps.db.delete(userActivityDays).where(eq(userActivityDays.day, "2030-06-06"));
    expect(await countsOf("active_users_week", ["2030-06-03"])).toEqual([2]);
    await t.deps.db.delete(users).where(eq(users.id, first.id));
    expect(await countsOf("active_users", ["2030-06-03", "2030-06-05", "2030-06-06", "2030-06-10"])).toEqual([
      0, 1, 0, 0,
    ]);
    expect(await countsOf("active_users_week", ["2030-06-03", "2030-06-10"])).toEqual([1, 0]);
  });
});

describe("the session counts the analytics read", () => {
  const countOn = async (metric: (typeof analyticsCounts.metric.enumValues)[number], day: string) => {
    const [row] = await t.deps.db
      .select()
      .from(analyticsCounts)
      .where(and(eq(analyticsCounts.metric, metric), eq(analyticsCounts.day, day)));
    return row?.count ?? 0;
  };

  it("follow creation, copying, publishing, unpublishing, an original's deletion and the author's", async () => {
    const author = await t.signUp();
    const copier = await t.signUp();
    const original = await createSession(author.cookie);
    // Moved to a day nobody else uses, as an update: the counts move with it.
    const day = "2030-07-01";
    await t.deps.db
      .update(trainingSessions)
      .set({ createdAt: new Date(`${day}T10:00:00Z`) })
      .where(eq(trainingSessions.id, original));
    expect(await countOn("sessions_created", day)).toBe(1);

    expect(
      (await t.request(`/api/sessions/${original}/publish`, { method: "POST", cookie: author.cookie })).status,
    ).toBe(200);
    await t.deps.db
      .update(trainingSessions)
      .set({ publishedAt: new Date(`${day}T11:00:00Z`) })
      .where(eq(trainingSessions.id, original));
    expect(await countOn("sessions_published", day)).toBe(1);

    const copied = await readJson(
      await t.request(`/api/sessions/${original}/copy`, { method: "POST", cookie: copier.cookie }),
    );
    await t.deps.db
      .update(trainingSessions)
      .set({ createdAt: new Date(`${day}T12:00:00Z`) })
      .where(eq(trainingSessions.id, copied.session.id));
    expect([await countOn("sessions_created", day), await countOn("copies", day)]).toEqual([2, 1]);

    // An edit that moves nothing changes no count.
    await t.deps.db.update(trainingSessions).set({ title: "Renamed" }).where(eq(trainingSessions.id, original));
    expect(await countOn("sessions_created", day)).toBe(2);

    expect(
      (await t.request(`/api/sessions/${original}/unpublish`, { method: "POST", cookie: author.cookie })).status,
    ).toBe(200);
    expect(await countOn("sessions_published", day)).toBe(0);
    // Deleting the original drops the copy's credit (its foreign key is set null), so it no longer counts as a copy.
    await t.deps.db.delete(users).where(eq(users.id, author.id));
    expect([await countOn("sessions_created", day), await countOn("copies", day)]).toEqual([1, 0]);
  });
});

describe("the per-user counts a sorted page reads", () => {
  it("equal the rows they count through creating, publishing, copying, reading, and deleting", async () => {
    const author = await t.signUp();
    const reader = await t.signUp();
    const first = await createSession(author.cookie);
    await createSession(author.cookie, "Rondos");
    expect((await t.request(`/api/sessions/${first}/publish`, { method: "POST", cookie: author.cookie })).status).toBe(
      200,
    );
    expect((await t.request(`/api/sessions/${first}/copy`, { method: "POST", cookie: reader.cookie })).status).toBe(
      201,
    );
    expect((await t.request("/api/drills", { body: libraryDrillBody(), cookie: author.cookie })).status).toBe(201);
    const sent = await readJson(
      await t.request("/api/admin/messages", {
        cookie: admin.cookie,
        body: { title: "Kit day", content: "Friday", targetAudience: "all" },
      }),
    );
    expect(
      (await t.request(`/api/messages/${sent.message.id}/read`, { method: "POST", cookie: reader.cookie })).status,
    ).toBe(200);

    const compare = async () => {
      const ids = [author.id, reader.id];
      const counted = await selectUserActivity(t.deps.db, { ownerIds: ids });
      const stored = await t.deps.db.select().from(userCounts);
      for (const id of ids) {
        const row = counted.find((user) => user.id === id)!;
        const { userId: _userId, ...counts } = stored.find((user) => user.userId === id)!;
        expect(counts).toEqual({
          sessionsCreated: row.sessionsCreated,
          publicSessions: row.publicSessions,
          copiesReceived: row.copiesReceived,
          drills: row.drills,
          messagesRead: row.messagesRead,
        });
      }
      return stored.find((user) => user.userId === author.id)!;
    };
    expect(await compare()).toMatchObject({ sessionsCreated: 2, publicSessions: 1, copiesReceived: 1, drills: 1 });
    expect(
      (await t.request(`/api/sessions/${first}/unpublish`, { method: "POST", cookie: author.cookie })).status,
    ).toBe(200);
    expect((await t.request(`/api/sessions/${first}`, { method: "DELETE", cookie: author.cookie })).status).toBe(200);
    expect(await compare()).toMatchObject({ sessionsCreated: 1, publicSessions: 0, copiesReceived: 0, drills: 1 });
  });
});
