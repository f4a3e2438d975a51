import path from "node:path";
import { z } from "zod";
import { LOG_LEVELS } from "./lib/logger.ts";

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: z.url().optional(),
    APP_URL: z.url().optional(),
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().default("Touchline <no-reply@touchline.local>"),
    /** Behind a reverse proxy, trust its X-Forwarded-For header for the client address. */
    TRUST_PROXY: z.stringbool().default(false),
    /** Multiplies every per-IP rate limit; the browser tests raise it because every test user shares 127.0.0.1. */
    RATE_LIMIT_IP_FACTOR: z.coerce.number().positive().default(1),
    /**
     * Serve from a PostgreSQL with fsync, synchronous_commit or full_page_writes off (it may lose acknowledged
     * commits in a crash). Refused at start unless this is true; then the log warns.
     */
    ALLOW_UNSAFE_DURABILITY: z.stringbool().default(false),
    /** `info` logs one JSON line per request; `warn` keeps only warnings and errors. */
    LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
    /** Serve Prometheus metrics on this port (on METRICS_HOST); unset, they are not served at all. */
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    /** The metrics port's address: loopback by default, so only this machine (or its scraper sidecar) reads it. */
    METRICS_HOST: z.string().default("127.0.0.1"),
  })
  .transform((env) => ({
    ...env,
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    DATA_DIR: path.resolve(env.DATA_DIR),
  }));

export type Env = z.infer<typeof EnvSchema>;

/** Parses the process environment once at boot; a bad value stops the server with a readable message. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable (e.g. `DATABASE_URL=` in a .env file) means "not set".
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = EnvSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return result.data;
}
