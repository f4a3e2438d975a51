import { onlineManager } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-client.ts";
import { createQueryClient } from "./query-client.ts";

afterEach(() => onlineManager.setOnline(true));

const signedOut = () => new ApiError(401, "UNAUTHENTICATED", "Please sign in to continue.");

describe("createQueryClient", () => {
  it("reports the signed-out state as soon as a query is refused with 401", async () => {
    const onSignedOut = vi.fn();
    const queryClient = createQueryClient({ onSignedOut });
    await queryClient
      .fetchQuery({
        queryKey: ["sessions"],
        queryFn: () => Promise.reject(signedOut()),
      })
      .catch(() => {});
    expect(onSignedOut).toHaveBeenCalledExactlyOnceWith(queryClient);
  });

  it("reports it when a mutation is refused with 401", async () => {
    const onSignedOut = vi.fn();
    const queryClient = createQueryClient({ onSignedOut });
    const mutation = queryClient.getMutationCache().build(queryClient, {
      mutationFn: () => Promise.reject(signedOut()),
    });
    await mutation.execute(undefined).catch(() => {});
    expect(onSignedOut).toHaveBeenCalledExactlyOnceWith(queryClient);
  });

  it("leaves other refusals, a wrong password's 401 among them, to the screen", async () => {
    const onSignedOut = vi.fn();
    const queryClient = createQueryClient({ onSignedOut });
    for (const error of [
      new ApiError(401, "INVALID_CREDENTIALS", "Invalid email or password."),
      new ApiError(403, "FORBIDDEN", "You do not have permission to do this."),
    ])
      await queryClient
        .fetchQuery({ queryKey: ["x", error.code], queryFn: () => Promise.reject(error) })
        .catch(() => {});
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it("fails at once, without waiting to retry, when the device has no network, so the page can say so", async () => {
    onlineManager.setOnline(false);
    const queryClient = createQueryClient();
    const unreachable = vi.fn(() =>
      Promise.reject(new ApiError(0, "NETWORK", "Could not reach Touchline. Check your connection and try again.")),
    );
    await expect(queryClient.fetchQuery({ queryKey: ["blog"], queryFn: unreachable })).rejects.toThrow(
      "Could not reach Touchline",
    );
    expect(unreachable).toHaveBeenCalledOnce();
  });
});
