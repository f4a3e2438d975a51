import { randomUUID } from "node:crypto";
import { sessionLoad } from "@touchline/contracts";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { syllabusThemes } from "../../db/schema.ts";
import { sessionBody } from "../../../test/session-test-fixtures.ts";
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
let clubB: string;
let team: string;
let otherTeam: string;
let teamOfB: string;

/** Next year, so every date below is in the future and inside the feed's span whenever the test runs. */
const YEAR = new Date().getUTCFullYear() + 1;
/** The first `weekday` (0 Sunday … 6 Saturday) on or after a date. */
function onOrAfter(date: string, weekday: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + ((weekday - day.getUTCDay() + 7) % 7));
  return day.toISOString().slice(0, 10);
}
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** The last Sunday of March: the day Europe's clocks go forward. */
const LONDON_SPRING = onOrAfter(`${YEAR}-03-25`, 0);
const FIRST_TUESDAY = onOrAfter(`${YEAR}-03-03`, 2);

/** Week 1 of the clubs' season: the first of the month of the first Tuesday of March. */
const SEASON_STARTS_ON = FIRST_TUESDAY.slice(0, 8) + "01";
const teamOf = (clubId: string, name: string, coaches: Coach[] = []) => teamWith(t, clubId, name, coaches, `${YEAR}`);

const base = (clubId = clubA, teamId = team) => `/api/clubs/${clubId}/teams/${teamId}`;
const training = (overrides: Record<string, unknown> = {}) => ({
  kind: "training",
  title: "Tuesday training",
  date: FIRST_TUESDAY,
  startTime: "18:00",
  durationMinutes: 90,
  place: "Pitch 2",
  notes: "Bring bibs",
  repeatsWeeklyUntil: addDays(FIRST_TUESDAY, 7 * 6),
  ...overrides,
});
const createEvent = (cookie: string, body: unknown, clubId = clubA, teamId = team) =>
  t.request(`${base(clubId, teamId)}/events`, { cookie, body });
const calendar = async (cookie: string, from: string, to: string, teamId = team) =>
  ok(await t.request(`${base(clubA, teamId)}/calendar?from=${from}&to=${to}`, { cookie }));
const occurrencesOf = async (eventId: string, from: string, to: string) =>
  (await calendar(head.cookie, from, to)).occurrences.filter((occurrence: any) => occurrence.eventId === eventId);

beforeAll(async () => {
  t = await createTestApp();
  [head, teamCoach, otherCoach, assistant, outsider] = await Promise.all([
    t.signUp(),
    t.signUp(),
    t.signUp(),
    t.signUp(),
    t.signUp(),
  ]);
  clubA = await clubWith(
    t,
    "Riverside Juniors",
    [
      [head, "admin"],
      [teamCoach, "coach"],
      [otherCoach, "coach"],
      [assistant, "assistant"],
    ],
    { timeZone: "Europe/London", seasonStartsOn: SEASON_STARTS_ON },
  );
  clubB = await clubWith(t, "Hudson Youth", [[outsider, "admin"]], {
    timeZone: "America/New_York",
    seasonStartsOn: SEASON_STARTS_ON,
  });
  team = await teamOf(clubA, "U12 Blues", [teamCoach]);
  otherTeam = await teamOf(clubA, "U12 Reds", [otherCoach]);
  teamOfB = await teamOf(clubB, "U12 Hudson", [outsider]);
}, 60_000);
afterAll(() => t.close());

