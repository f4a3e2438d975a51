import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MESSAGE_STREAM_URL, useLiveMessages } from "./use-live-messages.ts";

/** Stands in for the browser's EventSource: the test fires its events and errors by hand. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly listeners = new Map<string, Array<() => void>>();
  onerror: (() => void) | null = null;
  isClosed = false;
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.isClosed = true;
  }
  emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
  fail() {
    this.onerror?.();
  }
}

const latest = () => FakeEventSource.instances.at(-1)!;

function renderLive(userId: string | null) {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, "invalidateQueries").mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(({ id }: { id: string | null }) => useLiveMessages(id), {
    wrapper,
    initialProps: { id: userId },
  });
  return { ...hook, invalidate };
}

describe("useLiveMessages", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.instances = [];
    vi.stubGlobal("EventSource", FakeEventSource);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("opens no stream while signed out, and one once signed in", () => {
    const { rerender, unmount } = renderLive(null);
    expect(FakeEventSource.instances).toHaveLength(0);
    rerender({ id: "coach-1" });
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(latest().url).toBe(MESSAGE_STREAM_URL);
    unmount();
    expect(latest().isClosed).toBe(true);
  });

  it("refetches the messages 200 ms after the last event", () => {
    const { invalidate, unmount } = renderLive("coach-1");
    latest().emit("unread-changed");
    vi.advanceTimersByTime(100);
    latest().emit("unread-changed");
    vi.advanceTimersByTime(199);
    expect(invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(invalidate.mock.calls).toEqual([[{ queryKey: ["messages"] }]]);
    latest().emit("read-counts-changed");
    vi.advanceTimersByTime(200);
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: ["admin", "messages"] });
    unmount();
  });

  it("reconnects after 1, 2, 5, then 10 s, refetches everything on reconnection, and starts over once connected", () => {
    const { invalidate, unmount } = renderLive("coach-1");
    const waits: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const failed = latest();
      failed.fail();
      expect(failed.isClosed).toBe(true);
      const count = FakeEventSource.instances.length;
      let waited = 0;
      while (FakeEventSource.instances.length === count) {
        vi.advanceTimersByTime(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1_000, 2_000, 5_000, 10_000, 10_000]);

    latest().emit("ready");
    vi.advanceTimersByTime(200);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["messages"] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["admin", "messages"] });

    const count = FakeEventSource.instances.length;
    latest().fail();
    vi.advanceTimersByTime(999);
    expect(FakeEventSource.instances).toHaveLength(count);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(count + 1);
    unmount();
  });

  it("asks for the messages again when its stream fails, once in a row, so an ended session shows signed out", () => {
    const { invalidate, unmount } = renderLive("coach-1");
    latest().emit("ready");
    vi.advanceTimersByTime(200);
    invalidate.mockClear();

    // The server ended the stream (signed out elsewhere): the refetch's 401 is what signs this tab out.
    latest().fail();
    vi.advanceTimersByTime(1_000 + 200);
    expect(invalidate.mock.calls).toEqual([[{ queryKey: ["messages"] }]]);
    latest().fail();
    vi.advanceTimersByTime(2_000 + 200);
    expect(invalidate).toHaveBeenCalledTimes(1);
    unmount();
  });

  it("reconnects a stream replaced by a newer tab only once its page is looked at again", () => {
    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    const { unmount } = renderLive("coach-1");
    const replaced = latest();
    replaced.emit("replaced");
    replaced.fail();
    expect(replaced.isClosed).toBe(true);
    vi.advanceTimersByTime(60_000);
    window.dispatchEvent(new Event("focus"));
    expect(FakeEventSource.instances).toHaveLength(1);

    visibility.mockReturnValue("visible");
    document.dispatchEvent(new Event("visibilitychange"));
    expect(FakeEventSource.instances).toHaveLength(2);
    document.dispatchEvent(new Event("visibilitychange"));
    window.dispatchEvent(new Event("focus"));
    expect(FakeEventSource.instances).toHaveLength(2);
    unmount();
    visibility.mockRestore();
  });

  it("stops reconnecting once unmounted", () => {
    const { unmount } = renderLive("coach-1");
    latest().fail();
    unmount();
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.instances).toHaveLength(1);
  });
});
