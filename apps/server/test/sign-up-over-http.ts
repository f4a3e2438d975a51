import { desc, eq } from "drizzle-orm";
import type { SignUpRequest } from "@touchline/contracts";
import type { Database } from "../src/db/client.ts";
import { mailOutbox } from "../src/db/schema.ts";

/** The token of the confirmation link in a sign-up e-mail's body. */
export function confirmationTokenOf(body: string | undefined): string {
  const match = /\/\?confirm=([A-Za-z0-9%_-]+)/.exec(body ?? "");
  if (!match) throw new Error(`no confirmation link in: ${body}`);
  return decodeURIComponent(match[1]!);
}

/** `name=value` of the session cookie a response sets, ready for a Cookie header. */
export function sessionCookieOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("touchline.session_token="));
  if (!cookie) throw new Error("no session cookie was set");
  return cookie.split(";")[0]!;
}

/**
 * Signs a coach up through a running server at `url`, as a browser at `origin` would, and follows the
 * confirmation link from its e-mail (read from the outbox in `db`, the server's database: no SMTP),
 * which signs in. Returns the session cookie.
 */
export async function signUpOverHttp(
  server: { url: string; origin: string; db: Database },
  person: SignUpRequest,
): Promise<string> {
  const post = (route: string, body: unknown) =>
    fetch(`${server.url}${route}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.origin },
      body: JSON.stringify(body),
    });
  const response = await post("/api/auth/sign-up", person);
  if (response.status !== 202) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const [mail] = await server.db
    .select({ body: mailOutbox.body })
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, person.email.toLowerCase()))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const confirmed = await post("/api/auth/confirm-email", {
    token: confirmationTokenOf(mail?.body),
    password: person.password,
  });
  if (confirmed.status !== 200) throw new Error(`confirmation failed: ${confirmed.status} ${await confirmed.text()}`);
  return sessionCookieOf(confirmed);
}
