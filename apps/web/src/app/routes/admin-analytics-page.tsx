import { AdminAnalytics } from "../../features/analytics/components/admin-analytics.tsx";

export default function Screen() {
  return <AdminAnalytics />;
}
