import { useLingui } from "@lingui/react/macro";
import { ResetPasswordForm } from "../../features/auth/components/reset-password-form.tsx";

export default function ResetPasswordPage() {
  const { t } = useLingui();
  return (
    <>
      <title>{t`Reset password – Touchline`}</title>
      <meta name="robots" content="noindex" />
      <ResetPasswordForm />
    </>
  );
}
