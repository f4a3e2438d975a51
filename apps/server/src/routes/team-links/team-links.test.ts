import { createHash, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { squadPlayers, teamLinks } from "../../db/schema.ts";
import { getTeamPage } from "../../services/team-links/team-page.ts";
import { clubWith, teamWith } from "../../../test/club-test-fixtures.ts";
import { block, sessionBody } from "../../../test/session-test-fixtures.ts";
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
let quietTeam: string;
let sam: string;
let ana: string;
let trainingId: string;

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const dateIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const FIRST_DAY = dateIn(3);

const base = (teamId = team) => `/api/clubs/${clubA}/teams/${teamId}`;
const tokenOf = (url: string) => new URL(url).pathname.split("/").pop()!;
const teamPage = (token: string) => t.request(`/api/team-links/${token}`);
const nextEvent = (token: string) => t.request(`/api/player-links/${token}/next-event`);
const makeTeamLink = async (cookie = teamCoach.cookie, teamId = team) =>
  (await ok(await t.request(`${base(teamId)}/team-link`, { method: "POST", cookie }), 201)).link as {
    url: string;
    createdAt: string;
  };
const personalLink = async (playerId: string) =>
  tokenOf(
    (await ok(await t.request(`${base()}/squad/${playerId}/link`, { method: "POST", cookie: teamCoach.cookie }), 201))
      .link.url,
  );

async function playerOf(teamId: string, firstName: string, lastName: string, shirtNumber: number): Promise<string> {
  const id = randomUUID();
  await t.deps.db.insert(squadPlayers).values({ id, teamId, firstName, lastName, shirtNumber });
  return id;
}

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
  quietTeam = await teamWith(t, clubA, "U12 Reds", [teamCoach]);
  [sam, ana] = await Promise.all([playerOf(team, "Sam", "Okafor", 7), playerOf(team, "Ana", "Silva", 9)]);
  await playerOf(team, "Lee", "Brennan", 1);

  const session = (
    await ok(
      await t.request("/api/sessions", {
        cookie: teamCoach.cookie,
        body: sessionBody({
          title: "Pressing for U12",
          blocks: [
            block({ title: "Warm-up rondo", coachingPoints: ["Scan before receiving"] }),
            block({
              title: "Counter-press game",
              coachingPoints: ["Press within five seconds"],
              coachingPointsForPlayers: true,
            }),
          ],
        }),
      }),
      201,
    )
  ).session;
  const training = {
    kind: "training",
    title: "Tuesday training",
    date: FIRST_DAY,
    startTime: "18:00",
    durationMinutes: 90,
    place: "Pitch 2",
    bring: "Shin pads and a white shirt",
    repeatsWeeklyUntil: dateIn(3 + 7 * 3),
    link: { sessionId: session.id },
  };
  trainingId = (await ok(await t.request(`${base()}/events`, { cookie: teamCoach.cookie, body: training }), 201)).event
    .id;
});

afterAll(async () => {
  await t.close();
});

describe("the team link", () => {
  it("is made by the team's coaches, kept as a hash, written again on request and opened without an account", async () => {
    const link = await makeTeamLink();
    const token = tokenOf(link.url);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new URL(link.url).pathname).toBe(`/team/${token}`);

    const [row] = await t.deps.db.select().from(teamLinks).where(eq(teamLinks.teamId, team));
    expect(row!.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token);

    // Every member sees it, the same address each time.
    for (const member of [teamCoach, assistant, head]) {
      const status = await ok(await t.request(`${base()}/team-link`, { cookie: member.cookie }));
      expect(status.link).toEqual(link);
    }

    const response = await teamPage(token);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    const page = await ok(response);
    expect(page.team).toMatchObject({ name: "U12 Blues", clubName: "Riverside Juniors", timeZone: "Europe/London" });
    expect(page.event).toMatchObject({
      eventId: trainingId,
      title: "Tuesday training",
      date: FIRST_DAY,
      time: "18:00",
      place: "Pitch 2",
      bring: "Shin pads and a white shirt",
    });
  });

  it("shows the session's drills with coaching points only where the coach marked them, and no player's name", async () => {
    const token = tokenOf((await ok(await t.request(`${base()}/team-link`, { cookie: teamCoach.cookie }))).link.url);
    const page = await ok(await teamPage(token));
    expect(page.event.session.title).toBe("Pressing for U12");
    expect(
      page.event.session.drills.map(({ title, coachingPoints }: { title: string; coachingPoints: string[] }) => ({
        title,
        coachingPoints,
      })),
    ).toEqual([
      { title: "Warm-up rondo", coachingPoints: [] },
      { title: "Counter-press game", coachingPoints: ["Press within five seconds"] },
    ]);
    expect(page.event.session.drills[0].diagram).toMatchObject({ version: 3 });
    const text = JSON.stringify(page);
    for (const name of ["Okafor", "Silva", "Brennan", "Sam", "Ana"]) expect(text).not.toContain(name);
  });

  it("is refused to those who may not manage it and unknown outside the club", async () => {
    for (const member of [assistant, otherCoach]) {
      await expectError(
        await t.request(`${base()}/team-link`, { method: "POST", cookie: member.cookie }),
        403,
        "FORBIDDEN",
      );
      await expectError(
        await t.request(`${base()}/team-link`, { method: "DELETE", cookie: member.cookie }),
        403,
        "FORBIDDEN",
      );
    }
    await expectError(await t.request(`${base()}/team-link`, { cookie: outsider.cookie }), 404, "NOT_FOUND");
    await expectError(await t.request(`${base()}/team-link`), 401, "UNAUTHENTICATED");
  });

  it("stops working when a new one is made, and when stopped", async () => {
    const older = tokenOf((await makeTeamLink()).url);
    const newer = tokenOf((await makeTeamLink(head.cookie)).url);
    expect(newer).not.toBe(older);
    await expectError(await teamPage(older), 404, "NOT_FOUND");
    await ok(await teamPage(newer));
    const live = await t.deps.db.select().from(teamLinks).where(eq(teamLinks.teamId, team));
    expect(live.filter((row) => row.revokedAt === null)).toHaveLength(1);

    await ok(await t.request(`${base()}/team-link`, { method: "DELETE", cookie: teamCoach.cookie }));
    const stopped = await teamPage(newer);
    await expectError(stopped, 404, "NOT_FOUND");
    expect((await ok(await t.request(`${base()}/team-link`, { cookie: assistant.cookie }))).link).toBeNull();
    // A token that never was answers alike.
    await expectError(await teamPage("A".repeat(43)), 404, "NOT_FOUND");
    await expectError(await teamPage("short"), 400, "VALIDATION_FAILED");
  });

  it("says nothing is planned for a team with no coming event", async () => {
    const page = await ok(await teamPage(tokenOf((await makeTeamLink(teamCoach.cookie, quietTeam)).url)));
    expect(page).toMatchObject({ team: { name: "U12 Reds" }, event: null });
  });
});