describe("a weekly training on a team's calendar", () => {
  let eventId: string;
  beforeAll(async () => {
    eventId = (await ok(await createEvent(teamCoach.cookie, training()), 201)).event.id;
  });

  it("is stored as an RFC 5545 rule and shown at 18:00 local every Tuesday across the clocks going forward", async () => {
    const answer = await calendar(assistant.cookie, `${YEAR}-03-01`, `${YEAR}-04-30`);
    expect(answer.timeZone).toBe("Europe/London");
    expect(answer.canEdit).toBe(false);
    const weekly = answer.occurrences.filter((occurrence: any) => occurrence.eventId === eventId);
    expect(weekly).toHaveLength(7);
    expect(weekly.map((occurrence: any) => occurrence.date)).toEqual(
      Array.from({ length: 7 }, (_, week) => addDays(FIRST_TUESDAY, 7 * week)),
    );
    expect(new Set(weekly.map((occurrence: any) => occurrence.time))).toEqual(new Set(["18:00"]));
    // 18:00 GMT before the change is 18:00 UTC; 18:00 BST after it is 17:00 UTC.
    for (const occurrence of weekly) {
      expect(occurrence.startsAt.slice(11, 16)).toBe(occurrence.date < LONDON_SPRING ? "18:00" : "17:00");
      expect(occurrence.occurrenceStart).toBe(occurrence.startsAt);
    }
    expect(weekly[0]).toMatchObject({
      kind: "training",
      title: "Tuesday training",
      place: "Pitch 2",
      notes: "Bring bibs",
      durationMinutes: 90,
      isRecurring: true,
      isMoved: false,
      series: { date: FIRST_TUESDAY, startTime: "18:00", repeatsWeeklyUntil: addDays(FIRST_TUESDAY, 42) },
      linkedSession: null,
    });
  });

  it("numbers the season's weeks and shows the syllabus's theme for the team's age group", async () => {
    const seasonStart = FIRST_TUESDAY.slice(0, 8) + "01";
    await t.deps.db.insert(syllabusThemes).values([
      {
        id: randomUUID(),
        clubId: clubA,
        ageGroup: "U12",
        firstWeek: 1,
        lastWeek: 2,
        title: "Playing out from the back",
        phases: ["attacking"],
        topics: ["build-up play"],
      },
      { id: randomUUID(), clubId: clubA, ageGroup: "U14", firstWeek: 1, lastWeek: 9, title: "Not for the U12s" },
    ]);
    const answer = await calendar(assistant.cookie, seasonStart, addDays(seasonStart, 27));
    const firstMonday = onOrAfter(addDays(seasonStart, -6), 1);
    expect(answer.weeks[0].weekStartsOn).toBe(firstMonday);
    expect(answer.weeks.map((week: any) => [week.seasonWeek, week.theme?.title ?? null])).toEqual(
      answer.weeks.map((_: unknown, index: number) => [index + 1, index < 2 ? "Playing out from the back" : null]),
    );
    expect(answer.weeks[0].theme).toEqual({
      title: "Playing out from the back",
      phases: ["attacking"],
      topics: ["build-up play"],
    });
  });

  it("moves one occurrence and cancels another, leaving the rest of the series", async () => {
    const [, second, third] = await occurrencesOf(eventId, `${YEAR}-03-01`, `${YEAR}-04-30`);
    const occurrenceUrl = (start: string) => `${base()}/events/${eventId}/occurrences/${encodeURIComponent(start)}`;
    await ok(
      await t.request(occurrenceUrl(second.occurrenceStart), {
        method: "PUT",
        cookie: teamCoach.cookie,
        body: { movedTo: { date: addDays(second.date, 2), time: "19:30" } },
      }),
    );
    await ok(
      await t.request(occurrenceUrl(third.occurrenceStart), {
        method: "PUT",
        cookie: head.cookie,
        body: { isCancelled: true },
      }),
    );
    const after = await occurrencesOf(eventId, `${YEAR}-03-01`, `${YEAR}-04-30`);
    expect(after).toHaveLength(6);
    const moved = after.find((occurrence: any) => occurrence.occurrenceStart === second.occurrenceStart);
    expect(moved).toMatchObject({ date: addDays(second.date, 2), time: "19:30", isMoved: true });
    expect(after.some((occurrence: any) => occurrence.occurrenceStart === third.occurrenceStart)).toBe(false);

    // Not an occurrence of the series, and not a coach of this team.
    await expectError(
      await t.request(occurrenceUrl(`${YEAR}-03-04T18:00:00.000Z`), {
        method: "PUT",
        cookie: teamCoach.cookie,
        body: { isCancelled: true },
      }),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await t.request(occurrenceUrl(second.occurrenceStart), {
        method: "PUT",
        cookie: otherCoach.cookie,
        body: { isCancelled: true },
      }),
      403,
      "FORBIDDEN",
    );

    // Moved back where the series has it: an ordinary occurrence again.
    await ok(
      await t.request(occurrenceUrl(second.occurrenceStart), {
        method: "PUT",
        cookie: teamCoach.cookie,
        body: { movedTo: { date: second.date, time: "18:00" } },
      }),
    );
    const back = await occurrencesOf(eventId, second.date, second.date);
    expect(back).toMatchObject([{ occurrenceStart: second.occurrenceStart, isMoved: false, time: "18:00" }]);
  });

  it("changes the whole series, dropping single changes the new dates no longer have", async () => {
    const changed = await ok(
      await t.request(`${base()}/events/${eventId}`, {
        method: "PATCH",
        cookie: teamCoach.cookie,
        body: { title: "Tuesday session", startTime: "17:30" },
      }),
    );
    expect(changed.event).toMatchObject({ title: "Tuesday session", startTime: "17:30", date: FIRST_TUESDAY });
    const after = await occurrencesOf(eventId, `${YEAR}-03-01`, `${YEAR}-04-30`);
    // The cancelled one was at 18:00: the 17:30 series has it again.
    expect(after).toHaveLength(7);
    expect(new Set(after.map((occurrence: any) => `${occurrence.title} ${occurrence.time}`))).toEqual(
      new Set(["Tuesday session 17:30"]),
    );
  });
});

