import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDebouncedRefetch } from "./debounced-refetch.ts";

describe("createDebouncedRefetch", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("invalidates each requested query once, 200 ms after the last request", () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, "invalidateQueries").mockResolvedValue();
    const refetch = createDebouncedRefetch(queryClient);

    refetch.request(["messages"]);
    vi.advanceTimersByTime(150);
    refetch.request(["messages"]);
    refetch.request(["admin", "messages"]);
    vi.advanceTimersByTime(199);
    expect(invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(invalidate.mock.calls).toEqual([[{ queryKey: ["messages"] }], [{ queryKey: ["admin", "messages"] }]]);

    refetch.request(["messages"]);
    refetch.cancel();
    vi.advanceTimersByTime(1_000);
    expect(invalidate).toHaveBeenCalledTimes(2);
  });
});