describe("the next event", () => {
  it("is the next occurrence that has not ended, as the calendar has it after moves and cancellations", async () => {
    const token = tokenOf((await makeTeamLink()).url);
    const first = (await getTeamPage(t.deps.db, token)).event!;
    expect(first.date).toBe(FIRST_DAY);
    const firstStart = Date.parse(first.occurrenceStart);

    // Under way: still the next event; over: the week after's.
    const during = await getTeamPage(t.deps.db, token, new Date(firstStart + 60 * MINUTE_MS));
    expect(during.event!.occurrenceStart).toBe(first.occurrenceStart);
    const after = await getTeamPage(t.deps.db, token, new Date(firstStart + 91 * MINUTE_MS));
    const second = after.event!;
    expect(second.date).toBe(dateIn(10));

    // The first is cancelled: the second is next. The second moved to the day after: so is the page.
    await ok(
      await t.request(`${base()}/events/${trainingId}/occurrences/${first.occurrenceStart}`, {
        method: "PUT",
        cookie: teamCoach.cookie,
        body: { isCancelled: true },
      }),
    );
    expect((await getTeamPage(t.deps.db, token)).event!.occurrenceStart).toBe(second.occurrenceStart);
    await ok(
      await t.request(`${base()}/events/${trainingId}/occurrences/${second.occurrenceStart}`, {
        method: "PUT",
        cookie: teamCoach.cookie,
        body: { movedTo: { date: dateIn(11), time: "17:30" } },
      }),
    );
    expect((await getTeamPage(t.deps.db, token)).event).toMatchObject({
      occurrenceStart: second.occurrenceStart,
      date: dateIn(11),
      time: "17:30",
    });
  });
});

describe("the plan from a personal link", () => {
  it("shows the team page's event with the player's first name and initial, and counts once per player", async () => {
    const samLink = await personalLink(sam);
    const plan = await ok(await nextEvent(samLink));
    expect(plan.player).toEqual({ name: "Sam O.", shirtNumber: 7 });
    expect(plan.answer).toBeNull();
    expect(JSON.stringify(plan)).not.toContain("Okafor");
    const { eventId, occurrenceStart } = plan.event;
    const register = `${base()}/events/${eventId}/occurrences/${occurrenceStart}/availability`;
    expect((await ok(await t.request(register, { cookie: assistant.cookie }))).seenBy).toBe(1);

    await ok(await nextEvent(samLink));
    expect((await ok(await t.request(register, { cookie: assistant.cookie }))).seenBy).toBe(1);

    // The team link counts nothing: it cannot say who looked.
    await ok(await teamPage(tokenOf((await makeTeamLink()).url)));
    expect((await ok(await t.request(register, { cookie: assistant.cookie }))).seenBy).toBe(1);

    const anaLink = await personalLink(ana);
    await ok(
      await t.request(`/api/player-links/${anaLink}/answers`, {
        method: "PUT",
        body: { eventId, occurrenceStart, isAvailable: true },
      }),
    );
    const anaPlan = await ok(await nextEvent(anaLink));
    expect(anaPlan.answer).toMatchObject({ isAvailable: true });
    const seen = await ok(await t.request(register, { cookie: head.cookie }));
    expect(seen.seenBy).toBe(2);
    expect(seen.players).toHaveLength(3);
  });

  it("answers 404 once the personal link is revoked", async () => {
    const token = await personalLink(sam);
    await ok(await nextEvent(token));
    await ok(await t.request(`${base()}/squad/${sam}/link`, { method: "DELETE", cookie: teamCoach.cookie }));
    await expectError(await nextEvent(token), 404, "NOT_FOUND");
  });
});
