import { t as globalT } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { zodResolver } from "../../../lib/i18n/zod-resolver.ts";
import {
  type ChangeEmailRequest,
  ChangeEmailRequestSchema,
  type CurrentUser,
  EMAIL_CHANGE_LINK_LIFETIME_HOURS,
} from "@touchline/contracts";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { useAccount, useConfirmEmailChange, useRequestEmailChange } from "../api/use-account.ts";
import { PasswordField } from "../../../components/ui/password-field.tsx";
import { SettingsSection } from "./settings-section.tsx";

/** The query parameter the confirmation e-mail's link carries. */
export const EMAIL_CHANGE_PARAM = "email-change";

type LinkOutcome = { kind: "confirming" } | { kind: "confirmed"; email: string } | { kind: "failed"; message: string };

export function EmailSection({ user, onUserChanged }: { user: CurrentUser; onUserChanged(user: CurrentUser): void }) {
  const { t } = useLingui();
  const account = useAccount();
  const requestChange = useRequestEmailChange();
  const linkOutcome = useConfirmationLink(onUserChanged);
  const form = useForm<ChangeEmailRequest>({
    defaultValues: { newEmail: "", currentPassword: "" },
    resolver: zodResolver(ChangeEmailRequestSchema),
  });
  const { errors, isSubmitting } = form.formState;
  const pendingEmail = account.data?.account.pendingEmail ?? null;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { pendingEmail: sentTo } = await requestChange.mutateAsync(values);
      form.reset();
      toast({
        title: t`Confirmation link sent`,
        description: t`Open the link we sent to ${sentTo} to confirm the change.`,
      });
    } catch (error) {
      showApiError(error, t`Could not change your email`, {
        setError: form.setError,
        fields: ["newEmail", "currentPassword"],
      });
    }
  });

  const hours = EMAIL_CHANGE_LINK_LIFETIME_HOURS;
  const email = user.email;
  const confirmedEmail = linkOutcome?.kind === "confirmed" ? linkOutcome.email : "";
  return (
    <SettingsSection
      title={t`Email`}
      description={t`You sign in with this address. A new address must be confirmed: we send it a link that works once, for ${hours} hours.`}
    >
      <p className="text-sm text-slate-700">
        <Trans>
          Current address: <strong className="break-all font-semibold text-slate-900">{email}</strong>
        </Trans>
      </p>
      <div aria-live="polite">
        {linkOutcome?.kind === "confirming" ? (
          <p role="status" className="mt-3 flex items-center gap-2 text-sm text-slate-700">
            <Spinner className="size-4" /> <Trans>Confirming your new email address...</Trans>
          </p>
        ) : linkOutcome?.kind === "confirmed" ? (
          <p role="status" className="mt-3 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
            <Trans>
              Your email address is now <strong className="break-all">{confirmedEmail}</strong>. Sign in with it from
              now on.
            </Trans>
          </p>
        ) : linkOutcome?.kind === "failed" ? (
          <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {linkOutcome.message}
          </p>
        ) : pendingEmail ? (
          <p role="status" className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <Trans>
              Waiting for confirmation of <strong className="break-all">{pendingEmail}</strong>. Until you open the link
              we sent there, you keep signing in with {email}.
            </Trans>
          </p>
        ) : null}
      </div>
      <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-4">
        <TextField
          label={t`New email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.newEmail?.message}
          {...form.register("newEmail")}
        />
        <PasswordField
          label={t`Current password`}
          autoComplete="current-password"
          hint={t`Asked so that nobody borrowing your device can move your account to their address.`}
          error={errors.currentPassword?.message}
          {...form.register("currentPassword")}
        />
        <Button type="submit" className="self-start" disabled={isSubmitting}>
          {isSubmitting ? t`Please wait...` : t`Send confirmation link`}
        </Button>
      </form>
    </SettingsSection>
  );
}

/**
 * Confirms the change once when the page was opened from the e-mail's link, then drops the token from
 * the address bar so a reload or a shared screenshot does not carry it.
 */
function useConfirmationLink(onUserChanged: (user: CurrentUser) => void): LinkOutcome | null {
  const [searchParams, setSearchParams] = useSearchParams();
  const token = searchParams.get(EMAIL_CHANGE_PARAM);
  const confirm = useConfirmEmailChange();
  const [outcome, setOutcome] = useState<LinkOutcome | null>(null);
  const handledToken = useRef<string | null>(null);

  useEffect(() => {
    if (!token || handledToken.current === token) return;
    handledToken.current = token;
    setOutcome({ kind: "confirming" });
    setSearchParams(
      (params) => {
        params.delete(EMAIL_CHANGE_PARAM);
        return params;
      },
      { replace: true },
    );
    confirm.mutate(
      { token },
      {
        onSuccess: ({ user }) => {
          onUserChanged(user);
          setOutcome({ kind: "confirmed", email: user.email });
          const email = user.email;
          toast({ title: globalT`Email address updated`, description: globalT`You now sign in with ${email}.` });
        },
        onError: (error) => {
          setOutcome({ kind: "failed", message: showApiError(error, globalT`Could not change your email`) });
        },
      },
    );
    // Each link is handled once; the callbacks are read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  return outcome;
}
