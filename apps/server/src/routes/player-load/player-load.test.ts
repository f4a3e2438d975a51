import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attendanceMarks, calendarEventExceptions, calendarEvents, squadPlayers } from "../../db/schema.ts";
import { block, sessionBody } from "../../../test/session-test-fixtures.ts";
import { clubWith, teamWith } from "../../../test/club-test-fixtures.ts";
import { createTestApp, expectError, expectOk as ok, type TestApp } from "../../../test/test-app.ts";

type Coach = Awaited<ReturnType<TestApp["signUp"]>>;

let t: TestApp;
let head: Coach;
let assistant: Coach;
let outsider: Coach;
let clubA: string;
/** A session of 20 minutes high then 15 minutes medium: 90 for a player there throughout. */
let session: string;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** Week 1 of the club's season, a Monday in the past, so the dates below are the same whenever the test runs. */
const SEASON_STARTS_ON = "2025-09-01";

const base = (teamId: string, clubId = clubA) => `/api/clubs/${clubId}/teams/${teamId}`;
const loadOf = async (teamId: string, from: string, to: string, asOf: string, cookie = assistant.cookie) =>
  ok(await t.request(`${base(teamId)}/player-load?from=${from}&to=${to}&asOf=${asOf}`, { cookie }));

let teamCount = 0;
const aTeam = () => teamWith(t, clubA, `U12 Load ${++teamCount}`, [head], "2025/26");

/** A player written straight to the squad; `joinedAt` when they joined it (now unless said). */
async function aPlayer(teamId: string, firstName: string, shirtNumber: number | null, joinedAt?: Date) {
  const id = randomUUID();
  await t.deps.db
    .insert(squadPlayers)
    .values({ id, teamId, firstName, lastName: "Smith", shirtNumber, ...(joinedAt ? { createdAt: joinedAt } : {}) });
  return id;
}

/** A one-off event at 18:00 London time (17:00 UTC in summer, 18:00 in winter) written straight to the calendar. */
async function anEvent(
  teamId: string,
  date: string,
  { kind = "training", sessionId = session as string | null, durationMinutes = 35 } = {},
) {
  const id = randomUUID();
  const utcHour = date >= "2025-03-30" && date < "2025-10-26" ? 17 : 18;
  const startsAt = new Date(`${date}T${utcHour}:00:00Z`);
  await t.deps.db.insert(calendarEvents).values({
    id,
    teamId,
    kind: kind as "training" | "match",
    title: "Training",
    startsAt,
    durationMinutes,
    sessionId,
  });
  return { eventId: id, occurrenceStart: startsAt };
}

type Occurrence = Awaited<ReturnType<typeof anEvent>>;

/** The register of an occurrence, as the pitch-side register writes it: one mark per player. */
async function register(
  occurrence: Occurrence,
  marks: [playerId: string, mark: { isPresent?: boolean; lateMinutes?: number; leftEarlyMinutes?: number }][],
) {
  await t.deps.db.insert(attendanceMarks).values(
    marks.map(([playerId, { isPresent = true, lateMinutes = 0, leftEarlyMinutes = 0 }]) => ({
      playerId,
      ...occurrence,
      isPresent,
      lateMinutes,
      leftEarlyMinutes,
      clientMarkId: randomUUID(),
      markedAt: occurrence.occurrenceStart,
    })),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  [head, assistant, outsider] = await Promise.all([t.signUp(), t.signUp(), t.signUp()]);
  clubA = await clubWith(
    t,
    "Riverside Juniors",
    [
      [head, "admin"],
      [assistant, "assistant"],
    ],
    { timeZone: "Europe/London", seasonStartsOn: SEASON_STARTS_ON },
  );
  await clubWith(t, "Hudson Youth", [[outsider, "admin"]]);
  const body = sessionBody({
    blocks: [block({ durationMinutes: 20, intensity: "high" }), block({ durationMinutes: 15, intensity: "medium" })],
  });
  session = (await ok(await t.request("/api/sessions", { cookie: head.cookie, body }), 201)).session.id;
}, 60_000);
afterAll(() => t.close());

