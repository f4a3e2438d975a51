import pino, { type DestinationStream, type Logger as PinoLogger } from "pino";

export type Logger = PinoLogger;

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * The server's JSON log: one object per line with `time` (ISO), `level` (a word, not pino's number) and `msg`.
 * Request lines and errors carry the request's `requestId`. Nothing here may carry cookies, tokens,
 * passwords, mail bodies or SQL parameters: callers pass named fields, never a whole request or row.
 */
export function createLogger({
  level = "info",
  destination,
}: { level?: LogLevel; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}
