import { AdminUserAnalytics } from "../../features/analytics/components/admin-user-analytics.tsx";

export default function Screen() {
  return <AdminUserAnalytics />;
}
