import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetSignedInUser, SESSION_QUERY_KEY } from "./use-session.ts";

afterEach(() => vi.unstubAllGlobals());

describe("forgetSignedInUser", () => {
  it("also forgets the answers the service worker kept for offline use, so the next coach on this device sees none", () => {
    const remove = vi.fn(async () => true);
    vi.stubGlobal("caches", { delete: remove });
    forgetSignedInUser(new QueryClient());
    expect(remove).toHaveBeenCalledExactlyOnceWith("touchline-api");
  });

  it("sets the user to null and drops the previous user's cached answers", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(SESSION_QUERY_KEY, { user: { id: "u1" } });
    queryClient.setQueryData(["sessions", "mine"], { items: [1] });
    forgetSignedInUser(queryClient);
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toEqual({ user: null });
    expect(queryClient.getQueryData(["sessions", "mine"])).toBeUndefined();
  });
});
