import { useQueryClient } from "@tanstack/react-query";
import type { AuthSessionResponse } from "@touchline/contracts";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { AccountSettings } from "../../features/account/components/account-settings.tsx";
import { CURRENT_USER_QUERY_KEY, useCurrentUser, useSetCurrentUser } from "../../features/auth/api/use-current-user.ts";

/** Composes the account feature with the current user it changes (features do not import each other). */
export default function AccountSettingsPage() {
  const { user } = useCurrentUser();
  const setCurrentUser = useSetCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const wasDeleted = useRef(false);

  // A deleted account is forgotten once this page has gone: the router commits navigations in a
  // transition, so clearing the current user while the page is still on screen would make its guard send the
  // browser to /login instead of /.
  useEffect(
    () => () => {
      if (!wasDeleted.current) return;
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_QUERY_KEY[0] });
      queryClient.setQueryData<AuthSessionResponse>(CURRENT_USER_QUERY_KEY, { user: null });
    },
    [queryClient],
  );

  // The route guard has already waited for the current user.
  if (!user) return <PageSpinner />;

  const onAccountDeleted = () => {
    wasDeleted.current = true;
    void navigate("/", { replace: true });
  };

  return <AccountSettings user={user} onUserChanged={setCurrentUser} onAccountDeleted={onAccountDeleted} />;
}
