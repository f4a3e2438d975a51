import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { SystemHealthResponse } from "@touchline/contracts";
import type { ReactNode } from "react";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { cn } from "../../../lib/cn.ts";
import { errorText } from "../../admin/index.ts";
import { HEALTH_REFRESH_MS, useSystemHealth } from "../api/use-system-health.ts";

const MB = 1024 * 1024;
/** Products' names, the same in every language. */
const POSTGRESQL = "PostgreSQL";
const NODE_JS = "Node.js";

/** "12.3 MB" in the reader's language. */
const megabytes = (i18n: I18n, bytes: number) => {
  const size = i18n.number(bytes / MB, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return i18n._(msg`${size} MB`);
};

/** "3 d 4 h", "2 h 5 min", "42 s". */
export function formatUptime(i18n: I18n, seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  if (days > 0) return i18n._(msg`${days} d ${hours} h`);
  if (hours > 0) return i18n._(msg`${hours} h ${minutes} min`);
  if (minutes > 0) return i18n._(msg`${minutes} min ${rest} s`);
  return i18n._(msg`${seconds} s`);
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
  const { t, i18n } = useLingui();
  const { database, migrations, memory, mail } = health;
  const databaseName = database.kind === "pglite" ? t`PGlite (embedded)` : POSTGRESQL;
  const { latencyMs } = database;
  const databaseError = database.error;
  const { applied, known, latest } = migrations;
  const pending = migrations.pending.join(", ");
  const { liveConnections } = health;
  const uptime = formatUptime(i18n, health.uptimeSeconds);
  const startedAt = i18n.date(health.instance.startedAt, { dateStyle: "medium", timeStyle: "medium" });
  const resident = megabytes(i18n, memory.rss);
  const heapUsed = megabytes(i18n, memory.heapUsed);
  const heapTotal = megabytes(i18n, memory.heapTotal);
  const failed = mail.failed === null ? null : i18n.number(mail.failed);
  const queued = mail.queued === null ? null : i18n.number(mail.queued);
  const sent = i18n.number(mail.sent ?? 0);
  return (
    <dl className="rounded-2xl bg-white px-4 ring-1 ring-slate-200">
      <Fact term={t`Database`}>
        {databaseName}:{" "}
        {database.isReachable ? (
          <Status isOk>
            <Trans>Reachable, {latencyMs} ms</Trans>
          </Status>
        ) : (
          <Status isOk={false}>{databaseError ? t`Unreachable (${databaseError})` : t`Unreachable`}</Status>
        )}
      </Fact>
      <Fact term={t`Migrations`}>
        {applied === null ? (
          t`Unknown (the database could not be read)`
        ) : (
          <Status isOk={migrations.pending.length === 0}>
            {latest
              ? pending
                ? t`${applied} of ${known} applied, latest ${latest}; pending: ${pending}`
                : t`${applied} of ${known} applied, latest ${latest}`
              : pending
                ? t`${applied} of ${known} applied; pending: ${pending}`
                : t`${applied} of ${known} applied`}
          </Status>
        )}
      </Fact>
      <Fact term={t`Uptime`}>
        <Trans>
          {uptime} (since <time dateTime={health.instance.startedAt}>{startedAt}</time>)
        </Trans>
      </Fact>
      <Fact term={t`Memory`}>
        <Trans>
          {resident} resident; heap {heapUsed} used of {heapTotal}
        </Trans>
      </Fact>
      <Fact term={t`Version`}>Touchline {health.version}</Fact>
      <Fact term={NODE_JS}>{health.nodeVersion}</Fact>
      <Fact term={t`Instance`}>{health.instance.id}</Fact>
      <Fact term={t`Live connections`}>
        {/* The English says "streams" whatever the count; a language may say it otherwise for one. */}
        <Plural
          value={liveConnections}
          one="# open message streams on this instance"
          other="# open message streams on this instance"
        />
      </Fact>
      <Fact term={t`Mail outbox`}>
        {queued === null ? t`Unknown (the database could not be read)` : t`${queued} queued, ${sent} sent, `}
        {failed === null ? null : (
          <Status isOk={mail.failed === 0}>
            <Trans>{failed} failed</Trans>
          </Status>
        )}
        {mail.isSmtpConfigured ? null : (
          <span className="block text-sm text-slate-600">
            <Trans>No SMTP server is configured: mail stays queued and is printed to the server log.</Trans>
          </span>
        )}
      </Fact>
    </dl>
  );
}

/** This instance's health, asked again every 10 seconds while the screen is open. */
export function AdminSystemHealth() {
  const { i18n } = useLingui();
  const query = useSystemHealth();
  if (query.isPending) return <PageSpinner />;
  if (query.isError && !query.data) {
    const errorMessage = errorText(i18n, query.error);
    return (
      <p role="alert" className="text-red-700">
        <Trans>Failed to load the system health: {errorMessage}</Trans>
      </p>
    );
  }
  const checkedAt = i18n.date(query.data.checkedAt, { timeStyle: "medium" });
  const seconds = HEALTH_REFRESH_MS / 1000;
  const latestError = query.error ? errorText(i18n, query.error) : "";
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        <Trans>
          Last checked <time dateTime={query.data.checkedAt}>{checkedAt}</time>; refreshes every{" "}
          <Plural value={seconds} one="# second" other="# seconds" />.
        </Trans>
        {query.isError ? (
          <span role="alert" className="block text-red-700">
            <Trans>The latest check failed: {latestError}</Trans>
          </span>
        ) : null}
      </p>
      <HealthFacts health={query.data} />
    </div>
  );
}
