import { expect, vi } from "vitest";

/**
 * What a test saw on a server-sent event stream, in order: event names, "heartbeat" for comments and
 * "retry" for a reconnection delay.
 */
export interface EventStreamReader {
  seen: string[];
  /** Waits until `name` has been seen `times` times in all. */
  waitFor(name: string, times?: number): Promise<void>;
  /** Settles when the server has ended the stream. */
  ended: Promise<void>;
  /** Stops reading, as a browser closing the tab would. */
  cancel(): Promise<void>;
}

/** Reads a `text/event-stream` response in the background (tests only). */
export function readEventStream(response: Response, { timeoutMs = 15_000 } = {}): EventStreamReader {
  if (!response.body) throw new Error("the response has no body");
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const seen: string[] = [];
  let buffered = "";
  const ended = (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (done) return;
      buffered += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffered.indexOf("\n\n")) >= 0) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const event = /^event: (.+)$/m.exec(block)?.[1];
        if (event) seen.push(event);
        else if (block.startsWith(":")) seen.push("heartbeat");
        else if (/^retry: \d+$/m.test(block)) seen.push("retry");
      }
    }
  })();
  return {
    seen,
    ended,
    waitFor: (name, times = 1) =>
      vi.waitFor(() => expect(seen.filter((event) => event === name).length).toBeGreaterThanOrEqual(times), {
        timeout: timeoutMs,
        interval: 20,
      }),
    cancel: () => reader.cancel().catch(() => {}),
  };
}
