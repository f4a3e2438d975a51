import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { useSession } from "../../features/auth/api/use-session.ts";

/** /login for someone already signed in goes to /. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  if (isLoading) return <PageSpinner label="Loading..." />;
  if (user) return <Navigate to="/" replace />;
  return children;
}
