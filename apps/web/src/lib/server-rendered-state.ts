import { type DehydratedState, dehydrate, hydrate, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { ApiError } from "./api-client.ts";

/**
 * A server-rendered page carries the answers it was drawn with, so the browser's first render draws the
 * same thing (no hydration mismatch) and asks for none of them again. A JSON script, not an executed one:
 * the Content-Security-Policy allows no inline script.
 */
export const SERVER_STATE_ELEMENT_ID = "touchline-server-state";

/** An ApiError as JSON can carry it; rebuilt on arrival so pages still tell a 404 from a failure. */
interface PlainApiError {
  apiError: { status: number; code: ApiError["code"]; message: string; fields: Record<string, string> };
}

const isPlainApiError = (value: unknown): value is PlainApiError =>
  typeof value === "object" && value !== null && "apiError" in value;

/**
 * The query cache as the page's `<script type="application/json">` content. Failed queries go too (a
 * private session's 404 is drawn as the 404 page), and `<` is escaped so no text in the data can close
 * the script element.
 */
export function serializeServerState(queryClient: QueryClient): string {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === "success" || query.state.status === "error",
  });
  const queries = state.queries.map((query) => {
    const { error } = query.state;
    if (!(error instanceof ApiError)) return query;
    const apiError = { status: error.status, code: error.code, message: error.message, fields: error.fields };
    return { ...query, state: { ...query.state, error: { apiError } } };
  });
  return JSON.stringify({ ...state, queries }).replace(/</g, "\\u003c");
}

/**
 * A failed query is asked again when a component mounts (`retryOnMount`), and shows as loading meanwhile:
 * the server draws the failure instead (a private session's 404 page), and so must the browser's first
 * render of that page.
 */
export const DRAW_FAILURES_AS_THEY_ARE = { retryOnMount: false } as const;

/**
 * Fills the cache with the answers the server rendered this page with. Returns null on a page it did
 * not render, else a function to call once the visitor leaves the page: the failures drawn as they are
 * are asked again on the next mount, as usual.
 */
export function hydrateServerState(queryClient: QueryClient, document: Document): (() => void) | null {
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  const state = JSON.parse(element.textContent) as DehydratedState;
  const failedKeys: QueryKey[] = [];
  for (const query of state.queries) {
    const error: unknown = query.state.error;
    if (isPlainApiError(error)) {
      const { status, code, message, fields } = error.apiError;
      (query.state as { error: unknown }).error = new ApiError(status, code, message, fields);
    }
    if (query.state.status === "error") {
      failedKeys.push(query.queryKey);
      queryClient.setQueryDefaults(query.queryKey, DRAW_FAILURES_AS_THEY_ARE);
    }
  }
  hydrate(queryClient, state);
  return () => {
    for (const key of failedKeys) queryClient.setQueryDefaults(key, { retryOnMount: true });
  };
}
