import { type ClubRole, type CurrentUser, hasClubRole, hasLevel, type Role } from "@touchline/contracts";
import { and, eq } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppDeps, AppEnv } from "../app/app-context.ts";
import { clubMembers } from "../db/schema.ts";
import { AppError } from "../lib/app-error.ts";
import { lookUpUser } from "./current-user.ts";

/**
 * Who may call a route. Every route contract declares one (routes/define-route.ts), as the first
 * middleware of the route: it runs before the route's input is validated, so a visitor gets 401 and a
 * coach 403 whatever they send. What a user may do with a given object (owner checks) is decided by
 * the services.
 */
export type Access =
  | { kind: "public" }
  | { kind: "signed-in" }
  | { kind: "minimum-level"; level: Role }
  | { kind: "club-role"; role: ClubRole };

const ACCESS = Symbol("access");

/** An access middleware, recognisable at runtime (see `accessOf`) and by type. */
export type AccessMiddleware<E extends AppEnv = AppEnv> = MiddlewareHandler<E> & { readonly [ACCESS]: Access };

/** On public routes: the signed-in user if there is one, looked up on the first call only. */
export type PublicVariables = { findUser: () => Promise<CurrentUser | null> };
/** On signed-in and minimum-level routes: the caller, already checked. */
export type UserVariables = { user: CurrentUser };
/** On club routes: the caller and their membership of the club the path names, already checked. */
export type ClubMemberVariables = UserVariables & { membership: { clubId: string; role: ClubRole } };

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
 * A member of the club named by the route's `:clubId`, with this role or above (`assistant < coach <
 * admin`), as `c.var.user` and `c.var.membership`. Anyone else signed in is told the club does not exist
 * (404), as with another coach's session, and a member below the role gets 403. Membership is read on
 * every request, so a removed member is refused at their next one.
 */
export function clubRole(role: ClubRole) {
  return declareAccess(
    { kind: "club-role", role },
    createMiddleware<AppEnv & { Variables: ClubMemberVariables }>(async (c, next) => {
      const deps = c.get("deps");
      const user = await requireUser(c, deps);
      const clubId = c.req.param("clubId");
      const [membership] = clubId
        ? await deps.db
            .select({ role: clubMembers.role })
            .from(clubMembers)
            .where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.userId, user.id)))
        : [];
      if (!clubId || !membership) throw new AppError("NOT_FOUND", "This club does not exist.");
      if (!hasClubRole(membership.role, role)) {
        throw new AppError("FORBIDDEN", "Your role in this club does not allow this.");
      }
      c.set("user", user);
      c.set("membership", { clubId, role: membership.role });
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
  if (access.kind === "minimum-level") return `minimum-level:${access.level}`;
  if (access.kind === "club-role") return `club-role:${access.role}`;
  return access.kind;
}
