import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { REPORT_STATUSES, type ReportStatus } from "@touchline/contracts";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { Pagination } from "../../../components/ui/pagination.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { cn } from "../../../lib/cn.ts";
import { useDismissReports, useReportQueue, useSessionReports } from "../api/use-moderation.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { errorText } from "../../admin/index.ts";
import { formatDayTime } from "../lib/dates.ts";
import { byAuthor, factLine, publishedOn } from "../lib/facts.ts";
import { REPORT_REASON_NAMES, REPORT_STATUS_NAMES } from "../lib/report-names.ts";
import { ReasonDialog } from "../../../components/ui/reason-dialog.tsx";
import { ReportGroupCard, sessionLabelOf } from "./report-group-card.tsx";
import { SessionModerationActions } from "./session-moderation-actions.tsx";

/** What the queue says when no session has reports of the chosen status. */
const EMPTY_QUEUE_TEXTS: Record<ReportStatus, MessageDescriptor> = {
  open: msg`No open reports. The library is quiet.`,
  resolved: msg`No resolved reports.`,
  dismissed: msg`No dismissed reports.`,
};

const isStatus = (value: string | null): value is ReportStatus => REPORT_STATUSES.includes(value as ReportStatus);

/**
 * /admin/reports: the queue of reported sessions, one card per session, most reported first (then the
 * one waiting longest). `?session=` opens one session's reports, to dismiss them or unpublish it.
 */
