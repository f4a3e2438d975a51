import { ROLE_BADGE_LABELS, ROLES } from "@touchline/contracts";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { useAdminOverview } from "../api/use-admin-overview.ts";
import { useRecentAuditEntries } from "../api/use-recent-audit-entries.ts";
import { AuditEntryList } from "../../../components/audit-entry-list.tsx";

/** How many audit lines the dashboard shows as recent activity. */
const RECENT_ACTIVITY_LINES = 15;

export function AdminDashboard() {
  const overview = useAdminOverview();
  if (overview.isPending) return <PageSpinner />;
  if (overview.isError)
    return (
      <p role="alert" className="text-red-600">
        {overview.error.message}
      </p>
    );
  const { users, usersByRole, sessions, publicSessions, openFeedback, openReports } = overview.data;
  const counts: Array<[label: string, value: number]> = [
    ["Users", users],
    ...ROLES.filter((role) => role !== "none").map((role): [string, number] => [
      `${ROLE_BADGE_LABELS[role]}s`,
      usersByRole[role],
    ]),
    ["Sessions", sessions],
    ["Public sessions", publicSessions],
    ["Open feedback", openFeedback],
    ["Open reports", openReports],
  ];
  return (
    <div className="flex flex-col gap-8">
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {counts.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="mt-1 text-3xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      <RecentActivity />
    </div>
  );
}

function RecentActivity() {
  const audit = useRecentAuditEntries(RECENT_ACTIVITY_LINES);
  return (
    <section aria-labelledby="recent-activity-heading">
      <h2 id="recent-activity-heading" className="mb-3 text-lg font-semibold">
        Recent activity
      </h2>
      {audit.isPending ? (
        <p className="text-sm text-slate-600">Loading...</p>
      ) : audit.isError ? (
        <p role="alert" className="text-red-700">
          {audit.error.message}
        </p>
      ) : (
        <AuditEntryList
          entries={audit.data.entries}
          label="Recent activity"
          emptyText="No admin or moderator actions yet."
        />
      )}
    </section>
  );
}
