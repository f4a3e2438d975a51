import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availabilityAnswers, squadPlayers } from "../../db/schema.ts";
import { clubWith, teamWith } from "../../../test/club-test-fixtures.ts";
import { createTestApp, expectError, expectOk as ok, type TestApp } from "../../../test/test-app.ts";

type Coach = Awaited<ReturnType<TestApp["signUp"]>>;

let t: TestApp;
let head: Coach;
let teamCoach: Coach;
let assistant: Coach;
let outsider: Coach;
let clubA: string;
let team: string;
let otherTeam: string;
let sam: string;
let ana: string;
let lee: string;
let stranger: string;
let trainingId: string;
let firstStart: string;

const DAY_MS = 86_400_000;
const dateIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const FIRST_DAY = dateIn(-1);

async function playerOf(teamId: string, firstName: string, lastName: string, shirtNumber: number): Promise<string> {
  const id = randomUUID();
  await t.deps.db.insert(squadPlayers).values({ id, teamId, firstName, lastName, shirtNumber });
  return id;
}

const base = (teamId = team) => `/api/clubs/${clubA}/teams/${teamId}`;
const registerPath = (start = firstStart, eventId = trainingId, teamId = team) =>
  `${base(teamId)}/events/${eventId}/occurrences/${encodeURIComponent(start)}/register`;
const readRegister = async (cookie = teamCoach.cookie) => ok(await t.request(registerPath(), { cookie }));
const send = (marks: Record<string, unknown>[], cookie = teamCoach.cookie, path = registerPath()) =>
  t.request(path, { method: "PUT", cookie, body: { marks } });
const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
const mark = (playerId: string, isPresent: boolean, markedAt: string, extra: Record<string, unknown> = {}) => ({
  clientMarkId: randomUUID(),
  playerId,
  isPresent,
  lateMinutes: 0,
  leftEarlyMinutes: 0,
  markedAt,
  ...extra,
});
const markOf = (register: any, playerId: string) =>
  register.players.find((player: any) => player.playerId === playerId).mark;

beforeAll(async () => {
  t = await createTestApp();
  [head, teamCoach, assistant, outsider] = await Promise.all([t.signUp(), t.signUp(), t.signUp(), t.signUp()]);
  clubA = await clubWith(t, "Riverside Juniors", [
    [head, "admin"],
    [teamCoach, "coach"],
    [assistant, "assistant"],
  ]);
  await clubWith(t, "Hudson Youth", [[outsider, "admin"]]);
  team = await teamWith(t, clubA, "U12 Blues", [teamCoach]);
  otherTeam = await teamWith(t, clubA, "U12 Reds", []);
  [sam, ana, lee, stranger] = await Promise.all([
    playerOf(team, "Sam", "Okafor", 7),
    playerOf(team, "Ana", "Silva", 9),
    playerOf(team, "Lee", "", 1),
    playerOf(otherTeam, "Kim", "Reds", 4),
  ]);
  const training = {
    kind: "training",
    title: "Tuesday training",
    date: FIRST_DAY,
    startTime: "18:00",
    durationMinutes: 90,
    place: "Pitch 2",
    repeatsWeeklyUntil: dateIn(20),
  };
  trainingId = (await ok(await t.request(`${base()}/events`, { cookie: teamCoach.cookie, body: training }), 201)).event
    .id;
  const { occurrences } = await ok(
    await t.request(`${base()}/calendar?from=${FIRST_DAY}&to=${FIRST_DAY}`, { cookie: teamCoach.cookie }),
  );
  firstStart = occurrences[0].occurrenceStart;
  await t.deps.db.insert(availabilityAnswers).values([
    { playerId: sam, eventId: trainingId, occurrenceStart: new Date(firstStart), isAvailable: true },
    { playerId: ana, eventId: trainingId, occurrenceStart: new Date(firstStart), isAvailable: false, reason: "Ill" },
  ]);
}, 60_000);
afterAll(() => t.close());

