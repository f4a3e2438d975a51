import { useLingui } from "@lingui/react/macro";
import { ForgotPasswordForm } from "../../features/auth/components/forgot-password-form.tsx";

export default function ForgotPasswordPage() {
  const { t } = useLingui();
  return (
    <>
      <title>{t`Forgot password – Touchline`}</title>
      <ForgotPasswordForm />
    </>
  );
}
