// Before the contracts build their schemas: the routes call `.openapi()` on them (see main.ts).
import "@hono/zod-openapi";
import { MESSAGES_LIST_LIMIT, type SendMessageRequest } from "@touchline/contracts";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messageRecipients } from "../../db/schema.ts";
import { createTestApp, readJson, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signUp"]>>;
let titleCounter = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUpWithRole("admin");
});
afterAll(() => t.close());

const uniqueTitle = (label: string) => `${label} ${++titleCounter} ${Date.now()}`;

async function send(overrides: Partial<SendMessageRequest> = {}, cookie = admin.cookie) {
  const body: SendMessageRequest = {
    title: uniqueTitle("Broadcast"),
    content: "Training moves to pitch 3 on Tuesday.",
    ...overrides,
  };
  const response = await t.request("/api/admin/messages", { body, cookie });
  expect(response.status).toBe(201);
  return (await readJson(response)).message as { id: string; title: string; readCount: number; audienceSize: number };
}

async function listFor(cookie: string) {
  const response = await t.request("/api/messages", { cookie });
  expect(response.status).toBe(200);
  return (await readJson(response)) as {
    messages: Array<{ id: string; title: string; readAt: string | null; isUrgent: boolean }>;
    unreadCount: number;
  };
}

async function unreadCountFor(cookie: string): Promise<number> {
  const response = await t.request("/api/messages/unread-count", { cookie });
  expect(response.status).toBe(200);
  return (await readJson(response)).unreadCount;
}

const markRead = (id: string, cookie: string) => t.request(`/api/messages/${id}/read`, { method: "POST", cookie });

async function readEverythingListed(cookie: string) {
  for (const message of (await listFor(cookie)).messages) expect((await markRead(message.id, cookie)).status).toBe(200);
}

describe("sending broadcasts", () => {
  it("is for admins only: 401 for visitors, 403 for coaches and moderators", async () => {
    const coach = await t.signUp();
    const moderator = await t.signUpWithRole("moderator");
    const body = { title: "Not allowed", content: "Nope" };
    expect((await t.request("/api/admin/messages", { body })).status).toBe(401);
    expect((await t.request("/api/admin/messages", { body, cookie: coach.cookie })).status).toBe(403);
    const forbidden = await t.request("/api/admin/messages", { body, cookie: moderator.cookie });
    expect(forbidden.status).toBe(403);
    expect((await readJson(forbidden)).error.code).toBe("FORBIDDEN");
    expect((await t.request("/api/admin/messages", { cookie: moderator.cookie })).status).toBe(403);
    expect((await t.request("/api/admin/messages")).status).toBe(401);
  });

  it("lets admins and super admins send, with every field kept", async () => {
    const superAdmin = await t.signUpWithRole("super_admin");
    const title = uniqueTitle("Pitch closed");
    const response = await t.request("/api/admin/messages", {
      cookie: superAdmin.cookie,
      body: {
        title,
        content: "Frost: pitch 2 is closed.",
        messageType: "warning",
        targetAudience: "coaches",
        isUrgent: true,
      },
    });
    expect(response.status).toBe(201);
    expect((await readJson(response)).message).toMatchObject({
      title,
      content: "Frost: pitch 2 is closed.",
      messageType: "warning",
      targetAudience: "coaches",
      isUrgent: true,
      readCount: 0,
    });
    const plain = await send();
    expect(plain).toMatchObject({ messageType: "announcement", targetAudience: "all", isUrgent: false });
  });

  it("refuses an empty title or content with a message naming the field", async () => {
    const response = await t.request("/api/admin/messages", {
      cookie: admin.cookie,
      body: { title: "  ", content: "x", messageType: "tip" },
    });
    expect(response.status).toBe(400);
    expect((await readJson(response)).error.fields).toMatchObject({ title: "Please give the message a title" });
    const badType = await t.request("/api/admin/messages", {
      cookie: admin.cookie,
      body: { title: "x", content: "x", messageType: "spam" },
    });
    expect(badType.status).toBe(400);
  });
});

