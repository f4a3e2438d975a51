import { zodResolver } from "../../../lib/i18n/zod-resolver.ts";
import { Trans, useLingui } from "@lingui/react/macro";
import { CreateClubRequestSchema } from "@touchline/contracts";
import { useMemo } from "react";
import { Controller, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { useCreateClub } from "../api/use-clubs.ts";
import { browserTimeZone, timeZoneOptions } from "../lib/time-zones.ts";
import { ClubBadge } from "./club-badge.tsx";
import { KitColourFields } from "./kit-colour-fields.tsx";

type CreateClubValues = z.input<typeof CreateClubRequestSchema>;
const FIELDS = ["name", "kitPrimary", "kitSecondary", "timeZone"] as const;

/** `/clubs/new`: any coach creates a club and becomes its club admin; the club's home opens next. */
export function CreateClubForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const createClub = useCreateClub();
  const defaultZone = useMemo(browserTimeZone, []);
  const zones = useMemo(() => timeZoneOptions(defaultZone), [defaultZone]);
  const form = useForm<CreateClubValues, unknown, z.output<typeof CreateClubRequestSchema>>({
    defaultValues: { name: "", kitPrimary: "#1d4ed8", kitSecondary: "#ffffff", timeZone: defaultZone },
    resolver: zodResolver(CreateClubRequestSchema),
  });
  const errors = form.formState.errors;
  const [name, kitPrimary, kitSecondary] = form.watch(["name", "kitPrimary", "kitSecondary"]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { club } = await createClub.mutateAsync(values);
      const clubName = club.name;
      toast({ title: t`Club created`, description: t`You are the club admin of ${clubName}.` });
      await navigate(`/clubs/${encodeURIComponent(club.id)}`);
    } catch (error) {
      showApiError(error, t`Could not create the club`, { setError: form.setError, fields: FIELDS });
    }
  });

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">
          <Trans>Create a club</Trans>
        </h1>
        <p className="mt-2 text-slate-600">
          <Trans>
            Share a library, teams and a season calendar with your club&apos;s coaches. You will be its club admin and
            can invite the others by link.
          </Trans>
        </p>
      </div>
      <form
        onSubmit={onSubmit}
        noValidate
        className="flex flex-col gap-5 rounded-2xl bg-white p-6 ring-1 ring-slate-200"
      >
        <TextField
          label={t`Club name`}
          autoComplete="organization"
          placeholder={t`e.g. Riverside Juniors FC`}
          error={errors.name?.message}
          {...form.register("name")}
        />
        <KitColourFields
          primary={{ ...form.register("kitPrimary"), value: kitPrimary, error: errors.kitPrimary?.message }}
          secondary={{ ...form.register("kitSecondary"), value: kitSecondary, error: errors.kitSecondary?.message }}
          preview={
            <div className="flex items-center gap-2 pb-1 text-sm text-slate-600">
              <ClubBadge
                club={{
                  name: name || t`Club`,
                  crestUrl: null,
                  kitPrimary: kitPrimary ?? "#1d4ed8",
                  kitSecondary: kitSecondary ?? "#ffffff",
                }}
              />
              <Trans>Preview</Trans>
            </div>
          }
        />
        <Controller
          control={form.control}
          name="timeZone"
          render={({ field }) => (
            <SelectField
              label={t`Time zone`}
              value={field.value ?? defaultZone}
              options={zones}
              onChange={field.onChange}
            />
          )}
        />
        <p className="-mt-3 text-sm text-slate-600">
          <Trans>The club&apos;s calendars and their feeds keep their times in it.</Trans>
        </p>
        {errors.timeZone ? (
          <p role="alert" className="text-sm text-red-600">
            {errors.timeZone.message}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => void navigate("/")}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? <Trans>Creating…</Trans> : <Trans>Create club</Trans>}
          </Button>
        </div>
      </form>
    </div>
  );
}
