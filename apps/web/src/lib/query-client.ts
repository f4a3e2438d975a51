import { MutationCache, onlineManager, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client.ts";

export interface QueryClientOptions {
  /**
   * Called when any query or mutation is refused because the caller is not signed in (the session ended
   * elsewhere, was suspended or went idle), so the app can show the signed-out state at once instead of
   * waiting for its next look at the session.
   */
  onSignedOut?: (queryClient: QueryClient) => void;
}

/** A refusal that means "you are not signed in", not a wrong password (which is INVALID_CREDENTIALS). */
export function isSignedOutError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.code === "UNAUTHENTICATED";
}

/**
 * The server could not be reached because the device has no network. Asking again cannot help until it
 * returns, and TanStack Query asks every query again on reconnect: a page says so at once instead of
 * waiting, spinning, for a connection that may not come back.
 */
export function isOfflineFailure(error: unknown): boolean {
  return error instanceof ApiError && error.code === "NETWORK" && !onlineManager.isOnline();
}

export function createQueryClient({ onSignedOut }: QueryClientOptions = {}) {
  const signedOut = (error: unknown) => {
    if (onSignedOut && isSignedOutError(error)) onSignedOut(queryClient);
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: signedOut }),
    mutationCache: new MutationCache({ onError: signedOut }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not get better by asking again, nor a request the device had no network for.
        retry: (failureCount, error) =>
          failureCount < 2 &&
          !isOfflineFailure(error) &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: true,
        // Asked even offline: the service worker answers the sessions a coach opened from its cache
        // (vite.config.ts). What it kept nothing for fails at once (no retry) and is asked again on reconnect.
        networkMode: "offlineFirst",
      },
    },
  });
  return queryClient;
}
