import { type CurrentUser, hasLevel, type Role, RoleSchema } from "@touchline/contracts";
import type { Context } from "hono";
import { AppError } from "../lib/app-error.ts";
import type { AppDeps, AppEnv } from "../lib/app-context.ts";

interface AuthUserRow {
  id: string;
  email: string;
  firstName?: unknown;
  lastName?: unknown;
  role?: unknown;
}

/** An unrecognised role reads as `none`, as the spec asks. */
export function toCurrentUser(user: AuthUserRow): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    firstName: typeof user.firstName === "string" ? user.firstName : "",
    lastName: typeof user.lastName === "string" ? user.lastName : "",
    role: RoleSchema.catch("none").parse(user.role),
  };
}

/** Copies the auth library's Set-Cookie headers onto our response. */
export function forwardCookies(c: Context, headers: Headers | undefined): void {
  for (const cookie of headers?.getSetCookie() ?? []) c.header("Set-Cookie", cookie, { append: true });
}

/** The user behind the request's session cookie, looked up once per request. */
export async function getCurrentUser(c: Context<AppEnv>, deps: AppDeps): Promise<CurrentUser | null> {
  const cached = c.get("user");
  if (cached !== undefined) return cached;
  const { headers, response } = await deps.auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
  forwardCookies(c, headers);
  const user = response ? toCurrentUser(response.user) : null;
  c.set("user", user);
  if (user) await deps.recordActivity(user.id);
  return user;
}

export async function requireUser(c: Context<AppEnv>, deps: AppDeps): Promise<CurrentUser> {
  const user = await getCurrentUser(c, deps);
  if (!user) throw new AppError("UNAUTHENTICATED", "Please sign in to continue.");
  return user;
}

export async function requireLevel(c: Context<AppEnv>, deps: AppDeps, minimum: Role): Promise<CurrentUser> {
  const user = await requireUser(c, deps);
  if (!hasLevel(user.role, minimum)) throw new AppError("FORBIDDEN", "You do not have permission to do this.");
  return user;
}