describe("an occurrence's register", () => {
  it("lists the squad in squad order, prefilled with their availability answers, for an assistant too", async () => {
    const register = await readRegister(assistant.cookie);
    expect(register.occurrence).toMatchObject({
      eventId: trainingId,
      occurrenceStart: firstStart,
      kind: "training",
      title: "Tuesday training",
      date: FIRST_DAY,
      time: "18:00",
      durationMinutes: 90,
      place: "Pitch 2",
    });
    expect(register.canTake).toBe(true);
    expect(register.linkedSession).toBeNull();
    expect(register.players.map((player: any) => player.firstName)).toEqual(["Lee", "Sam", "Ana"]);
    const [leeRow, samRow, anaRow] = register.players;
    expect(leeRow).toMatchObject({ shirtNumber: 1, answer: null, mark: null });
    expect(samRow.answer).toMatchObject({ isAvailable: true });
    expect(anaRow.answer).toMatchObject({ isAvailable: false, reason: "Ill" });
  });

  it("is no business of a non-member (404), and an occurrence not in the series has none", async () => {
    await expectError(await t.request(registerPath(), { cookie: outsider.cookie }), 404, "NOT_FOUND");
    const offSeries = new Date(new Date(firstStart).getTime() + 3_600_000).toISOString();
    await expectError(await t.request(registerPath(offSeries), { cookie: teamCoach.cookie }), 404, "NOT_FOUND");
    await expectError(await send([mark(sam, true, at(1))], outsider.cookie), 404, "NOT_FOUND");
  });

  it("is taken by an assistant, and answers the register with the marks kept", async () => {
    const register = await ok(await send([mark(lee, true, at(30), { lateMinutes: 20 })], assistant.cookie));
    expect(markOf(register, lee)).toMatchObject({ isPresent: true, lateMinutes: 20, leftEarlyMinutes: 0 });
  });

  it("keeps the later mark whichever order two devices' marks arrive in", async () => {
    const earlier = mark(sam, false, at(10));
    const later = mark(sam, true, at(5));
    await ok(await send([later]));
    await ok(await send([earlier], assistant.cookie));
    expect(markOf(await readRegister(), sam)).toMatchObject({ isPresent: true, markedAt: later.markedAt });

    const anaEarlier = mark(ana, true, at(10));
    const anaLater = mark(ana, false, at(5));
    await ok(await send([anaEarlier]));
    await ok(await send([anaLater], assistant.cookie));
    expect(markOf(await readRegister(), ana)).toMatchObject({ isPresent: false, markedAt: anaLater.markedAt });
  });

  it("keeps one mark per player when the same batch is sent twice, and the latest of a batch's marks", async () => {
    const batch = [mark(lee, false, at(3)), mark(lee, true, at(2), { leftEarlyMinutes: 15 }), mark(sam, true, at(2))];
    const first = await ok(await send(batch));
    const again = await ok(await send(batch));
    expect(again).toEqual(first);
    expect(markOf(again, lee)).toMatchObject({ isPresent: true, leftEarlyMinutes: 15 });
    const rows = await t.deps.db.query.attendanceMarks.findMany();
    expect(rows.filter((row) => row.playerId === lee)).toHaveLength(1);
  });

  it("counts a tap in the future as now", async () => {
    const future = mark(sam, false, new Date(Date.now() + 7 * DAY_MS).toISOString());
    const register = await ok(await send([future]));
    expect(new Date(markOf(register, sam).markedAt).getTime()).toBeLessThanOrEqual(Date.now());
    // A real tap after it still wins.
    const register2 = await ok(await send([mark(sam, true, new Date(Date.now() + 1000).toISOString())]));
    expect(markOf(register2, sam).isPresent).toBe(true);
  });

  it("refuses a player of another team and saves nothing of the batch", async () => {
    const before = await readRegister();
    await expectError(await send([mark(ana, true, at(0)), mark(stranger, true, at(0))]), 404, "NOT_FOUND");
    expect(await readRegister()).toEqual(before);
  });

  it("refuses minutes late and early that leave a player none of the training, naming the player", async () => {
    const error = await expectError(
      await send([mark(sam, true, at(0), { lateMinutes: 50, leftEarlyMinutes: 40 })]),
      400,
      "VALIDATION_FAILED",
    );
    expect(error.message).toContain("Sam");
    expect(error.message).toContain("90 minutes");
    await ok(await send([mark(sam, true, at(0), { lateMinutes: 50, leftEarlyMinutes: 39 })]));
  });

  it("loses its marks with the player, and the club's export lists them", async () => {
    const { teams } = await ok(await t.request(`/api/clubs/${clubA}/export`, { cookie: head.cookie }));
    const squad = teams.find((exported: any) => exported.id === team).squad;
    const leeExported = squad.find((player: any) => player.id === lee);
    expect(leeExported.attendanceMarks).toEqual([
      expect.objectContaining({ eventId: trainingId, occurrenceStart: firstStart, isPresent: true }),
    ]);
    await ok(await t.request(`${base()}/squad/${lee}`, { method: "DELETE", cookie: teamCoach.cookie }));
    const rows = await t.deps.db.query.attendanceMarks.findMany();
    expect(rows.some((row) => row.playerId === lee)).toBe(false);
  });
});
