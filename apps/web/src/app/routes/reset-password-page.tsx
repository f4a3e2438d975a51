import { ResetPasswordForm } from "../../features/auth/components/reset-password-form.tsx";

export default function ResetPasswordPage() {
  return (
    <>
      <title>Reset password – Touchline</title>
      <meta name="robots" content="noindex" />
      <ResetPasswordForm />
    </>
  );
}
