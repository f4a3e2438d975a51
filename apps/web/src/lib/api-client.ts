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

async function apiErrorOf(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  if (isErrorResponse(body))
    return new ApiError(response.status, body.error.code, body.error.message, body.error.fields);
  return new ApiError(response.status, "INTERNAL", "Something went wrong on our side. Please try again.");
}

/**
 * fetch for our API: same-origin cookies, a JSON body (or a FormData one, a file upload, sent as it is
 * so the browser sets the multipart type and its boundary), and typed errors. It returns the response
 * itself, for answers that are files; JSON answers go through `apiFetch`.
 */
export async function apiRequest(path: string, options: { method?: string; body?: unknown } = {}): Promise<Response> {
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
  if (!response.ok) throw await apiErrorOf(response);
  return response;
}

/** `apiRequest` for our JSON API: the parsed answer. */
export async function apiFetch<T>(path: string, options: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await apiRequest(path, options);
  return (response.status === 204 ? undefined : await response.json().catch(() => undefined)) as T;
}

/** "?a=1&b=x" from the given parameters, leaving out empty ones; "" when none is left. */
export function queryString(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : "";
}
