import type { CurrentUser } from "@touchline/contracts";
import type { Auth } from "../auth/create-auth.ts";
import type { Database, DatabaseKind } from "../db/client.ts";
import type { Env } from "../env.ts";
import type { Mailer } from "../mail/mailer.ts";

/** What every service may use; built once at boot (or per test file) and passed down explicitly. */
export interface AppDeps {
  db: Database;
  databaseKind: DatabaseKind;
  auth: Auth;
  mailer: Mailer;
  env: Env;
}

/** The Hono environment: `user` is resolved from the session cookie once per request, on demand. */
export interface AppEnv {
  Variables: {
    user: CurrentUser | null | undefined;
  };
}
