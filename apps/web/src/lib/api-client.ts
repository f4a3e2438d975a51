import type { ErrorCode, ErrorResponse } from "@touchline/contracts";

/** An API failure with the server's code and message, ready for a toast or a form. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | "NETWORK",
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

function isErrorResponse(body: unknown): body is ErrorResponse {
  return typeof body === "object" && body !== null && "error" in body;
}

/**
 * fetch for our JSON API: same-origin cookies, JSON both ways, typed errors. A FormData body (a file
 * upload) is sent as it is, so the browser sets the multipart type and its boundary.
 */
export async function apiFetch<T>(path: string, options: { method?: string; body?: unknown } = {}): Promise<T> {
  let response: Response;
  const isForm = options.body instanceof FormData;
  try {
    response = await fetch(path, {
      method: options.method ?? (options.body === undefined ? "GET" : "POST"),
      headers: options.body === undefined || isForm ? {} : { "Content-Type": "application/json" },
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      credentials: "same-origin",
    });
  } catch {
    throw new ApiError(0, "NETWORK", "Could not reach Touchline. Check your connection and try again.");
  }
  const body: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) {
    if (isErrorResponse(body)) {
      throw new ApiError(response.status, body.error.code, body.error.message, body.error.fields);
    }
    throw new ApiError(response.status, "INTERNAL", "Something went wrong on our side. Please try again.");
  }
  return body as T;
}

/** "?a=1&b=x" from the given parameters, leaving out empty ones; "" when none is left. */
export function queryString(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : "";
}
