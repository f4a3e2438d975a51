import { i18n } from "@lingui/core";
import type { ErrorCode, ErrorResponse } from "@touchline/contracts";
import type { ExtractSchema } from "hono/types";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { HasRequiredKeys } from "hono/utils/types";
import type { AppType } from "../../../server/src/app-type.ts";
import { apiErrorMessage } from "./i18n/error-messages.ts";
import { translateFieldMessage } from "./i18n/field-messages.ts";

/*
 * The client is typed from the server's route contracts (AppType) at the type level only: a path must be
 * a route of that method, the input is what its contract validates and the answer is what it returns.
 * At runtime it is the small fetch wrapper below, not Hono's `hc` (decision 007: it loads with `/`).
 */

/** Every route: path ("/api/sessions/:id") → "$get" | "$post" | … → one endpoint per status it answers. */
type Routes = ExtractSchema<AppType>;

export type ApiMethod = "get" | "post" | "put" | "patch" | "delete";

/** The paths that have a route for `M`. */
export type ApiPath<M extends ApiMethod> = {
  [P in keyof Routes]: `$${M}` extends keyof Routes[P] ? P : never;
}[keyof Routes] &
  string;

/** The route's endpoints, a union with one member per status. */
type Endpoint<M extends ApiMethod, P extends ApiPath<M>> = Routes[P] extends Record<`$${M}`, infer E> ? E : never;

/**
 * What the route takes, as its contract validates it: `param` (for each `:name` of the path), `query`,
 * `json`. A POST, PUT or PATCH without a JSON body may send `form`, a FormData the server reads itself
 * (an upload: its contract describes the body without typing it).
 */
export type ApiInput<M extends ApiMethod, P extends ApiPath<M>> =
  Endpoint<M, P> extends { input: infer I extends RequestInput }
    ? M extends "get" | "delete"
      ? I
      : I extends { json: unknown }
        ? I
        : I & { form?: FormData }
    : never;

/** What the route answers on success (its 2xx endpoint); a 204 has no body. */
export type ApiOutput<M extends ApiMethod, P extends ApiPath<M>> =
  Extract<Endpoint<M, P>, { status: SuccessStatusCode }> extends infer E
    ? E extends { status: 204 }
      ? undefined
      : E extends { output: infer O }
        ? O
        : never
    : never;

/** The input argument, optional when the route needs nothing. */
type InputArgs<M extends ApiMethod, P extends ApiPath<M>> =
  HasRequiredKeys<ApiInput<M, P>> extends true ? [input: ApiInput<M, P>] : [input?: ApiInput<M, P>];

/** What the runtime needs of any route's input. */
interface RequestInput {
  param?: Record<string, string>;
  query?: Record<string, unknown>;
  json?: unknown;
  form?: FormData;
}

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
 * An API failure whose message is in the reader's language: the server's own words for an English reader,
 * its code's meaning for the others (i18n/error-messages.ts), so a page that shows `error.message` in place
 * speaks the reader's language as the toasts do.
 */
function localizedApiError(
  status: number,
  code: ApiError["code"],
  englishMessage: string,
  fields?: Record<string, string>,
): ApiError {
  return new ApiError(status, code, apiErrorMessage(i18n, { code, message: englishMessage }), fields);
}

async function apiErrorOf(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  if (isErrorResponse(body)) {
    // Field messages go beside a form's inputs: in the reader's language, as the browser's own checks say them.
    const fields = Object.fromEntries(
      Object.entries(body.error.fields ?? {}).map(([field, message]) => [field, translateFieldMessage(i18n, message)]),
    );
    return localizedApiError(response.status, body.error.code, body.error.message, fields);
  }
  // The error's English message, as the server writes its own; other languages read its code's meaning.
  // eslint-disable-next-line lingui/no-unlocalized-strings
  return localizedApiError(response.status, "INTERNAL", "Something went wrong on our side. Please try again.");
}

/** "?a=1&b=x" from the given parameters, leaving out empty ones; "" when none is left. */
export function queryString(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** The path with each `:name` replaced by its encoded param, then the query string. */
function urlOf(path: string, { param = {}, query = {} }: RequestInput = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(param[name] ?? "")) + queryString(query);
}

/**
 * What carries a request to the API: the browser's fetch; the server's renderer of public pages answers
 * them in-process instead (entry-server.tsx), where a relative URL would mean nothing.
 */
let fetchApi: typeof fetch = (input, init) => fetch(input, init);

/** Routes this module's requests through `fetcher`: for the server's renderer, never in the browser. */
export function answerApiRequestsWith(fetcher: typeof fetch): void {
  fetchApi = fetcher;
}

/**
 * fetch for our API: same-origin cookies, a JSON body (or a FormData one, a file upload, sent as it is
 * so the browser sets the multipart type and its boundary), and typed errors: a refusal is an ApiError
 * with the server's code, message and fields, an unreachable server one with the code NETWORK.
 */
async function send(method: ApiMethod, path: string, input: RequestInput = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetchApi(urlOf(path, input), {
      method: method.toUpperCase(),
      headers: input.json === undefined ? {} : { "Content-Type": "application/json" },
      body: input.form ?? (input.json === undefined ? undefined : JSON.stringify(input.json)),
      credentials: "same-origin",
    });
  } catch {
    // English, as the server's own messages; other languages read its code's meaning (i18n/error-messages.ts).
    // eslint-disable-next-line lingui/no-unlocalized-strings
    throw localizedApiError(0, "NETWORK", "Could not reach Touchline. Check your connection and try again.");
  }
  if (!response.ok) throw await apiErrorOf(response);
  return response;
}

/** One method of the client: the parsed answer of a JSON route. */
const jsonCall =
  <M extends ApiMethod>(method: M) =>
  async <P extends ApiPath<M>>(path: P, ...[input]: InputArgs<M, P>): Promise<ApiOutput<M, P>> => {
    const response = await send(method, path, input);
    // The one place API data meets its type: the server's handler for this route is type-checked against
    // the same contract's response schema, so the answer has this shape.
    return (response.status === 204 ? undefined : await response.json().catch(() => undefined)) as ApiOutput<M, P>;
  };

/**
 * The typed API client: `api.get("/api/sessions/:id", { param: { id } })` resolves to that route's
 * answer; a path, a param, a query field or a body field the route does not have is a type error.
 */
export const api = {
  get: jsonCall("get"),
  post: jsonCall("post"),
  put: jsonCall("put"),
  patch: jsonCall("patch"),
  delete: jsonCall("delete"),
  /** A GET whose answer is a file (an export, a CSV): the response itself, for its headers and bytes. */
  file: <P extends ApiPath<"get">>(path: P, ...[input]: InputArgs<"get", P>): Promise<Response> =>
    send("get", path, input),
  /** A GET route's address with its params and query, for a link the browser follows itself. */
  url: <P extends ApiPath<"get">>(path: P, ...[input]: InputArgs<"get", P>): string => urlOf(path, input),
};
