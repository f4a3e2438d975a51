import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/** What the database pool holds right now (node-postgres); PGlite has no pool to report. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface MetricsSources {
  poolStats?: () => PoolStats;
  liveMessageStreams: () => number;
  unsentMailCount: () => Promise<number>;
}

export interface Metrics {
  registry: Registry;
  /** One answered request, labelled by its route pattern (never the raw path, which would name ids). */
  observeRequest(request: { method: string; route: string; status: number; seconds: number }): void;
}

/** `2xx`, `4xx`…: the status label keeps the series count small whatever the routes answer. */
export function statusClassOf(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

/** One registry per app (not prom-client's global one), so tests and instances in one process stay apart. */
export function createMetrics(sources: MetricsSources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ["method", "route", "status_class"] as const;
  const requests = new Counter({
    name: "touchline_http_requests_total",
    help: "Answered HTTP requests by method, route pattern and status class.",
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "touchline_http_request_duration_seconds",
    help: "Time to the response's headers (a stream's lifetime is not counted) by method, route pattern and status class.",
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: "touchline_message_streams",
    help: "Open live-message event streams on this instance.",
    registers: [registry],
    collect() {
      this.set(sources.liveMessageStreams());
    },
  });
  new Gauge({
    name: "touchline_mail_outbox_unsent",
    help: "Mails in the outbox not (yet) accepted by SMTP; without SMTP every mail stays here.",
    registers: [registry],
    async collect() {
      this.set(await sources.unsentMailCount());
    },
  });
  const { poolStats } = sources;
  if (poolStats) {
    new Gauge({
      name: "touchline_db_pool_connections",
      help: "PostgreSQL pool connections by state: total (open), idle, waiting (queued requests for one).",
      labelNames: ["state"] as const,
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: "total" }, stats.total);
        this.set({ state: "idle" }, stats.idle);
        this.set({ state: "waiting" }, stats.waiting);
      },
    });
  }
  return {
    registry,
    observeRequest({ method, route, status, seconds }) {
      const labels = { method, route, status_class: statusClassOf(status) };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
  };
}
