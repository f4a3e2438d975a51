import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { toast } from "../../../components/ui/toast-store.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { clubKey } from "../api/club-keys.ts";
import { takeLeftOnPurpose, useForgetClub } from "../api/use-forget-club.ts";

export const NO_LONGER_A_MEMBER = msg`You are no longer a member of this club.`;

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * On a club's pages: when the club answers 404 (a club admin removed the coach, or the club was deleted),
 * the club is forgotten on this device (answers in memory and kept offline, its place in the navigation)
 * and the coach is told so on My work. Any other 404 under the club (an item, a team, a change refused)
 * may be the first sign of it: the club itself is asked again to know.
 */
export function useLeaveWhenClubGone(clubId: string, clubError: unknown) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const forgetClub = useForgetClub();
  const isGone = isNotFound(clubError);
  const handledClubId = useRef<string | null>(null);

  useEffect(() => {
    const checkClub = (error: unknown) => {
      if (isNotFound(error)) void queryClient.refetchQueries({ queryKey: clubKey(clubId), exact: true });
    };
    const stopWatchingQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "error") return;
      const [root, id, ...below] = event.query.queryKey;
      if (root === "clubs" && id === clubId && below.length > 0) checkClub(event.action.error);
    });
    const stopWatchingMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") checkClub(event.action.error);
    });
    return () => {
      stopWatchingQueries();
      stopWatchingMutations();
    };
  }, [clubId, queryClient]);

  useEffect(() => {
    if (!isGone || handledClubId.current === clubId) return;
    handledClubId.current = clubId;
    if (!takeLeftOnPurpose(clubId)) {
      toast({
        title: t(NO_LONGER_A_MEMBER),
        description: t`A club admin removed you, or the club was deleted.`,
        variant: "destructive",
      });
    }
    void Promise.resolve(navigate("/", { replace: true })).then(() => forgetClub(clubId));
  }, [isGone, clubId, navigate, forgetClub, t]);
}
