import type { SystemHealthResponse } from "@touchline/contracts";
import type { ReactNode } from "react";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { cn } from "../../../lib/cn.ts";
import { HEALTH_REFRESH_MS, useSystemHealth } from "../api/use-system-health.ts";

const DATABASE_NAMES: Record<SystemHealthResponse["database"]["kind"], string> = {
  pglite: "PGlite (embedded)",
  postgres: "PostgreSQL",
};

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** "3 d 4 h", "2 h 5 min", "42 s". */
export function formatUptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes} min`;
  if (minutes > 0) return `${minutes} min ${seconds % 60} s`;
  return `${seconds} s`;
}

function Status({ isOk, children }: { isOk: boolean; children: ReactNode }) {
  return (
    <span className={cn("inline-flex items-center gap-1.5 font-medium", isOk ? "text-brand-800" : "text-red-700")}>
      <span aria-hidden="true" className={cn("size-2 rounded-full", isOk ? "bg-brand-600" : "bg-red-600")} />
      {children}
    </span>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-slate-100 py-3 last:border-0 sm:flex-row sm:gap-4">
      <dt className="text-sm font-medium text-slate-700 sm:w-48 sm:shrink-0">{term}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

function HealthFacts({ health }: { health: SystemHealthResponse }) {
  const { database, migrations, memory, mail } = health;
  return (
    <dl className="rounded-2xl bg-white px-4 ring-1 ring-slate-200">
      <Fact term="Database">
        {DATABASE_NAMES[database.kind]}:{" "}
        {database.isReachable ? (
          <Status isOk>Reachable, {database.latencyMs} ms</Status>
        ) : (
          <Status isOk={false}>Unreachable{database.error ? ` (${database.error})` : ""}</Status>
        )}
      </Fact>
      <Fact term="Migrations">
        {migrations.applied === null ? (
          "Unknown (the database could not be read)"
        ) : (
          <Status isOk={migrations.pending.length === 0}>
            {migrations.applied} of {migrations.known} applied
            {migrations.latest ? `, latest ${migrations.latest}` : ""}
            {migrations.pending.length > 0 ? `; pending: ${migrations.pending.join(", ")}` : ""}
          </Status>
        )}
      </Fact>
      <Fact term="Uptime">
        {formatUptime(health.uptimeSeconds)} (since{" "}
        <time dateTime={health.instance.startedAt}>{new Date(health.instance.startedAt).toLocaleString()}</time>)
      </Fact>
      <Fact term="Memory">
        {megabytes(memory.rss)} resident; heap {megabytes(memory.heapUsed)} used of {megabytes(memory.heapTotal)}
      </Fact>
      <Fact term="Version">Touchline {health.version}</Fact>
      <Fact term="Node.js">{health.nodeVersion}</Fact>
      <Fact term="Instance">{health.instance.id}</Fact>
      <Fact term="Live connections">{health.liveConnections} open message streams on this instance</Fact>
      <Fact term="Mail outbox">
        {mail.queued === null
          ? "Unknown (the database could not be read)"
          : `${mail.queued} queued, ${mail.sent} sent, `}
        {mail.failed === null ? null : <Status isOk={mail.failed === 0}>{mail.failed} failed</Status>}
        {mail.isSmtpConfigured ? null : (
          <span className="block text-sm text-slate-600">
            No SMTP server is configured: mail stays queued and is printed to the server log.
          </span>
        )}
      </Fact>
    </dl>
  );
}

/** This instance's health, asked again every 10 seconds while the screen is open. */
export function AdminSystemHealth() {
  const query = useSystemHealth();
  if (query.isPending) return <PageSpinner />;
  if (query.isError && !query.data) {
    return (
      <p role="alert" className="text-red-700">
        Failed to load the system health: {query.error.message}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        Last checked <time dateTime={query.data.checkedAt}>{new Date(query.data.checkedAt).toLocaleTimeString()}</time>;
        refreshes every {HEALTH_REFRESH_MS / 1000} seconds.
        {query.isError ? (
          <span role="alert" className="block text-red-700">
            The latest check failed: {query.error.message}
          </span>
        ) : null}
      </p>
      <HealthFacts health={query.data} />
    </div>
  );
}
