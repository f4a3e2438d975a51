import { useLingui } from "@lingui/react/macro";
import { zodResolver } from "../../../lib/i18n/zod-resolver.ts";
import { type ChangePasswordForm, ChangePasswordFormSchema } from "@touchline/contracts";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { useChangePassword } from "../api/use-account.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { PasswordField } from "../../../components/ui/password-field.tsx";
import { SettingsSection } from "./settings-section.tsx";

const EMPTY: ChangePasswordForm = { currentPassword: "", newPassword: "", confirmNewPassword: "" };

export function PasswordSection() {
  const { t } = useLingui();
  const changePassword = useChangePassword();
  const form = useForm<ChangePasswordForm>({ defaultValues: EMPTY, resolver: zodResolver(ChangePasswordFormSchema) });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword });
      form.reset(EMPTY);
      toast({ title: t`Password updated successfully!`, description: t`Your other devices have been signed out.` });
    } catch (error) {
      showApiError(error, t`Could not update the password`, {
        setError: form.setError,
        fields: ["currentPassword", "newPassword"],
      });
    }
  });

  return (
    <SettingsSection
      title={t`Password`}
      description={t`Changing your password signs you out on every other device; this one stays signed in.`}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <PasswordField
          label={t`Current password`}
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register("currentPassword")}
        />
        <PasswordField
          label={t`New password`}
          autoComplete="new-password"
          hint={t`Must be at least 6 characters long`}
          error={errors.newPassword?.message}
          {...form.register("newPassword")}
        />
        <PasswordField
          label={t`Confirm new password`}
          autoComplete="new-password"
          error={errors.confirmNewPassword?.message}
          {...form.register("confirmNewPassword")}
        />
        <Button type="submit" className="self-start" disabled={isSubmitting}>
          {isSubmitting ? t`Please wait...` : t`Update Password`}
        </Button>
      </form>
    </SettingsSection>
  );
}
