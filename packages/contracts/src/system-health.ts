import { z } from "zod";

/** What the super admin's health screen shows about this server instance and its database. */
export const SystemHealthResponseSchema = z.object({
  /** When the server took these figures (ISO). */
  checkedAt: z.string(),
  database: z.object({
    kind: z.enum(["pglite", "postgres"]),
    isReachable: z.boolean(),
    /** How long `select 1` took, in milliseconds; null when it failed. */
    latencyMs: z.number().nullable(),
    /** The reason it is unreachable, when it is. */
    error: z.string().nullable(),
  }),
  migrations: z.object({
    /** Rows in drizzle's migration table; null when the database could not be read. */
    applied: z.number().int().nullable(),
    /** Migrations shipped with this version of the server. */
    known: z.number().int(),
    /** The tag of the newest applied migration, e.g. `0004_admin_area`; null if none is recognised. */
    latest: z.string().nullable(),
    /** Shipped migrations not applied yet (none once the server has booted). */
    pending: z.array(z.string()),
  }),
  /** Seconds since this process started. */
  uptimeSeconds: z.number(),
  /** Bytes. */
  memory: z.object({ rss: z.number().int(), heapUsed: z.number().int(), heapTotal: z.number().int() }),
  version: z.string(),
  nodeVersion: z.string(),
  instance: z.object({ id: z.string(), startedAt: z.string() }),
  /** Open live-message streams on this instance (one per signed-in browser tab). */
  liveConnections: z.number().int(),
  mail: z.object({
    /** Whether SMTP is configured; without it every mail stays queued in the outbox and is printed to the log. */
    isSmtpConfigured: z.boolean(),
    /** Counts over the whole outbox; null when the database could not be read. */
    queued: z.number().int().nullable(),
    sent: z.number().int().nullable(),
    failed: z.number().int().nullable(),
  }),
});
export type SystemHealthResponse = z.infer<typeof SystemHealthResponseSchema>;
