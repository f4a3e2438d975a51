import { zodResolver } from "../../../lib/i18n/zod-resolver.ts";
import { Trans, useLingui } from "@lingui/react/macro";
import { type ConfirmEmailRequest, ConfirmEmailRequestSchema } from "@touchline/contracts";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { takeReturnAfterSignIn } from "../../../lib/return-after-sign-in.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { useConfirmEmail } from "../api/use-auth-mutations.ts";
import { AuthCard } from "./auth-card.tsx";

/**
 * Where a sign-up's confirmation link lands: the coach types the password chosen at that sign-up, which
 * confirms the address and signs in. A wrong password is said beside the field and the link stays usable.
 */
export function ConfirmEmailForm({ token }: { token: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const confirmEmail = useConfirmEmail();
  const form = useForm<ConfirmEmailRequest>({
    defaultValues: { token, password: "" },
    resolver: zodResolver(ConfirmEmailRequestSchema),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await confirmEmail.mutateAsync(values);
      toast({ title: t`Welcome to Touchline!`, description: t`Your account has been created successfully.` });
      // A sign-up that began on an invitation link goes back to it, to join the club.
      const returnTo = takeReturnAfterSignIn();
      if (returnTo) navigate(returnTo, { replace: true });
      // Read by the home page: a coach who has just confirmed is welcomed, not welcomed back.
      else navigate("/", { replace: true, state: { isNewAccount: true } });
    } catch (error) {
      if (error instanceof ApiError && error.code === "INVALID_CREDENTIALS") {
        form.setError("password", { message: error.message });
        return;
      }
      showApiError(error, t`Sign up failed`);
      if (error instanceof ApiError && error.code === "INVALID_CONFIRMATION_LINK") navigate("/", { replace: true });
    }
  });

  return (
    <AuthCard
      title={t`Confirm your e-mail address`}
      subtitle={t`Enter the password you chose when you signed up to finish creating your account.`}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t`Password`}
          type="password"
          autoComplete="current-password"
          autoFocus
          error={form.formState.errors.password?.message}
          {...form.register("password")}
        />
        <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? <Trans>Please wait...</Trans> : <Trans>Confirm and log in</Trans>}
        </Button>
      </form>
    </AuthCard>
  );
}
