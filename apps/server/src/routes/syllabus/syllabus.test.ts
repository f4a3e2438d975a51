import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { teamCoaches, teams } from "../../db/schema.ts";
import { sessionBody } from "../../../test/session-test-fixtures.ts";
import { clubWith } from "../../../test/club-test-fixtures.ts";
import { createTestApp, expectError, readJson, type TestApp } from "../../../test/test-app.ts";

type Coach = Awaited<ReturnType<TestApp["signUp"]>>;

let t: TestApp;
let head: Coach;
let coach: Coach;
let outsider: Coach;
let clubId: string;

const playingOut = {
  ageGroup: "U12",
  firstWeek: 1,
  lastWeek: 4,
  title: "Playing out from the back",
  phases: ["attacking"],
  topics: ["build-up"],
};

beforeAll(async () => {
  t = await createTestApp();
  [head, coach, outsider] = await Promise.all([t.signUp(), t.signUp(), t.signUp()]);
  clubId = await clubWith(
    t,
    "Riverside Juniors",
    [
      [head, "admin"],
      [coach, "coach"],
    ],
    { seasonStartsOn: "2026-08-31" },
  );
}, 60_000);
afterAll(() => t.close());

const syllabus = async (cookie: string) => readJson(await t.request(`/api/clubs/${clubId}/syllabus`, { cookie }));
const addTheme = (body: unknown, cookie = head.cookie) => t.request(`/api/clubs/${clubId}/syllabus`, { cookie, body });

describe("the club's syllabus", () => {
  it("is written by a club admin and read by every member", async () => {
    const response = await addTheme(playingOut);
    expect(response.status).toBe(201);
    const { theme } = await readJson(response);
    expect(theme).toMatchObject(playingOut);
    expect(await syllabus(coach.cookie)).toEqual({ seasonStartsOn: "2026-08-31", themes: [theme] });

    const changed = await t.request(`/api/clubs/${clubId}/syllabus/${theme.id}`, {
      method: "PUT",
      cookie: head.cookie,
      body: { ...playingOut, lastWeek: 3, topics: ["build-up", "build-up"] },
    });
    expect((await readJson(changed)).theme).toMatchObject({ lastWeek: 3, topics: ["build-up"] });
  });

  it("refuses a week an age group already has a theme for, and allows it for another age group", async () => {
    const error = await expectError(
      await addTheme({ ...playingOut, firstWeek: 3, lastWeek: 6, title: "Pressing" }),
      409,
      "CONFLICT",
    );
    expect(error.message).toBe("Weeks 1–3 of U12 already have the theme “Playing out from the back”.");
    expect((await addTheme({ ...playingOut, firstWeek: 4, lastWeek: 6, title: "Pressing" })).status).toBe(201);
    expect((await addTheme({ ...playingOut, ageGroup: "U9", title: "Dribbling" })).status).toBe(201);
    expect(
      (await syllabus(head.cookie)).themes.map(
        (theme: any) => `${theme.ageGroup} ${theme.firstWeek}-${theme.lastWeek}`,
      ),
    ).toEqual(["U12 1-3", "U12 4-6", "U9 1-4"]);
  });

  it("refuses a theme that cannot be checked, with the field named", async () => {
    const error = await expectError(
      await addTheme({ ...playingOut, firstWeek: 10, lastWeek: 12, phases: [], topics: [] }),
      400,
      "VALIDATION_FAILED",
    );
    expect(error.fields?.phases).toBe(
      "Choose at least one phase or topic, so trainings can be checked against the theme",
    );
  });

  it("is changed by club admins only, and is no one else's business", async () => {
    await expectError(await addTheme({ ...playingOut, firstWeek: 20, lastWeek: 21 }, coach.cookie), 403, "FORBIDDEN");
    await expectError(await t.request(`/api/clubs/${clubId}/syllabus`, { cookie: outsider.cookie }), 404, "NOT_FOUND");
    const [theme] = (await syllabus(head.cookie)).themes;
    await expectError(
      await t.request(`/api/clubs/${clubId}/syllabus/${theme.id}`, { method: "DELETE", cookie: coach.cookie }),
      403,
      "FORBIDDEN",
    );
    expect(
      (await t.request(`/api/clubs/${clubId}/syllabus/${theme.id}`, { method: "DELETE", cookie: head.cookie })).status,
    ).toBe(200);
    await expectError(
      await t.request(`/api/clubs/${clubId}/syllabus/${theme.id}`, { method: "DELETE", cookie: head.cookie }),
      404,
      "NOT_FOUND",
    );
  });
});

describe("the syllabus's coverage", () => {
  it("counts, per team, the trainings in themed weeks that follow their week's theme: 3 of 4", async () => {
    const club = await clubWith(
      t,
      "Coverage FC",
      [
        [head, "admin"],
        [coach, "coach"],
      ],
      { seasonStartsOn: "2026-08-31" },
    );
    const u12 = randomUUID();
    const u9 = randomUUID();
    await t.deps.db.insert(teams).values([
      { id: u12, clubId: club, name: "U12 Blues", ageGroup: "U12", format: "9v9", season: "2026/27" },
      { id: u9, clubId: club, name: "U9 Reds", ageGroup: "U9", format: "5v5", season: "2026/27" },
    ]);
    await t.deps.db.insert(teamCoaches).values({ teamId: u12, userId: coach.id });
    const post = async (path: string, body: unknown) => {
      const response = await t.request(`/api/clubs/${club}${path}`, { cookie: coach.cookie, body });
      const answer = await readJson(response);
      expect(response.status, JSON.stringify(answer)).toBe(201);
      return answer;
    };
    const themed = await t.request(`/api/clubs/${club}/syllabus`, {
      cookie: head.cookie,
      body: { ...playingOut, firstWeek: 1, lastWeek: 4 },
    });
    expect(themed.status).toBe(201);

    const ownSession = async (overrides: object) =>
      (await readJson(await t.request("/api/sessions", { cookie: coach.cookie, body: sessionBody(overrides) }))).session
        .id;
    const buildUp = await ownSession({ title: "Build-up play", phases: ["attacking"], topics: ["build-up", "rondo"] });
    const pressing = await ownSession({ title: "Pressing", phases: ["defending"], topics: ["pressing"] });
    const clubBuildUp = (await post("/library", { kind: "session", sourceId: buildUp })).item.id;

    const training = { kind: "training", title: "Training", startTime: "18:00", durationMinutes: 75 };
    // Weeks 1–3, every Tuesday, with the club's copy of a session that follows the theme.
    await post(`/teams/${u12}/events`, {
      ...training,
      date: "2026-09-01",
      repeatsWeeklyUntil: "2026-09-15",
      link: { clubItemId: clubBuildUp },
    });
    // Week 4, with a session about something else.
    await post(`/teams/${u12}/events`, { ...training, date: "2026-09-22", link: { sessionId: pressing } });
    // Neither counts: a match in week 2, and a training in week 5, which has no theme.
    await post(`/teams/${u12}/events`, { ...training, kind: "match", title: "Cup", date: "2026-09-12" });
    await post(`/teams/${u12}/events`, { ...training, date: "2026-09-29", link: { sessionId: buildUp } });

    const response = await t.request(`/api/clubs/${club}/syllabus/coverage`, { cookie: coach.cookie });
    expect(await readJson(response)).toEqual({
      teams: [
        { teamId: u12, teamName: "U12 Blues", ageGroup: "U12", scheduled: 4, matching: 3 },
        { teamId: u9, teamName: "U9 Reds", ageGroup: "U9", scheduled: 0, matching: 0 },
      ],
    });
  });
});
