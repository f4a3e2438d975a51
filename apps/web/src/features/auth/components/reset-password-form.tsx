import { zodResolver } from "../../../lib/i18n/zod-resolver.ts";
import { Trans, useLingui } from "@lingui/react/macro";
import { type ResetPasswordForm as ResetPasswordFormValues, ResetPasswordFormSchema } from "@touchline/contracts";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { useCheckResetToken, useResetPassword } from "../api/use-auth-mutations.ts";
import { AuthCard } from "./auth-card.tsx";
import { PasswordField } from "../../../components/ui/password-field.tsx";

export function ResetPasswordForm() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const navigate = useNavigate();
  const checkToken = useCheckResetToken();
  const resetPassword = useResetPassword();
  const [isDone, setIsDone] = useState(false);
  const form = useForm<ResetPasswordFormValues>({
    defaultValues: { password: "", confirmPassword: "" },
    resolver: zodResolver(ResetPasswordFormSchema),
  });

  const rejectLink = () => {
    toast({ title: t`Invalid or expired reset link`, variant: "destructive" });
    navigate("/login", { replace: true });
  };

  const { mutate: check } = checkToken;
  useEffect(() => {
    if (!token) {
      rejectLink();
      return;
    }
    check({ token }, { onError: rejectLink });
    // Checked once per link.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await resetPassword.mutateAsync({ token, password });
      toast({ title: t`Password updated successfully!` });
      setIsDone(true);
    } catch (error) {
      if (error instanceof ApiError && error.code === "INVALID_RESET_TOKEN") return rejectLink();
      // The new password is set, but a suspended account is not signed in: say why, on the sign-in screen.
      if (error instanceof ApiError && error.code === "ACCOUNT_SUSPENDED") {
        toast({
          title: t`Password updated, but you cannot sign in`,
          description: error.message,
          variant: "destructive",
        });
        navigate("/login", { replace: true });
        return;
      }
      form.setError("password", { message: showApiError(error, t`Could not update the password`) });
    }
  });

  if (isDone) {
    return (
      <AuthCard
        title={t`Password updated!`}
        subtitle={t`Your new password is set and you are signed in. Other devices have been signed out.`}
      >
        <Link to="/" className={buttonClasses({ size: "lg" }) + " w-full"}>
          <Trans>Continue to Dashboard</Trans>
        </Link>
      </AuthCard>
    );
  }

  if (!checkToken.isSuccess) return <PageSpinner />;

  const { errors, isSubmitting } = form.formState;
  return (
    <AuthCard title={t`Choose a new password`}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <PasswordField
          label={t`New password`}
          autoComplete="new-password"
          hint={t`Must be at least 6 characters long`}
          error={errors.password?.message}
          {...form.register("password")}
        />
        <PasswordField
          label={t`Confirm new password`}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register("confirmPassword")}
        />
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? <Trans>Please wait...</Trans> : <Trans>Update Password</Trans>}
        </Button>
      </form>
    </AuthCard>
  );
}
