import { LIBRARY_COUNT_CAP } from "@touchline/contracts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trainingSessions } from "../../db/schema.ts";
import { createTestApp, readJson, type TestApp } from "../../../test/test-app.ts";
import { block, sessionBody } from "../../../test/session-test-fixtures.ts";

/*
 * A library of its own (one database for this file): five public sessions by two coaches, published in
 * the order below (so "newest" is the reverse), plus one private session that must never show.
 */
let t: TestApp;
let ids: Record<string, string>;
let author: Awaited<ReturnType<TestApp["signUp"]>>;

beforeAll(async () => {
  t = await createTestApp();
  author = await t.signUp({ firstName: "Ana", lastName: "Costa" });
  const other = await t.signUp({ firstName: "Ben", lastName: "Okafor" });
  ids = {};
  const add = async (key: string, coach: typeof author, body: ReturnType<typeof sessionBody>, isPublic = true) => {
    const created = await readJson(await t.request("/api/sessions", { body, cookie: coach.cookie }));
    ids[key] = created.session.id;
    if (isPublic) {
      const published = await t.request(`/api/sessions/${created.session.id}/publish`, {
        method: "POST",
        cookie: coach.cookie,
      });
      expect(published.status).toBe(200);
    }
  };
  await add(
    "rondoFestival",
    author,
    sessionBody({
      title: "Rondo festival",
      theme: "Keep the ball in tight spaces",
      ageGroup: "U10",
      topics: ["rondo", "possession"],
      phases: ["attacking"],
      intensity: "low",
      blocks: [block({ title: "Rondo 4v1", durationMinutes: 15 }), block({ title: "Rondo 5v2", durationMinutes: 15 })],
    }),
  );
  await add(
    "pressing",
    author,
    sessionBody({
      title: "Pressing triggers",
      theme: "When to jump",
      ageGroup: "U12",
      topics: ["pressing"],
      phases: ["defending", "transition-to-defence"],
      intensity: "high",
      blocks: [block({ title: "Trigger game", durationMinutes: 60, coachingPoints: ["Curved run"] })],
    }),
  );
  await add(
    "finishing",
    other,
    sessionBody({
      title: "Finishing masterclass",
      theme: "Composure in front of goal",
      ageGroup: "U14",
      topics: ["finishing"],
      phases: ["attacking"],
      intensity: "medium",
      blocks: [block({ title: "Shooting circuit", durationMinutes: 45, coachingPoints: ["Hit the target early"] })],
    }),
  );
  await add(
    "buildUp",
    author,
    sessionBody({
      title: "Build-up from the back",
      theme: "Play through the thirds",
      ageGroup: "adult",
      topics: ["build-up play", "possession"],
      phases: ["attacking"],
      intensity: "medium",
      blocks: [
        block({ title: "Positional game", durationMinutes: 90, coachingPoints: ["Third man runs before finishing"] }),
      ],
    }),
  );
  await add(
    "secret",
    author,
    sessionBody({
      title: "Secret rondo pressing finishing plan",
      ageGroup: "U10",
      topics: ["rondo", "pressing", "possession"],
      phases: ["attacking", "defending"],
      intensity: "low",
      blocks: [block({ durationMinutes: 30 })],
    }),
    false,
  );
  await add(
    "rondoBasics",
    other,
    sessionBody({
      title: "Rondo basics",
      theme: "First touch and angles",
      ageGroup: "U10",
      topics: ["rondo"],
      phases: ["attacking"],
      intensity: "low",
      blocks: [block({ title: "Rondo 3v1", durationMinutes: 20 })],
    }),
  );
  // Counters set directly: the copy and view routes that move them have their own tests.
  const counters: Record<string, { copyCount: number; viewCount: number }> = {
    rondoFestival: { copyCount: 5, viewCount: 10 },
    pressing: { copyCount: 5, viewCount: 3 },
    finishing: { copyCount: 1, viewCount: 10 },
    buildUp: { copyCount: 0, viewCount: 50 },
    secret: { copyCount: 99, viewCount: 99 },
    rondoBasics: { copyCount: 2, viewCount: 0 },
  };
  for (const [key, values] of Object.entries(counters)) {
    await t.deps.db.update(trainingSessions).set(values).where(eq(trainingSessions.id, ids[key]!));
  }
});
afterAll(() => t.close());

const keyOf = (id: string) => Object.entries(ids).find(([, value]) => value === id)?.[0] ?? id;

async function library(query = "", cookie?: string) {
  const response = await t.request(`/api/global-library${query}`, { cookie });
  expect(response.status).toBe(200);
  const body = await readJson(response);
  return { ...body, keys: body.sessions.map((session: any) => keyOf(session.id)) };
}

