import { type AdminSession, UNREVIEWED_WINDOW_DAYS } from "@touchline/contracts";
import { Link } from "react-router";
import { AuditEntryList } from "../../../components/audit-entry-list.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { useModerationDashboard, useReviewSession } from "../api/use-moderation.ts";
import { formatDate } from "../../../lib/format-date.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { ReportGroupCard } from "./report-group-card.tsx";
import { ReviewRequestRow } from "./review-request-row.tsx";

const sectionClasses = "flex flex-col gap-3";
const emptyClasses = "rounded-xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200";

/**
 * /admin/moderation: the open queue, authors asking for a review of a session staff unpublished, last
 * week's publications nobody has looked at, and recent actions.
 */
export function AdminModeration() {
  const dashboard = useModerationDashboard();
  if (dashboard.isPending) return <PageSpinner />;
  if (dashboard.isError) {
    return (
      <p role="alert" className="text-red-700">
        {dashboard.error.message}
      </p>
    );
  }
  const { openReports, reviewRequests, unreviewed, recentActions } = dashboard.data;
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="open-reports-heading" className={sectionClasses}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="open-reports-heading" className="text-lg font-semibold">
            Open reports
          </h2>
          <Link to="/admin/reports" className="text-sm font-medium text-brand-700 hover:underline">
            Open the reports queue
          </Link>
        </div>
        <p className="text-sm text-slate-700">
          {openReports.reports} open report{openReports.reports === 1 ? "" : "s"} on {openReports.sessions} session
          {openReports.sessions === 1 ? "" : "s"}
        </p>
        {openReports.groups.length === 0 ? (
          <p className={emptyClasses}>No open reports.</p>
        ) : (
          <ul aria-label="Most reported sessions" className="flex flex-col gap-3">
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

      <section aria-labelledby="review-requests-heading" className={sectionClasses}>
        <h2 id="review-requests-heading" className="text-lg font-semibold">
          Review requests
        </h2>
        <p className="text-sm text-slate-700">
          {reviewRequests.total} author{reviewRequests.total === 1 ? " asks" : "s ask"} for an unpublished session to be
          public again
          {reviewRequests.total > reviewRequests.requests.length
            ? ` (the ${reviewRequests.requests.length} waiting longest shown)`
            : ""}
          . Approving publishes it again; declining keeps it private and sends the author your reason.
        </p>
        {reviewRequests.requests.length === 0 ? (
          <p className={emptyClasses}>No review requests.</p>
        ) : (
          <ul aria-label="Review requests" className="flex flex-col gap-2">
            {reviewRequests.requests.map((request) => (
              <ReviewRequestRow key={request.sessionId} request={request} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="unreviewed-heading" className={sectionClasses}>
        <h2 id="unreviewed-heading" className="text-lg font-semibold">
          Not yet reviewed
        </h2>
        <p className="text-sm text-slate-700">
          {unreviewed.total} session{unreviewed.total === 1 ? "" : "s"} published in the last {UNREVIEWED_WINDOW_DAYS}{" "}
          days that nobody has reviewed
          {unreviewed.total > unreviewed.sessions.length ? ` (the newest ${unreviewed.sessions.length} shown)` : ""}.
        </p>
        {unreviewed.sessions.length === 0 ? (
          <p className={emptyClasses}>Every recent publication has been reviewed.</p>
        ) : (
          <ul aria-label="Unreviewed sessions" className="flex flex-col gap-2">
            {unreviewed.sessions.map((session) => (
              <UnreviewedRow key={session.id} session={session} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="recent-actions-heading" className={sectionClasses}>
        <h2 id="recent-actions-heading" className="text-lg font-semibold">
          Recent moderation actions
        </h2>
        <AuditEntryList
          entries={recentActions}
          label="Recent moderation actions"
          emptyText="No moderation actions yet."
        />
      </section>
    </div>
  );
}

function UnreviewedRow({ session }: { session: AdminSession }) {
  const review = useReviewSession();
  const markReviewed = async () => {
    try {
      await review.mutateAsync(session.id);
      toast({ title: "Marked as reviewed", description: `“${session.title}”` });
    } catch (error) {
      showApiError(error, "Could not mark the session as reviewed");
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
          by {session.authorName}
          {session.publishedAt ? ` · published ${formatDate(session.publishedAt)}` : ""}
          {session.openReports > 0
            ? ` · ${session.openReports} open report${session.openReports === 1 ? "" : "s"}`
            : ""}
        </p>
      </div>
      <Button size="sm" variant="secondary" disabled={review.isPending} onClick={() => void markReviewed()}>
        {/* The name begins with the words on the button, for voice users; the title tells the rows apart. */}
        Mark as reviewed<span className="sr-only"> ({session.title})</span>
      </Button>
    </li>
  );
}
