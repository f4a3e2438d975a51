import { createAuth } from "../auth/create-auth.ts";
import type { DatabaseHandle } from "../db/client.ts";
import type { Env } from "../env.ts";
import { createMailer } from "../mail/mailer.ts";
import { randomUUID } from "node:crypto";
import { createActivityRecorder } from "../services/activity/record-activity.ts";
import { createMessageHub } from "../services/messages/message-hub.ts";
import type { AppDeps } from "./app-context.ts";
import { loadServerSecret } from "./server-secret.ts";
import { createVisitorKeyOf } from "./visitor-key.ts";

export async function createDeps(
  env: Env,
  database: DatabaseHandle,
  options: { log?: (line: string) => void; authSecret?: string } = {},
): Promise<AppDeps> {
  const { db } = database;
  const mailer = createMailer({ db, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, log: options.log });
  const secret = await loadServerSecret(db, options.authSecret);
  return {
    db,
    databaseKind: database.kind,
    auth: createAuth({ db, mailer, appUrl: env.APP_URL, secret }),
    mailer,
    env,
    // Listens on the database, so closing the database also ends every open message stream.
    messageHub: await createMessageHub(database),
    recordActivity: createActivityRecorder(db),
    visitorKeyOf: createVisitorKeyOf(secret),
    instance: { id: randomUUID().slice(0, 8), startedAt: new Date() },
  };
}
