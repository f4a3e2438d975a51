import { randomUUID } from "node:crypto";
import { MAX_SQUAD_SIZE } from "@touchline/contracts";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  attendanceMarks,
  availabilityAnswers,
  clubMembers,
  squadPlayerLinks,
  squadPlayers,
  teamCoaches,
  teams,
} from "../../db/schema.ts";
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
let teamOfB: string;

const YEAR = new Date().getUTCFullYear() + 1;

let teamCount = 0;
/** A team of the club (club A unless said), coached by `coaches` (the team's coach unless said). */
const teamOf = (clubId = clubA, coaches: Coach[] = [teamCoach], name = `U12 Blues ${++teamCount}`) =>
  teamWith(t, clubId, name, coaches, `${YEAR}`);

const squadUrl = (teamId: string, clubId = clubA) => `/api/clubs/${clubId}/teams/${teamId}/squad`;
const getSquad = (cookie: string, teamId: string, clubId = clubA) => t.request(squadUrl(teamId, clubId), { cookie });
const squadOf = async (teamId: string) => (await ok(await getSquad(head.cookie, teamId))).players as any[];
const add = (cookie: string, teamId: string, body: unknown, clubId = clubA) =>
  t.request(squadUrl(teamId, clubId), { cookie, body });
const added = async (cookie: string, teamId: string, body: Record<string, unknown>) =>
  (await ok(await add(cookie, teamId, body), 201)).player;
const patch = (cookie: string, teamId: string, playerId: string, body: unknown) =>
  t.request(`${squadUrl(teamId)}/${playerId}`, { cookie, method: "PATCH", body });
const remove = (cookie: string, teamId: string, playerId: string) =>
  t.request(`${squadUrl(teamId)}/${playerId}`, { cookie, method: "DELETE" });
const importFile = (cookie: string, teamId: string, csv: string, dryRun?: boolean) =>
  t.request(`${squadUrl(teamId)}/import`, { cookie, body: dryRun === undefined ? { csv } : { csv, dryRun } });
const exportFile = (cookie: string, teamId: string) => t.request(`${squadUrl(teamId)}.csv`, { cookie });
const clear = (cookie: string, teamId: string) => t.request(squadUrl(teamId), { cookie, method: "DELETE" });
/** The players as a coach wrote them, without what the server adds. */
const written = (players: any[]) =>
  players.map(({ firstName, lastName, shirtNumber, position, birthYear }) => ({
    firstName,
    lastName,
    shirtNumber,
    position,
    birthYear,
  }));

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
  clubB = await clubWith(t, "Hudson Youth", [[outsider, "admin"]]);
  teamOfB = await teamOf(clubB, [outsider]);
}, 60_000);
afterAll(() => t.close());

