import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ROLES, type Role } from "@touchline/contracts";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { useAdminOverview } from "../api/use-admin-overview.ts";
import { useRecentAuditEntries } from "../api/use-recent-audit-entries.ts";
import { AuditEntryList } from "../../../components/audit-entry-list.tsx";
import { errorText } from "../lib/error-text.ts";

/** How many audit lines the dashboard shows as recent activity. */
const RECENT_ACTIVITY_LINES = 15;

type StaffRole = Exclude<Role, "none">;
const isStaff = (role: Role): role is StaffRole => role !== "none";

/** The staff levels counted on the dashboard, as its tiles name them (the badge's name, in the plural). */
const STAFF_COUNT_NAMES: Record<StaffRole, MessageDescriptor> = {
  moderator: msg`moderators`,
  admin: msg`admins`,
  super_admin: msg`Super Admins`,
};

export function AdminDashboard() {
  const { i18n } = useLingui();
  const overview = useAdminOverview();
  if (overview.isPending) return <PageSpinner />;
  if (overview.isError)
    return (
      <p role="alert" className="text-red-600">
        {errorText(i18n, overview.error)}
      </p>
    );
  const { users, usersByRole, sessions, publicSessions, openFeedback, openReports } = overview.data;
  const counts: Array<[key: string, label: MessageDescriptor, value: number]> = [
    ["users", msg`Users`, users],
    ...ROLES.filter(isStaff).map((role): [string, MessageDescriptor, number] => [
      role,
      STAFF_COUNT_NAMES[role],
      usersByRole[role],
    ]),
    ["sessions", msg`Sessions`, sessions],
    ["public-sessions", msg`Public sessions`, publicSessions],
    ["open-feedback", msg`Open feedback`, openFeedback],
    ["open-reports", msg`Open reports`, openReports],
  ];
  return (
    <div className="flex flex-col gap-8">
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {counts.map(([key, label, value]) => (
          <div key={key} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <dt className="text-sm text-slate-600">{i18n._(label)}</dt>
            <dd className="mt-1 text-3xl font-bold">{i18n.number(value)}</dd>
          </div>
        ))}
      </dl>
      <RecentActivity />
    </div>
  );
}

function RecentActivity() {
  const { t, i18n } = useLingui();
  const audit = useRecentAuditEntries(RECENT_ACTIVITY_LINES);
  return (
    <section aria-labelledby="recent-activity-heading">
      <h2 id="recent-activity-heading" className="mb-3 text-lg font-semibold">
        <Trans>Recent activity</Trans>
      </h2>
      {audit.isPending ? (
        <p className="text-sm text-slate-600">
          <Trans>Loading...</Trans>
        </p>
      ) : audit.isError ? (
        <p role="alert" className="text-red-700">
          {errorText(i18n, audit.error)}
        </p>
      ) : (
        <AuditEntryList
          entries={audit.data.entries}
          label={t`Recent activity`}
          emptyText={t`No admin or moderator actions yet.`}
        />
      )}
    </section>
  );
}
