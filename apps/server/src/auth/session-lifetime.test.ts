import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { sessions } from "../db/schema.ts";
import { sessionRole } from "../services/auth/session-role.ts";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const DAY = 24 * 60 * 60 * 1000;

/** Moves the server's clock (only `Date`: timers and the database keep running) to `days` after `start`. */
const at = (start: number, days: number) => {
  vi.useFakeTimers({ toFake: ["Date"], now: start + days * DAY });
};

const signedInUser = async (cookie: string) => {
  const response = await t.request("/api/auth/session", { cookie });
  expect(response.status).toBe(200);
  return ((await readJson(response)) as { user: { id: string } | null }).user;
};

describe("session lifetime", () => {
  it("ends a session left unused for a week", async () => {
    const coach = await t.signUp();
    const start = Date.now();
    at(start, 6);
    expect((await signedInUser(coach.cookie))?.id).toBe(coach.id);
    // Used on day 6, it lives until a week after that use.
    at(start, 12.5);
    expect((await signedInUser(coach.cookie))?.id).toBe(coach.id);
    at(start, 19.6);
    expect(await signedInUser(coach.cookie)).toBeNull();
    const protectedAnswer = await t.request("/api/sessions/mine", { cookie: coach.cookie });
    expect(protectedAnswer.status).toBe(401);
  });

  it("ends a session a month after its sign-in, however often it is used", async () => {
    const coach = await t.signUp();
    const start = Date.now();
    for (const day of [5, 10, 15, 20, 25, 29.9]) {
      at(start, day);
      expect((await signedInUser(coach.cookie))?.id).toBe(coach.id);
    }
    at(start, 30.01);
    expect(await signedInUser(coach.cookie)).toBeNull();
    expect(await t.deps.db.select().from(sessions).where(eq(sessions.userId, coach.id))).toEqual([]);
  });

  it("tells the message stream that a month-old session is over, with the same single lookup", async () => {
    const coach = await t.signUp();
    const [session] = await t.deps.db.select().from(sessions).where(eq(sessions.userId, coach.id));
    expect(await sessionRole(t.deps.db, session!.id)).toBe("none");
    await t.deps.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 30 * DAY - 60_000) })
      .where(eq(sessions.id, session!.id));
    expect(await sessionRole(t.deps.db, session!.id)).toBeNull();
  });
});
