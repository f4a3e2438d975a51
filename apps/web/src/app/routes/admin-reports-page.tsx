import { AdminReports } from "../../features/moderation/components/admin-reports.tsx";

export default function Screen() {
  return <AdminReports />;
}
