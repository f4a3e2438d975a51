import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { sessionBody } from "../../test/session-test-fixtures.ts";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";
import { openTestDatabase } from "../../test/test-database.ts";
import { rateLimitCounters, sessionViews, trainingSessions, verifications } from "../db/schema.ts";
import { SESSION_VIEW_DAYS_KEPT, startHousekeeping, sweepExpiredRows } from "./housekeeping.ts";
import { consumeRateLimit, type RateLimitRule } from "../services/rate-limits/rate-limit.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const quarterHour: RateLimitRule = { name: "sweep-test-short:ip", limit: 5, windowSeconds: 15 * 60 };
const hour: RateLimitRule = { name: "sweep-test-long:account", limit: 5, windowSeconds: 60 * 60 };

/** Starts a window for `subject` under `rule` that began `minutesAgo` minutes ago. */
async function counterStarted(rule: RateLimitRule, subject: string, minutesAgo: number): Promise<string> {
  await consumeRateLimit(t.deps.db, rule, subject);
  const key = `${rule.name}:${subject}`;
  await t.deps.db
    .update(rateLimitCounters)
    .set({ windowStartedAt: sql`now() - make_interval(mins => ${minutesAgo})` })
    .where(eq(rateLimitCounters.key, key));
  return key;
}

async function verificationExpiring(minutesFromNow: number): Promise<string> {
  const id = randomUUID();
  await t.deps.db.insert(verifications).values({
    id,
    identifier: `sweep-test:${id}`,
    value: "x",
    expiresAt: new Date(Date.now() + minutesFromNow * 60_000),
  });
  return id;
}

const remainingCounters = async (keys: string[]) =>
  (
    await t.deps.db
      .select({ key: rateLimitCounters.key })
      .from(rateLimitCounters)
      .where(inArray(rateLimitCounters.key, keys))
  )
    .map((row) => row.key)
    .sort();

const remainingVerifications = async (ids: string[]) =>
  (await t.deps.db.select({ id: verifications.id }).from(verifications).where(inArray(verifications.id, ids)))
    .map((row) => row.id)
    .sort();

describe("expired rows", () => {
  it("are swept: counters whose own window has passed and links that have expired, nothing live", async () => {
    const expiredShort = await counterStarted(quarterHour, "203.0.113.1", 20);
    const liveShort = await counterStarted(quarterHour, "203.0.113.2", 10);
    const liveLong = await counterStarted(hour, "coach@example.com", 20);
    const expiredLong = await counterStarted(hour, "other@example.com", 61);
    const expiredLink = await verificationExpiring(-1);
    const liveLink = await verificationExpiring(30);

    expect(await sweepExpiredRows(t.deps.db)).toMatchObject({ counters: 2, verifications: 1 });
    expect(await remainingCounters([expiredShort, liveShort, liveLong, expiredLong])).toEqual(
      [liveShort, liveLong].sort(),
    );
    expect(await remainingVerifications([expiredLink, liveLink])).toEqual([liveLink]);
  });

  it("are swept: session views older than the days kept, and none of the recent days", async () => {
    const coach = await t.signUp();
    const { session } = await readJson(await t.request("/api/sessions", { body: sessionBody(), cookie: coach.cookie }));
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const days = [0, 1, SESSION_VIEW_DAYS_KEPT, SESSION_VIEW_DAYS_KEPT + 1, 30].map(daysAgo);
    await t.deps.db
      .insert(sessionViews)
      .values(days.map((day) => ({ sessionId: session.id, visitorKey: "visitor:sweep-test", day })));

    expect((await sweepExpiredRows(t.deps.db)).sessionViews).toBeGreaterThanOrEqual(2);
    const remaining = await t.deps.db
      .select({ day: sessionViews.day })
      .from(sessionViews)
      .where(eq(sessionViews.sessionId, session.id));
    expect(remaining.map((row) => row.day).sort()).toEqual(days.slice(0, 3).sort());
  });

  it("are swept at start and then on a timer that keeps no process alive and stops when asked", async () => {
    const setIntervalSpy = vi.spyOn(globalThis, "setInterval");
    const atStart = await counterStarted(quarterHour, "198.51.100.1", 16);
    const housekeeping = startHousekeeping(t.deps.db, { intervalMs: 50, log: () => {} });
    try {
      await vi.waitFor(async () => expect(await remainingCounters([atStart])).toEqual([]));
      const timer = setIntervalSpy.mock.results[0]?.value as NodeJS.Timeout;
      expect(timer.hasRef()).toBe(false);

      const onTheTimer = await counterStarted(quarterHour, "198.51.100.2", 16);
      await vi.waitFor(async () => expect(await remainingCounters([onTheTimer])).toEqual([]));
    } finally {
      await housekeeping.stop();
    }
    const afterStop = await counterStarted(quarterHour, "198.51.100.3", 16);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await remainingCounters([afterStop])).toEqual([afterStop]);
  });

  it("draws a backlog of missing session pictures batch after batch, without waiting for the next sweep", async () => {
    const coach = await t.signUp();
    const created = await Promise.all(
      Array.from({ length: 5 }, async (_, index) => {
        const response = await t.request("/api/sessions", {
          body: sessionBody({ title: `Old session ${index}` }),
          cookie: coach.cookie,
        });
        return (await readJson(response)).session.id as string;
      }),
    );
    await t.deps.db.update(trainingSessions).set({ thumbnail: null }).where(inArray(trainingSessions.id, created));
    const stillMissing = async () =>
      (
        await t.deps.db
          .select({ id: trainingSessions.id })
          .from(trainingSessions)
          .where(and(inArray(trainingSessions.id, created), isNull(trainingSessions.thumbnail)))
      ).length;

    // Two a batch, an hour between sweeps: only the backlog's own pace can draw all five.
    const housekeeping = startHousekeeping(t.deps.db, {
      intervalMs: 60 * 60 * 1000,
      backlogPauseMs: 10,
      thumbnailsPerBatch: 2,
      log: () => {},
    });
    try {
      await vi.waitFor(async () => expect(await stillMissing()).toBe(0), { timeout: 10_000 });
    } finally {
      await housekeeping.stop();
    }
  });

  it("logs a failed sweep without its SQL parameters and keeps going", async () => {
    const closed = await openTestDatabase();
    await closed.close();
    const lines: string[] = [];
    const housekeeping = startHousekeeping(closed.db, { intervalMs: 20, log: (line) => lines.push(line) });
    await vi.waitFor(() => expect(lines.length).toBeGreaterThanOrEqual(2));
    await housekeeping.stop();
    expect(lines[0]).toMatch(/^\[housekeeping\] sweeping expired rows failed: a database query failed: /);
    expect(lines.join("\n")).not.toMatch(/params|delete from/i);
  });
});