describe("a team's squad", () => {
  let team: string;
  beforeAll(async () => {
    team = await teamOf();
  });

  it("is written by the team's coaches and the club's admins, and read by every member, in squad order", async () => {
    const sam = await added(teamCoach.cookie, team, {
      firstName: "  Sam ",
      lastName: "Smith",
      shirtNumber: 7,
      position: "goalkeeper",
      birthYear: 2014,
    });
    expect(sam).toEqual({
      id: expect.any(String),
      teamId: team,
      firstName: "Sam",
      lastName: "Smith",
      shirtNumber: 7,
      position: "goalkeeper",
      birthYear: 2014,
      createdAt: expect.any(String),
    });
    await added(head.cookie, team, { firstName: "zoe" });
    await added(teamCoach.cookie, team, { firstName: "Ana" });
    await added(teamCoach.cookie, team, { firstName: "Bo", shirtNumber: 3 });

    const response = await getSquad(assistant.cookie, team);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { players } = await ok(response);
    // By number, those without one last by first name whatever its case.
    expect(players.map((player: any) => player.firstName)).toEqual(["Bo", "Sam", "Ana", "zoe"]);
    expect((await ok(await getSquad(otherCoach.cookie, team))).players).toHaveLength(4);
  });

  it("refuses writes from an assistant and from a coach of another team (403)", async () => {
    const [sam] = await squadOf(team);
    for (const cookie of [assistant.cookie, otherCoach.cookie]) {
      await expectError(await add(cookie, team, { firstName: "Kim" }), 403, "FORBIDDEN");
      await expectError(await patch(cookie, team, sam.id, { firstName: "Sammy" }), 403, "FORBIDDEN");
      await expectError(await remove(cookie, team, sam.id), 403, "FORBIDDEN");
      await expectError(await importFile(cookie, team, "First name\nKim\n"), 403, "FORBIDDEN");
      await expectError(await clear(cookie, team), 403, "FORBIDDEN");
    }
    expect(await squadOf(team)).toHaveLength(4);
  });

  it("is no business of anyone outside the club, nor of another club's team (404)", async () => {
    await expectError(await getSquad(outsider.cookie, team), 404, "NOT_FOUND");
    await expectError(await add(outsider.cookie, team, { firstName: "Kim" }), 404, "NOT_FOUND");
    await expectError(await exportFile(outsider.cookie, team), 404, "NOT_FOUND");
    // Club A's admin, asking about club B's team through club A.
    await expectError(await getSquad(head.cookie, teamOfB), 404, "NOT_FOUND");
    await expectError(await add(head.cookie, teamOfB, { firstName: "Kim" }), 404, "NOT_FOUND");
    expect(await t.deps.db.select().from(squadPlayers).where(eq(squadPlayers.teamId, teamOfB))).toEqual([]);
  });

  it("changes only what a change sends, and finds a player only in their own team", async () => {
    const bo = (await squadOf(team)).find((player) => player.firstName === "Bo");
    const changed = (await ok(await patch(teamCoach.cookie, team, bo.id, { position: "defender", lastName: "Lee" })))
      .player;
    expect(written([changed])).toEqual([
      { firstName: "Bo", lastName: "Lee", shirtNumber: 3, position: "defender", birthYear: null },
    ]);
    const cleared = (await ok(await patch(head.cookie, team, bo.id, { shirtNumber: null }))).player;
    expect(cleared.shirtNumber).toBeNull();
    await expectError(await patch(teamCoach.cookie, team, bo.id, {}), 400, "VALIDATION_FAILED");

    const elsewhere = await teamOf();
    await expectError(await patch(teamCoach.cookie, elsewhere, bo.id, { firstName: "Bob" }), 404, "NOT_FOUND");
    await expectError(await remove(teamCoach.cookie, elsewhere, bo.id), 404, "NOT_FOUND");
  });

  it("takes a player off, once", async () => {
    const zoe = (await squadOf(team)).find((player) => player.firstName === "zoe");
    await ok(await remove(teamCoach.cookie, team, zoe.id));
    expect((await squadOf(team)).map((player) => player.firstName)).not.toContain("zoe");
    await expectError(await remove(teamCoach.cookie, team, zoe.id), 404, "NOT_FOUND");
  });

  it("refuses a player without a first name, or with a number out of range (400)", async () => {
    await expectError(await add(teamCoach.cookie, team, { firstName: "  " }), 400, "VALIDATION_FAILED");
    await expectError(
      await add(teamCoach.cookie, team, { firstName: "Kim", shirtNumber: 100 }),
      400,
      "VALIDATION_FAILED",
    );
    await expectError(
      await add(teamCoach.cookie, team, { firstName: "Kim", position: "winger" }),
      400,
      "VALIDATION_FAILED",
    );
  });
});

