import { type CurrentUser, RoleSchema } from "@touchline/contracts";
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { sessions } from "../db/schema.ts";
import type { AppDeps, AppEnv } from "../lib/app-context.ts";
import { SESSION_MAX_AGE_SECONDS } from "./create-auth.ts";

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

/**
 * The user behind the request's session cookie, or null. Called once per request at most, by the
 * route's access middleware (auth/access.ts): it may refresh the cookie and notes the day's activity.
 */
export async function lookUpUser<E extends AppEnv>(c: Context<E>, deps: AppDeps): Promise<CurrentUser | null> {
  const { headers, response } = await deps.auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
  if (response && sessionOutlivedItsSignIn(response.session.createdAt)) {
    // Used all month long, it still ends a month after its sign-in; the row goes now rather than at its idle end.
    await deps.db.delete(sessions).where(eq(sessions.id, response.session.id));
    return null;
  }
  forwardCookies(c, headers);
  const user = response ? toCurrentUser(response.user) : null;
  if (response) c.set("authSessionId", response.session.id);
  if (user) await deps.recordActivity(user.id);
  return user;
}

/** Whether a session signed in at `createdAt` has passed its month, whatever its use since. */
export function sessionOutlivedItsSignIn(createdAt: Date, now = new Date()): boolean {
  return now.getTime() - createdAt.getTime() >= SESSION_MAX_AGE_SECONDS * 1000;
}
