import type { AttendanceMarkInput } from "@touchline/contracts";
import { describe, expect, it } from "vitest";
import { dropMarks, latestPerPlayer, queuedMarks, queueKey, queueMarks, type RegisterRef } from "./mark-queue.ts";

const ref: RegisterRef = { clubId: "c1", teamId: "t1", eventId: "e1", occurrenceStart: "2027-03-09T18:00:00.000Z" };
const other: RegisterRef = { ...ref, occurrenceStart: "2027-03-16T18:00:00.000Z" };

const mark = (clientMarkId: string, playerId: string, markedAt: string, isPresent = true): AttendanceMarkInput => ({
  clientMarkId,
  playerId,
  isPresent,
  lateMinutes: 0,
  leftEarlyMinutes: 0,
  markedAt,
});

describe("the queue of marks waiting on the device", () => {
  it("keeps taps in storage per occurrence, so they survive a reload", () => {
    queueMarks(ref, [mark("m1", "sam", "2027-03-09T18:01:00.000Z")]);
    queueMarks(ref, [mark("m2", "ana", "2027-03-09T18:02:00.000Z")]);
    queueMarks(other, [mark("m3", "sam", "2027-03-16T18:01:00.000Z")]);
    // What a reloaded page finds: the stored text, read afresh.
    const stored = JSON.parse(localStorage.getItem(queueKey(ref))!);
    expect(stored.map((entry: AttendanceMarkInput) => entry.clientMarkId)).toEqual(["m1", "m2"]);
    localStorage.setItem(queueKey(ref), JSON.stringify([...stored, mark("m4", "lee", "2027-03-09T18:03:00.000Z")]));
    expect(queuedMarks(ref).map((entry) => entry.clientMarkId)).toEqual(["m1", "m2", "m4"]);
    expect(queuedMarks(other).map((entry) => entry.clientMarkId)).toEqual(["m3"]);
  });

  it("gives the same list until it changes, and leaves out what storage holds of another shape", () => {
    queueMarks(ref, [mark("m1", "sam", "2027-03-09T18:01:00.000Z")]);
    expect(queuedMarks(ref)).toBe(queuedMarks(ref));
    localStorage.setItem(queueKey(ref), JSON.stringify([{ playerId: "sam", isPresent: "yes" }]));
    expect(queuedMarks(ref)).toEqual([]);
    localStorage.setItem(queueKey(ref), "{not json");
    expect(queuedMarks(ref)).toEqual([]);
  });

  it("removes only the marks a save carried: a tap made while it was on its way stays", () => {
    queueMarks(ref, [mark("m1", "sam", "2027-03-09T18:01:00.000Z"), mark("m2", "ana", "2027-03-09T18:02:00.000Z")]);
    const sent = new Set(queuedMarks(ref).map((entry) => entry.clientMarkId));
    queueMarks(ref, [mark("m3", "sam", "2027-03-09T18:03:00.000Z", false)]);
    dropMarks(ref, sent);
    expect(queuedMarks(ref).map((entry) => entry.clientMarkId)).toEqual(["m3"]);
    dropMarks(ref, new Set(["m3"]));
    expect(queuedMarks(ref)).toEqual([]);
    expect(localStorage.getItem(queueKey(ref))).toBeNull();
  });
});

describe("latestPerPlayer", () => {
  it("keeps each player's latest tap, whatever order the taps are listed in", () => {
    const marks = [
      mark("m2", "sam", "2027-03-09T18:05:00.000Z", false),
      mark("m1", "sam", "2027-03-09T18:01:00.000Z"),
      mark("m3", "ana", "2027-03-09T18:02:00.000Z"),
      mark("m4", "sam", "2027-03-09T18:03:00.000Z"),
    ];
    expect(latestPerPlayer(marks).map((entry) => entry.clientMarkId)).toEqual(["m2", "m3"]);
  });

  it("breaks a tie of tap times by the larger id, as the server does", () => {
    const at = "2027-03-09T18:05:00.000Z";
    expect(latestPerPlayer([mark("b", "sam", at), mark("a", "sam", at, false)])[0]!.clientMarkId).toBe("b");
    expect(latestPerPlayer([mark("a", "sam", at, false), mark("b", "sam", at)])[0]!.clientMarkId).toBe("b");
  });
});
