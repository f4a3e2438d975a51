import type { CurrentUser } from "@touchline/contracts";
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { sessions } from "../db/schema.ts";
import type { AppDeps, AppEnv } from "../app/app-context.ts";
import { publishAccessChange } from "../services/messages/message-notification.ts";
import { SESSION_MAX_AGE_SECONDS } from "./create-auth.ts";
import { roleOf, type SessionLookup } from "./session-lookup.ts";

interface AuthUserRow {
  id: string;
  email: string;
  firstName?: unknown;
  lastName?: unknown;
  role?: unknown;
}

/** The auth library's user as the contracts' one (an unrecognised role reads as `none`, see `roleOf`). */
export function toCurrentUser(user: AuthUserRow): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    firstName: typeof user.firstName === "string" ? user.firstName : "",
    lastName: typeof user.lastName === "string" ? user.lastName : "",
    role: roleOf(user.role),
  };
}

/** Copies the auth library's Set-Cookie headers onto our response. */
export function forwardCookies(c: Context, headers: Headers | undefined): void {
  for (const cookie of headers?.getSetCookie() ?? []) c.header("Set-Cookie", cookie, { append: true });
}

/**
 * The user behind the request's session cookie, or null. Called once per request at most, by the
 * route's access middleware (auth/access.ts): it notes the day's activity, and when the auth library has to
 * answer (session-lookup.ts) it may refresh the cookie.
 */
export async function lookUpUser<E extends AppEnv>(c: Context<E>, deps: AppDeps): Promise<CurrentUser | null> {
  const found = await deps.lookUpSession(c);
  const session = found.kind === "ask-the-library" ? await askTheLibrary(c, deps) : found;
  if (session.kind === "signed-out") return null;
  if (sessionOutlivedItsSignIn(session.createdAt)) {
    // Used all month long, it still ends a month after its sign-in; the row goes now rather than at its idle end.
    await deps.db.transaction(async (tx) => {
      await tx.delete(sessions).where(eq(sessions.id, session.sessionId));
      await publishAccessChange(tx, session.user.id, session.sessionId);
    });
    return null;
  }
  c.set("authSessionId", session.sessionId);
  await deps.recordActivity(session.user.id);
  return session.user;
}

/** The auth library's own lookup, which may slide the session's expiry and reissue or expire the cookie. */
async function askTheLibrary(c: Context, deps: AppDeps): Promise<Exclude<SessionLookup, { kind: "ask-the-library" }>> {
  const { headers, response } = await deps.auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
  if (!response) {
    forwardCookies(c, headers);
    return { kind: "signed-out" };
  }
  // A month-old session is deleted, not refreshed: its new cookie would lead nowhere.
  if (!sessionOutlivedItsSignIn(response.session.createdAt)) forwardCookies(c, headers);
  return {
    kind: "signed-in",
    sessionId: response.session.id,
    createdAt: response.session.createdAt,
    user: toCurrentUser(response.user),
  };
}

/** Whether a session signed in at `createdAt` has passed its month, whatever its use since. */
export function sessionOutlivedItsSignIn(createdAt: Date, now = new Date()): boolean {
  return now.getTime() - createdAt.getTime() >= SESSION_MAX_AGE_SECONDS * 1000;
}
