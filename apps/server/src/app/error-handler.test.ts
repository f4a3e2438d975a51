import { DrizzleQueryError } from "drizzle-orm";
import { formatWithOptions } from "node:util";
import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AppDeps, AppEnv } from "./app-context.ts";
import { handleError } from "./error-handler.ts";
import { createLogger } from "../lib/logger.ts";
import { everyRequest } from "./every-request.ts";
import { createMetrics } from "../lib/metrics.ts";

afterEach(() => vi.restoreAllMocks());

describe("an unexpected error", () => {
  it("is logged with the failed query and what the database said, never the query's parameters", async () => {
    const logged: unknown[][] = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void logged.push(args));
    const app = new Hono();
    app.onError(handleError);
    app.post("/api/fail", () => {
      throw new DrizzleQueryError(
        'insert into "accounts" ("password") values ($1)',
        ["scrypt$131072$8$1$c2FsdA==$a2V5", "ana@example.com"],
        Object.assign(new Error('duplicate key value violates unique constraint "accounts_pkey"'), {
          code: "23505",
          detail: "Key (email)=(ana@example.com) already exists.",
        }),
      );
    });

    const response = await app.request("/api/fail", { method: "POST" });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      error: { code: "INTERNAL", message: "Something went wrong on our side. Please try again." },
    });
    // As the console writes it: an error with its stack and its cause.
    const text = logged.map((parts) => formatWithOptions({ colors: false }, ...parts)).join("\n");
    expect(text).toContain('insert into "accounts" ("password") values ($1)');
    expect(text).toContain("duplicate key value violates unique constraint");
    expect(text).toContain("23505");
    expect(text).not.toContain("scrypt$");
    expect(text).not.toContain("ana@example.com");
  });
});

describe("an unexpected error inside the app", () => {
  it("is one JSON line with the request's id and route, still without the query's parameters", async () => {
    const lines: string[] = [];
    const logger = createLogger({ level: "info", destination: { write: (line: string) => void lines.push(line) } });
    const app = new Hono<AppEnv>();
    app.onError(handleError);
    const metrics = createMetrics({ liveMessageStreams: () => 0, unsentMailCount: async () => 0 });
    app.use("*", everyRequest({ logger, metrics } as AppDeps));
    app.post("/api/fail/:id", () => {
      throw new DrizzleQueryError(
        'update "accounts" set "password" = $1',
        ["scrypt$131072$8$1$c2FsdA==$a2V5"],
        new Error("deadlock detected"),
      );
    });

    const response = await app.request("/api/fail/7", { method: "POST", headers: { "X-Request-Id": "req-42" } });
    expect(response.status).toBe(500);
    // The error, then the request's own line.
    expect(lines).toHaveLength(2);
    const line = JSON.parse(lines[0]!);
    expect(line).toMatchObject({ level: "error", requestId: "req-42", method: "POST", route: "/api/fail/:id" });
    expect(line.err.stack).toContain('Failed query: update "accounts" set "password" = $1');
    expect(JSON.stringify(line.err)).toContain("deadlock detected");
    expect(lines[0]).not.toContain("scrypt$");
  });
});
