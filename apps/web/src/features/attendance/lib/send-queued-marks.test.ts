import type { AttendanceMarkInput } from "@touchline/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../testing/api-mock.ts";
import { aRegister } from "../../../testing/builders.ts";
import { queuedMarks, queueMarks, type RegisterRef } from "./mark-queue.ts";
import { holdRegisterOpen, sendWaitingRegisters } from "./send-queued-marks.ts";

const tuesday: RegisterRef = { clubId: "c1", teamId: "t1", eventId: "e1", occurrenceStart: "2027-03-09T18:00:00.000Z" };
const thursday: RegisterRef = { ...tuesday, eventId: "e2", occurrenceStart: "2027-03-11T18:00:00.000Z" };

const mark = (clientMarkId: string, playerId: string, isPresent: boolean, markedAt: string): AttendanceMarkInput => ({
  clientMarkId,
  playerId,
  isPresent,
  lateMinutes: 0,
  leftEarlyMinutes: 0,
  markedAt,
});

let server: ReturnType<typeof mockApi>;

beforeEach(() => {
  localStorage.clear();
  server = mockApi().on(
    "put",
    "/api/clubs/:clubId/teams/:teamId/events/:eventId/occurrences/:occurrenceStart/register",
    () => aRegister(),
  );
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("sendWaitingRegisters", () => {
  it("sends each register's waiting marks in one request, each player's latest, and empties its queue", async () => {
    queueMarks(tuesday, [
      mark("a", "sam", false, "2027-03-09T18:01:00.000Z"),
      mark("b", "sam", true, "2027-03-09T18:02:00.000Z"),
      mark("c", "ana", true, "2027-03-09T18:03:00.000Z"),
    ]);
    queueMarks(thursday, [mark("d", "sam", true, "2027-03-11T18:01:00.000Z")]);

    await sendWaitingRegisters();

    const puts = server.calls.filter((call) => call.method === "PUT");
    expect(puts.map((call) => decodeURIComponent(call.path))).toEqual([
      "/api/clubs/c1/teams/t1/events/e1/occurrences/2027-03-09T18:00:00.000Z/register",
      "/api/clubs/c1/teams/t1/events/e2/occurrences/2027-03-11T18:00:00.000Z/register",
    ]);
    expect((puts[0]!.body as { marks: AttendanceMarkInput[] }).marks.map((sent) => sent.clientMarkId)).toEqual([
      "b",
      "c",
    ]);
    expect(queuedMarks(tuesday)).toEqual([]);
    expect(queuedMarks(thursday)).toEqual([]);
  });

  it("leaves a register open on a page to that page", async () => {
    queueMarks(tuesday, [mark("a", "sam", true, "2027-03-09T18:01:00.000Z")]);
    const release = holdRegisterOpen(tuesday);

    await sendWaitingRegisters();
    expect(server.calls).toEqual([]);
    expect(queuedMarks(tuesday)).toHaveLength(1);

    release();
    await sendWaitingRegisters();
    expect(server.calls).toHaveLength(1);
    expect(queuedMarks(tuesday)).toEqual([]);
  });
});
