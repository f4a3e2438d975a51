import { AdminSystemHealth } from "../../features/system-health/components/admin-system-health.tsx";

export default function Screen() {
  return <AdminSystemHealth />;
}
