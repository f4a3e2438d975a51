import { zodResolver } from "../../../lib/i18n/zod-resolver.ts";
import { Trans, useLingui } from "@lingui/react/macro";
import * as Dialog from "@radix-ui/react-dialog";
import {
  CLUB_ROLES,
  type CreateClubInviteRequest,
  CreateClubInviteRequestSchema,
  MAX_INVITE_DAYS,
} from "@touchline/contracts";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { showApiError } from "../../../lib/show-api-error.ts";
import { useCreateInvite } from "../api/use-club-invites.ts";
import { CLUB_ROLE_NAMES } from "../lib/club-role-names.ts";

type InviteValues = z.output<typeof CreateClubInviteRequestSchema>;
const FIELDS = ["role", "expiresInDays", "maxUses", "email"] as const;
const DEFAULTS: CreateClubInviteRequest = { role: "coach", expiresInDays: 7, maxUses: null, email: null };

/** An empty optional field is "none" (null), not 0 or "". */
const orNull = (text: unknown) => (typeof text === "string" && text.trim() === "" ? null : text);
const numberOrNull = (text: unknown) => {
  const value = orNull(text);
  return typeof value === "string" ? Number(value) : value;
};

/** A club admin makes an invitation link: the role it offers, how long it works, how often, and to whom. */
export function CreateInviteDialog({
  clubId,
  open,
  onOpenChange,
  onCreated,
}: {
  clubId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The new link's address, to be shown once. */
  onCreated(url: string): void;
}) {
  const { t } = useLingui();
  const roleOptions = [...CLUB_ROLES].reverse().map((role) => ({ value: role, label: t(CLUB_ROLE_NAMES[role]) }));
  const createInvite = useCreateInvite(clubId);
  const form = useForm<CreateClubInviteRequest, unknown, InviteValues>({
    defaultValues: DEFAULTS,
    resolver: zodResolver(CreateClubInviteRequestSchema),
  });
  useEffect(() => {
    if (open) form.reset(DEFAULTS);
  }, [open, form]);
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { url } = await createInvite.mutateAsync(values);
      onOpenChange(false);
      onCreated(url);
    } catch (error) {
      showApiError(error, t`Could not make the link`, { setError: form.setError, fields: FIELDS });
    }
  });

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 flex max-h-[92dvh] w-[min(94vw,32rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">
            <Trans>Invite to the club</Trans>
          </Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600">
            <Trans>Make a link that lets coaches join with a role. You can revoke it at any time.</Trans>
          </Dialog.Description>
          <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
            <Controller
              control={form.control}
              name="role"
              render={({ field }) => (
                <SelectField
                  label={t`Role offered`}
                  value={field.value ?? "coach"}
                  options={roleOptions}
                  onChange={field.onChange}
                />
              )}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={t`Expires in (days)`}
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_INVITE_DAYS}
                error={errors.expiresInDays?.message}
                {...form.register("expiresInDays", { valueAsNumber: true })}
              />
              <TextField
                label={t`Use limit (optional)`}
                type="number"
                inputMode="numeric"
                min={1}
                hint={t`Empty: any number of coaches.`}
                error={errors.maxUses?.message}
                {...form.register("maxUses", { setValueAs: numberOrNull })}
              />
            </div>
            <TextField
              label={t`Send it to an e-mail address (optional)`}
              type="email"
              inputMode="email"
              autoComplete="off"
              error={errors.email?.message}
              {...form.register("email", { setValueAs: orNull })}
            />
            <div className="flex justify-end gap-3">
              <Dialog.Close asChild>
                <Button variant="secondary">
                  <Trans>Cancel</Trans>
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={form.formState.isSubmitting}>
                <Trans>Create link</Trans>
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
