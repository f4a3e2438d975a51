import { hasLevel, type Role } from "@touchline/contracts";
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { useCurrentUser } from "../../features/auth/api/use-current-user.ts";

/**
 * Admin pages: below the required level the user goes to `fallback`. Only a comfort: the server checks the
 * level on every admin call.
 */
export function RequireLevel({
  minimum = "admin",
  fallback = "/",
  children,
}: {
  minimum?: Role;
  fallback?: string;
  children: ReactNode;
}) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Navigate to="/login" replace />;
  if (!hasLevel(user.role, minimum)) return <Navigate to={fallback} replace />;
  return children;
}