describe("shirt numbers", () => {
  it("are worn by one player of a team at a time, and the refusal names who wears it", async () => {
    const team = await teamOf();
    const sam = await added(teamCoach.cookie, team, { firstName: "Sam", shirtNumber: 7 });
    const kim = await added(teamCoach.cookie, team, { firstName: "Kim", shirtNumber: 8 });

    const taken = await expectError(
      await add(teamCoach.cookie, team, { firstName: "Al", shirtNumber: 7 }),
      409,
      "CONFLICT",
    );
    expect(taken.message).toBe("Number 7 is already Sam's.");
    expect(taken.fields).toEqual({ shirtNumber: "Number 7 is already Sam's" });
    const moved = await expectError(await patch(head.cookie, team, kim.id, { shirtNumber: 7 }), 409, "CONFLICT");
    expect(moved.message).toBe("Number 7 is already Sam's.");

    // Keeping one's own number is no conflict; another team may use it.
    await ok(await patch(teamCoach.cookie, team, sam.id, { shirtNumber: 7, firstName: "Samuel" }));
    await added(teamCoach.cookie, await teamOf(), { firstName: "Al", shirtNumber: 7 });
    // Freed by a change, the number can be taken.
    await ok(await patch(teamCoach.cookie, team, sam.id, { shirtNumber: 9 }));
    await ok(await patch(teamCoach.cookie, team, kim.id, { shirtNumber: 7 }));
  });

  it("stay unique, and the squad within its size, when two coaches write at once", async () => {
    const team = await teamOf(clubA, [teamCoach, otherCoach]);
    const both = await Promise.all([
      add(teamCoach.cookie, team, { firstName: "Sam", shirtNumber: 5 }),
      add(otherCoach.cookie, team, { firstName: "Kim", shirtNumber: 5 }),
    ]);
    expect(both.map((response) => response.status).sort()).toEqual([201, 409]);

    const forty = (prefix: string) =>
      ["First name", ...Array.from({ length: 40 }, (_, index) => `${prefix}${index + 1}`)].join("\n");
    const responses = await Promise.all([
      importFile(teamCoach.cookie, team, forty("A")),
      importFile(otherCoach.cookie, team, forty("B")),
    ]);
    const imports = await Promise.all(responses.map((response) => ok(response)));
    expect(imports.map((answer) => answer.added).sort((a, b) => a - b)).toEqual([0, 40]);
    expect(await squadOf(team)).toHaveLength(41);
  });

  it("and a squad has room for MAX_SQUAD_SIZE players (409 past it)", async () => {
    const team = await teamOf();
    await t.deps.db.insert(squadPlayers).values(
      Array.from({ length: MAX_SQUAD_SIZE }, (_, index) => ({
        id: randomUUID(),
        teamId: team,
        firstName: `Player ${index + 1}`,
      })),
    );
    const full = await expectError(await add(head.cookie, team, { firstName: "One more" }), 409, "CONFLICT");
    expect(full.message).toBe(`The squad is full: a team has at most ${MAX_SQUAD_SIZE} players.`);
  });
});

/** A 16-player squad file, as a spreadsheet exports it. */
const SIXTEEN = [
  "First name,Last name,Number,Position,Birth year",
  ...Array.from(
    { length: 16 },
    (_, index) =>
      `Player${index + 1},Family${index + 1},${index + 1},${["Goalkeeper", "Defender", "Midfielder", "Forward"][index % 4]},2014`,
  ),
].join("\r\n");