export function AdminReports() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const sessionId = params.get("session");
  const status = isStatus(params.get("status")) ? (params.get("status") as ReportStatus) : "open";
  const page = Number(params.get("page")) || 1;
  const queue = useReportQueue({ status, page });

  if (sessionId) return <SessionReports sessionId={sessionId} />;

  const update = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };
  const pages = queue.data ? Math.max(1, Math.ceil(queue.data.total / queue.data.pageSize)) : 1;
  const reportedSessions = queue.data?.total ?? 0;
  const linkTo = (id: string) =>
    `/admin/reports?${new URLSearchParams({ ...Object.fromEntries(params), session: id }).toString()}`;

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">
        <Trans>
          Reported public sessions, grouped by session: the most reported first, then the one waiting longest.
        </Trans>
      </p>
      <SelectField<ReportStatus>
        className="sm:w-56"
        label={t`Show reports`}
        value={status}
        options={REPORT_STATUSES.map((value) => ({ value, label: i18n._(REPORT_STATUS_NAMES[value]) }))}
        onChange={(next) => update({ status: next === "open" ? undefined : next, page: undefined })}
      />
      {queue.isPending ? (
        <PageSpinner />
      ) : queue.isError ? (
        <p role="alert" className="text-red-700">
          {errorText(i18n, queue.error)}
        </p>
      ) : queue.data.groups.length === 0 ? (
        <p className="rounded-2xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200">
          {i18n._(EMPTY_QUEUE_TEXTS[status])}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            <Plural value={reportedSessions} one="# reported session" other="# reported sessions" />
          </p>
          <ul aria-label={t`Reported sessions`} className="flex flex-col gap-3">
            {queue.data.groups.map((group) => (
              <li key={group.session.id}>
                <ReportGroupCard group={group} linkTo={linkTo(group.session.id)} />
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            pages={pages}
            onPageChange={(next) => update({ page: next > 1 ? String(next) : undefined })}
          />
        </>
      )}
    </div>
  );
}

/** One session with every report on it, and what a moderator can do about them. */
function SessionReports({ sessionId }: { sessionId: string }) {
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const detail = useSessionReports(sessionId);
  const dismiss = useDismissReports();
  const [isDismissing, setIsDismissing] = useState(false);

  const queueParams = new URLSearchParams(params);
  queueParams.delete("session");
  const queuePath = `/admin/reports${queueParams.size > 0 ? `?${queueParams.toString()}` : ""}`;
  const backToQueue = () => void navigate(queuePath);

  const confirmDismiss = async (note: string) => {
    try {
      const { dismissed } = await dismiss.mutateAsync({ sessionId, note });
      toast({
        title: t`Reports dismissed`,
        description: t`${plural(dismissed, { one: "# report dismissed", other: "# reports dismissed" })}; the session stays public.`,
      });
      setIsDismissing(false);
      backToQueue();
    } catch (error) {
      showApiError(error, t`Could not dismiss the reports`);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <Link to={queuePath} className="self-start text-sm font-medium text-brand-700 hover:underline">
        <Trans>Back to the queue</Trans>
      </Link>
      {detail.isPending ? (
        <PageSpinner />
      ) : detail.isError ? (
        <p role="alert" className="text-slate-700">
          {detail.error instanceof ApiError && detail.error.code === "NOT_FOUND"
            ? t`This session does not exist (any more).`
            : errorText(i18n, detail.error)}
        </p>
      ) : (
        (() => {
          const { session, reports } = detail.data;
          const label = sessionLabelOf(i18n, session);
          const openCount = reports.filter((report) => report.status === "open").length;
          return (
            <>
              <section
                aria-labelledby="reported-session-heading"
                className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200"
              >
                <h2
                  id="reported-session-heading"
                  className={cn("break-words text-lg font-semibold", !session.title && "italic text-slate-700")}
                >
                  {label}
                </h2>
                <p className="text-sm text-slate-600">
                  {factLine([
                    byAuthor(i18n, session.authorName),
                    publishedOn(i18n, session.publishedAt) ?? t`not public`,
                    t`${plural(openCount, { one: "# open report", other: "# open reports" })}`,
                  ])}
                </p>
                <div className="flex flex-wrap items-center gap-2">
                  {session.isPublic ? (
                    <Link
                      to={`/sessions/${session.id}`}
                      className="inline-flex h-9 items-center rounded-lg px-3 text-sm font-medium text-brand-700 ring-1 ring-slate-300 hover:bg-slate-50"
                    >
                      <Trans>View session</Trans>
                    </Link>
                  ) : null}
                  {openCount > 0 ? (
                    <Button size="sm" variant="secondary" onClick={() => setIsDismissing(true)}>
                      <Trans>Dismiss reports</Trans>
                    </Button>
                  ) : null}
                  {session.isPublic && session.title ? (
                    <SessionModerationActions sessionId={session.id} title={session.title} onDone={backToQueue} />
                  ) : null}
                </div>
              </section>
              <ul aria-label={t`Reports`} className="flex flex-col gap-3">
                {reports.map((report) => (
                  <li key={report.id} className="flex flex-col gap-1 rounded-xl bg-white p-4 ring-1 ring-slate-200">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold text-slate-900">{i18n._(REPORT_REASON_NAMES[report.reason])}</span>
                      <span
                        className={cn(
                          "rounded-full px-2 py-0.5 text-xs font-medium",
                          report.status === "open" ? "bg-amber-100 text-amber-900" : "bg-slate-100 text-slate-700",
                        )}
                      >
                        {i18n._(REPORT_STATUS_NAMES[report.status])}
                      </span>
                    </p>
                    {report.details ? (
                      <p className="whitespace-pre-line break-words text-sm text-slate-700">{report.details}</p>
                    ) : null}
                    <p className="text-xs text-slate-600">
                      {report.reporterName} ·{" "}
                      <time dateTime={report.createdAt}>{formatDayTime(i18n, report.createdAt)}</time>
                    </p>
                  </li>
                ))}
              </ul>
              <ReasonDialog
                open={isDismissing}
                onOpenChange={setIsDismissing}
                title={t`Dismiss these reports?`}
                description={t`The session stays public and its open reports are closed. Nobody is sent a message; the note is kept in the audit log.`}
                label={t`Note (optional)`}
                confirmLabel={t`Dismiss reports`}
                isRequired={false}
                isPending={dismiss.isPending}
                onConfirm={(note) => void confirmDismiss(note)}
              />
            </>
          );
        })()
      )}
    </div>
  );
}
