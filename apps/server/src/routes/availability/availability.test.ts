import { createHash, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { squadPlayerLinks, squadPlayers } from "../../db/schema.ts";
import { clubWith, teamWith } from "../../../test/club-test-fixtures.ts";
import { createTestApp, expectError, expectOk as ok, type TestApp } from "../../../test/test-app.ts";

type Coach = Awaited<ReturnType<TestApp["signUp"]>>;

let t: TestApp;
let head: Coach;
let teamCoach: Coach;
let otherCoach: Coach;
let assistant: Coach;
let outsider: Coach;
let clubA: string;
let team: string;
let otherTeam: string;
let sam: string;
let ana: string;
let lee: string;
let trainingId: string;
let otherTeamMatchId: string;

const DAY_MS = 86_400_000;
const dateIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
/** Next week's first day, and the fortnight around it: inside a link's coming six weeks whenever this runs. */
const FIRST_DAY = dateIn(3);

async function playerOf(teamId: string, firstName: string, lastName: string, shirtNumber: number): Promise<string> {
  const id = randomUUID();
  await t.deps.db.insert(squadPlayers).values({ id, teamId, firstName, lastName, shirtNumber });
  return id;
}

const base = (teamId = team) => `/api/clubs/${clubA}/teams/${teamId}`;
const tokenOf = (url: string) => new URL(url).pathname.split("/").pop()!;
const page = (token: string) => t.request(`/api/player-links/${token}`);
const answer = (token: string, body: Record<string, unknown>) =>
  t.request(`/api/player-links/${token}/answers`, { method: "PUT", body });
const newLink = async (playerId: string, cookie = teamCoach.cookie) =>
  (await ok(await t.request(`${base()}/squad/${playerId}/link`, { method: "POST", cookie }), 201)).link;

beforeAll(async () => {
  t = await createTestApp();
  [head, teamCoach, otherCoach, assistant, outsider] = await Promise.all([
    t.signUp(),
    t.signUp(),
    t.signUp(),
    t.signUp(),
    t.signUp(),
  ]);
  clubA = await clubWith(t, "Riverside Juniors", [
    [head, "admin"],
    [teamCoach, "coach"],
    [otherCoach, "coach"],
    [assistant, "assistant"],
  ]);
  await clubWith(t, "Hudson Youth", [[outsider, "admin"]]);
  team = await teamWith(t, clubA, "U12 Blues", [teamCoach]);
  otherTeam = await teamWith(t, clubA, "U12 Reds", [otherCoach]);
  [sam, ana, lee] = await Promise.all([
    playerOf(team, "Sam", "Okafor", 7),
    playerOf(team, "Ana", "Silva", 9),
    playerOf(team, "Lee", "", 1),
  ]);
  const training = {
    kind: "training",
    title: "Tuesday training",
    date: FIRST_DAY,
    startTime: "18:00",
    durationMinutes: 90,
    place: "Pitch 2",
    repeatsWeeklyUntil: dateIn(3 + 7 * 3),
  };
  trainingId = (await ok(await t.request(`${base()}/events`, { cookie: teamCoach.cookie, body: training }), 201)).event
    .id;
  const match = { kind: "match", title: "Derby", date: FIRST_DAY, startTime: "10:00", durationMinutes: 60 };
  otherTeamMatchId = (
    await ok(await t.request(`${base(otherTeam)}/events`, { cookie: otherCoach.cookie, body: match }), 201)
  ).event.id;
}, 60_000);
afterAll(() => t.close());

describe("a player's personal link", () => {
  let token: string;
  let firstStart: string;

  beforeAll(async () => {
    token = tokenOf((await newLink(sam)).url);
  });

  it("is 256 bits the database keeps only as a SHA-256", async () => {
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.deps.db.select().from(squadPlayerLinks).where(eq(squadPlayerLinks.playerId, sam));
    expect(row!.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it("opens the team's coming events with the player's first name and initial, never the full name", async () => {
    const response = await page(token);
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    const body = await ok(response);
    expect(body.player).toEqual({ name: "Sam O.", shirtNumber: 7 });
    expect(JSON.stringify(body)).not.toContain("Okafor");
    expect(body.team).toMatchObject({ name: "U12 Blues", clubName: "Riverside Juniors", timeZone: "Europe/London" });
    const trainings = body.events.filter((event: any) => event.eventId === trainingId);
    expect(trainings.map((event: any) => event.date)).toEqual([0, 1, 2, 3].map((week) => dateIn(3 + 7 * week)));
    expect(trainings[0]).toMatchObject({ kind: "training", time: "18:00", place: "Pitch 2", answer: null });
    // Another team's match is not on this team's page.
    expect(body.events.some((event: any) => event.eventId === otherTeamMatchId)).toBe(false);
    firstStart = trainings[0].occurrenceStart;
  });

  it("tells the team's coaches when it was last opened", async () => {
    const { links } = await ok(await t.request(`${base()}/player-links`, { cookie: head.cookie }));
    const samsLink = links.find((link: any) => link.playerId === sam);
    expect(tokenOf(samsLink.url)).toBe(token);
    expect(samsLink.lastOpenedAt).not.toBeNull();
  });

  it("takes an answer with a reason, changes it on a second answer, and clears the reason on yes", async () => {
    const no = await ok(
      await answer(token, { eventId: trainingId, occurrenceStart: firstStart, isAvailable: false, reason: " Ill " }),
    );
    expect(no.answer).toMatchObject({ isAvailable: false, reason: "Ill" });
    let counts = await ok(
      await t.request(`${base()}/availability?from=${dateIn(0)}&to=${dateIn(30)}`, {
        cookie: assistant.cookie,
      }),
    );
    expect(counts.squadSize).toBe(3);
    const first = counts.occurrences.find(
      (occurrence: any) => occurrence.eventId === trainingId && occurrence.occurrenceStart === firstStart,
    );
    expect(first).toMatchObject({ available: 0, notAvailable: 1, noAnswer: 2 });

    const yes = await ok(
      await answer(token, { eventId: trainingId, occurrenceStart: firstStart, isAvailable: true, reason: "Better" }),
    );
    expect(yes.answer).toMatchObject({ isAvailable: true, reason: "" });
    counts = await ok(
      await t.request(`${base()}/availability?from=${dateIn(0)}&to=${dateIn(30)}`, {
        cookie: head.cookie,
      }),
    );
    expect(
      counts.occurrences.find((o: any) => o.occurrenceStart === firstStart && o.eventId === trainingId),
    ).toMatchObject({ available: 1, notAvailable: 0, noAnswer: 2 });
    // The page shows the answer given.
    const body = await ok(await page(token));
    expect(body.events.find((event: any) => event.occurrenceStart === firstStart).answer).toMatchObject({
      isAvailable: true,
    });
  });

  it("gives every member the occurrence's register, each player with their answer", async () => {
    const register = await ok(
      await t.request(`${base()}/events/${trainingId}/occurrences/${firstStart}/availability`, {
        cookie: assistant.cookie,
      }),
    );
    expect(register.counts).toEqual({ available: 1, notAvailable: 0, noAnswer: 2 });
    expect(register.players.map((player: any) => [player.firstName, player.answer?.isAvailable ?? null])).toEqual([
      ["Lee", null],
      ["Sam", true],
      ["Ana", null],
    ]);
    const notAnOccurrence = new Date(Date.parse(firstStart) + 60_000).toISOString();
    await expectError(
      await t.request(`${base()}/events/${trainingId}/occurrences/${notAnOccurrence}/availability`, {
        cookie: assistant.cookie,
      }),
      404,
      "NOT_FOUND",
    );
  });

  it("refuses an answer for another team's event, a cancelled occurrence or a started one", async () => {
    await expectError(
      await answer(token, { eventId: otherTeamMatchId, occurrenceStart: firstStart, isAvailable: true }),
      404,
      "NOT_FOUND",
    );
    const body = await ok(await page(token));
    const second = body.events.filter((event: any) => event.eventId === trainingId)[1].occurrenceStart;
    await ok(
      await t.request(`${base()}/events/${trainingId}/occurrences/${second}`, {
        method: "PUT",
        cookie: teamCoach.cookie,
        body: { isCancelled: true },
      }),
    );
    await expectError(
      await answer(token, { eventId: trainingId, occurrenceStart: second, isAvailable: true }),
      404,
      "NOT_FOUND",
    );
    const past = new Date(Date.parse(firstStart) - 7 * DAY_MS).toISOString();
    await expectError(
      await answer(token, { eventId: trainingId, occurrenceStart: past, isAvailable: true }),
      404,
      "NOT_FOUND",
    );
  });

  it("refuses a reason past 200 characters, naming the field", async () => {
    const error = await expectError(
      await answer(token, {
        eventId: trainingId,
        occurrenceStart: firstStart,
        isAvailable: false,
        reason: "x".repeat(201),
      }),
      400,
      "VALIDATION_FAILED",
    );
    expect(error.message).toContain("200");
  });

  it("stops at once when revoked, keeps the answers, and a new link replaces an old one", async () => {
    await ok(await t.request(`${base()}/squad/${sam}/link`, { method: "DELETE", cookie: teamCoach.cookie }));
    await expectError(await page(token), 404, "NOT_FOUND");
    await expectError(
      await answer(token, { eventId: trainingId, occurrenceStart: firstStart, isAvailable: false }),
      404,
      "NOT_FOUND",
    );
    const register = await ok(
      await t.request(`${base()}/events/${trainingId}/occurrences/${firstStart}/availability`, { cookie: head.cookie }),
    );
    expect(register.counts.available).toBe(1);

    const first = tokenOf((await newLink(sam, head.cookie)).url);
    const second = tokenOf((await newLink(sam)).url);
    await expectError(await page(first), 404, "NOT_FOUND");
    expect((await ok(await page(second))).player.name).toBe("Sam O.");
    const { links } = await ok(await t.request(`${base()}/player-links`, { cookie: teamCoach.cookie }));
    expect(links.filter((link: any) => link.playerId === sam)).toHaveLength(1);
  });

  it("answers a mistyped or unknown token as a dead link", async () => {
    await expectError(await page("x".repeat(43)), 404, "NOT_FOUND");
    await expectError(await page("too-short"), 400, "VALIDATION_FAILED");
  });
});

describe("who manages the links", () => {
  it("is the club's admins and the team's coaches; assistants and other coaches are refused, outsiders see nothing", async () => {
    await newLink(ana, head.cookie);
    await newLink(lee, teamCoach.cookie);
    for (const caller of [assistant, otherCoach]) {
      await expectError(await t.request(`${base()}/player-links`, { cookie: caller.cookie }), 403, "FORBIDDEN");
      await expectError(
        await t.request(`${base()}/squad/${ana}/link`, { method: "POST", cookie: caller.cookie }),
        403,
        "FORBIDDEN",
      );
      await expectError(
        await t.request(`${base()}/squad/${ana}/link`, { method: "DELETE", cookie: caller.cookie }),
        403,
        "FORBIDDEN",
      );
    }
    await expectError(await t.request(`${base()}/player-links`, { cookie: outsider.cookie }), 404, "NOT_FOUND");
    await expectError(
      await t.request(`${base()}/availability?from=${dateIn(0)}&to=${dateIn(30)}`, { cookie: outsider.cookie }),
      404,
      "NOT_FOUND",
    );
  });

  it("refuses a player of another team as missing", async () => {
    const red = await playerOf(otherTeam, "Kim", "Park", 4);
    await expectError(
      await t.request(`${base()}/squad/${red}/link`, { method: "POST", cookie: head.cookie }),
      404,
      "NOT_FOUND",
    );
  });
});
