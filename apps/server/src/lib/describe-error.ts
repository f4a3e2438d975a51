import { DrizzleQueryError } from "drizzle-orm";

/**
 * An error's message fit for the log. A failed query's message carries its SQL parameters (addresses,
 * password hashes, token hashes), so only what the database said is kept.
 */
export function describeError(error: unknown): string {
  if (error instanceof DrizzleQueryError) return `a database query failed: ${describeError(error.cause)}`;
  return error instanceof Error ? error.message : String(error);
}
