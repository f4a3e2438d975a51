import { ROLE_BADGE_LABELS, ROLES } from "@touchline/contracts";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { useAdminOverview } from "../api/use-admin-overview.ts";

export function AdminDashboard() {
  const overview = useAdminOverview();
  if (overview.isPending) return <PageSpinner />;
  if (overview.isError) return <p role="alert" className="text-red-600">{overview.error.message}</p>;
  const { users, usersByRole } = overview.data;
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <dt className="text-sm text-slate-500">Users</dt>
        <dd className="mt-1 text-3xl font-bold">{users}</dd>
      </div>
      {ROLES.filter((role) => role !== "none").map((role) => (
        <div key={role} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <dt className="text-sm capitalize text-slate-500">{ROLE_BADGE_LABELS[role]}s</dt>
          <dd className="mt-1 text-3xl font-bold">{usersByRole[role]}</dd>
        </div>
      ))}
    </dl>
  );
}
