import { Trans, useLingui } from "@lingui/react/macro";
import * as Dialog from "@radix-ui/react-dialog";
import { zodResolver } from "../../../lib/i18n/zod-resolver.ts";
import {
  DELETE_ACCOUNT_CONFIRMATION,
  type DeleteAccountFormValues,
  type DeleteAccountRequest,
  DeleteAccountRequestSchema,
} from "@touchline/contracts";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { useDeleteAccount } from "../api/use-account.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { PasswordField } from "../../../components/ui/password-field.tsx";
import { SettingsSection } from "./settings-section.tsx";

const EMPTY: DeleteAccountFormValues = { confirmation: "", password: "" };

export function DeleteAccountSection({ onAccountDeleted }: { onAccountDeleted(): void | Promise<void> }) {
  const { t } = useLingui();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <SettingsSection
      title={t`Danger zone`}
      tone="danger"
      description={
        <>
          <p>
            <Trans>
              Your account is deleted immediately: we do not wait the 30 days our Privacy Policy allows. Your profile,
              training sessions, library and tactical drills, reports, votes and message receipts are deleted, and you
              are signed out on every device.
            </Trans>
          </p>
          <p className="mt-2">
            <Trans>
              Feedback you posted stays, shown as &lsquo;Anonymous&rsquo;. Copies other coaches made of your public
              sessions stay with them, credited to &lsquo;A former coach&rsquo;. This cannot be undone, so download your
              data first if you want to keep it.
            </Trans>
          </p>
        </>
      }
    >
      <Button variant="danger" onClick={() => setIsOpen(true)}>
        <Trans>Delete my account</Trans>
      </Button>
      {isOpen ? <DeleteAccountDialog onOpenChange={setIsOpen} onAccountDeleted={onAccountDeleted} /> : null}
    </SettingsSection>
  );
}

function DeleteAccountDialog({
  onOpenChange,
  onAccountDeleted,
}: {
  onOpenChange(open: boolean): void;
  onAccountDeleted(): void | Promise<void>;
}) {
  const { t } = useLingui();
  const confirmationWord = DELETE_ACCOUNT_CONFIRMATION;
  const deleteAccount = useDeleteAccount();
  const form = useForm<DeleteAccountFormValues, unknown, DeleteAccountRequest>({
    defaultValues: EMPTY,
    resolver: zodResolver(DeleteAccountRequestSchema),
  });
  const { errors, isSubmitting } = form.formState;
  const [confirmation, password] = form.watch(["confirmation", "password"]);
  // The button stays disabled until the exact word is typed; the schema checks it again on submit.
  const isConfirmed = confirmation === DELETE_ACCOUNT_CONFIRMATION && password.length > 0;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await deleteAccount.mutateAsync(values);
      toast({
        title: t`Account deleted`,
        description: t`Your account and personal data have been deleted, and you have been signed out everywhere.`,
      });
      await onAccountDeleted();
    } catch (error) {
      showApiError(error, t`Could not delete your account`, {
        setError: form.setError,
        fields: ["confirmation", "password"],
      });
    }
  });

  return (
    <Dialog.Root open onOpenChange={(open) => !isSubmitting && onOpenChange(open)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[min(92vw,30rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-red-700">
            <Trans>Delete your account?</Trans>
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">
            <Trans>
              Everything listed in the danger zone is deleted right away and cannot be recovered. To confirm, type{" "}
              <strong className="font-mono text-slate-900">{confirmationWord}</strong> in capital letters and enter your
              password.
            </Trans>
          </Dialog.Description>
          <form onSubmit={onSubmit} noValidate className="mt-5 flex flex-col gap-4">
            <TextField
              label={t`Type ${confirmationWord} to confirm`}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              error={errors.confirmation?.message}
              {...form.register("confirmation")}
            />
            <PasswordField
              label={t`Password`}
              autoComplete="current-password"
              error={errors.password?.message}
              {...form.register("password")}
            />
            <div className="flex flex-wrap justify-end gap-3">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={isSubmitting}>
                  <Trans>Cancel</Trans>
                </Button>
              </Dialog.Close>
              <Button type="submit" variant="danger" disabled={!isConfirmed || isSubmitting}>
                {isSubmitting ? t`Please wait...` : t`Delete my account permanently`}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
