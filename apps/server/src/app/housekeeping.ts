import { lt, lte, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { sessionViews, verifications } from "../db/schema.ts";
import { fillMissingThumbnails, THUMBNAILS_PER_SWEEP } from "../services/sessions/fill-missing-thumbnails.ts";
import { describeError } from "../lib/describe-error.ts";
import { deleteExpiredRateLimitCounters } from "../services/rate-limits/rate-limit.ts";

/**
 * Days a session view's row is kept. Only today's rows decide whether a view counts; the rest are kept a
 * little while so a clock near midnight or a slow request never counts a visitor twice.
 */
export const SESSION_VIEW_DAYS_KEPT = 3;

/** Ten minutes: a counter or a link outlives its window by at most that. */
export const HOUSEKEEPING_INTERVAL_MS = 10 * 60 * 1000;

/**
 * While sessions saved before thumbnails existed are still without one, the next batch is drawn after this
 * pause rather than at the next sweep: 100,000 old sessions take minutes, not days.
 */
export const THUMBNAIL_BACKLOG_PAUSE_MS = 1000;

/**
 * Deletes what has expired and nobody will ask for again: rate-limit counters whose window has passed
 * (they name addresses and accounts), verification rows (reset and e-mail change links) past their
 * expiry, and session views older than SESSION_VIEW_DAYS_KEPT days. Every instance may sweep; a row
 * deleted twice is deleted once.
 */
export async function sweepExpiredRows(
  db: Database,
): Promise<{ counters: number; verifications: number; sessionViews: number }> {
  const counters = await deleteExpiredRateLimitCounters(db);
  const links = await db
    .delete(verifications)
    .where(lte(verifications.expiresAt, new Date()))
    .returning({ id: verifications.id });
  const views = await db
    .delete(sessionViews)
    .where(lt(sessionViews.day, sql`((now() at time zone 'utc')::date - ${SESSION_VIEW_DAYS_KEPT}::integer)`))
    .returning({ day: sessionViews.day });
  return { counters, verifications: links.length, sessionViews: views.length };
}

export interface Housekeeping {
  /** Stops the timer and waits for a sweep in progress, so the database can close after it. */
  stop(): Promise<void>;
}

/**
 * Sweeps once now, then every `intervalMs`, on timers that keep no process alive; each sweep also draws a
 * batch of missing session thumbnails, and while a batch comes back full the next follows after
 * `backlogPauseMs`. A failed sweep is logged (without its SQL parameters) and tried again on the next tick.
 */
export function startHousekeeping(
  db: Database,
  {
    intervalMs = HOUSEKEEPING_INTERVAL_MS,
    backlogPauseMs = THUMBNAIL_BACKLOG_PAUSE_MS,
    thumbnailsPerBatch = THUMBNAILS_PER_SWEEP,
    log = console.error,
  }: { intervalMs?: number; backlogPauseMs?: number; thumbnailsPerBatch?: number; log?: (line: string) => void } = {},
): Housekeeping {
  let sweeping: Promise<void> | undefined;
  let backlog: NodeJS.Timeout | undefined;
  let stopped = false;
  const drawMissingThumbnails = async () => {
    const drawn = await fillMissingThumbnails(db, thumbnailsPerBatch);
    if (drawn === thumbnailsPerBatch && !stopped) {
      clearTimeout(backlog);
      backlog = setTimeout(sweep, backlogPauseMs);
      backlog.unref();
    }
  };
  const sweep = () => {
    sweeping ??= sweepExpiredRows(db)
      .then(() => undefined)
      .catch((error: unknown) => log(`[housekeeping] sweeping expired rows failed: ${describeError(error)}`))
      .then(drawMissingThumbnails)
      .catch((error: unknown) => log(`[housekeeping] drawing missing thumbnails failed: ${describeError(error)}`))
      .finally(() => {
        sweeping = undefined;
      });
  };
  sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(backlog);
      await sweeping;
    },
  };
}
