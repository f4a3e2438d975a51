import { type QueryClient, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { type CurrentUser, permissionsOf } from "@touchline/contracts";
import { api } from "../../../lib/api-client.ts";

export const SESSION_QUERY_KEY = ["session"] as const;

/** Who is asking; main.tsx starts it before the first render, since every page and the shell need it. */
export const sessionQuery = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: () => api.get("/api/auth/session"),
  staleTime: 60_000,
});

/** The signed-in user (null when signed out); `isLoading` until the first answer. */
export function useSession() {
  const query = useQuery(sessionQuery);
  const user = query.data?.user ?? null;
  return {
    user,
    isLoading: query.isPending,
    permissions: permissionsOf(user?.role ?? "none"),
  };
}

/** Puts a freshly signed-in (or signed-out) user into the cache without a round trip. */
export function useSetSessionUser() {
  const queryClient = useQueryClient();
  return (user: CurrentUser | null) => queryClient.setQueryData(sessionQuery.queryKey, { user });
}

/**
 * The signed-out state: the user is null (the shell shows Log In, guarded pages go to /login) and no cached
 * answer of the previous user is kept.
 */
export function forgetSignedInUser(queryClient: QueryClient) {
  queryClient.setQueryData(SESSION_QUERY_KEY, { user: null });
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
}
