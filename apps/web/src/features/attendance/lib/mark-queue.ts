import { type AttendanceMarkInput, AttendanceMarkInputSchema } from "@touchline/contracts";
import { z } from "zod";
import { REGISTER_MARKS_KEY_PREFIX } from "../../../lib/offline-caches.ts";

/** The occurrence a register is taken for, with the club and team its address names. */
export interface RegisterRef {
  clubId: string;
  teamId: string;
  eventId: string;
  /** The occurrence's original start (UTC ISO): its name everywhere. */
  occurrenceStart: string;
}

const StoredMarksSchema = z.array(AttendanceMarkInputSchema);

export const queueKey = ({ clubId, teamId, eventId, occurrenceStart }: RegisterRef) =>
  `${REGISTER_MARKS_KEY_PREFIX}${clubId}/${teamId}/${eventId}/${occurrenceStart}`;

/** Where storage is refused (private mode, full): the marks live as long as the page. */
const inMemory = new Map<string, string>();
const listeners = new Set<() => void>();
/** The last parse of each key, so a snapshot is the same array until the stored text changes. */
const parsed = new Map<string, { raw: string | null; marks: readonly AttendanceMarkInput[] }>();
const NONE: readonly AttendanceMarkInput[] = [];

function readRaw(key: string): string | null {
  try {
    return localStorage.getItem(key) ?? inMemory.get(key) ?? null;
  } catch {
    return inMemory.get(key) ?? null;
  }
}

function writeRaw(key: string, marks: readonly AttendanceMarkInput[]): void {
  const raw = marks.length === 0 ? null : JSON.stringify(marks);
  try {
    if (raw === null) localStorage.removeItem(key);
    else localStorage.setItem(key, raw);
    inMemory.delete(key);
  } catch {
    if (raw === null) inMemory.delete(key);
    else inMemory.set(key, raw);
  }
  for (const listener of listeners) listener();
}

/**
 * The marks of this register taken on this device and not yet saved, oldest first. What storage gives back
 * may be damaged or written by another version: anything not of a mark's shape is left out as a whole.
 */
export function queuedMarks(ref: RegisterRef): readonly AttendanceMarkInput[] {
  const key = queueKey(ref);
  const raw = readRaw(key);
  const cached = parsed.get(key);
  if (cached && cached.raw === raw) return cached.marks;
  let marks = NONE;
  if (raw !== null) {
    try {
      const result = StoredMarksSchema.safeParse(JSON.parse(raw));
      if (result.success) marks = result.data;
    } catch {
      // Not JSON: nothing usable was kept.
    }
  }
  parsed.set(key, { raw, marks });
  return marks;
}

/** Keeps new taps on the device at once (they survive a reload) until a save removes them. */
export function queueMarks(ref: RegisterRef, marks: readonly AttendanceMarkInput[]): void {
  if (marks.length === 0) return;
  writeRaw(queueKey(ref), [...queuedMarks(ref), ...marks]);
}

/**
 * Removes the marks a save carried (or the server refused), by their ids, read afresh: a tap made while the
 * save was on its way stays queued for the next one.
 */
export function dropMarks(ref: RegisterRef, clientMarkIds: ReadonlySet<string>): void {
  const before = queuedMarks(ref);
  const after = before.filter((mark) => !clientMarkIds.has(mark.clientMarkId));
  if (after.length !== before.length) writeRaw(queueKey(ref), after);
}

/** Tells `listener` whenever a queue changes, in this tab or (through storage events) another. */
export function subscribeToQueues(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(REGISTER_MARKS_KEY_PREFIX)) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Whether mark `a` was taken after `b`, as the server orders them: by tap time, then by the larger id. */
export function isLaterMark(a: AttendanceMarkInput, b: AttendanceMarkInput): boolean {
  const [timeA, timeB] = [Date.parse(a.markedAt), Date.parse(b.markedAt)];
  return timeA > timeB || (timeA === timeB && a.clientMarkId > b.clientMarkId);
}

/** Each player's latest mark only: what a save sends, and what the register shows over the server's copy. */
export function latestPerPlayer(marks: readonly AttendanceMarkInput[]): AttendanceMarkInput[] {
  const latest = new Map<string, AttendanceMarkInput>();
  for (const mark of marks) {
    const kept = latest.get(mark.playerId);
    if (!kept || isLaterMark(mark, kept)) latest.set(mark.playerId, mark);
  }
  return [...latest.values()];
}
