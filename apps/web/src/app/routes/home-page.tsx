import { lazy } from "react";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { useSession } from "../../features/auth/api/use-session.ts";

const LandingPage = lazy(() => import("../../features/landing/components/landing-page.tsx"));
const WelcomeDashboard = lazy(() => import("../../features/dashboard/components/welcome-dashboard.tsx"));

/** `/`: the landing page for visitors, the welcome dashboard for signed-in coaches. */
export default function HomePage() {
  const { user, isLoading } = useSession();
  if (isLoading) return <PageSpinner />;
  return user ? <WelcomeDashboard user={user} /> : <LandingPage />;
}
