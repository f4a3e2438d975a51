import type { ErrorCode, ErrorResponse } from "@touchline/contracts";
import { vi } from "vitest";
import type { ApiInput, ApiMethod, ApiOutput, ApiPath } from "../lib/api-client.ts";

/*
 * A stand-in for the server in the web app's unit tests: it replaces `fetch` and answers each route the test
 * declares, typed by that route's contract through the same `AppType` as the client (decision 007), so an
 * answer the real route could not give, or a route that does not exist, is a type error in the test.
 */

/** One request the page sent: its method, its URL (with the query string) and its parsed JSON body. */
export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/** A refusal, answered as the server's error handler would: `{ error: { code, message, fields } }`. */
export class ApiRefusal {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly message: string,
    readonly fields?: Record<string, string>,
  ) {}
}

/** What a route's handler is given: the path's params and the body, typed by the route's contract. */
export interface MockRequest<M extends ApiMethod, P extends ApiPath<M>> {
  param: ApiInput<M, P> extends { param: infer Param } ? Param : Record<string, never>;
  query: URLSearchParams;
  json: ApiInput<M, P> extends { json: infer Json } ? Json : undefined;
}

type Answer<M extends ApiMethod, P extends ApiPath<M>> = ApiOutput<M, P> | ApiRefusal;
type Handler<M extends ApiMethod, P extends ApiPath<M>> = (
  request: MockRequest<M, P>,
) => Answer<M, P> | Promise<Answer<M, P>>;

interface MockRoute {
  method: string;
  pattern: RegExp;
  paramNames: string[];
  status: number;
  handler: (request: MockRequest<ApiMethod, never>) => unknown;
}

const NOT_FOUND: ErrorResponse = { error: { code: "NOT_FOUND", message: "Not found." } };

const jsonResponse = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function routePattern(path: string): { pattern: RegExp; paramNames: string[] } {
  const paramNames: string[] = [];
  const source = path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:(\w+)/g, (_, name: string) => {
    paramNames.push(name);
    return "([^/]+)";
  });
  return { pattern: new RegExp(`^${source}$`), paramNames };
}

function bodyOf(init: RequestInit): unknown {
  if (typeof init.body === "string") return JSON.parse(init.body);
  return init.body ?? undefined;
}

/**
 * Replaces `fetch` (undo it with `vi.unstubAllGlobals()`) by a server that answers only the routes declared
 * with `on`; any other request gets the server's 404. Every request is kept in `calls`, in order.
 */
export function mockApi() {
  const routes: MockRoute[] = [];
  const calls: ApiCall[] = [];
  let isReachable = true;

  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      const body = bodyOf(init);
      calls.push({ method, path: url, body });
      if (!isReachable) throw new TypeError("Failed to fetch");
      const { pathname, searchParams } = new URL(url, "http://localhost");
      for (const route of routes) {
        const match = route.method === method ? route.pattern.exec(pathname) : null;
        if (!match) continue;
        const param = Object.fromEntries(
          route.paramNames.map((name, index) => [name, decodeURIComponent(match[index + 1]!)]),
        );
        const answer = await route.handler({ param, query: searchParams, json: body } as never);
        if (answer instanceof ApiRefusal) {
          const fields = answer.fields ? { fields: answer.fields } : {};
          return jsonResponse({ error: { code: answer.code, message: answer.message, ...fields } }, answer.status);
        }
        return answer === undefined ? new Response(null, { status: 204 }) : jsonResponse(answer, route.status);
      }
      return jsonResponse(NOT_FOUND, 404);
    }),
  );

  const mock = {
    calls,
    /**
     * Answers `method path` with `answer` (or what the handler returns for each request: a promise holds the
     * answer back until it resolves). A later declaration of the same route wins.
     */
    on<M extends ApiMethod, P extends ApiPath<M>>(
      method: M,
      path: P,
      answer: Answer<M, P> | Handler<M, P>,
      { status = 200 }: { status?: number } = {},
    ) {
      const handler = typeof answer === "function" ? answer : () => answer;
      routes.unshift({ method: method.toUpperCase(), ...routePattern(path), status, handler: handler as never });
      return mock;
    },
    /** From now on every request fails as fetch does without a network. */
    goOffline() {
      isReachable = false;
      return mock;
    },
  };
  return mock;
}
