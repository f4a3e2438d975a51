import { createHmac, timingSafeEqual } from "node:crypto";
import { type CurrentUser, RoleSchema } from "@touchline/contracts";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import type { DatabaseHandle } from "../db/client.ts";
import type { Auth } from "./create-auth.ts";
import { sessionTokenHash } from "./session-tokens.ts";

/**
 * What a request's session cookie leads to. `ask-the-library` is every case in which the auth library's
 * own lookup would write something (slide the idle expiry and reissue the cookie, delete an expired
 * session, expire a cookie whose session is gone) or reads a cookie Touchline never sets: the caller then
 * asks the library, whose answer is the authority.
 */
export type SessionLookup =
  | { kind: "signed-in"; sessionId: string; createdAt: Date; user: CurrentUser }
  | { kind: "signed-out" }
  | { kind: "ask-the-library" };

/** An unrecognised role reads as `none`, as the spec asks. Built once: zod makes a new schema on each `.catch()`. */
const RoleOrNoneSchema = RoleSchema.catch("none");
export const roleOf = (role: unknown) => RoleOrNoneSchema.parse(role);

export type LookUpSession = (c: Context) => Promise<SessionLookup>;

/** The cookie holds `token.signature`: an HMAC-SHA256 of the token under the auth secret, in base64 (44 characters). */
const SIGNATURE_LENGTH = 44;

/** The token of a signed cookie value, or null if the signature is not ours (the auth library's format). */
export function verifiedToken(signedValue: string, secret: string): string | null {
  const dot = signedValue.lastIndexOf(".");
  if (dot < 1) return null;
  const token = signedValue.slice(0, dot);
  const signature = Buffer.from(signedValue.slice(dot + 1));
  if (signature.length !== SIGNATURE_LENGTH) return null;
  const expected = Buffer.from(createHmac("sha256", secret).update(token).digest("base64"));
  return timingSafeEqual(signature, expected) ? token : null;
}

interface SessionWithUserRow {
  sessionId: string;
  createdAt: Date;
  expiresAt: Date;
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  suspendedAt: Date | null;
}

/**
 * Straight on the driver (`DatabaseHandle.query` says why); the columns are the schema's (db/schema.ts). The
 * row holds the token's hash (auth/session-tokens.ts), as the library's own lookup asks for it.
 */
const SESSION_WITH_USER = {
  name: "session_with_user_by_token",
  text: `
  select s.id as "sessionId", s.created_at as "createdAt", s.expires_at as "expiresAt",
         u.id as "userId", u.email, u.first_name as "firstName", u.last_name as "lastName", u.role,
         u.suspended_at as "suspendedAt"
  from sessions s join users u on u.id = s.user_id
  where s.token = $1`,
};

/**
 * A signed-in request's session in one query (the session joined with its user), where the auth library
 * takes two and builds an endpoint context around them. It reads the library's own settings (cookie
 * names, secret, idle time and refresh age) and makes the same decisions with them; whenever the
 * library would write, it hands over (`ask-the-library`). The HMAC is Node's synchronous one: no key is
 * imported per request, and nothing waits on the thread pool the password hashes fill during a burst.
 */
export function createSessionLookup(database: DatabaseHandle, auth: Auth): LookUpSession {
  const settings = auth.$context.then((context) => ({
    tokenCookie: context.authCookies.sessionToken.name,
    // "Don't remember me" and the cookie cache: Touchline sets neither; if one comes, the library deals with it.
    libraryOnlyCookies: [context.authCookies.dontRememberToken.name, context.authCookies.sessionData.name],
    secret: context.secret,
    // The library slides `expiresAt` once `updateAge` has passed since the last slide (create-auth.ts).
    refreshDueMs: (context.sessionConfig.updateAge - context.sessionConfig.expiresIn) * 1000,
  }));
  return async function lookUpSession(c) {
    const { tokenCookie, libraryOnlyCookies, secret, refreshDueMs } = await settings;
    // By name: Hono then parses only the cookie asked for, and skips a header that does not name it.
    if (libraryOnlyCookies.some((name) => getCookie(c, name) !== undefined)) return { kind: "ask-the-library" };
    const signedValue = getCookie(c, tokenCookie);
    const token = signedValue ? verifiedToken(signedValue, secret) : null;
    if (!token) return { kind: "signed-out" };
    const [row] = await database.query<SessionWithUserRow>(SESSION_WITH_USER, [sessionTokenHash(token)]);
    const now = Date.now();
    // Gone (signed out elsewhere: the cookie is to be expired), expired (the row too), or due a slide.
    if (!row || row.expiresAt.getTime() < now || row.expiresAt.getTime() + refreshDueMs <= now)
      return { kind: "ask-the-library" };
    // A suspension deletes the account's sessions in its own transaction; a row that escaped it signs nobody in.
    if (row.suspendedAt) return { kind: "signed-out" };
    return {
      kind: "signed-in",
      sessionId: row.sessionId,
      createdAt: row.createdAt,
      user: {
        id: row.userId,
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        role: roleOf(row.role),
      },
    };
  };
}
