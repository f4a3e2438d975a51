import { lazy, useEffect, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { useCurrentUser } from "../../features/auth/api/use-current-user.ts";

const LandingPage = lazy(() => import("../../features/landing/components/landing-page.tsx"));
const WelcomeDashboard = lazy(() => import("../../features/dashboard/components/welcome-dashboard.tsx"));
const ConfirmEmailForm = lazy(() =>
  import("../../features/auth/components/confirm-email-form.tsx").then((module) => ({
    default: module.ConfirmEmailForm,
  })),
);

/** The query parameter of the link a sign-up mails; the spec's confirmation lands on the site root. */
const CONFIRMATION_PARAM = "confirm";

/** The confirmation (ConfirmEmailForm) navigates here with `{ isNewAccount: true }`: a first visit. */
function isNewAccountState(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as { isNewAccount?: unknown }).isNewAccount === true;
}

/**
 * Whether this visit follows the account's confirmation. Kept for the life of the page and taken out of the
 * history entry, so a reload (or returning to `/` later) welcomes the coach back.
 */
function useIsNewAccount(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const [isKept, setIsKept] = useState(false);
  const isNew = isNewAccountState(location.state);
  useEffect(() => {
    if (!isNew) return;
    setIsKept(true);
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [isNew, navigate, location.pathname, location.search]);
  return isKept || isNew;
}

/**
 * `/`: the landing page for visitors, the welcome dashboard for signed-in coaches. A sign-up's confirmation
 * link lands here too: it asks for the password of that sign-up, then signs the coach in.
 */
export default function HomePage() {
  const { user, isLoading } = useCurrentUser();
  const [searchParams] = useSearchParams();
  const isNewAccount = useIsNewAccount();
  const confirmationToken = searchParams.get(CONFIRMATION_PARAM);
  if (confirmationToken) return <ConfirmEmailForm token={confirmationToken} />;
  if (isLoading) return <PageSpinner />;
  return user ? <WelcomeDashboard user={user} isNewAccount={isNewAccount} /> : <LandingPage />;
}