describe("importing a squad file", () => {
  it("adds every player of a good file and says how many", async () => {
    const team = await teamOf();
    const answer = await ok(await importFile(teamCoach.cookie, team, SIXTEEN));
    expect(answer.problems).toEqual([]);
    expect(answer.added).toBe(16);
    expect(answer.players[0]).toEqual({
      firstName: "Player1",
      lastName: "Family1",
      shirtNumber: 1,
      position: "goalkeeper",
      birthYear: 2014,
    });
    const squad = await squadOf(team);
    expect(squad.map((player) => player.shirtNumber)).toEqual(Array.from({ length: 16 }, (_, index) => index + 1));
  });

  it("reads semicolons, tabs, a byte-order mark and other names for the columns", async () => {
    const team = await teamOf();
    const semicolons = "\uFEFFName;Surname;No.;Pos;Born\r\n\r\nŁukasz;Nowak;10;mid;2014-03-02\r\n";
    expect((await ok(await importFile(head.cookie, team, semicolons))).added).toBe(1);
    const tabs = "Nickname\tShirt\tPosition\tYear of birth\nJo, Jr\t#11\tStriker\t2015\n";
    expect((await ok(await importFile(head.cookie, team, tabs))).added).toBe(1);
    expect(written(await squadOf(team))).toEqual([
      { firstName: "Łukasz", lastName: "Nowak", shirtNumber: 10, position: "midfielder", birthYear: 2014 },
      { firstName: "Jo, Jr", lastName: "", shirtNumber: 11, position: "forward", birthYear: 2015 },
    ]);
  });

  it("adds nobody from a file with any problem, and lists each by its line", async () => {
    const team = await teamOf();
    await added(teamCoach.cookie, team, { firstName: "Sam", shirtNumber: 7 });
    const csv = [
      "First name,Number,Position,Birth year",
      "Kim,4,Defender,2014",
      "Al,7,,",
      "Bo,4,,",
      ",5,,",
      "Cy,6,Winger,20140",
    ].join("\n");
    const answer = await ok(await importFile(teamCoach.cookie, team, csv));
    expect(answer.added).toBe(0);
    expect(answer.problems).toEqual([
      { line: 3, message: "Number 7 is already Sam's" },
      { line: 4, message: "Number 4 is already Kim's, on line 2" },
      { line: 5, message: "Please give the player's first name or nickname" },
      { line: 6, message: "A birth year is written in four digits, e.g. 2014" },
      { line: 6, message: "“Winger” is not a position: write Goalkeeper, Defender, Midfielder or Forward" },
    ]);
    // What could be read is shown, so the coach sees the file was understood.
    expect(answer.players.map((player: any) => player.firstName)).toEqual(["Kim", "Al", "Bo"]);
    expect((await squadOf(team)).map((player) => player.firstName)).toEqual(["Sam"]);

    const noNames = await ok(await importFile(teamCoach.cookie, team, "Surname,Number\nSmith,3\n"));
    expect(noNames.problems).toEqual([
      {
        line: 1,
        message: "No column of first names: the header row must name one First name (or Name, Nickname or Player)",
      },
    ]);
  });

  it("keeps a squad within MAX_SQUAD_SIZE players, counting those already in it", async () => {
    const team = await teamOf();
    await importFile(teamCoach.cookie, team, SIXTEEN);
    const rows = Array.from({ length: MAX_SQUAD_SIZE - 16 + 1 }, (_, index) => `Extra${index + 1}`);
    const answer = await ok(await importFile(teamCoach.cookie, team, ["First name", ...rows].join("\n")));
    expect(answer.added).toBe(0);
    expect(answer.problems).toEqual([
      {
        // The first row past the limit: the header, then 44 rows that fit.
        line: MAX_SQUAD_SIZE - 16 + 2,
        message: `A squad has at most ${MAX_SQUAD_SIZE} players: this file would make ${MAX_SQUAD_SIZE + 1} with the 16 already in it`,
      },
    ]);
    expect(await squadOf(team)).toHaveLength(16);
    // One fewer fits exactly.
    expect(
      (await ok(await importFile(teamCoach.cookie, team, ["First name", ...rows.slice(1)].join("\n")))).added,
    ).toBe(MAX_SQUAD_SIZE - 16);
  });

  it("only reads the file on a dry run", async () => {
    const team = await teamOf();
    const answer = await ok(await importFile(teamCoach.cookie, team, SIXTEEN, true));
    expect(answer).toMatchObject({ problems: [], added: 0 });
    expect(answer.players).toHaveLength(16);
    expect(await squadOf(team)).toEqual([]);
    const checked = await ok(await importFile(teamCoach.cookie, team, "First name,Number\nA,1\nB,1\n", true));
    expect(checked.problems).toEqual([{ line: 3, message: "Number 1 is already A's, on line 2" }]);
  });

  it("refuses a file past its size (400)", async () => {
    const team = await teamOf();
    const huge = `First name\n${"Sam\n".repeat(6_000)}`;
    await expectError(await importFile(teamCoach.cookie, team, huge), 400, "VALIDATION_FAILED");
  });
});

