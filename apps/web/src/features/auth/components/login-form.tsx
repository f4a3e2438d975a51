import { zodResolver } from "../../../lib/i18n/zod-resolver.ts";
import { Trans, useLingui } from "@lingui/react/macro";
import { type SignUpRequest, SignInRequestSchema, SignUpRequestSchema } from "@touchline/contracts";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Link, useNavigate } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { takeReturnAfterSignIn } from "../../../lib/return-after-sign-in.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { useSignIn, useSignUp } from "../api/use-auth-mutations.ts";
import { AuthCard } from "./auth-card.tsx";
import { PasswordField } from "../../../components/ui/password-field.tsx";

export type LoginMode = "signIn" | "signUp";
type LoginFormValues = SignUpRequest;

/** The form keeps all four fields; names are only checked when signing up. */
const resolvers = {
  signUp: zodResolver(SignUpRequestSchema),
  signIn: zodResolver(SignInRequestSchema.extend({ firstName: z.string(), lastName: z.string() })),
};

const EMPTY: LoginFormValues = { email: "", password: "", firstName: "", lastName: "" };
const FIELDS = ["email", "password", "firstName", "lastName"] as const;

/**
 * One screen that toggles between signing in and signing up, opening in `initialMode`. A sign-in returns
 * to the page that asked for it (an invitation link, `returnAfterSignIn`), else to the dashboard.
 */
export function LoginForm({ initialMode = "signIn" }: { initialMode?: LoginMode }) {
  const { t } = useLingui();
  const [mode, setMode] = useState<LoginMode>(initialMode);
  const [confirmationSentTo, setConfirmationSentTo] = useState<string | null>(null);
  const navigate = useNavigate();
  const signIn = useSignIn();
  const signUp = useSignUp();
  const isSignUp = mode === "signUp";
  const form = useForm<LoginFormValues>({
    defaultValues: EMPTY,
    resolver: isSignUp ? resolvers.signUp : resolvers.signIn,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (isSignUp) {
        // The welcome toast comes when the mailed link is followed (home-page.tsx), which signs the coach in.
        await signUp.mutateAsync(values);
        setConfirmationSentTo(values.email);
        return;
      }
      await signIn.mutateAsync({ email: values.email, password: values.password });
      toast({ title: t`Welcome back!`, description: t`You have been signed in successfully.` });
      navigate(takeReturnAfterSignIn() ?? "/", { replace: true });
    } catch (error) {
      showApiError(error, isSignUp ? t`Sign up failed` : t`Sign in failed`, {
        setError: form.setError,
        fields: FIELDS,
      });
    }
  });

  const toggleMode = () => {
    setMode(isSignUp ? "signIn" : "signUp");
    form.clearErrors();
  };

  if (confirmationSentTo) {
    return (
      <AuthCard title={t`Check your email`}>
        <p className="text-slate-700">
          <Trans>
            We have sent a link to <strong className="break-all">{confirmationSentTo}</strong>. Follow it to confirm
            your address and start using Touchline. The link works once and expires in three days.
          </Trans>
        </p>
        <p className="mt-3 text-sm text-slate-500">
          <Trans>Nothing after a few minutes? Look in your spam or junk folder.</Trans>
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Link
            to="/login"
            className={buttonClasses({ variant: "primary" })}
            onClick={() => {
              setConfirmationSentTo(null);
              setMode("signIn");
              form.reset(EMPTY);
            }}
          >
            <Trans>Back to Login</Trans>
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={isSignUp ? t`Create your account` : t`Sign in to Touchline`}
      subtitle={isSignUp ? t`Free for coaches. It takes 30 seconds.` : t`Welcome back, coach.`}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {isSignUp ? (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField
              label={t`First name`}
              autoComplete="given-name"
              error={errors.firstName?.message}
              {...form.register("firstName")}
            />
            <TextField
              label={t`Last name`}
              autoComplete="family-name"
              error={errors.lastName?.message}
              {...form.register("lastName")}
            />
          </div>
        ) : null}
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...form.register("email")}
        />
        <PasswordField
          label={t`Password`}
          autoComplete={isSignUp ? "new-password" : "current-password"}
          error={errors.password?.message}
          hint={isSignUp ? t`At least 6 characters. Very common passwords are refused.` : undefined}
          {...form.register("password")}
        />
        {!isSignUp ? (
          <Link to="/forgot-password" className="self-end text-sm font-medium text-brand-700 hover:underline">
            <Trans>Forgot your password?</Trans>
          </Link>
        ) : null}
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? <Trans>Please wait...</Trans> : isSignUp ? <Trans>Sign Up</Trans> : <Trans>Sign In</Trans>}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        {isSignUp ? <Trans>Already have an account?</Trans> : <Trans>New to Touchline?</Trans>}{" "}
        <button type="button" onClick={toggleMode} className="font-semibold text-brand-700 hover:underline">
          {isSignUp ? <Trans>Sign in</Trans> : <Trans>Create an account</Trans>}
        </button>
      </p>
    </AuthCard>
  );
}
