import { zodResolver } from "../../../lib/i18n/zod-resolver.ts";
import { Trans, useLingui } from "@lingui/react/macro";
import { type ForgotPasswordRequest, ForgotPasswordRequestSchema } from "@touchline/contracts";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { useForgotPassword } from "../api/use-auth-mutations.ts";
import { AuthCard } from "./auth-card.tsx";

export function ForgotPasswordForm() {
  const { t } = useLingui();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const forgotPassword = useForgotPassword();
  const form = useForm<ForgotPasswordRequest>({
    defaultValues: { email: "" },
    resolver: zodResolver(ForgotPasswordRequestSchema),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await forgotPassword.mutateAsync(values);
      toast({ title: t`Password reset email sent! Check your inbox.` });
      setSentTo(values.email);
    } catch (error) {
      showApiError(error, t`Could not send the reset link`);
    }
  });

  if (sentTo) {
    return (
      <AuthCard title={t`Check your email`}>
        <p className="text-slate-700">
          <Trans>
            If an account exists for <strong className="break-all">{sentTo}</strong>, we have sent it a link to reset
            the password. The link works once and expires in one hour.
          </Trans>
        </p>
        <p className="mt-3 text-sm text-slate-500">
          <Trans>Nothing after a few minutes? Look in your spam or junk folder.</Trans>
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Link to="/login" className={buttonClasses({ variant: "primary" })}>
            <Trans>Back to Login</Trans>
          </Link>
          <Button variant="secondary" onClick={() => setSentTo(null)}>
            <Trans>Send another email</Trans>
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t`Forgot your password?`}
      subtitle={t`Enter the email address of your account and we will send you a reset link.`}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={form.formState.errors.email?.message}
          {...form.register("email")}
        />
        <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? <Trans>Please wait...</Trans> : <Trans>Send reset link</Trans>}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          <Trans>Back to Login</Trans>
        </Link>
      </p>
    </AuthCard>
  );
}
