import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { useCurrentUser } from "../../features/auth/api/use-current-user.ts";

/** Protected pages: a spinner while the session is resolved, then /login (replacing history) when signed out. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Navigate to="/login" replace />;
  return children;
}
