import { createRoute, type RouteConfig } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { type AccessMiddleware, accessOf, describeAccess, thenCheck } from "../auth/access.ts";
import { refuseBrokenText } from "../lib/refuse-broken-text.ts";

/** A route contract as written in `*.routes.ts`: `createRoute`'s config with its access declared. */
export type RouteContract = Omit<RouteConfig, "middleware"> & {
  /** Who may call the route: `publicAccess`, `signedIn` or `minimumLevel(level)` (auth/access.ts). */
  access: AccessMiddleware<any>;
  /** Anything else to run before the input is validated, after the access check. */
  middleware?: readonly MiddlewareHandler<any>[];
};

/** The access middleware first, then the route's own, as a tuple so handlers get its variables' types. */
type RouteMiddleware<C extends RouteContract> = C extends {
  middleware: infer M extends readonly MiddlewareHandler<any>[];
}
  ? [C["access"], ...M]
  : [C["access"]];

export type DefinedRoute<C extends RouteContract> = Omit<C, "access" | "middleware"> & {
  middleware: RouteMiddleware<C>;
  /** The access in a word (`describeAccess`), shown in the OpenAPI document. */
  "x-access": string;
  getRoutingPath(): string;
};

/**
 * `createRoute` that will not take a route without its access: a contract lacking `access` is a type
 * error, and the access check runs before the input is validated, then `refuseBrokenText` (U+0000 and
 * lone surrogates in any parameter, query or JSON body are a 400). The access is also written into the
 * OpenAPI document as `x-access`.
 */
export function defineRoute<const C extends RouteContract>(contract: C): DefinedRoute<C> {
  const { access, middleware = [], ...route } = contract;
  const declared = accessOf(access);
  if (!declared) throw new Error(`${route.method.toUpperCase()} ${route.path}: access is not an access middleware`);
  return createRoute({
    ...route,
    middleware: [
      thenCheck(access, refuseBrokenText({ hasJsonBody: !!route.request?.body?.content?.["application/json"] })),
      ...middleware,
    ],
    "x-access": describeAccess(declared),
  }) as unknown as DefinedRoute<C>;
}
