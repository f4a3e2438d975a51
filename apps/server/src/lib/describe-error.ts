import { DrizzleQueryError } from "drizzle-orm";

/**
 * An error's message fit for the log. A failed query's message carries its SQL parameters (addresses,
 * password hashes, token hashes), so only what the database said is kept.
 */
export function describeError(error: unknown): string {
  if (error instanceof DrizzleQueryError) return `a database query failed: ${describeError(error.cause)}`;
  return error instanceof Error ? error.message : String(error);
}

/** The database's own error, less what names row values (`detail` quotes a duplicate key, `where` a row). */
function withoutValues(cause: unknown): unknown {
  if (!(cause instanceof Error)) return cause;
  const kept = new Error(cause.message);
  kept.stack = cause.stack;
  const { code, constraint, table, column } = cause as Partial<
    Record<"code" | "constraint" | "table" | "column", string>
  >;
  return Object.assign(
    kept,
    Object.fromEntries(Object.entries({ code, constraint, table, column }).filter(([, value]) => value)),
  );
}

/**
 * An error to log whole (stack and cause): a failed query keeps its SQL text and where it was run from,
 * without its parameters or the values the database quoted back.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error;
  const kept = new Error(`Failed query: ${error.query}`, { cause: withoutValues(error.cause) });
  const frames = error.stack?.indexOf("\n    at ") ?? -1;
  kept.stack = `Error: ${kept.message}${frames >= 0 ? error.stack!.slice(frames) : ""}`;
  return kept;
}