describe("checks on an event", () => {
  it("refuses a duration, a repeat or a window out of bounds, with the field named", async () => {
    const short = await expectError(
      await createEvent(teamCoach.cookie, training({ durationMinutes: 10 })),
      400,
      "VALIDATION_FAILED",
    );
    expect(short.fields).toHaveProperty("durationMinutes");
    const long = await expectError(
      await createEvent(teamCoach.cookie, training({ repeatsWeeklyUntil: addDays(FIRST_TUESDAY, 400) })),
      400,
      "VALIDATION_FAILED",
    );
    expect(long.fields).toHaveProperty("repeatsWeeklyUntil");
    await expectError(
      await t.request(`${base()}/calendar?from=${YEAR}-01-01&to=${YEAR}-03-31`, { cookie: head.cookie }),
      400,
      "VALIDATION_FAILED",
    );
    const patched = await expectError(
      await t.request(`${base()}/events/${randomUUID()}`, {
        method: "PATCH",
        cookie: teamCoach.cookie,
        body: { title: "Nothing" },
      }),
      404,
      "NOT_FOUND",
    );
    expect(patched.message).toMatch(/event/);
  });

  it("links a training to the coach's own session or the club library's, nothing else", async () => {
    const own = (await ok(await t.request("/api/sessions", { cookie: teamCoach.cookie, body: sessionBody() }), 201))
      .session;
    const others = (await ok(await t.request("/api/sessions", { cookie: otherCoach.cookie, body: sessionBody() }), 201))
      .session;
    const shared = (
      await ok(
        await t.request(`/api/clubs/${clubA}/library`, {
          cookie: otherCoach.cookie,
          body: { kind: "session", sourceId: others.id },
        }),
        201,
      )
    ).item;
    const elsewhere = (
      await ok(
        await t.request(`/api/clubs/${clubB}/library`, {
          cookie: outsider.cookie,
          body: {
            kind: "session",
            sourceId: (
              await ok(await t.request("/api/sessions", { cookie: outsider.cookie, body: sessionBody() }), 201)
            ).session.id,
          },
        }),
        201,
      )
    ).item;

    const withOwn = await ok(
      await createEvent(teamCoach.cookie, training({ repeatsWeeklyUntil: null, link: { sessionId: own.id } })),
      201,
    );
    expect(withOwn.event.linkedSession).toEqual({ kind: "own", id: own.id, title: own.title });
    const withClub = await ok(
      await createEvent(teamCoach.cookie, training({ repeatsWeeklyUntil: null, link: { clubItemId: shared.id } })),
      201,
    );
    expect(withClub.event.linkedSession).toEqual({ kind: "club", id: shared.id, title: shared.title });

    for (const link of [{ sessionId: others.id }, { clubItemId: elsewhere.id }, { sessionId: "no-such-session" }]) {
      const refused = await expectError(
        await createEvent(teamCoach.cookie, training({ link })),
        400,
        "VALIDATION_FAILED",
      );
      expect(refused.fields).toHaveProperty("link");
    }
    // Another coach may edit the training without owning its session, as long as the link stays.
    const edited = await ok(
      await t.request(`${base()}/events/${withOwn.event.id}`, {
        method: "PATCH",
        cookie: head.cookie,
        body: { title: "Renamed", link: { sessionId: own.id } },
      }),
    );
    expect(edited.event.linkedSession).toMatchObject({ kind: "own", id: own.id });
  });

  it("lets only club admins and the team's coaches write; members read; others are told it is not there", async () => {
    await expectError(await createEvent(assistant.cookie, training()), 403, "FORBIDDEN");
    await expectError(await createEvent(otherCoach.cookie, training()), 403, "FORBIDDEN");
    await expectError(await createEvent(outsider.cookie, training()), 404, "NOT_FOUND");
    await ok(await createEvent(head.cookie, training({ title: "Admin's training" })), 201);
    await ok(await createEvent(otherCoach.cookie, training(), clubA, otherTeam), 201);

    const read = await calendar(otherCoach.cookie, FIRST_TUESDAY, FIRST_TUESDAY);
    expect(read.canEdit).toBe(false);
    expect((await calendar(teamCoach.cookie, FIRST_TUESDAY, FIRST_TUESDAY)).canEdit).toBe(true);
    await expectError(
      await t.request(`${base()}/calendar?from=${FIRST_TUESDAY}&to=${FIRST_TUESDAY}`, { cookie: outsider.cookie }),
      404,
      "NOT_FOUND",
    );
    // Another club's team through this club's path.
    await expectError(
      await t.request(`${base(clubA, teamOfB)}/calendar?from=${FIRST_TUESDAY}&to=${FIRST_TUESDAY}`, {
        cookie: head.cookie,
      }),
      404,
      "NOT_FOUND",
    );
    await expectError(await createEvent(head.cookie, training(), clubA, teamOfB), 404, "NOT_FOUND");
  });
});

