import { zodResolver } from "../../../lib/i18n/zod-resolver.ts";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type Club, hasClubRole, UpdateClubRequestSchema } from "@touchline/contracts";
import { lazy, Suspense, useMemo, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { useDeleteClub, useUpdateClub } from "../api/use-clubs.ts";
import { timeZoneOptions } from "../lib/time-zones.ts";
import { KitColourFields } from "./kit-colour-fields.tsx";
import { CrestField } from "./crest-field.tsx";

const ConfirmDialog = lazy(() => import("../../../components/ui/confirm-dialog.tsx"));

const SEASON_START_LABEL = msg`First day of the season (week 1)`;
/** The form sends every field: the update's own schema, each field required. */
const SettingsSchema = UpdateClubRequestSchema.required();
type SettingsInput = z.input<typeof SettingsSchema>;
type SettingsValues = z.output<typeof SettingsSchema>;
const FIELDS = ["name", "kitPrimary", "kitSecondary", "timeZone", "seasonStartsOn"] as const;

const valuesOf = (club: Club): SettingsInput => ({
  name: club.name,
  kitPrimary: club.kitPrimary,
  kitSecondary: club.kitSecondary,
  timeZone: club.timeZone,
  seasonStartsOn: club.seasonStartsOn,
});

/** `/clubs/{id}/settings`: a club admin changes the club; other members read what is set. */
export function ClubSettings({ club }: { club: Club }) {
  if (!hasClubRole(club.myRole, "admin")) return <ClubFacts club={club} />;
  return <ClubSettingsForm club={club} />;
}

function ClubSettingsForm({ club }: { club: Club }) {
  const { t } = useLingui();
  const clubName = club.name;
  const update = useUpdateClub(club.id);
  const deleteClub = useDeleteClub(club.id);
  const navigate = useNavigate();
  const zones = useMemo(() => timeZoneOptions(club.timeZone), [club.timeZone]);
  const [isDeleting, setIsDeleting] = useState(false);
  const form = useForm<SettingsInput, unknown, SettingsValues>({
    values: valuesOf(club),
    resolver: zodResolver(SettingsSchema),
  });
  const errors = form.formState.errors;
  const [kitPrimary, kitSecondary] = form.watch(["kitPrimary", "kitSecondary"]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      toast({ title: t`Club settings saved` });
    } catch (error) {
      showApiError(error, t`Could not save the settings`, { setError: form.setError, fields: FIELDS });
    }
  });

  const removeClub = async () => {
    setIsDeleting(false);
    try {
      await deleteClub.mutateAsync();
      toast({ title: t`${clubName} was deleted` });
      await navigate("/", { replace: true });
    } catch (error) {
      showApiError(error, t`Could not delete the club`);
    }
  };

  return (
    <div className="flex max-w-2xl flex-col gap-8">
      <section aria-labelledby="club-settings-title" className="flex flex-col gap-5">
        <h2 id="club-settings-title" className="text-2xl font-bold tracking-tight">
          <Trans>Settings</Trans>
        </h2>
        <div className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
          <CrestField club={club} />
        </div>
        <form
          onSubmit={onSubmit}
          noValidate
          className="flex flex-col gap-5 rounded-2xl bg-white p-6 ring-1 ring-slate-200"
        >
          <TextField label={t`Club name`} error={errors.name?.message} {...form.register("name")} />
          <KitColourFields
            primary={{ ...form.register("kitPrimary"), value: kitPrimary, error: errors.kitPrimary?.message }}
            secondary={{ ...form.register("kitSecondary"), value: kitSecondary, error: errors.kitSecondary?.message }}
          />
          <Controller
            control={form.control}
            name="timeZone"
            render={({ field }) => (
              <SelectField label={t`Time zone`} value={field.value} options={zones} onChange={field.onChange} />
            )}
          />
          <TextField
            label={t(SEASON_START_LABEL)}
            type="date"
            hint={t`Season weeks, and the syllabus's themes, count from this day. Empty: not set yet.`}
            error={errors.seasonStartsOn?.message}
            {...form.register("seasonStartsOn", {
              setValueAs: (text: unknown) => (text === "" || text === null || text === undefined ? null : text),
            })}
          />
          <div className="flex justify-end">
            <Button type="submit" disabled={form.formState.isSubmitting || !form.formState.isDirty}>
              {form.formState.isSubmitting ? <Trans>Saving…</Trans> : <Trans>Save settings</Trans>}
            </Button>
          </div>
        </form>
      </section>
      <section
        aria-labelledby="club-delete-title"
        className="flex flex-col gap-3 rounded-2xl bg-white p-6 ring-1 ring-red-200"
      >
        <h2 id="club-delete-title" className="text-lg font-semibold text-red-800">
          <Trans>Delete the club</Trans>
        </h2>
        <p className="text-sm text-slate-700">
          <Trans>
            Every member loses the club: its library, teams, calendars and syllabus are deleted. Members keep their own
            work.
          </Trans>
        </p>
        <Button variant="danger" className="self-start" onClick={() => setIsDeleting(true)}>
          <Trans>Delete club</Trans>
        </Button>
      </section>
      {isDeleting ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={setIsDeleting}
            title={t`Delete ${clubName}?`}
            description={t`This cannot be undone. The club's library, teams, calendars and syllabus are deleted for every member.`}
            confirmLabel={t`Delete club`}
            isDestructive
            onConfirm={() => void removeClub()}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** What a member who is not a club admin sees of the settings. */
function ClubFacts({ club }: { club: Club }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="club-settings-title" className="flex max-w-2xl flex-col gap-4">
      <h2 id="club-settings-title" className="text-2xl font-bold tracking-tight">
        <Trans>Settings</Trans>
      </h2>
      <p className="text-slate-600">
        <Trans>Only club admins change the club&apos;s settings.</Trans>
      </p>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 rounded-2xl bg-white p-6 ring-1 ring-slate-200 sm:grid-cols-[auto_1fr]">
        <dt className="text-sm font-medium text-slate-600">
          <Trans>Club name</Trans>
        </dt>
        <dd className="break-words">{club.name}</dd>
        <dt className="text-sm font-medium text-slate-600">
          <Trans>Kit colours</Trans>
        </dt>
        <dd className="flex items-center gap-2">
          {[club.kitPrimary, club.kitSecondary].map((colour) => (
            <span key={colour} className="flex items-center gap-1.5 font-mono text-sm">
              <span
                aria-hidden="true"
                className="size-5 rounded ring-1 ring-slate-300"
                style={{ backgroundColor: colour }}
              />
              {colour}
            </span>
          ))}
        </dd>
        <dt className="text-sm font-medium text-slate-600">
          <Trans>Time zone</Trans>
        </dt>
        <dd>{club.timeZone.replaceAll("_", " ")}</dd>
        <dt className="text-sm font-medium text-slate-600">{t(SEASON_START_LABEL)}</dt>
        <dd>{club.seasonStartsOn ?? <Trans>Not set yet</Trans>}</dd>
      </dl>
    </section>
  );
}
