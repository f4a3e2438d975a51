import { useLingui } from "@lingui/react/macro";
import { useSearchParams } from "react-router";
import { LoginForm } from "../../features/auth/components/login-form.tsx";
import { RedirectIfSignedIn } from "../guards/redirect-if-signed-in.tsx";

/** `/login`, or `/login?mode=sign-up` for a link that asks a visitor to create an account. */
export default function LoginPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  return (
    <RedirectIfSignedIn>
      <title>{t`Log in – Touchline`}</title>
      <LoginForm initialMode={params.get("mode") === "sign-up" ? "signUp" : "signIn"} />
    </RedirectIfSignedIn>
  );
}
