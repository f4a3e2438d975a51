import { useQueryClient } from "@tanstack/react-query";
import { forgetClubAnswers } from "../../../lib/offline-caches.ts";
import { CLUB_LIST_KEY, clubKey } from "./club-keys.ts";

/**
 * Clubs this page left on purpose (the coach left, or deleted it), with when: a club page still open may
 * ask for the club once more as its answers go and get a 404, which must not read as "you were removed".
 */
const leftOnPurpose = new Map<string, number>();
/** Long enough for the page still open to ask once more. */
const LEFT_ON_PURPOSE_MS = 10_000;

/** Whether the coach themself just left `clubId` (asked once: the answer is forgotten as it is read). */
export function takeLeftOnPurpose(clubId: string): boolean {
  const leftAt = leftOnPurpose.get(clubId);
  leftOnPurpose.delete(clubId);
  return leftAt !== undefined && Date.now() - leftAt <= LEFT_ON_PURPOSE_MS;
}

/**
 * Drops a club the coach is no longer in (left, removed, or the club deleted): its answers in memory and
 * those kept for offline use on the device, and asks for the list of clubs again, so the navigation stops
 * offering it.
 */
export function useForgetClub() {
  const queryClient = useQueryClient();
  return async (clubId: string, { isOnPurpose = false }: { isOnPurpose?: boolean } = {}) => {
    if (isOnPurpose) leftOnPurpose.set(clubId, Date.now());
    await queryClient.cancelQueries({ queryKey: clubKey(clubId) });
    queryClient.removeQueries({ queryKey: clubKey(clubId) });
    await forgetClubAnswers(clubId);
    await queryClient.invalidateQueries({ queryKey: CLUB_LIST_KEY, exact: true });
  };
}
