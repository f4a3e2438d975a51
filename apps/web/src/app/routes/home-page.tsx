import { lazy } from "react";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { useConfirmationLink } from "../../features/auth/api/use-confirmation-link.ts";
import { useSession } from "../../features/auth/api/use-session.ts";

const LandingPage = lazy(() => import("../../features/landing/components/landing-page.tsx"));
const WelcomeDashboard = lazy(() => import("../../features/dashboard/components/welcome-dashboard.tsx"));

/**
 * `/`: the landing page for visitors, the welcome dashboard for signed-in coaches. A sign-up's confirmation
 * link lands here too, and signs the coach in.
 */
export default function HomePage() {
  const { user, isLoading } = useSession();
  const isConfirming = useConfirmationLink();
  if (isLoading || isConfirming) return <PageSpinner />;
  return user ? <WelcomeDashboard user={user} /> : <LandingPage />;
}
