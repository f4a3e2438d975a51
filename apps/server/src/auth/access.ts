import { type CurrentUser, hasLevel, type Role } from "@touchline/contracts";
import type { Context, MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppDeps, AppEnv } from "../app/app-context.ts";
import { AppError } from "../lib/app-error.ts";
import { lookUpUser } from "./current-user.ts";

/**
 * Who may call a route. Every route contract declares one (routes/define-route.ts), as the first
 * middleware of the route: it runs before the route's input is validated, so a visitor gets 401 and a
 * coach 403 whatever they send. What a user may do with a given object (owner checks) is decided by
 * the services.
 */
export type Access = { kind: "public" } | { kind: "signed-in" } | { kind: "minimum-level"; level: Role };

const ACCESS = Symbol("access");

/** An access middleware, recognisable at runtime (see `accessOf`) and by type. */
export type AccessMiddleware<E extends AppEnv = AppEnv> = MiddlewareHandler<E> & { readonly [ACCESS]: Access };

/** On public routes: the signed-in user if there is one, looked up on the first call only. */
export type PublicVariables = { findUser: () => Promise<CurrentUser | null> };
/** On signed-in and minimum-level routes: the caller, already checked. */
export type UserVariables = { user: CurrentUser };

function declareAccess<E extends AppEnv>(access: Access, middleware: MiddlewareHandler<E>): AccessMiddleware<E> {
  return Object.assign(middleware, { [ACCESS]: access });
}

/** The access a middleware declares, or undefined for any other middleware or handler. */
export function accessOf(handler: unknown): Access | undefined {
  return typeof handler === "function" ? (handler as Partial<AccessMiddleware>)[ACCESS] : undefined;
}

async function requireUser(c: Context, deps: AppDeps): Promise<CurrentUser> {
  const user = await lookUpUser(c, deps);
  if (!user) throw new AppError("UNAUTHENTICATED", "Please sign in to continue.");
  return user;
}

/**
 * Anyone may call the route. The handler asks for the user with `c.var.findUser()` only when it
 * needs one, so a public page or image costs no session lookup (and never refreshes a cookie).
 */
export const publicAccess = declareAccess(
  { kind: "public" },
  // Not async: on a public route it is only a layer to pass through (each async layer costs, every-request.ts).
  createMiddleware<AppEnv & { Variables: PublicVariables }>((c, next) => {
    let found: Promise<CurrentUser | null> | undefined;
    c.set("findUser", () => (found ??= lookUpUser(c, c.get("deps"))));
    return next();
  }),
);

/** A signed-in user of any level; the handler reads them as `c.var.user`. */
export const signedIn = declareAccess(
  { kind: "signed-in" },
  createMiddleware<AppEnv & { Variables: UserVariables }>(async (c, next) => {
    c.set("user", await requireUser(c, c.get("deps")));
    await next();
  }),
);

/** A signed-in user of this level or above (`none < moderator < admin < super_admin`), as `c.var.user`. */
export function minimumLevel(level: Role) {
  return declareAccess(
    { kind: "minimum-level", level },
    createMiddleware<AppEnv & { Variables: UserVariables }>(async (c, next) => {
      const user = await requireUser(c, c.get("deps"));
      if (!hasLevel(user.role, level)) throw new AppError("FORBIDDEN", "You do not have permission to do this.");
      c.set("user", user);
      await next();
    }),
  );
}

/**
 * The access check followed by more checks, as one middleware that still declares the access: a route's
 * checks run as one layer instead of one each (each layer costs, app/every-request.ts).
 */
export function thenCheck<E extends AppEnv>(
  access: AccessMiddleware<E>,
  check: MiddlewareHandler<E>,
): AccessMiddleware<E> {
  const declared = accessOf(access);
  if (!declared) throw new Error("thenCheck: the first middleware declares no access");
  // A check refuses by throwing and otherwise returns what `next` does, never a Response of its own.
  return declareAccess<E>(declared, (c, next) => access(c, () => check(c, next) as Promise<void>));
}

/** The access in a word, for the OpenAPI document and messages: public, signed-in, minimum-level:admin, … */
export function describeAccess(access: Access): string {
  return access.kind === "minimum-level" ? `minimum-level:${access.level}` : access.kind;
}
