import { useQueryClient } from "@tanstack/react-query";
import type { AuthSessionResponse } from "@touchline/contracts";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { AccountSettings } from "../../features/account/components/account-settings.tsx";
import { SESSION_QUERY_KEY, useSession, useSetSessionUser } from "../../features/auth/api/use-session.ts";

/** Composes the account feature with the session it changes (features do not import each other). */
export default function AccountSettingsPage() {
  const { user } = useSession();
  const setSessionUser = useSetSessionUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const wasDeleted = useRef(false);

  // A deleted account is forgotten once this page has gone: the router commits navigations in a
  // transition, so clearing the session while the page is still on screen would make its guard send the
  // browser to /login instead of /.
  useEffect(
    () => () => {
      if (!wasDeleted.current) return;
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
      queryClient.setQueryData<AuthSessionResponse>(SESSION_QUERY_KEY, { user: null });
    },
    [queryClient],
  );

  // The route guard has already waited for the session.
  if (!user) return <PageSpinner />;

  const onAccountDeleted = () => {
    wasDeleted.current = true;
    void navigate("/", { replace: true });
  };

  return <AccountSettings user={user} onUserChanged={setSessionUser} onAccountDeleted={onAccountDeleted} />;
}
