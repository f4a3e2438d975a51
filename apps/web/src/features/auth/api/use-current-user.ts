import { type QueryClient, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { type CurrentUser, permissionsOf } from "@touchline/contracts";
import { api } from "../../../lib/api-client.ts";
import { forgetDeviceData, forgetOfflineAnswers } from "../../../lib/offline-caches.ts";
import { isOfflineFailure } from "../../../lib/query-client.ts";
import { finishPendingSignOut } from "./pending-sign-out.ts";

export const CURRENT_USER_QUERY_KEY = ["current-user"] as const;

interface CurrentUserAnswer {
  user: CurrentUser | null;
  /**
   * Offline, with no answer kept on the device (a visitor, or a coach whose device kept nothing): nobody
   * is known to be signed in, so public pages show at once; asked again as soon as the network is back.
   */
  isUnconfirmed?: true;
}

/** Who is asking; main.tsx starts it before the first render, since every page and the shell need it. */
export const currentUserQuery = queryOptions({
  queryKey: CURRENT_USER_QUERY_KEY,
  queryFn: async (): Promise<CurrentUserAnswer> => {
    // A Log Out pressed offline goes to the server before the device asks who is signed in: otherwise the
    // answer, still signed in, would bring the previous coach back. Until the server has it, nobody is.
    if (!(await finishPendingSignOut())) return { user: null };
    let answer: CurrentUserAnswer;
    try {
      answer = await api.get("/api/auth/session");
    } catch (error) {
      if (isOfflineFailure(error)) return { user: null, isUnconfirmed: true };
      throw error;
    }
    // Signed out elsewhere (Log Out ends every session of the account) or expired: nothing this device
    // kept for offline use may outlive it.
    if (!answer.user) void forgetOfflineAnswers();
    return answer;
  },
  staleTime: (query) => (query.state.data?.isUnconfirmed ? 0 : 60_000),
});

/** The signed-in user (null when signed out); `isLoading` until the first answer. */
export function useCurrentUser() {
  const query = useQuery(currentUserQuery);
  const user = query.data?.user ?? null;
  return {
    user,
    isLoading: query.isPending,
    permissions: permissionsOf(user?.role ?? "none"),
  };
}

/**
 * A new sign-in on this device: whatever it kept for offline use belonged to whoever was signed in before
 * (a session that ended while the device was offline was never cleared by a sign-out).
 */
export function useSignedIn() {
  const setUser = useSetCurrentUser();
  return (user: CurrentUser) => {
    void forgetOfflineAnswers();
    return setUser(user);
  };
}

/**
 * Puts a freshly signed-in (or signed-out) user into the cache without a round trip. An answer to who is
 * signed in still on its way was asked before the change (the page's first "who is this?" while a
 * confirmation link signs in): it is cancelled first, or it would land over the new user.
 */
export function useSetCurrentUser() {
  const queryClient = useQueryClient();
  return (user: CurrentUser | null) => setCurrentUser(queryClient, user);
}

async function setCurrentUser(queryClient: QueryClient, user: CurrentUser | null): Promise<void> {
  await queryClient.cancelQueries({ queryKey: CURRENT_USER_QUERY_KEY });
  queryClient.setQueryData(currentUserQuery.queryKey, { user });
}

/**
 * The signed-out state: the user is null (the shell shows Log In, guarded pages go to /login) and nothing of
 * the previous user is kept, in memory, in the service worker's offline cache or in the device's storage.
 */
export async function forgetSignedInUser(queryClient: QueryClient): Promise<void> {
  void forgetDeviceData();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_QUERY_KEY[0] });
  await setCurrentUser(queryClient, null);
}
