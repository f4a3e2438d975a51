import { ROLE_BADGE_LABELS, ROLES } from "@touchline/contracts";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { useAdminOverview } from "../api/use-admin-overview.ts";

export function AdminDashboard() {
  const overview = useAdminOverview();
  if (overview.isPending) return <PageSpinner />;
  if (overview.isError) return <p role="alert" className="text-red-600">{overview.error.message}</p>;
  const { users, usersByRole, sessions, publicSessions, openFeedback, openReports } = overview.data;
  const counts: Array<[label: string, value: number]> = [
    ["Users", users],
    ...ROLES.filter((role) => role !== "none").map((role): [string, number] => [`${ROLE_BADGE_LABELS[role]}s`, usersByRole[role]]),
    ["Sessions", sessions],
    ["Public sessions", publicSessions],
    ["Open feedback", openFeedback],
    ["Open reports", openReports],
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {counts.map(([label, value]) => (
        <div key={label} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <dt className="text-sm text-slate-500">{label}</dt>
          <dd className="mt-1 text-3xl font-bold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