describe("a one-off match", () => {
  it("moves as a whole, cannot be cancelled (it is deleted), and is deleted once", async () => {
    const match = (
      await ok(
        await createEvent(
          teamCoach.cookie,
          training({
            kind: "match",
            title: "Cup vs Hillside",
            date: `${YEAR}-05-09`,
            startTime: "10:30",
            repeatsWeeklyUntil: null,
          }),
        ),
        201,
      )
    ).event;
    const [only] = await occurrencesOf(match.id, `${YEAR}-05-09`, `${YEAR}-05-09`);
    expect(only).toMatchObject({ kind: "match", time: "10:30", isRecurring: false });
    const url = `${base()}/events/${match.id}/occurrences/${encodeURIComponent(only.occurrenceStart)}`;
    await expectError(
      await t.request(url, { method: "PUT", cookie: teamCoach.cookie, body: { isCancelled: true } }),
      400,
      "VALIDATION_FAILED",
    );
    await ok(
      await t.request(url, {
        method: "PUT",
        cookie: teamCoach.cookie,
        body: { movedTo: { date: `${YEAR}-05-10`, time: "11:00" } },
      }),
    );
    expect(await occurrencesOf(match.id, `${YEAR}-05-09`, `${YEAR}-05-09`)).toEqual([]);
    expect(await occurrencesOf(match.id, `${YEAR}-05-10`, `${YEAR}-05-10`)).toMatchObject([
      { time: "11:00", isMoved: false, series: { date: `${YEAR}-05-10`, startTime: "11:00" } },
    ]);

    await expectError(
      await t.request(`${base()}/events/${match.id}`, { method: "DELETE", cookie: assistant.cookie }),
      403,
      "FORBIDDEN",
    );
    await ok(await t.request(`${base()}/events/${match.id}`, { method: "DELETE", cookie: teamCoach.cookie }));
    expect(await occurrencesOf(match.id, `${YEAR}-05-10`, `${YEAR}-05-10`)).toEqual([]);
    await expectError(
      await t.request(`${base()}/events/${match.id}`, { method: "DELETE", cookie: teamCoach.cookie }),
      404,
      "NOT_FOUND",
    );
  });
});

