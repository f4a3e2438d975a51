import type { Auth } from "../auth/create-auth.ts";
import type { AfterResponse } from "../lib/after-response.ts";
import type { LookUpSession } from "../auth/session-lookup.ts";
import type { Database, DatabaseKind } from "../db/client.ts";
import type { Env } from "../env.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { RecordActivity } from "../services/activity/record-activity.ts";
import type { MessageHub } from "../services/messages/message-hub.ts";
import type { Logger } from "../lib/logger.ts";
import type { Metrics } from "../lib/metrics.ts";
import type { VisitorKeyOf } from "../lib/visitor-key.ts";
import type { PlayerLinkTokenOf } from "../services/availability/player-link-token.ts";
import type { TeamLinkTokenOf } from "../services/team-links/team-link-token.ts";

/** What every service may use; built once at boot (or per test file) and passed down explicitly. */
export interface AppDeps {
  db: Database;
  databaseKind: DatabaseKind;
  auth: Auth;
  /** The session behind a request's cookie in one query, or word to ask `auth` (auth/session-lookup.ts). */
  lookUpSession: LookUpSession;
  mailer: Mailer;
  env: Env;
  /** This instance's open message streams; closed with the database. */
  messageHub: MessageHub;
  /** Notes a signed-in user's day of activity for the analytics (one write per user and day). */
  recordActivity: RecordActivity;
  /** Names a signed-out visitor for the day's view count by a keyed hash, never their address. */
  visitorKeyOf: VisitorKeyOf;
  /** A player's personal link's token, written again from its id (services/availability). */
  playerLinkTokenOf: PlayerLinkTokenOf;
  /** A team's permanent link's token, written again from its id (services/team-links). */
  teamLinkTokenOf: TeamLinkTokenOf;
  /**
   * This instance's id and start time, for the health screen; `isDraining` turns true when it starts shutting
   * down, so /api/health sends load balancers elsewhere.
   */
  instance: { id: string; startedAt: Date; isDraining: boolean };
  /** The JSON log (request lines, errors); the mail printout without SMTP stays plain text (mail/mailer.ts). */
  logger: Logger;
  /** This instance's Prometheus registry, served on its own port (app/metrics-app.ts). */
  metrics: Metrics;
  /** Work a request starts once its answer is on its way (lib/after-response.ts); shutdown waits for it. */
  afterResponse: AfterResponse;
}

/**
 * The Hono environment every route shares. Each route's access middleware adds the user to it
 * (`c.var.user` or `c.var.findUser()`, see auth/access.ts).
 */
export interface AppEnv {
  Variables: {
    /** The app's dependencies, for middleware declared on route contracts (see auth/access.ts). */
    deps: AppDeps;
    /** The sign-in session the access check found the user by, if any (see auth/current-user.ts). */
    authSessionId?: string;
    /** From the proxy's `X-Request-Id` or made here; in the response header and every log line of the request. */
    requestId: string;
  };
}
