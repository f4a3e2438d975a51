import { useLingui } from "@lingui/react/macro";
import { zodResolver } from "../../../lib/i18n/zod-resolver.ts";
import { type CurrentUser, type UpdateProfileRequest, UpdateProfileRequestSchema } from "@touchline/contracts";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { useUpdateProfile } from "../api/use-account.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { SettingsSection } from "./settings-section.tsx";

export function ProfileSection({ user, onUserChanged }: { user: CurrentUser; onUserChanged(user: CurrentUser): void }) {
  const { t } = useLingui();
  const updateProfile = useUpdateProfile();
  const form = useForm<UpdateProfileRequest>({
    defaultValues: { firstName: user.firstName, lastName: user.lastName },
    resolver: zodResolver(UpdateProfileRequestSchema),
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { user: renamed } = await updateProfile.mutateAsync(values);
      onUserChanged(renamed);
      form.reset({ firstName: renamed.firstName, lastName: renamed.lastName });
      toast({ title: t`Profile updated`, description: t`Your name has been saved.` });
    } catch (error) {
      showApiError(error, t`Could not update your profile`, {
        setError: form.setError,
        fields: ["firstName", "lastName"],
      });
    }
  });

  return (
    <SettingsSection
      title={t`Profile`}
      description={t`Your name is shown on the sessions you publish and on your feedback.`}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
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
        <Button type="submit" className="self-start" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? t`Please wait...` : t`Save`}
        </Button>
      </form>
    </SettingsSection>
  );
}
