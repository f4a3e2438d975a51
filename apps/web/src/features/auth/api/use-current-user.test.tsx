import { onlineManager, QueryClient, QueryObserver, QueryClientProvider } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../lib/query-client.ts";
import { mockApi } from "../../../testing/api-mock.ts";
import { aUser } from "../../../testing/builders.ts";
import { forgetSignedInUser, CURRENT_USER_QUERY_KEY, currentUserQuery, useSetCurrentUser } from "./use-current-user.ts";

const COACH = aUser();

const withClient =
  (queryClient: QueryClient) =>
  ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;

afterEach(() => {
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

describe("currentUserQuery offline", () => {
  it("answers nobody signed in, to be asked again, when the device has no network and kept no answer", async () => {
    onlineManager.setOnline(false);
    mockApi().goOffline();
    const queryClient = createQueryClient();
    await expect(queryClient.fetchQuery(currentUserQuery)).resolves.toEqual({ user: null, isUnconfirmed: true });
    expect(queryClient.getQueryState(CURRENT_USER_QUERY_KEY)?.data).toEqual({ user: null, isUnconfirmed: true });
    expect(new QueryObserver(queryClient, currentUserQuery).getCurrentResult().isStale).toBe(true);
  });

  it("leaves a failure online to the retries: the server may be restarting, the coach is still signed in", async () => {
    mockApi().goOffline();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(queryClient.fetchQuery(currentUserQuery)).rejects.toThrow("Could not reach Touchline");
  });
});

describe("forgetSignedInUser", () => {
  it("also forgets the answers the service worker kept for offline use, so the next coach on this device sees none", async () => {
    const remove = vi.fn(async () => true);
    vi.stubGlobal("caches", { delete: remove });
    await forgetSignedInUser(new QueryClient());
    expect(remove).toHaveBeenCalledExactlyOnceWith("touchline-api");
  });

  it("sets the user to null and drops the previous user's cached answers", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(CURRENT_USER_QUERY_KEY, { user: { id: "u1" } });
    queryClient.setQueryData(["sessions", "mine"], { items: [1] });
    await forgetSignedInUser(queryClient);
    expect(queryClient.getQueryData(CURRENT_USER_QUERY_KEY)).toEqual({ user: null });
    expect(queryClient.getQueryData(["sessions", "mine"])).toBeUndefined();
  });
});

describe("a sign-in while the page's first current-user answer is still on its way", () => {
  it("keeps the signed-in user: the older answer does not land over it", async () => {
    const queryClient = new QueryClient();
    let answerSignedOut: (answer: { user: null }) => void = () => {};
    // The page asked "who is this?" before the confirmation link signed in; the answer comes late.
    void queryClient
      .fetchQuery({
        queryKey: CURRENT_USER_QUERY_KEY,
        queryFn: () => new Promise<{ user: null }>((resolve) => (answerSignedOut = resolve)),
      })
      .catch(() => undefined);
    const { result } = renderHook(() => useSetCurrentUser(), { wrapper: withClient(queryClient) });

    const signedIn = result.current(COACH);
    answerSignedOut({ user: null });
    await signedIn;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queryClient.getQueryData(CURRENT_USER_QUERY_KEY)).toEqual({ user: COACH });
  });
});