describe("reading broadcasts", () => {
  it("needs sign-in", async () => {
    expect((await t.request("/api/messages")).status).toBe(401);
    expect((await t.request("/api/messages/unread-count")).status).toBe(401);
    const message = await send();
    expect((await markRead(message.id, "")).status).toBe(401);
  });

  it("shows each user the broadcasts of their audience only", async () => {
    const coach = await t.signUp();
    const moderator = await t.signUpWithRole("moderator");
    const superAdmin = await t.signUpWithRole("super_admin");
    const forAll = await send({ targetAudience: "all" });
    const forCoaches = await send({ targetAudience: "coaches" });
    const forModerators = await send({ targetAudience: "moderators" });
    const idsFor = async (cookie: string) => (await listFor(cookie)).messages.map((message) => message.id);

    expect(await idsFor(coach.cookie)).toEqual(expect.arrayContaining([forAll.id, forCoaches.id]));
    expect(await idsFor(coach.cookie)).not.toContain(forModerators.id);
    for (const staff of [moderator, admin, superAdmin]) {
      const ids = await idsFor(staff.cookie);
      expect(ids).toEqual(expect.arrayContaining([forAll.id, forModerators.id]));
      expect(ids).not.toContain(forCoaches.id);
    }
    // Another audience's broadcast cannot be marked read either: it answers like a missing one.
    expect((await markRead(forModerators.id, coach.cookie)).status).toBe(404);
    expect((await markRead(forCoaches.id, moderator.cookie)).status).toBe(404);
    expect((await markRead("no-such-message", coach.cookie)).status).toBe(404);
  });

  it("lists the 20 newest, newest first", async () => {
    const coach = await t.signUp();
    const sent = [];
    for (let index = 0; index < MESSAGES_LIST_LIMIT + 2; index += 1)
      sent.push(await send({ title: uniqueTitle(`Numbered ${index}`) }));
    const { messages } = await listFor(coach.cookie);
    expect(messages).toHaveLength(MESSAGES_LIST_LIMIT);
    expect(messages.map((message) => message.id)).toEqual(
      sent
        .slice(-MESSAGES_LIST_LIMIT)
        .reverse()
        .map((message) => message.id),
    );
  });

  it("marks a broadcast read by creating the missing receipt, and keeps the first read time", async () => {
    const coach = await t.signUp();
    const message = await send({ isUrgent: true });
    const receipts = () =>
      t.deps.db
        .select()
        .from(messageRecipients)
        .where(and(eq(messageRecipients.messageId, message.id), eq(messageRecipients.recipientId, coach.id)));
    expect(await receipts()).toHaveLength(0);
    expect((await listFor(coach.cookie)).messages.find((listed) => listed.id === message.id)).toMatchObject({
      readAt: null,
      isUrgent: true,
    });

    const first = await markRead(message.id, coach.cookie);
    expect(first.status).toBe(200);
    const { readAt } = await readJson(first);
    const [receipt] = await receipts();
    expect(receipt?.readAt?.toISOString()).toBe(readAt);
    expect(receipt?.deliveredAt).toBeInstanceOf(Date);

    const again = await markRead(message.id, coach.cookie);
    expect(again.status).toBe(200);
    expect((await readJson(again)).readAt).toBe(readAt);
    expect(await receipts()).toHaveLength(1);
    expect((await listFor(coach.cookie)).messages.find((listed) => listed.id === message.id)?.readAt).toBe(readAt);
  });

  it("survives 20 concurrent mark-read calls: one receipt, one read time, no error", async () => {
    const coach = await t.signUp();
    const message = await send();
    const responses = await Promise.all(Array.from({ length: 20 }, () => markRead(message.id, coach.cookie)));
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    const readTimes = new Set(await Promise.all(responses.map(async (response) => (await readJson(response)).readAt)));
    expect(readTimes.size).toBe(1);
    const [row] = await t.deps.db
      .select({
        rows: sql<number>`count(*)::int`,
        readTimes: sql<number>`count(distinct ${messageRecipients.readAt})::int`,
      })
      .from(messageRecipients)
      .where(and(eq(messageRecipients.messageId, message.id), eq(messageRecipients.recipientId, coach.id)));
    expect(row).toEqual({ rows: 1, readTimes: 1 });
  });

  it("counts unread broadcasts for the bell", async () => {
    const coach = await t.signUp();
    await readEverythingListed(coach.cookie);
    expect(await unreadCountFor(coach.cookie)).toBe(0);
    const forCoaches = await send({ targetAudience: "coaches" });
    await send({ targetAudience: "moderators" });
    expect(await unreadCountFor(coach.cookie)).toBe(1);
    expect((await listFor(coach.cookie)).unreadCount).toBe(1);
    const second = await send({ targetAudience: "all" });
    expect(await unreadCountFor(coach.cookie)).toBe(2);
    await markRead(forCoaches.id, coach.cookie);
    await markRead(second.id, coach.cookie);
    expect(await unreadCountFor(coach.cookie)).toBe(0);
  });
});

describe("the admins' sent list", () => {
  it("shows read counts and the audience size", async () => {
    const coaches = [await t.signUp(), await t.signUp()];
    const moderator = await t.signUpWithRole("moderator");
    const message = await send({ title: uniqueTitle("Read count"), targetAudience: "all" });
    const forCoaches = await send({ title: uniqueTitle("Coaches only"), targetAudience: "coaches" });
    for (const reader of [...coaches, moderator]) await markRead(message.id, reader.cookie);
    await markRead(message.id, coaches[0]!.cookie);
    await markRead(forCoaches.id, coaches[1]!.cookie);

    const response = await t.request("/api/admin/messages", { cookie: admin.cookie });
    expect(response.status).toBe(200);
    const { messages } = (await readJson(response)) as {
      messages: Array<{ id: string; readCount: number; audienceSize: number }>;
    };
    expect(messages[0]?.id).toBe(forCoaches.id);
    expect(messages.find((sent) => sent.id === message.id)?.readCount).toBe(3);
    const coachesOnly = messages.find((sent) => sent.id === forCoaches.id)!;
    expect(coachesOnly.readCount).toBe(1);

    // The audience grows with the people in it.
    const everyone = messages.find((sent) => sent.id === message.id)!.audienceSize;
    await t.signUp();
    const after = (await readJson(await t.request("/api/admin/messages", { cookie: admin.cookie })))
      .messages as typeof messages;
    expect(after.find((sent) => sent.id === forCoaches.id)?.audienceSize).toBe(coachesOnly.audienceSize + 1);
    expect(after.find((sent) => sent.id === message.id)?.audienceSize).toBe(everyone + 1);
    expect(everyone).toBeGreaterThan(coachesOnly.audienceSize);
  });
});
