import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { forgetSignedInUser, SESSION_QUERY_KEY } from "./use-session.ts";

describe("forgetSignedInUser", () => {
  it("sets the user to null and drops the previous user's cached answers", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(SESSION_QUERY_KEY, { user: { id: "u1" } });
    queryClient.setQueryData(["sessions", "mine"], { items: [1] });
    forgetSignedInUser(queryClient);
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toEqual({ user: null });
    expect(queryClient.getQueryData(["sessions", "mine"])).toBeUndefined();
  });
});
