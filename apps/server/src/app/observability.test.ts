import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { createLogger } from "../lib/logger.ts";
import { createMetricsApp } from "./metrics-app.ts";
import type { RequestLine } from "./observe-request.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A line as it is written: the request's fields and pino's own. */
type LoggedRequestLine = RequestLine & { level: string; time: string; msg: string };

let t: TestApp;
const logged: string[] = [];

beforeAll(async () => {
  const logger = createLogger({ level: "info", destination: { write: (line: string) => void logged.push(line) } });
  t = await createTestApp({ LOG_LEVEL: "info" }, { logger });
});
afterAll(() => t.close());

/** The one request line logged for `requestId` (each line is one JSON object). */
function requestLineOf(requestId: string): LoggedRequestLine {
  const lines = logged
    .map((line) => JSON.parse(line) as LoggedRequestLine)
    .filter((line) => line.requestId === requestId && line.msg === "request");
  expect(lines).toHaveLength(1);
  return lines[0]!;
}

describe("the request id", () => {
  it("is made when none comes in, answered in X-Request-Id and logged with the request", async () => {
    const response = await t.request("/api/health");
    const id = response.headers.get("X-Request-Id");
    expect(id).toMatch(UUID);
    const line = requestLineOf(id!);
    expect(line).toMatchObject({ level: "info", method: "GET", route: "/api/health", status: 200 });
    expect(typeof line.durationMs).toBe("number");
    expect(Number.isNaN(Date.parse(line.time))).toBe(false);
  });

  it("is kept from the proxy when it is short and plain", async () => {
    const response = await t.request("/api/health", { headers: { "X-Request-Id": "edge-7f3a_91=" } });
    expect(response.headers.get("X-Request-Id")).toBe("edge-7f3a_91=");
    expect(requestLineOf("edge-7f3a_91=").route).toBe("/api/health");
  });

  it.each([
    ["with quotes and spaces", 'x" level="error'],
    ["too long", "a".repeat(129)],
    ["with a path", "../../etc/passwd"],
  ])("is replaced when the incoming one is %s", async (_, hostile) => {
    const response = await t.request("/api/health", { headers: { "X-Request-Id": hostile } });
    const id = response.headers.get("X-Request-Id");
    expect(id).toMatch(UUID);
    expect(requestLineOf(id!).status).toBe(200);
    expect(logged.join("")).not.toContain(hostile);
  });

  it("is logged with the route pattern, the status and the user, never the cookie", async () => {
    const coach = await t.signUp();
    const response = await t.request("/api/account", { cookie: coach.cookie });
    expect(response.status).toBe(200);
    const line = requestLineOf(response.headers.get("X-Request-Id")!);
    expect(line).toMatchObject({ method: "GET", route: "/api/account", status: 200, userId: coach.id });
    const cookieValue = coach.cookie.split("=")[1]!;
    expect(logged.join("")).not.toContain(cookieValue);
    expect(logged.join("")).not.toContain(coach.password);
  });

  it("is on a refused request's line too (401 before the route runs)", async () => {
    const response = await t.request("/api/account");
    expect(response.status).toBe(401);
    const line = requestLineOf(response.headers.get("X-Request-Id")!);
    expect(line).toMatchObject({ route: "/api/account", status: 401 });
    expect(line.userId).toBeUndefined();
  });
});

describe("the metrics", () => {
  const scrape = async () => {
    const response = await createMetricsApp(t.deps.metrics).request("/metrics");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/plain/);
    return response.text();
  };

  it("count each request and its latency by method, route pattern and status class", async () => {
    const before = await scrape();
    const counterLine =
      /^touchline_http_requests_total\{method="GET",route="\/api\/tactical-drills\/:id",status_class="4xx"\} (\d+)$/m;
    const countBefore = Number(counterLine.exec(before)?.[1] ?? 0);
    const missing = await t.request("/api/tactical-drills/00000000-0000-4000-8000-000000000000");
    expect(missing.status).toBeGreaterThanOrEqual(400);
    expect(missing.status).toBeLessThan(500);
    await t.request("/api/tactical-drills/11111111-1111-4111-8111-111111111111");

    const after = await scrape();
    expect(Number(counterLine.exec(after)?.[1])).toBe(countBefore + 2);
    expect(after).toMatch(
      /^touchline_http_request_duration_seconds_count\{method="GET",route="\/api\/tactical-drills\/:id",status_class="4xx"\} \d+$/m,
    );
    expect(after).toMatch(
      /^touchline_http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/tactical-drills\/:id",status_class="4xx"\} \d+$/m,
    );
    // Ids stay out of the labels: one series per route, whatever was asked for.
    expect(after).not.toContain("00000000-0000-4000-8000-000000000000");
  });

  it("show the live message streams, the unsent mail and, on PostgreSQL, the pool", async () => {
    await t.signUp();
    const text = await scrape();
    expect(text).toMatch(/^touchline_message_streams \d+$/m);
    const unsent = Number(/^touchline_mail_outbox_unsent (\d+)$/m.exec(text)?.[1]);
    // Without SMTP the confirmation mail just sent stays in the outbox.
    expect(unsent).toBeGreaterThanOrEqual(1);
    if (t.deps.databaseKind === "postgres") {
      expect(text).toMatch(/^touchline_db_pool_connections\{state="total"\} \d+$/m);
      expect(text).toMatch(/^touchline_db_pool_connections\{state="idle"\} \d+$/m);
      expect(text).toMatch(/^touchline_db_pool_connections\{state="waiting"\} \d+$/m);
    } else {
      expect(text).not.toContain("touchline_db_pool_connections");
    }
  });

  it("are not served on the public port", async () => {
    for (const path of ["/metrics", "/api/metrics"]) {
      const response = await t.request(path);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain("touchline_http_requests_total");
    }
  });
});
