import { openSync } from "node:fs";
import pino, { type DestinationStream, type Logger as PinoLogger } from "pino";

export type Logger = PinoLogger;

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * Lines are written in chunks of at least this many bytes (about twenty request lines)...
 */
const LOG_CHUNK_BYTES = 4096;
/** ...or this often, whichever comes first, so a quiet server's lines are never later than this. */
const LOG_FLUSH_MS = 100;

/**
 * The log's file (standard output unless named): written asynchronously and in chunks, so a request does not
 * wait for a system call to write its line, and a busy server makes one write for many lines instead of one
 * each (a write per line cost a tenth of a small request's CPU on a loaded machine). pino flushes what is
 * left when the process exits. A named file is opened here, synchronously: a destination still opening when
 * the process exits cannot be flushed.
 */
export function createLogDestination(file?: string): DestinationStream {
  return pino.destination({
    dest: file === undefined ? 1 : openSync(file, "a"),
    sync: false,
    minLength: LOG_CHUNK_BYTES,
    periodicFlush: LOG_FLUSH_MS,
  });
}

let timeMs = Number.NaN;
let timeField = "";
/** pino's ISO `time` field, formatted once per millisecond however many lines share it. */
function isoTime(): string {
  const now = Date.now();
  if (now !== timeMs) {
    timeMs = now;
    timeField = `,"time":"${new Date(now).toISOString()}"`;
  }
  return timeField;
}

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
      timestamp: isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination ?? createLogDestination(),
  );
}