describe("the weekly load", () => {
  it("sums the load rule over the sessions the week's trainings are planned with", async () => {
    const loadTeam = await teamOf(clubA, "U12 Load", [teamCoach]);
    const body = sessionBody();
    const own = (await ok(await t.request("/api/sessions", { cookie: teamCoach.cookie, body }), 201)).session;
    const monday = onOrAfter(`${YEAR}-06-01`, 1);
    const create = async (overrides: Record<string, unknown>) =>
      ok(
        await createEvent(teamCoach.cookie, training({ repeatsWeeklyUntil: null, ...overrides }), clubA, loadTeam),
        201,
      );
    await create({ date: addDays(monday, 1), link: { sessionId: own.id } });
    await create({ date: addDays(monday, 3), link: { sessionId: own.id } });
    await create({ date: addDays(monday, 4) }); // a training with no session yet
    await create({ kind: "match", date: addDays(monday, 5), link: { sessionId: own.id } }); // a match: no training load
    await create({ date: addDays(monday, 8), link: { sessionId: own.id } });

    const answer = await ok(
      await t.request(`${base(clubA, loadTeam)}/load?from=${monday}&to=${addDays(monday, 20)}`, {
        cookie: assistant.cookie,
      }),
    );
    const perSession = sessionLoad(
      body.blocks!.map((block) => ({ durationMinutes: block.durationMinutes!, intensity: block.intensity! })),
    );
    expect(perSession).toBe(70);
    expect(answer.weeks.map((week: any) => [week.monday, week.load, week.sessions, week.trainings])).toEqual([
      [monday, 2 * perSession, 2, 3],
      [addDays(monday, 7), perSession, 1, 1],
      [addDays(monday, 14), 0, 0, 0],
    ]);
    // 140 is more than 1.3 times 105, the average of the weeks with sessions: a hard week.
    expect(answer.weeks.map((week: any) => week.isHard)).toEqual([true, false, false]);
  });
});

/** The occurrences' starts (UTC ISO) in a feed, expanded by ical.js for a window of instants. */
function feedStarts(ics: string, start: Date, end: Date): string[] {
  const calendarComponent = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendarComponent.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const byUid = new Map<string, ICAL.Component[]>();
  for (const vevent of calendarComponent.getAllSubcomponents("vevent")) {
    const uid = String(vevent.getFirstPropertyValue("uid"));
    byUid.set(uid, [...(byUid.get(uid) ?? []), vevent]);
  }
  const starts: string[] = [];
  for (const components of byUid.values()) {
    const master = components.find((component) => !component.hasProperty("recurrence-id"))!;
    const event = new ICAL.Event(master);
    for (const exception of components.filter((component) => component !== master)) {
      event.relateException(exception);
    }
    if (!event.isRecurring()) {
      const at = event.startDate.toJSDate();
      if (at >= start && at < end) starts.push(at.toISOString());
      continue;
    }
    const iterator = event.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      const details = event.getOccurrenceDetails(next);
      const at = details.startDate.toJSDate();
      if (details.recurrenceId.toJSDate() >= end && at >= end) break;
      if (at >= start && at < end) starts.push(at.toISOString());
    }
  }
  return starts.sort();
}