describe("global library", () => {
  it("lists public sessions newest first, to anyone, as summaries", async () => {
    const page = await library();
    expect(page).toMatchObject({ total: 5, page: 1, pageSize: 12 });
    expect(page.keys).toEqual(["rondoBasics", "buildUp", "finishing", "pressing", "rondoFestival"]);
    const festival = page.sessions.find((session: any) => session.id === ids.rondoFestival);
    expect(festival).toMatchObject({
      title: "Rondo festival",
      authorName: "Ana Costa",
      visibility: "public",
      ageGroup: "U10",
      topics: ["rondo", "possession"],
      drillCount: 2,
      totalDurationMinutes: 30,
      copyCount: 5,
      viewCount: 10,
    });
    expect(festival).not.toHaveProperty("blocks");
    // The private session stays out even for its own author.
    expect((await library("", author.cookie)).keys).not.toContain("secret");
  });

  it.each([
    ["ageGroup=U10", ["rondoBasics", "rondoFestival"]],
    ["topic=possession", ["buildUp", "rondoFestival"]],
    ["phase=defending", ["pressing"]],
    ["phase=transition-to-defence", ["pressing"]],
    ["intensity=medium", ["buildUp", "finishing"]],
    ["minDuration=45", ["buildUp", "finishing", "pressing"]],
    ["maxDuration=30", ["rondoBasics", "rondoFestival"]],
    ["minDuration=40&maxDuration=70", ["finishing", "pressing"]],
    ["topic=nothing-like-this", []],
  ])("filters by %s", async (query, expected) => {
    const page = await library(`?${query}`);
    expect(page.keys).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  it.each([
    ["ageGroup=U10&topic=rondo&intensity=low", ["rondoBasics", "rondoFestival"]],
    ["topic=possession&phase=attacking&minDuration=60", ["buildUp"]],
    ["q=rondo&maxDuration=25", ["rondoBasics"]],
    ["q=rondo&ageGroup=U12", []],
    ["phase=attacking&intensity=medium&sort=most_viewed", ["buildUp", "finishing"]],
  ])("combines filters: %s", async (query, expected) => {
    expect((await library(`?${query}`)).keys).toEqual(expected);
  });

  it("searches titles, themes and drill texts, best match first, never private sessions", async () => {
    expect((await library("?q=target")).keys).toEqual(["finishing"]);
    expect((await library("?q=composure")).keys).toEqual(["finishing"]);
    expect((await library("?q=curved")).keys).toEqual(["pressing"]);
    expect((await library("?q=secret")).keys).toEqual([]);
    // "finishing" is the title of the older session and only a coaching point of the newer one.
    expect((await library("?q=finishing")).keys).toEqual(["finishing", "buildUp"]);
    expect((await library("?q=fini")).keys).toEqual(["finishing", "buildUp"]);
    expect((await library("?q=finishing&sort=most_viewed")).keys).toEqual(["buildUp", "finishing"]);
    // Best match is the search's own order, said by name; Newest while searching means newest.
    expect((await library("?q=finishing&sort=best_match")).keys).toEqual(["finishing", "buildUp"]);
    expect((await library("?q=finishing&sort=newest")).keys).toEqual(["buildUp", "finishing"]);
    expect((await library(`?q=${encodeURIComponent("rondo -basics")}`)).keys).toEqual(["rondoFestival"]);
  });

  it("sorts by most copied and most viewed, ties by newest", async () => {
    expect((await library("?sort=most_copied")).keys).toEqual([
      "pressing",
      "rondoFestival",
      "rondoBasics",
      "finishing",
      "buildUp",
    ]);
    expect((await library("?sort=most_viewed")).keys).toEqual([
      "buildUp",
      "finishing",
      "rondoFestival",
      "pressing",
      "rondoBasics",
    ]);
    expect((await library("?sort=newest")).keys).toEqual([
      "rondoBasics",
      "buildUp",
      "finishing",
      "pressing",
      "rondoFestival",
    ]);
  });

  it("pages through the matches with the total of every page", async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => library(`?pageSize=2&page=${page}`)));
    expect(pages.map((page) => page.keys)).toEqual([
      ["rondoBasics", "buildUp"],
      ["finishing", "pressing"],
      ["rondoFestival"],
      [],
    ]);
    for (const [index, page] of pages.entries()) expect(page).toMatchObject({ total: 5, page: index + 1, pageSize: 2 });
    const filtered = await library("?ageGroup=U10&pageSize=1&page=2&sort=most_copied");
    expect(filtered).toMatchObject({ keys: ["rondoBasics"], total: 2 });
  });

  it.each([
    "sort=random",
    "pageSize=51",
    "page=0",
    "ageGroup=U99",
    "phase=midfield",
    "intensity=extreme",
    "minDuration=-1",
  ])("refuses %s with 400", async (query) => {
    const response = await t.request(`/api/global-library?${query}`);
    expect(response.status).toBe(400);
    expect((await readJson(response)).error.code).toBe("VALIDATION_FAILED");
  });

  it("drops a session once it is unpublished", async () => {
    const coach = await t.signUp();
    const created = await readJson(
      await t.request("/api/sessions", { body: sessionBody({ title: "Short-lived quokka" }), cookie: coach.cookie }),
    );
    const id = created.session.id;
    await t.request(`/api/sessions/${id}/publish`, { method: "POST", cookie: coach.cookie });
    expect((await library("?q=quokka")).sessions.map((session: any) => session.id)).toEqual([id]);
    await t.request(`/api/sessions/${id}/unpublish`, { method: "POST", cookie: coach.cookie });
    expect(await library("?q=quokka")).toMatchObject({ sessions: [], total: 0 });
  });
});

