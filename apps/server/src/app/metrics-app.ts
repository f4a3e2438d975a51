import { Hono } from "hono";
import type { Metrics } from "../lib/metrics.ts";

/**
 * The Prometheus endpoint, on a port of its own (METRICS_PORT, loopback by default) and never on the public
 * one: route patterns, pool sizes and the outbox count are for the operator, not for visitors.
 */
export function createMetricsApp(metrics: Metrics) {
  const app = new Hono();
  app.get("/metrics", async (c) => {
    c.header("Content-Type", metrics.registry.contentType);
    c.header("Cache-Control", "no-store");
    return c.body(await metrics.registry.metrics());
  });
  return app;
}
