import { count, isNull } from "drizzle-orm";
import { createAuth } from "../auth/create-auth.ts";
import type { ScryptCost } from "../auth/password-hash.ts";
import { createSessionLookup } from "../auth/session-lookup.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { mailOutbox } from "../db/schema.ts";
import type { Env } from "../env.ts";
import { createMailer } from "../mail/mailer.ts";
import { randomUUID } from "node:crypto";
import { createActivityRecorder } from "../services/activity/record-activity.ts";
import { createMessageHub } from "../services/messages/message-hub.ts";
import { createAfterResponse } from "../lib/after-response.ts";
import type { AppDeps } from "./app-context.ts";
import { createLogger, type Logger } from "../lib/logger.ts";
import { createMetrics } from "../lib/metrics.ts";
import { loadServerSecret } from "../db/server-secret.ts";
import { createPlayerLinkTokenOf } from "../services/availability/player-link-token.ts";
import { createTeamLinkTokenOf } from "../services/team-links/team-link-token.ts";
import { createVisitorKeyOf } from "../lib/visitor-key.ts";

export async function createDeps(
  env: Env,
  database: DatabaseHandle,
  options: { log?: (line: string) => void; authSecret?: string; logger?: Logger; passwordCost?: ScryptCost } = {},
): Promise<AppDeps> {
  const { db } = database;
  const mailer = createMailer({ db, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, log: options.log });
  const secret = await loadServerSecret(db, options.authSecret);
  const messageHub = await createMessageHub(database);
  const auth = createAuth({ db, mailer, appUrl: env.APP_URL, secret, passwordCost: options.passwordCost });
  const logger = options.logger ?? createLogger({ level: env.LOG_LEVEL });
  return {
    db,
    databaseKind: database.kind,
    auth,
    lookUpSession: createSessionLookup(database, auth),
    mailer,
    env,
    // Listens on the database, so closing the database also ends every open message stream.
    messageHub,
    recordActivity: createActivityRecorder(db),
    visitorKeyOf: createVisitorKeyOf(secret),
    playerLinkTokenOf: createPlayerLinkTokenOf(secret),
    teamLinkTokenOf: createTeamLinkTokenOf(secret),
    instance: { id: randomUUID().slice(0, 8), startedAt: new Date(), isDraining: false },
    logger,
    afterResponse: createAfterResponse(logger),
    metrics: createMetrics({
      poolStats: database.poolStats,
      liveMessageStreams: () => messageHub.clientCount,
      unsentMailCount: async () => {
        const [row] = await db.select({ unsent: count() }).from(mailOutbox).where(isNull(mailOutbox.sentAt));
        return row?.unsent ?? 0;
      },
    }),
  };
}
