import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "../../../components/ui/toast-store.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { useConfirmEmail } from "./use-auth-mutations.ts";

/** The query parameter of the link a sign-up mails; the spec's confirmation lands on the site root. */
export const CONFIRMATION_PARAM = "confirm";

/**
 * On the site root, follows a sign-up's confirmation link once: the coach is signed in and welcomed, and
 * the token leaves the address bar. Tells whether a link is being followed, so the page can wait for it.
 */
export function useConfirmationLink(): boolean {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const confirmEmail = useConfirmEmail();
  const token = searchParams.get(CONFIRMATION_PARAM);
  // The link works once: a second run of the effect (React's strict mode) must not spend it again.
  const followed = useRef<string | null>(null);

  useEffect(() => {
    if (!token || followed.current === token) return;
    followed.current = token;
    confirmEmail.mutate(
      { token },
      {
        onSuccess: () =>
          toast({ title: "Welcome to Touchline!", description: "Your account has been created successfully." }),
        onError: (error) => showApiError(error, "Sign up failed"),
        onSettled: () => navigate("/", { replace: true }),
      },
    );
  }, [token, confirmEmail, navigate]);

  return token !== null;
}
