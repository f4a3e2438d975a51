import { readFile } from "node:fs/promises";
import path from "node:path";
import type { SystemHealthResponse } from "@touchline/contracts";
import { count, sql } from "drizzle-orm";
import type { AppDeps } from "../../app/app-context.ts";
import { MIGRATIONS_DIR } from "../../lib/repo-paths.ts";
import { APP_VERSION } from "../../lib/version.ts";
import { mailOutbox } from "../../db/schema.ts";

interface JournalEntry {
  tag: string;
  /** drizzle writes this into `created_at` of its migrations table when it applies the migration. */
  when: number;
}

let journal: Promise<JournalEntry[]> | undefined;

/**
 * The migrations this server ships, from drizzle's journal in the migrations folder, which the server
 * reads at boot to migrate (the bundled server too: see `lib/repo-paths.ts`). Read once.
 */
export function knownMigrations(): Promise<JournalEntry[]> {
  journal ??= readFile(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8").then(
    (text) => (JSON.parse(text) as { entries: JournalEntry[] }).entries,
  );
  return journal;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** How long a trivial query takes, or why it failed. */
async function timeDatabase(deps: AppDeps): Promise<SystemHealthResponse["database"]> {
  const started = performance.now();
  try {
    await deps.db.execute(sql`select 1`);
    return {
      kind: deps.databaseKind,
      isReachable: true,
      latencyMs: Math.round((performance.now() - started) * 100) / 100,
      error: null,
    };
  } catch (error) {
    return { kind: deps.databaseKind, isReachable: false, latencyMs: null, error: messageOf(error) };
  }
}

/** Applied migrations as drizzle's migrator sees them: those up to the newest `created_at` it recorded. */
async function readMigrations(deps: AppDeps, isReachable: boolean): Promise<SystemHealthResponse["migrations"]> {
  const known = await knownMigrations();
  const applied = isReachable
    ? await deps.db
        .select({ createdAt: sql<string>`created_at` })
        .from(sql`drizzle.__drizzle_migrations`)
        .catch(() => null)
    : null;
  if (!applied) return { applied: null, known: known.length, latest: null, pending: [] };
  const newest = Math.max(0, ...applied.map((row) => Number(row.createdAt)));
  return {
    applied: applied.length,
    known: known.length,
    latest: known.findLast((entry) => entry.when <= newest)?.tag ?? null,
    pending: known.filter((entry) => entry.when > newest).map((entry) => entry.tag),
  };
}

/** The outbox: queued (neither sent nor failed; without SMTP every mail stays so), sent and failed. */
async function countMail(
  deps: AppDeps,
  isReachable: boolean,
): Promise<Pick<SystemHealthResponse["mail"], "queued" | "sent" | "failed">> {
  const [counts] = isReachable
    ? await deps.db
        .select({
          sent: count(mailOutbox.sentAt),
          failed: count(mailOutbox.error),
          queued:
            sql<number>`count(*) filter (where ${mailOutbox.sentAt} is null and ${mailOutbox.error} is null)`.mapWith(
              Number,
            ),
        })
        .from(mailOutbox)
        .catch(() => [])
    : [];
  return counts ?? { queued: null, sent: null, failed: null };
}

/**
 * The super admin's health figures for this instance. Only the database parts can fail; they then read
 * as unreachable or null rather than failing the whole answer.
 */
export async function getSystemHealth(deps: AppDeps, now = new Date()): Promise<SystemHealthResponse> {
  const database = await timeDatabase(deps);
  const [migrations, mail] = await Promise.all([
    readMigrations(deps, database.isReachable),
    countMail(deps, database.isReachable),
  ]);
  const memory = process.memoryUsage();
  return {
    checkedAt: now.toISOString(),
    database,
    migrations,
    uptimeSeconds: Math.round(process.uptime()),
    memory: { rss: memory.rss, heapUsed: memory.heapUsed, heapTotal: memory.heapTotal },
    version: APP_VERSION,
    nodeVersion: process.version,
    instance: { id: deps.instance.id, startedAt: deps.instance.startedAt.toISOString() },
    liveConnections: deps.messageHub.clientCount,
    mail: { isSmtpConfigured: Boolean(deps.env.SMTP_URL), ...mail },
  };
}
