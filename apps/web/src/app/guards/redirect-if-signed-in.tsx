import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { useCurrentUser } from "../../features/auth/api/use-current-user.ts";

/** /login for someone already signed in goes to /. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  if (user) return <Navigate to="/" replace />;
  return children;
}