describe("exporting a squad", () => {
  it("writes a CSV any member may download, that import reads back unchanged", async () => {
    const team = await teamOf(clubA, [teamCoach], "Atlético U12 Blues");
    const tricky = [
      { firstName: "Łukasz", lastName: "O'Neil", shirtNumber: 1, position: "goalkeeper", birthYear: 2014 },
      { firstName: "Jo, Jr", lastName: 'The "Rocket"', shirtNumber: 9, position: "forward", birthYear: null },
      { firstName: "-Dash", lastName: "=Sum(A1)", shirtNumber: null, position: "defender", birthYear: 2015 },
      { firstName: "Şahin", lastName: "", shirtNumber: 4, position: null, birthYear: null },
      { firstName: "Mia", lastName: "Semi;colon", shirtNumber: null, position: "midfielder", birthYear: 2013 },
    ];
    for (const player of tricky) await added(teamCoach.cookie, team, player);

    const response = await exportFile(assistant.cookie, team);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="Atletico-U12-Blues-squad.csv"');
    expect(response.headers.get("cache-control")).toBe("no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(csv.split("\r\n")[0]).toBe("\uFEFFFirst name,Last name,Number,Position,Birth year");
    expect(csv).toContain("'-Dash,'=Sum(A1),,Defender,2015\r\n");

    const copy = await teamOf();
    const answer = await ok(await importFile(teamCoach.cookie, copy, csv));
    expect(answer.problems).toEqual([]);
    expect(written(await squadOf(copy))).toEqual(written(await squadOf(team)));
    expect(written(await squadOf(copy))).toHaveLength(tricky.length);
  });

  it("of an empty squad is its header alone", async () => {
    const response = await exportFile(teamCoach.cookie, await teamOf());
    expect(await response.text()).toBe("First name,Last name,Number,Position,Birth year\r\n");
  });
});

/** A personal link and an answer of the player, written straight to their tables, for an event of the team. */
async function linkAndAnswerOf(teamId: string, playerId: string) {
  const event = await ok(
    await t.request(`/api/clubs/${clubA}/teams/${teamId}/events`, {
      cookie: head.cookie,
      body: {
        kind: "training",
        title: "Tuesday training",
        date: `${YEAR}-01-12`,
        startTime: "18:00",
        durationMinutes: 90,
        place: "Pitch 2",
        notes: "",
        repeatsWeeklyUntil: `${YEAR}-03-02`,
      },
    }),
    201,
  );
  const occurrenceStart = new Date(`${YEAR}-01-12T18:00:00.000Z`);
  await t.deps.db.insert(squadPlayerLinks).values({ id: randomUUID(), playerId, tokenHash: randomUUID() });
  await t.deps.db.insert(availabilityAnswers).values({
    playerId,
    eventId: event.event.id,
    occurrenceStart,
    isAvailable: false,
    reason: "Away with school",
  });
  return { eventId: event.event.id as string, occurrenceStart };
}
const rowsOf = async (playerIds: string[]) => ({
  links: await t.deps.db.select().from(squadPlayerLinks).where(inArray(squadPlayerLinks.playerId, playerIds)),
  answers: await t.deps.db.select().from(availabilityAnswers).where(inArray(availabilityAnswers.playerId, playerIds)),
});

describe("deleting player data", () => {
  it("takes a player's links and answers with them", async () => {
    const team = await teamOf();
    const sam = await added(teamCoach.cookie, team, { firstName: "Sam" });
    const kim = await added(teamCoach.cookie, team, { firstName: "Kim" });
    await linkAndAnswerOf(team, sam.id);
    await linkAndAnswerOf(team, kim.id);
    await ok(await remove(teamCoach.cookie, team, sam.id));
    expect(await rowsOf([sam.id])).toEqual({ links: [], answers: [] });
    const kept = await rowsOf([kim.id]);
    expect([kept.links.length, kept.answers.length]).toEqual([1, 1]);
  });

  it("of a whole team at once is a club admin's alone, and says how many players went", async () => {
    const team = await teamOf();
    await importFile(teamCoach.cookie, team, SIXTEEN);
    const [first] = await squadOf(team);
    await linkAndAnswerOf(team, first.id);
    await expectError(await clear(teamCoach.cookie, team), 403, "FORBIDDEN");
    await expectError(await clear(outsider.cookie, team), 404, "NOT_FOUND");
    expect(await ok(await clear(head.cookie, team))).toEqual({ deleted: 16 });
    expect(await squadOf(team)).toEqual([]);
    expect(await rowsOf([first.id])).toEqual({ links: [], answers: [] });
    expect(await ok(await clear(head.cookie, team))).toEqual({ deleted: 0 });
  });
});

describe("a member removed from the club", () => {
  it("is told the squad does not exist at their next request", async () => {
    const leaving = await t.signUp();
    await t.deps.db.insert(clubMembers).values({ clubId: clubA, userId: leaving.id, role: "coach" });
    const team = await teamOf(clubA, [leaving]);
    await added(leaving.cookie, team, { firstName: "Sam" });
    await ok(
      await t.request(`/api/clubs/${clubA}/members/${leaving.id}`, { cookie: head.cookie, method: "DELETE" }),
      204,
    );
    await expectError(await getSquad(leaving.cookie, team), 404, "NOT_FOUND");
    await expectError(await add(leaving.cookie, team, { firstName: "Kim" }), 404, "NOT_FOUND");
  });
});

describe("the data exports", () => {
  it("give a coach the squads of the teams they coach, in their account's export", async () => {
    const team = await teamOf(clubA, [teamCoach], "U10 Export");
    await added(teamCoach.cookie, team, { firstName: "Sam", lastName: "Smith", shirtNumber: 7, birthYear: 2016 });
    const exported = await ok(await t.request("/api/account/export", { cookie: teamCoach.cookie }));
    const club = exported.clubs.find((entry: any) => entry.id === clubA);
    const coached = club.coachedTeams.find((entry: any) => entry.id === team);
    expect(coached.squad).toEqual([
      {
        id: expect.any(String),
        teamId: team,
        firstName: "Sam",
        lastName: "Smith",
        shirtNumber: 7,
        position: null,
        birthYear: 2016,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        attendanceMarks: [],
      },
    ]);
    // An assistant coaches no team, so exports no squad.
    const theirs = await ok(await t.request("/api/account/export", { cookie: assistant.cookie }));
    expect(theirs.clubs.find((entry: any) => entry.id === clubA).coachedTeams).toEqual([]);
  });

  it("give a club admin the club's members, teams, squads, calendars and answers, without addresses or tokens", async () => {
    const clubId = await clubWith(t, "Export Rovers", [
      [head, "admin"],
      [teamCoach, "coach"],
      [assistant, "assistant"],
    ]);
    const id = randomUUID();
    await t.deps.db
      .insert(teams)
      .values({ id, clubId, name: "U11 Reds", ageGroup: "U11", format: "7v7", season: `${YEAR}` });
    await t.deps.db.insert(teamCoaches).values({ teamId: id, userId: teamCoach.id });
    const sam = (
      await ok(
        await add(
          teamCoach.cookie,
          id,
          { firstName: "Sam", lastName: "Smith", shirtNumber: 7, position: "forward" },
          clubId,
        ),
        201,
      )
    ).player;
    const event = await ok(
      await t.request(`/api/clubs/${clubId}/teams/${id}/events`, {
        cookie: teamCoach.cookie,
        body: {
          kind: "training",
          title: "Tuesday training",
          date: `${YEAR}-01-12`,
          startTime: "18:00",
          durationMinutes: 90,
          place: "Pitch 2",
          notes: "Bibs",
          repeatsWeeklyUntil: `${YEAR}-03-02`,
        },
      }),
      201,
    );
    const eventId = event.event.id;
    const firstStart = `${YEAR}-01-12T18:00:00.000Z`;
    await ok(
      await t.request(
        `/api/clubs/${clubId}/teams/${id}/events/${eventId}/occurrences/${encodeURIComponent(firstStart)}`,
        {
          cookie: teamCoach.cookie,
          method: "PUT",
          body: { isCancelled: true },
        },
      ),
    );
    await t.deps.db.insert(squadPlayerLinks).values({ id: randomUUID(), playerId: sam.id, tokenHash: "a-secret-hash" });
    await t.deps.db.insert(availabilityAnswers).values({
      playerId: sam.id,
      eventId,
      occurrenceStart: new Date(`${YEAR}-01-19T18:00:00.000Z`),
      isAvailable: false,
      reason: "Away with school",
    });
    await t.deps.db.insert(attendanceMarks).values({
      playerId: sam.id,
      eventId,
      occurrenceStart: new Date(`${YEAR}-01-26T18:00:00.000Z`),
      isPresent: true,
      lateMinutes: 20,
      clientMarkId: "device-mark-1",
      markedAt: new Date(`${YEAR}-01-26T18:21:00.000Z`),
      markedById: assistant.id,
    });

    const response = await t.request(`/api/clubs/${clubId}/export`, { cookie: head.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="Export-Rovers-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await response.text();
    for (const member of [head, teamCoach, assistant]) expect(text).not.toContain(member.email);
    expect(text).not.toContain("a-secret-hash");
    const exported = JSON.parse(text);
    expect(exported).toMatchObject({
      format: "touchline-club-export",
      version: 1,
      club: { id: clubId, name: "Export Rovers", timeZone: "Europe/London", seasonStartsOn: null },
    });
    expect(exported.members.map((member: any) => [member.userId, member.role])).toEqual([
      [head.id, "admin"],
      [teamCoach.id, "coach"],
      [assistant.id, "assistant"],
    ]);
    expect(exported.members[0]).toEqual({
      userId: head.id,
      name: `${head.firstName} ${head.lastName}`,
      role: "admin",
      joinedAt: expect.any(String),
    });
    const [team] = exported.teams;
    expect(team).toMatchObject({ id, name: "U11 Reds", ageGroup: "U11", format: "7v7", season: `${YEAR}` });
    expect(team.coaches).toEqual([{ userId: teamCoach.id, name: expect.any(String) }]);
    expect(team.squad).toEqual([
      {
        ...sam,
        updatedAt: expect.any(String),
        links: [{ createdAt: expect.any(String), revokedAt: null, lastOpenedAt: null }],
        attendanceMarks: [
          {
            eventId,
            occurrenceStart: `${YEAR}-01-26T18:00:00.000Z`,
            isPresent: true,
            lateMinutes: 20,
            leftEarlyMinutes: 0,
            markedAt: `${YEAR}-01-26T18:21:00.000Z`,
            markedById: assistant.id,
            savedAt: expect.any(String),
          },
        ],
      },
    ]);
    expect(team.calendarEvents).toEqual([
      expect.objectContaining({
        id: eventId,
        kind: "training",
        title: "Tuesday training",
        startsAt: firstStart,
        durationMinutes: 90,
        notes: "Bibs",
        recurrence: expect.stringContaining("FREQ=WEEKLY"),
        recurrenceEndsAt: expect.any(String),
        createdById: teamCoach.id,
        exceptions: [{ occurrenceStart: firstStart, isCancelled: true, movedTo: null }],
      }),
    ]);
    expect(team.availabilityAnswers).toEqual([
      {
        playerId: sam.id,
        eventId,
        occurrenceStart: `${YEAR}-01-19T18:00:00.000Z`,
        isAvailable: false,
        reason: "Away with school",
        answeredAt: expect.any(String),
      },
    ]);

    await expectError(await t.request(`/api/clubs/${clubId}/export`, { cookie: teamCoach.cookie }), 403, "FORBIDDEN");
    await expectError(await t.request(`/api/clubs/${clubId}/export`, { cookie: assistant.cookie }), 403, "FORBIDDEN");
    await expectError(await t.request(`/api/clubs/${clubId}/export`, { cookie: outsider.cookie }), 404, "NOT_FOUND");
  });
});