describe("global library past the count cap", () => {
  // One set-based insert: 1,200 public sessions about "crowd", the first 1,000 for U9, the rest for U8,
  // published a minute apart (number 1 the newest).
  const crowd = 1_200;
  const forU9 = LIBRARY_COUNT_CAP;
  beforeAll(async () => {
    const coach = await t.signUp({ firstName: "Cat", lastName: "Crowd" });
    await t.deps.db.execute(sql`
      insert into training_sessions (id, short_id, owner_id, title, intensity, visibility, age_group, published_at)
      select 'crowd-' || n, 'crowd' || lpad(n::text, 4, '0'), ${coach.id}, 'Crowd drill ' || n, 'medium', 'public',
        case when n <= ${forU9} then 'U9' else 'U8' end, now() - make_interval(mins => n)
      from generate_series(1, ${crowd}) as n`);
  });

  it("counts up to the cap and says when more match", async () => {
    const broad = await library("?q=crowd");
    expect(broad).toMatchObject({ total: LIBRARY_COUNT_CAP, totalIsCapped: true, page: 1, pageSize: 12 });
    expect(broad.sessions.map((session: any) => session.title)).toEqual(
      Array.from({ length: 12 }, (_, index) => `Crowd drill ${index + 1}`),
    );
    expect(await library("?q=crowd&ageGroup=U9&pageSize=1")).toMatchObject({
      total: forU9,
      totalIsCapped: false,
    });
    expect(await library("?q=crowd&ageGroup=U8&pageSize=1")).toMatchObject({
      total: crowd - forU9,
      totalIsCapped: false,
    });
  });

  it("pages on past the cap, in order, to the last match", async () => {
    const pageSize = 50;
    const last = await library(`?q=crowd&pageSize=${pageSize}&page=${crowd / pageSize}`);
    expect(last).toMatchObject({ total: LIBRARY_COUNT_CAP, totalIsCapped: true });
    expect(last.sessions.map((session: any) => session.title)).toEqual(
      Array.from({ length: pageSize }, (_, index) => `Crowd drill ${crowd - pageSize + index + 1}`),
    );
    // Past the last page no row carries the count of a ranked search: it is counted all the same.
    expect(await library(`?q=crowd&pageSize=${pageSize}&page=${crowd / pageSize + 1}`)).toMatchObject({
      sessions: [],
      total: LIBRARY_COUNT_CAP,
      totalIsCapped: true,
    });
    expect(await library(`?q=crowd&ageGroup=U8&pageSize=${pageSize}&page=5`)).toMatchObject({
      sessions: [],
      total: crowd - forU9,
      totalIsCapped: false,
    });
  });

  it("answers the site search with the same capped count", async () => {
    const response = await t.request("/api/search?q=crowd");
    expect(response.status).toBe(200);
    expect((await readJson(response)).sessions).toMatchObject({ total: LIBRARY_COUNT_CAP, totalIsCapped: true });
  });
});

