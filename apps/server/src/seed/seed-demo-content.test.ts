import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts, serverSettings, trainingSessions, users } from "../db/schema.ts";
import { block, sessionBody } from "../../test/session-test-fixtures.ts";
import { freshTestApps, readJson, type TestApp } from "../../test/test-app.ts";
import { DEMO_AUTHOR, DEMO_SESSIONS } from "./demo-sessions.ts";
import { DEMO_CONTENT_MARKER, type DemoContent, seedDemoContent } from "./seed-demo-content.ts";

const author = { id: "demo-author-test", email: "demo.coach@touchline.example", firstName: "Demo", lastName: "Coach" };

/** A small stand-in for the demo module: three public sessions in the order the library should show them. */
const fixture: DemoContent = {
  author,
  sessions: [
    sessionBody({ title: "Demo one", blocks: [block({ title: "Zanzibar rondo" })] }),
    sessionBody({ title: "Demo two", ageGroup: "U8" }),
    sessionBody({ title: "Demo three", topics: ["finishing"] }),
  ],
};

/** Each test gets a database of its own: seeding is once per database. */
const freshApp = freshTestApps();

async function demoSessions(t: TestApp) {
  return t.deps.db.select().from(trainingSessions).where(eq(trainingSessions.ownerId, author.id));
}

describe("seeding the demo content", () => {
  it("creates the author without credentials and publishes the sessions, once", async () => {
    const t = await freshApp();
    expect(await seedDemoContent(t.deps, fixture)).toEqual({ status: "seeded", sessionCount: 3 });

    const [authorRow] = await t.deps.db.select().from(users).where(eq(users.id, author.id));
    expect(authorRow).toMatchObject({ email: author.email, firstName: "Demo", lastName: "Coach", role: "none" });
    expect(await t.deps.db.select().from(accounts).where(eq(accounts.userId, author.id))).toEqual([]);
    const [marker] = await t.deps.db.select().from(serverSettings).where(eq(serverSettings.key, DEMO_CONTENT_MARKER));
    expect(marker).toBeDefined();

    const rows = await demoSessions(t);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toMatchObject({ visibility: "public", copyCount: 0, viewCount: 0 });
    for (const row of rows) expect(row.publishedAt).toBeInstanceOf(Date);

    const library = await readJson(await t.request("/api/global-library"));
    expect(library.total).toBe(3);
    expect(library.sessions.map((session: any) => session.title)).toEqual(["Demo one", "Demo two", "Demo three"]);
    expect(library.sessions[0]).toMatchObject({ authorName: "Demo Coach", drillCount: 1 });
    const searched = await readJson(await t.request("/api/global-library?q=zanzibar"));
    expect(searched.sessions.map((session: any) => session.title)).toEqual(["Demo one"]);

    expect(await seedDemoContent(t.deps, fixture)).toEqual({ status: "already-seeded" });
    expect(await demoSessions(t)).toHaveLength(3);
  });

  it("seeds one set when two instances boot at the same time", async () => {
    const t = await freshApp();
    const outcomes = await Promise.all([seedDemoContent(t.deps, fixture), seedDemoContent(t.deps, fixture)]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["already-seeded", "seeded"]);
    expect(await demoSessions(t)).toHaveLength(3);
    expect(await t.deps.db.select().from(users).where(eq(users.id, author.id))).toHaveLength(1);
  });

  it("gives nobody a way to sign in as the demo author", async () => {
    const t = await freshApp();
    await seedDemoContent(t.deps, fixture);
    for (const password of ["", "password", "tuesday-rondo-drill"]) {
      const response = await t.request("/api/auth/sign-in", { body: { email: author.email, password } });
      expect(response.status === 400 || response.status === 401).toBe(true);
    }
    const signUp = await t.request("/api/auth/sign-up", {
      body: { email: author.email, password: "tuesday-rondo-drill", firstName: "Evil", lastName: "Twin" },
    });
    // Answered as for any address; the confirmed demo account is left as it is, with no password to sign in with.
    expect(signUp.status).toBe(202);
    const signIn = await t.request("/api/auth/sign-in", {
      body: { email: author.email, password: "tuesday-rondo-drill" },
    });
    expect(signIn.status).toBe(401);
  });

  it("leaves other coaches' data alone, and writes nothing when their e-mail is the demo author's", async () => {
    const t = await freshApp();
    const coach = await t.signUp({ email: author.email });
    const own = await readJson(
      await t.request("/api/sessions", { body: sessionBody({ title: "Mine" }), cookie: coach.cookie }),
    );

    expect(await seedDemoContent(t.deps, fixture)).toEqual({ status: "author-email-taken" });
    expect(await t.deps.db.select().from(serverSettings).where(eq(serverSettings.key, DEMO_CONTENT_MARKER))).toEqual(
      [],
    );
    expect(await t.deps.db.select().from(users).where(eq(users.id, author.id))).toEqual([]);
    const all = await t.deps.db
      .select({ id: trainingSessions.id, ownerId: trainingSessions.ownerId })
      .from(trainingSessions);
    expect(all).toEqual([{ id: own.session.id, ownerId: coach.id }]);
    const stillMine = await readJson(await t.request(`/api/sessions/${own.session.id}`, { cookie: coach.cookie }));
    expect(stillMine.session).toMatchObject({ title: "Mine", visibility: "private", isOwner: true });
  });

  it("refuses invalid demo content before writing anything", async () => {
    const t = await freshApp();
    const broken: DemoContent = {
      author,
      sessions: [sessionBody({ blocks: [block({ diagram: { version: 42 } as any })] })],
    };
    await expect(seedDemoContent(t.deps, broken)).rejects.toThrow(/Demo session 1 is invalid: blocks\.0\.diagram/);
    expect(await t.deps.db.select().from(serverSettings).where(eq(serverSettings.key, DEMO_CONTENT_MARKER))).toEqual(
      [],
    );
    expect(await seedDemoContent(t.deps, fixture)).toEqual({ status: "seeded", sessionCount: 3 });
  });

  it("seeds the shipped demo sessions into the global library, as main.ts does at boot", async () => {
    const t = await freshApp();
    const lines: string[] = [];
    const outcome = await seedDemoContent(
      { db: t.deps.db, log: (line) => lines.push(line) },
      { author: DEMO_AUTHOR, sessions: DEMO_SESSIONS },
    );
    expect(outcome).toEqual({ status: "seeded", sessionCount: DEMO_SESSIONS.length });
    expect(lines).toEqual([`Demo content: ${DEMO_SESSIONS.length} public sessions added to the global library.`]);

    const library = await readJson(await t.request(`/api/global-library?pageSize=50`));
    expect(library.total).toBe(DEMO_SESSIONS.length);
    expect(library.sessions.map((session: any) => session.title)).toEqual(
      DEMO_SESSIONS.map((session) => session.title),
    );
    for (const session of library.sessions) {
      expect(session).toMatchObject({
        authorName: `${DEMO_AUTHOR.firstName} ${DEMO_AUTHOR.lastName}`,
        visibility: "public",
      });
    }
    const first = await readJson(await t.request(`/api/sessions/${library.sessions[0].id}`));
    expect(first.session.isOwner).toBe(false);
    expect(first.session.derived.totalDurationMinutes).toBeGreaterThan(0);
    expect(first.session.blocks.length).toBeGreaterThan(0);
  });
});
