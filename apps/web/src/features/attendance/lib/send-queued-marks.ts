import { onlineManager } from "@tanstack/react-query";
import type { RegisterResponse } from "@touchline/contracts";
import { ApiError } from "../../../lib/api-client.ts";
import { REGISTER_MARKS_KEY_PREFIX } from "../../../lib/offline-caches.ts";
import { saveRegister } from "../api/use-register.ts";
import { dropMarks, latestPerPlayer, queuedMarks, queueKey, type RegisterRef } from "./mark-queue.ts";

/** What became of one attempt to send a register's waiting marks. */
export type SendResult =
  /** Nothing to send, no network, or a save of this register already on its way. */
  | { status: "idle" }
  | { status: "saved"; register: RegisterResponse }
  /** The server refused the batch itself: its marks were dropped, as they would be refused for ever. */
  | { status: "refused"; error: unknown }
  /** No answer, a lapsed sign-in or a busy server: the marks wait for the next attempt. */
  | { status: "kept"; error: unknown };

/** Registers with a save on its way, so two senders never send the same marks at once. */
const saving = new Set<string>();

/**
 * A refusal of the batch itself (a player no longer in the squad, minutes past the occurrence's length, an
 * occurrence cancelled meanwhile): sent again it would be refused again, for ever, and hold back every later
 * tap. A lapsed sign-in (401) or a busy server (408, 429, 5xx) is not: those marks wait and are sent again.
 */
const isRefusedBatch = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status);

/**
 * Sends every mark of `ref` waiting on this device in one request, each player's latest only. The marks it
 * carried leave the queue once saved (or refused); a tap made while it was on its way stays for the next.
 */
export async function sendQueuedMarks(ref: RegisterRef): Promise<SendResult> {
  const key = queueKey(ref);
  const batch = queuedMarks(ref);
  if (batch.length === 0 || saving.has(key) || !onlineManager.isOnline()) return { status: "idle" };
  const sent = new Set(batch.map((mark) => mark.clientMarkId));
  saving.add(key);
  try {
    const register = await saveRegister(ref, { marks: latestPerPlayer(batch) });
    dropMarks(ref, sent);
    return { status: "saved", register };
  } catch (error) {
    if (!isRefusedBatch(error)) return { status: "kept", error };
    dropMarks(ref, sent);
    return { status: "refused", error };
  } finally {
    saving.delete(key);
  }
}

/** Registers open on a page now: that page sends their marks itself and tells the coach how it went. */
const openRegisters = new Set<string>();

/** Marks `ref`'s register as open on a page until the returned function is called. */
export function holdRegisterOpen(ref: RegisterRef): () => void {
  const key = queueKey(ref);
  openRegisters.add(key);
  return () => void openRegisters.delete(key);
}

/** The registers with marks waiting on this device, read from the keys their queues are stored under. */
function waitingRegisters(): RegisterRef[] {
  const refs: RegisterRef[] = [];
  try {
    for (let index = 0; index < localStorage.length; index++) {
      const key = localStorage.key(index);
      if (!key?.startsWith(REGISTER_MARKS_KEY_PREFIX)) continue;
      const [clubId, teamId, eventId, occurrenceStart, ...rest] = key
        .slice(REGISTER_MARKS_KEY_PREFIX.length)
        .split("/");
      if (clubId && teamId && eventId && occurrenceStart && rest.length === 0) {
        refs.push({ clubId, teamId, eventId, occurrenceStart });
      }
    }
  } catch {
    // Storage refused: marks kept in memory belong to the page that took them, which sends them.
  }
  return refs;
}

/**
 * Sends the marks of every register not open on a page: marks taken on the grass without a network go
 * when it comes back, whatever page the coach has moved on to. What cannot go yet waits for the next time.
 */
export async function sendWaitingRegisters(): Promise<void> {
  const closed = waitingRegisters().filter((ref) => !openRegisters.has(queueKey(ref)));
  for (const ref of closed) await sendQueuedMarks(ref);
}
