import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { MESSAGES_REFETCH_DEBOUNCE_MS } from "@touchline/contracts";

/**
 * Invalidates the given queries once no new request has come for the debounce time, so a burst of
 * events (a tab reading several messages, another tab sending) costs one refetch per query.
 */
export function createDebouncedRefetch(queryClient: QueryClient, delayMs = MESSAGES_REFETCH_DEBOUNCE_MS) {
  const pending = new Map<string, QueryKey>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    const keys = [...pending.values()];
    pending.clear();
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
  return {
    request(queryKey: QueryKey) {
      pending.set(JSON.stringify(queryKey), queryKey);
      clearTimeout(timer);
      timer = setTimeout(flush, delayMs);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      pending.clear();
    },
  };
}

export type DebouncedRefetch = ReturnType<typeof createDebouncedRefetch>;

const perClient = new WeakMap<QueryClient, DebouncedRefetch>();

/** One debouncer per query client, shared by the live stream and the mark-read mutation. */
export function debouncedRefetchFor(queryClient: QueryClient): DebouncedRefetch {
  let debouncer = perClient.get(queryClient);
  if (!debouncer) perClient.set(queryClient, (debouncer = createDebouncedRefetch(queryClient)));
  return debouncer;
}
