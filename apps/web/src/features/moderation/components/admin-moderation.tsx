import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type AdminSession, UNREVIEWED_WINDOW_DAYS } from "@touchline/contracts";
import { Link } from "react-router";
import { AuditEntryList } from "../../../components/audit-entry-list.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { useModerationDashboard, useReviewSession } from "../api/use-moderation.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { errorText } from "../../admin/index.ts";
import { byAuthor, factLine, publishedOn } from "../lib/facts.ts";
import { ReportGroupCard } from "./report-group-card.tsx";
import { ReviewRequestRow } from "./review-request-row.tsx";

const sectionClassName = "flex flex-col gap-3";
const emptyClassName = "rounded-xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200";

/**
 * /admin/moderation: the open queue, authors asking for a review of a session staff unpublished, last
 * week's publications nobody has looked at, and recent actions.
 */
export function AdminModeration() {
  const { t, i18n } = useLingui();
  const dashboard = useModerationDashboard();
  if (dashboard.isPending) return <PageSpinner />;
  if (dashboard.isError) {
    return (
      <p role="alert" className="text-red-700">
        {errorText(i18n, dashboard.error)}
      </p>
    );
  }
  const { openReports, reviewRequests, unreviewed, recentActions } = dashboard.data;
  const { reports, sessions } = openReports;
  const requests = reviewRequests.total;
  const requestsShown = reviewRequests.requests.length;
  const unreviewedCount = unreviewed.total;
  const unreviewedShown = unreviewed.sessions.length;
  const days = UNREVIEWED_WINDOW_DAYS;
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="open-reports-heading" className={sectionClassName}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="open-reports-heading" className="text-lg font-semibold">
            <Trans context="reports still open">Open reports</Trans>
          </h2>
          <Link to="/admin/reports" className="text-sm font-medium text-brand-700 hover:underline">
            <Trans>Open the reports queue</Trans>
          </Link>
        </div>
        <p className="text-sm text-slate-700">
          {t`${plural(reports, { one: "# open report", other: "# open reports" })} on ${plural(sessions, { one: "# session", other: "# sessions" })}`}
        </p>
        {openReports.groups.length === 0 ? (
          <p className={emptyClassName}>
            <Trans>No open reports.</Trans>
          </p>
        ) : (
          <ul aria-label={t`Most reported sessions`} className="flex flex-col gap-3">
            {openReports.groups.map((group) => (
              <li key={group.session.id}>
                <ReportGroupCard
                  group={group}
                  linkTo={`/admin/reports?session=${encodeURIComponent(group.session.id)}`}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="review-requests-heading" className={sectionClassName}>
        <h2 id="review-requests-heading" className="text-lg font-semibold">
          <Trans>Review requests</Trans>
        </h2>
        <p className="text-sm text-slate-700">
          {requests > requestsShown
            ? t`${plural(requests, { one: "# author asks", other: "# authors ask" })} for an unpublished session to be public again (the ${requestsShown} waiting longest shown). Approving publishes it again; declining keeps it private and sends the author your reason.`
            : t`${plural(requests, { one: "# author asks", other: "# authors ask" })} for an unpublished session to be public again. Approving publishes it again; declining keeps it private and sends the author your reason.`}
        </p>
        {reviewRequests.requests.length === 0 ? (
          <p className={emptyClassName}>
            <Trans>No review requests.</Trans>
          </p>
        ) : (
          <ul aria-label={t`Review requests`} className="flex flex-col gap-2">
            {reviewRequests.requests.map((request) => (
              <ReviewRequestRow key={request.sessionId} request={request} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="unreviewed-heading" className={sectionClassName}>
        <h2 id="unreviewed-heading" className="text-lg font-semibold">
          <Trans>Not yet reviewed</Trans>
        </h2>
        <p className="text-sm text-slate-700">
          {unreviewedCount > unreviewedShown
            ? t`${plural(unreviewedCount, { one: "# session", other: "# sessions" })} published in the last ${plural(days, { one: "# day", other: "# days" })} that nobody has reviewed (the newest ${unreviewedShown} shown).`
            : t`${plural(unreviewedCount, { one: "# session", other: "# sessions" })} published in the last ${plural(days, { one: "# day", other: "# days" })} that nobody has reviewed.`}
        </p>
        {unreviewed.sessions.length === 0 ? (
          <p className={emptyClassName}>
            <Trans>Every recent publication has been reviewed.</Trans>
          </p>
        ) : (
          <ul aria-label={t`Unreviewed sessions`} className="flex flex-col gap-2">
            {unreviewed.sessions.map((session) => (
              <UnreviewedRow key={session.id} session={session} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="recent-actions-heading" className={sectionClassName}>
        <h2 id="recent-actions-heading" className="text-lg font-semibold">
          <Trans>Recent moderation actions</Trans>
        </h2>
        <AuditEntryList
          entries={recentActions}
          label={t`Recent moderation actions`}
          emptyText={t`No moderation actions yet.`}
        />
      </section>
    </div>
  );
}

function UnreviewedRow({ session }: { session: AdminSession }) {
  const { t, i18n } = useLingui();
  const review = useReviewSession();
  const { title, openReports } = session;
  const markReviewed = async () => {
    try {
      await review.mutateAsync(session.id);
      toast({ title: t`Marked as reviewed`, description: t`“${title}”` });
    } catch (error) {
      showApiError(error, t`Could not mark the session as reviewed`);
    }
  };
  return (
    <li
      aria-label={session.title}
      className="flex flex-col gap-2 rounded-xl bg-white p-3 ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <Link to={`/sessions/${session.id}`} className="break-words font-medium text-brand-700 hover:underline">
          {session.title}
        </Link>
        <p className="text-xs text-slate-600">
          {factLine([
            byAuthor(i18n, session.authorName),
            publishedOn(i18n, session.publishedAt),
            openReports > 0 && t`${plural(openReports, { one: "# open report", other: "# open reports" })}`,
          ])}
        </p>
      </div>
      <Button size="sm" variant="secondary" disabled={review.isPending} onClick={() => void markReviewed()}>
        {/* The name begins with the words on the button, for voice users; the title tells the rows apart. */}
        <Trans>
          Mark as reviewed<span className="sr-only"> ({title})</span>
        </Trans>
      </Button>
    </li>
  );
}