describe("global library in the reader's language", () => {
  const inPortuguese = (session: { language: string }) => session.language === "pt-BR";
  let joana: Awaited<ReturnType<TestApp["signUp"]>>;
  const made: Record<string, { id: string; language: string }> = {};

  beforeAll(async () => {
    joana = await t.signUp({ firstName: "Joana", lastName: "Lima" });
    // Her account speaks Portuguese: what she writes is in it unless she says otherwise.
    await t.request("/api/account/preferences", { method: "PUT", body: { language: "pt-BR" }, cookie: joana.cookie });
    const bodies: Array<[string, ReturnType<typeof sessionBody>]> = [
      ["rondoDePosse", sessionBody({ title: "Rondo de posse com saída rápida" })],
      ["englishRondo", sessionBody({ title: "Rondo with a quick exit", language: "en" })],
      ["saidaDeBola", sessionBody({ title: "Saída de bola desde o goleiro" })],
    ];
    for (const [key, body] of bodies) {
      const { session } = await readJson(await t.request("/api/sessions", { body, cookie: joana.cookie }));
      await t.request(`/api/sessions/${session.id}/publish`, { method: "POST", cookie: joana.cookie });
      made[key] = session;
    }
  });

  it("writes a new session in its author's language unless the author names one, and a save keeps it", async () => {
    expect(made.rondoDePosse!.language).toBe("pt-BR");
    expect(made.englishRondo!.language).toBe("en");
    const saved = await t.request(`/api/sessions/${made.saidaDeBola!.id}`, {
      method: "PUT",
      body: sessionBody({ title: "Saída de bola desde o goleiro" }),
      cookie: joana.cookie,
    });
    expect((await readJson(saved)).session.language).toBe("pt-BR");
    const refused = await t.request("/api/sessions", {
      body: { ...sessionBody(), language: "xx" },
      cookie: joana.cookie,
    });
    expect(refused.status).toBe(400);
  });

  it("filters by the language sessions are written in", async () => {
    const page = await library("?language=pt-BR");
    expect(page.sessions.map((session: any) => session.id)).toEqual([made.saidaDeBola!.id, made.rondoDePosse!.id]);
    expect(page.total).toBe(2);
  });

  it("shows a reader's language first while browsing, then the others in the same order, across pages", async () => {
    const newest = (await library("?pageSize=8")).sessions;
    const expected = [...newest.filter(inPortuguese), ...newest.filter((session: any) => !inPortuguese(session))];
    const first = await library("?prefer=pt-BR&pageSize=3");
    const second = await library("?prefer=pt-BR&pageSize=3&page=2");
    expect([...first.sessions, ...second.sessions].map((session: any) => session.id)).toEqual(
      expected.slice(0, 6).map((session: any) => session.id),
    );
    expect(first.total).toBe((await library("?pageSize=3")).total);
  });

  it("ranks a search's matches in the reader's language first", async () => {
    const plain = await library("?q=rondo");
    const preferred = await library("?q=rondo&prefer=pt-BR");
    expect(preferred.sessions[0].id).toBe(made.rondoDePosse!.id);
    expect(new Set(preferred.sessions.map((session: any) => session.id))).toEqual(
      new Set(plain.sessions.map((session: any) => session.id)),
    );
  });
});

describe("a search in the global library, in the languages sessions are written in", () => {
  const made: Record<string, string> = {};

  beforeAll(async () => {
    const author = await t.signUp({ firstName: "Lena", lastName: "Vogel" });
    const bodies: Array<[string, ReturnType<typeof sessionBody>]> = [
      ["german", sessionBody({ title: "Übungen für Torhüter", language: "de" })],
      ["spanish", sessionBody({ title: "Rondos de presión tras pérdida", language: "es" })],
      ["english", sessionBody({ title: "Printing the passing drills", language: "en" })],
    ];
    for (const [key, body] of bodies) {
      const { session } = await readJson(await t.request("/api/sessions", { body, cookie: author.cookie }));
      await t.request(`/api/sessions/${session.id}/publish`, { method: "POST", cookie: author.cookie });
      made[key] = session.id;
    }
  });

  const found = async (q: string) =>
    (await library(`?q=${encodeURIComponent(q)}&pageSize=50`)).sessions.map((session: any) => session.id);

  it("finds a session by another form of its words, as its own language stems them", async () => {
    // German: "Übung" is the singular of the title's "Übungen"; Spanish: "rondo" of "Rondos".
    expect(await found("Übung")).toContain(made.german);
    expect(await found("torhüter")).toContain(made.german);
    expect(await found("rondo presión")).toContain(made.spanish);
    // English is stemmed as before: "print" finds "Printing", and a word still being typed is a prefix.
    expect(await found("print")).toContain(made.english);
    expect(await found("pass dri")).toContain(made.english);
  });

  it("finds nothing for words the sessions do not hold", async () => {
    expect(await found("Übung")).not.toContain(made.spanish);
    expect(await found("Torwart")).not.toContain(made.german);
  });
});
