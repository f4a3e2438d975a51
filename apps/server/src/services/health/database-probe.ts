import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";

/**
 * Answers "is the database reachable?" from a check at most `maxAgeMs` old, so a load balancer
 * polling the health route many times a second costs the database one query a second, not one per poll.
 */
export function createDatabaseProbe(db: Database, maxAgeMs = 1000) {
  let last: { at: number; result: Promise<void> } | undefined;
  return function checkDatabase(): Promise<void> {
    const now = Date.now();
    if (!last || now - last.at > maxAgeMs) {
      const result = db.execute(sql`select 1`).then(() => undefined);
      last = { at: now, result };
      // A failure is reported to this caller and retried by the next one.
      result.catch(() => {
        if (last?.result === result) last = undefined;
      });
    }
    return last.result;
  };
}