describe("the team's iCalendar feed", () => {
  let feedTeam: string;
  beforeAll(async () => {
    feedTeam = await teamOf(clubA, "U12 Feed", [teamCoach]);
  });
  const feedPath = (url: string) => new URL(url).pathname;

  it("parses with an independent parser into the occurrences the calendar shows, across the change of clocks", async () => {
    expect((await ok(await t.request(`${base(clubA, feedTeam)}/feed`, { cookie: head.cookie }))).feed).toEqual({
      isActive: false,
      createdAt: null,
    });
    const weekly = (await ok(await createEvent(teamCoach.cookie, training(), clubA, feedTeam), 201)).event;
    await ok(
      await createEvent(
        teamCoach.cookie,
        training({
          kind: "match",
          title: "League, away",
          date: `${YEAR}-03-28`,
          startTime: "14:00",
          repeatsWeeklyUntil: null,
        }),
        clubA,
        feedTeam,
      ),
      201,
    );
    const [, second, third] = (
      await calendar(head.cookie, `${YEAR}-03-01`, `${YEAR}-04-30`, feedTeam)
    ).occurrences.filter((occurrence: any) => occurrence.eventId === weekly.id);
    const occurrenceUrl = (start: string) =>
      `${base(clubA, feedTeam)}/events/${weekly.id}/occurrences/${encodeURIComponent(start)}`;
    await ok(
      await t.request(occurrenceUrl(second.occurrenceStart), {
        method: "PUT",
        cookie: teamCoach.cookie,
        body: { movedTo: { date: addDays(second.date, 1), time: "18:30" } },
      }),
    );
    await ok(
      await t.request(occurrenceUrl(third.occurrenceStart), {
        method: "PUT",
        cookie: teamCoach.cookie,
        body: { isCancelled: true },
      }),
    );

    const created = await ok(
      await t.request(`${base(clubA, feedTeam)}/feed`, { method: "POST", cookie: teamCoach.cookie }),
      201,
    );
    expect(created.url).toMatch(/^http:\/\/localhost:3000\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(created.webcalUrl).toBe(created.url.replace(/^http:/, "webcal:"));
    expect(created.feed.isActive).toBe(true);

    const response = await t.request(feedPath(created.url));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const ics = await response.text();
    expect(ics).toContain("BEGIN:VTIMEZONE\r\nTZID:Europe/London");
    expect(ics).toMatch(/DTSTART;TZID=Europe\/London:\d{8}T180000/);
    expect(ics).toMatch(/RRULE:FREQ=WEEKLY;UNTIL=\d{8}T\d{6}Z/);
    expect(ics).toContain("EXDATE;TZID=Europe/London:");
    expect(ics).toContain("RECURRENCE-ID;TZID=Europe/London:");

    const from = `${YEAR}-03-01`;
    const to = `${YEAR}-04-30`;
    const shown = (await calendar(head.cookie, from, to, feedTeam)).occurrences.map((o: any) => o.startsAt).sort();
    expect(shown).toHaveLength(7); // 7 weekly, one of them cancelled, and the match
    const window = { start: new Date(`${from}T00:00:00Z`), end: new Date(`${addDays(to, 1)}T00:00:00+01:00`) };
    expect(feedStarts(ics, window.start, window.end)).toEqual(shown);

    // The same address without `.ics` works too.
    expect((await t.request(feedPath(created.url).replace(/\.ics$/, ""))).status).toBe(200);
  });

  it("answers 404 once revoked or replaced, and to an address it never made", async () => {
    const first = await ok(
      await t.request(`${base(clubA, feedTeam)}/feed`, { method: "POST", cookie: head.cookie }),
      201,
    );
    const second = await ok(
      await t.request(`${base(clubA, feedTeam)}/feed`, { method: "POST", cookie: teamCoach.cookie }),
      201,
    );
    await expectError(await t.request(feedPath(first.url)), 404, "NOT_FOUND");
    expect((await t.request(feedPath(second.url))).status).toBe(200);

    await expectError(
      await t.request(`${base(clubA, feedTeam)}/feed`, { method: "DELETE", cookie: assistant.cookie }),
      403,
      "FORBIDDEN",
    );
    await expectError(
      await t.request(`${base(clubA, feedTeam)}/feed`, { method: "POST", cookie: otherCoach.cookie }),
      403,
      "FORBIDDEN",
    );
    const revoked = await ok(
      await t.request(`${base(clubA, feedTeam)}/feed`, { method: "DELETE", cookie: teamCoach.cookie }),
    );
    expect(revoked.feed).toEqual({ isActive: false, createdAt: null });
    await expectError(await t.request(feedPath(second.url)), 404, "NOT_FOUND");
    await expectError(await t.request(`/api/calendar-feeds/${"A".repeat(43)}.ics`), 404, "NOT_FOUND");
    await expectError(await t.request("/api/calendar-feeds/short"), 400, "VALIDATION_FAILED");
  });
});
