import { t } from "@lingui/core/macro";
import { onlineManager, useQueryClient } from "@tanstack/react-query";
import type { AttendanceMarkInput } from "@touchline/contracts";
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { ApiError } from "../../../lib/api-client.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { useIsOnline } from "../../../lib/use-online-status.ts";
import { registerKey, useRegister } from "../api/use-register.ts";
import { latestPerPlayer, queuedMarks, queueMarks, type RegisterRef, subscribeToQueues } from "../lib/mark-queue.ts";
import { holdRegisterOpen, sendQueuedMarks } from "../lib/send-queued-marks.ts";
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
  const isSendingHere = useRef(false);

  const save = useCallback(async (): Promise<void> => {
    if (queuedMarks(stableRef).length === 0 || !onlineManager.isOnline()) return;
    clearTimeout(retry.current);
    setIsSaving(true);
    setIsSaved(false);
    isSendingHere.current = true;
    const result = await sendQueuedMarks(stableRef).finally(() => {
      isSendingHere.current = false;
    });
    setIsSaving(false);
    if (result.status === "idle") return;
    if (result.status === "refused") {
      showApiError(result.error, t`Could not save these marks`);
      void queryClient.invalidateQueries({ queryKey: registerKey(stableRef) });
      return;
    }
    if (result.status === "kept") {
      const { error } = result;
      if (error instanceof ApiError && error.code === "NETWORK") return;
      showApiError(error, t`Could not save the register yet`, {
        fallback: t`The marks are kept on this device and sent again shortly.`,
      });
      // A lapsed sign-in waits for the next one (the next tap or visit sends them); a busy server is
      // asked again shortly.
      if (!(error instanceof ApiError && error.status === 401)) {
        retry.current = setTimeout(() => void save(), RETRY_AFTER_MS);
      }
      return;
    }
    // A read sent before this save would answer the register as it was: the save's answer is newer.
    await queryClient.cancelQueries({ queryKey: registerKey(stableRef) });
    queryClient.setQueryData(registerKey(stableRef), result.register);
    if (queuedMarks(stableRef).length > 0) await save();
    else setIsSaved(true);
  }, [stableRef, queryClient]);

  // This page sends the register's marks and says how it went; the app-wide sender leaves them to it.
  useEffect(() => holdRegisterOpen(stableRef), [stableRef]);
  // Marks sent from elsewhere (the app-wide sender as the page opened, another tab) leave the queue: the
  // register is read again, so it shows them as saved instead of as the server had them before.
  const queuedCount = queued.length;
  const previousCount = useRef(queuedCount);
  useEffect(() => {
    if (queuedCount < previousCount.current && !isSendingHere.current) {
      void queryClient.invalidateQueries({ queryKey: registerKey(stableRef) });
    }
    previousCount.current = queuedCount;
  }, [queuedCount, queryClient, stableRef]);
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
