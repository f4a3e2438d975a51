import { onlineManager, useQueryClient } from "@tanstack/react-query";
import type { AttendanceMarkInput } from "@touchline/contracts";
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { ApiError } from "../../../lib/api-client.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { useIsOnline } from "../../../lib/use-online-status.ts";
import { registerKey, saveRegister, useRegister } from "../api/use-register.ts";
import {
  dropMarks,
  latestPerPlayer,
  queuedMarks,
  queueKey,
  queueMarks,
  type RegisterRef,
  subscribeToQueues,
} from "../lib/mark-queue.ts";
import { registerCounts, registerRows } from "../lib/register-view.ts";

/** What a tap says of a player; the device adds its id for the mark and the time of the tap. */
export type Tap = Omit<AttendanceMarkInput, "clientMarkId" | "markedAt">;

/** How long a save that failed on the server's side waits before it is tried again. */
export const RETRY_AFTER_MS = 15_000;

/** The last tap's time on this device: two taps in one millisecond still come one after the other. */
let lastTapAt = 0;
function tapTime(): string {
  lastTapAt = Math.max(Date.now(), lastTapAt + 1);
  return new Date(lastTapAt).toISOString();
}

/** Registers with a save on its way, so two views of one register never send the same marks at once. */
const saving = new Set<string>();

/**
 * A refusal of the batch itself (a player no longer in the squad, minutes past the occurrence's length, an
 * occurrence cancelled meanwhile): sent again it would be refused again, for ever, and hold back every later
 * tap. A lapsed sign-in (401) or a busy server (429, 5xx) is not: those marks wait and are sent again.
 */
const isRefusedBatch = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status);

/**
 * Taking one occurrence's register on this device: the server's register with the taps waiting here laid
 * over it, and `take`, which keeps taps on the device at once and saves them in one request when there is a
 * network: now, when the network comes back, and when the page opens again.
 */
export function useTakeRegister(ref: RegisterRef) {
  const { clubId, teamId, eventId, occurrenceStart } = ref;
  const stableRef = useMemo(
    () => ({ clubId, teamId, eventId, occurrenceStart }),
    [clubId, teamId, eventId, occurrenceStart],
  );
  const queryClient = useQueryClient();
  const register = useRegister(stableRef);
  const queued = useSyncExternalStore(
    subscribeToQueues,
    () => queuedMarks(stableRef),
    () => queuedMarks(stableRef),
  );
  const isOnline = useIsOnline();
  const [isSaved, setIsSaved] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const retry = useRef<ReturnType<typeof setTimeout>>(undefined);

  const save = useCallback(async (): Promise<void> => {
    const key = queueKey(stableRef);
    const batch = queuedMarks(stableRef);
    if (batch.length === 0 || saving.has(key) || !onlineManager.isOnline()) return;
    clearTimeout(retry.current);
    // Every queued mark goes, the older taps of a player inside their latest: a tap made while this save
    // is on its way is not in the batch and stays queued.
    const sent = new Set(batch.map((mark) => mark.clientMarkId));
    saving.add(key);
    setIsSaving(true);
    setIsSaved(false);
    let isDone = false;
    try {
      const answer = await saveRegister(stableRef, { marks: latestPerPlayer(batch) });
      dropMarks(stableRef, sent);
      // A read sent before this save would answer the register as it was: the save's answer is newer.
      await queryClient.cancelQueries({ queryKey: registerKey(stableRef) });
      queryClient.setQueryData(registerKey(stableRef), answer);
      isDone = true;
    } catch (error) {
      if (isRefusedBatch(error)) {
        showApiError(error, "Could not save these marks");
        dropMarks(stableRef, sent);
        void queryClient.invalidateQueries({ queryKey: registerKey(stableRef) });
      } else if (!(error instanceof ApiError && error.code === "NETWORK")) {
        showApiError(error, "Could not save the register yet", {
          fallback: "The marks are kept on this device and sent again shortly.",
        });
        // A lapsed sign-in waits for the next one (the next tap or visit sends them); a busy server is
        // asked again shortly.
        if (!(error instanceof ApiError && error.status === 401)) {
          retry.current = setTimeout(() => void save(), RETRY_AFTER_MS);
        }
      }
    } finally {
      saving.delete(key);
      setIsSaving(false);
    }
    if (!isDone) return;
    if (queuedMarks(stableRef).length > 0) await save();
    else setIsSaved(true);
  }, [stableRef, queryClient]);

  // On opening the page and whenever the network comes back: whatever waits on the device goes.
  useEffect(() => {
    if (isOnline) void save();
  }, [isOnline, save]);
  useEffect(() => () => clearTimeout(retry.current), []);

  const take = useCallback(
    (taps: readonly Tap[]) => {
      queueMarks(
        stableRef,
        taps.map((tap) => ({ ...tap, clientMarkId: crypto.randomUUID(), markedAt: tapTime() })),
      );
      setIsSaved(false);
      void save();
    },
    [stableRef, save],
  );

  const rows = useMemo(
    () => (register.data ? registerRows(register.data.players, queued) : []),
    [register.data, queued],
  );
  return {
    register,
    rows,
    counts: registerCounts(rows),
    /** How many players' marks wait on this device for the network. */
    waiting: latestPerPlayer(queued).length,
    isOnline,
    isSaving,
    isSaved,
    take,
  };
}
export type TakeRegister = ReturnType<typeof useTakeRegister>;