describe("a player's load", () => {
  it("counts the minutes of the blocks each player was there for: 90 throughout, 30 when 20 minutes late", async () => {
    const team = await aTeam();
    const ada = await aPlayer(team, "Ada", 7);
    const ben = await aPlayer(team, "Ben", 9);
    const cy = await aPlayer(team, "Cy", null);
    await register(await anEvent(team, "2025-10-07"), [
      [ada, {}],
      [ben, { lateMinutes: 20 }],
      [cy, { isPresent: false }],
    ]);
    // A training without a session and a match count towards attendance, not load.
    await register(await anEvent(team, "2025-10-08", { sessionId: null }), [[ada, {}]]);
    await register(await anEvent(team, "2025-10-11", { kind: "match" }), [[ada, {}]]);

    const answer = await loadOf(team, "2025-10-06", "2025-10-19", "2025-10-12");
    expect(answer.players.map((player: any) => [player.firstName, player.weeks.map((week: any) => week.load)])).toEqual(
      [
        ["Ada", [90, 0]],
        ["Ben", [30, 0]],
        ["Cy", [0, 0]],
      ],
    );
    expect(answer.players.map((player: any) => player.weeks[0].attended)).toEqual([3, 1, 0]);
    expect(answer.team.weeks.map((week: any) => [week.monday, week.load, week.registers])).toEqual([
      ["2025-10-06", 40, 3],
      ["2025-10-13", 0, 0],
    ]);
    expect(answer.players[0]).toMatchObject({ id: ada, shirtNumber: 7, acute: 90, chronic: 22.5, ratio: 4 });
  });

  it("flags the load ratio (7 d : 28 d) on a heavy week after four quiet ones, and not before", async () => {
    const team = await aTeam();
    const player = await aPlayer(team, "Dee", 4);
    const quietMondays = ["2025-11-03", "2025-11-10", "2025-11-17", "2025-11-24"];
    for (const monday of quietMondays) await register(await anEvent(team, addDays(monday, 1)), [[player, {}]]);
    for (const day of [0, 2, 4]) await register(await anEvent(team, addDays("2025-12-01", day)), [[player, {}]]);

    const beforeSpike = await loadOf(team, "2025-11-03", "2025-12-07", "2025-11-30");
    expect(beforeSpike.players[0]).toMatchObject({ acute: 90, chronic: 90, ratio: 1, isFlagged: false });
    expect(beforeSpike.team.isFlagged).toBe(false);

    const onSpike = await loadOf(team, "2025-11-03", "2025-12-07", "2025-12-07");
    // 270 against (90 + 90 + 90 + 270) / 4 = 135.
    expect(onSpike.players[0]).toMatchObject({ acute: 270, chronic: 135, ratio: 2, isFlagged: true });
    expect(onSpike.team).toMatchObject({ acute: 270, ratio: 2, isFlagged: true });
    const weeks = onSpike.players[0].weeks.map((week: any) => [week.load, week.isHard]);
    // The first weeks come after nothing at all; from the third the weeks are steady until the spike.
    expect(weeks.slice(2)).toEqual([
      [90, false],
      [90, false],
      [270, true],
    ]);
  });

  it("counts the season's attendance over the registers taken since the season started", async () => {
    const team = await aTeam();
    const ada = await aPlayer(team, "Ada", 7, new Date("2025-08-01T00:00:00Z"));
    const ben = await aPlayer(team, "Ben", 9, new Date("2025-08-01T00:00:00Z"));
    // Joined after the first register: it counts for him only as it did not mark him.
    await aPlayer(team, "Eli", 10, new Date("2025-10-09T00:00:00Z"));
    await register(await anEvent(team, "2025-08-26"), [
      [ada, { isPresent: false }],
      [ben, { isPresent: false }],
    ]); // before the season
    await register(await anEvent(team, "2025-10-07"), [
      [ada, {}],
      [ben, { isPresent: false }],
    ]);
    await register(await anEvent(team, "2025-10-11", { kind: "match" }), [
      [ada, {}],
      [ben, { lateMinutes: 10 }],
    ]);
    const cancelled = await anEvent(team, "2025-10-14");
    await t.deps.db.insert(calendarEventExceptions).values({ ...cancelled, isCancelled: true });
    await register(cancelled, [[ada, {}]]);

    const answer = await loadOf(team, SEASON_STARTS_ON, "2025-10-19", "2025-10-19");
    expect(answer.seasonFrom).toBe(SEASON_STARTS_ON);
    expect(answer.team.registers).toBe(2);
    expect(answer.players.map((player: any) => [player.firstName, player.attendance])).toEqual([
      ["Ada", { present: 2, registers: 2, percent: 100 }],
      ["Ben", { present: 1, registers: 2, percent: 50 }],
      ["Eli", { present: 0, registers: 1, percent: 0 }],
    ]);
  });

  it("has no attendance and no ratio before any register was taken", async () => {
    const team = await aTeam();
    await aPlayer(team, "Ada", 7);
    const answer = await loadOf(team, "2025-10-06", "2025-10-12", "2025-10-12");
    expect(answer.team).toMatchObject({ registers: 0, ratio: null, isFlagged: false });
    expect(answer.players[0]).toMatchObject({
      ratio: null,
      isFlagged: false,
      attendance: { present: 0, registers: 0, percent: null },
    });
  });

  it("is read by every member of the club and by no one else", async () => {
    const team = await aTeam();
    await loadOf(team, "2025-10-06", "2025-10-12", "2025-10-12", assistant.cookie);
    await expectError(
      await t.request(`${base(team)}/player-load?from=2025-10-06&to=2025-10-12`, { cookie: outsider.cookie }),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await t.request(`${base(team)}/player-load.csv?from=2025-10-06&to=2025-10-12`, { cookie: outsider.cookie }),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await t.request(`${base(team)}/player-load?from=2024-10-06&to=2025-10-12`, { cookie: head.cookie }),
      400,
      "VALIDATION_FAILED",
    );
  });
});

describe("the players' loads as CSV", () => {
  it("has a row per player and one for the team, a column per week", async () => {
    const team = await aTeam();
    const ada = await aPlayer(team, "Ada", 7);
    const ben = await aPlayer(team, "=Ben", 9);
    await register(await anEvent(team, "2025-10-07"), [
      [ada, {}],
      [ben, { lateMinutes: 20 }],
    ]);
    const response = await t.request(`${base(team)}/player-load.csv?from=2025-10-06&to=2025-10-19&asOf=2025-10-19`, {
      cookie: assistant.cookie,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="U12-Load-${teamCount}-load-2025-10-06-2025-10-19.csv"`,
    );
    const lines = (await response.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines).toEqual([
      "First name,Last name,Number,Week of 2025-10-06,Week of 2025-10-13,Load 7 d to 2025-10-19," +
        "Average week of 28 d,Load ratio 7 d : 28 d,High,Present since 2025-09-01,Registers,Attendance %",
      "Ada,Smith,7,90,0,0,22.5,0,,1,1,100",
      "'=Ben,Smith,9,30,0,0,7.5,0,,1,1,100",
      "Team average,,,60,0,0,15,0,,,1,",
      "",
    ]);
  });
});
