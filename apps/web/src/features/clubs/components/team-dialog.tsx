import { zodResolver } from "../../../lib/i18n/zod-resolver.ts";
import { Trans, useLingui } from "@lingui/react/macro";
import * as Dialog from "@radix-ui/react-dialog";
import {
  type CreateTeamRequest,
  CreateTeamRequestSchema,
  hasClubRole,
  TEAM_FORMATS,
  type Team,
} from "@touchline/contracts";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { ageGroupOptions } from "../../sessions/index.ts";
import { useClubMembers } from "../api/use-club-members.ts";
import { useSaveTeam } from "../api/use-teams.ts";
import { CLUB_ROLE_NAMES } from "../lib/club-role-names.ts";
import { currentSeasonName } from "../lib/time-zones.ts";

type TeamValues = z.output<typeof CreateTeamRequestSchema>;
const FIELDS = ["name", "ageGroup", "format", "season", "coachIds"] as const;
const FORMAT_OPTIONS = TEAM_FORMATS.map((format) => ({ value: format, label: format }));

function valuesOf(team: Team | null): CreateTeamRequest {
  if (!team) return { name: "", ageGroup: "U12", format: "7v7", season: currentSeasonName(), coachIds: [] };
  return {
    name: team.name,
    ageGroup: team.ageGroup,
    format: team.format,
    season: team.season,
    coachIds: team.coaches.map((coach) => coach.userId),
  };
}

/** A club admin adds a team, or changes one (`team` given): its name, age group, format, season and coaches. */
export function TeamDialog({
  clubId,
  team,
  open,
  onOpenChange,
}: {
  clubId: string;
  team: Team | null;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t, i18n } = useLingui();
  const save = useSaveTeam(clubId);
  const members = useClubMembers(clubId);
  // Coaches are the club's coaches and club admins; assistants help at trainings but do not coach a team.
  const coaches = (members.data?.members ?? []).filter((member) => hasClubRole(member.role, "coach"));
  const form = useForm<CreateTeamRequest, unknown, TeamValues>({
    defaultValues: valuesOf(team),
    resolver: zodResolver(CreateTeamRequestSchema),
  });
  useEffect(() => {
    if (open) form.reset(valuesOf(team));
  }, [open, team, form]);
  const errors = form.formState.errors;
  const teamName = team?.name;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ teamId: team?.id ?? null, team: values });
      toast({ title: team ? t`Team saved` : t`Team added`, description: values.name });
      onOpenChange(false);
    } catch (error) {
      showApiError(error, t`Could not save the team`, { setError: form.setError, fields: FIELDS });
    }
  });

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 flex max-h-[92dvh] w-[min(94vw,34rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">
            {team ? <Trans>Edit {teamName}</Trans> : <Trans>Add a team</Trans>}
          </Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600">
            <Trans>A squad for one season. Its coaches plan its trainings in the team&apos;s calendar.</Trans>
          </Dialog.Description>
          <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
            <TextField
              label={t`Team name`}
              placeholder={t`e.g. U12 Blue`}
              error={errors.name?.message}
              {...form.register("name")}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <Controller
                control={form.control}
                name="ageGroup"
                render={({ field }) => (
                  <SelectField
                    label={t`Age group`}
                    value={field.value}
                    options={ageGroupOptions(i18n).filter((option) => option.value !== "")}
                    onChange={field.onChange}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="format"
                render={({ field }) => (
                  <SelectField
                    label={t({ message: "Format", context: "team's format, e.g. 7v7" })}
                    value={field.value}
                    options={FORMAT_OPTIONS}
                    onChange={field.onChange}
                  />
                )}
              />
            </div>
            <TextField
              label={t`Season`}
              placeholder={t`e.g. 2025/26`}
              error={errors.season?.message}
              {...form.register("season")}
            />
            <Controller
              control={form.control}
              name="coachIds"
              render={({ field }) => {
                const chosen = field.value ?? [];
                return (
                  <fieldset>
                    <legend className="text-sm font-medium text-slate-800">
                      <Trans>Coaches</Trans>
                    </legend>
                    {members.isPending ? (
                      <p className="mt-1 text-sm text-slate-600">
                        <Trans>Looking up the club&apos;s coaches…</Trans>
                      </p>
                    ) : coaches.length === 0 ? (
                      <p className="mt-1 text-sm text-slate-600">
                        <Trans>The club has no coaches yet: invite some first.</Trans>
                      </p>
                    ) : (
                      <ul className="mt-1 grid gap-1 sm:grid-cols-2">
                        {coaches.map((coach) => (
                          <li key={coach.userId}>
                            <label className="flex min-h-11 items-center gap-2 text-sm">
                              <input
                                type="checkbox"
                                className="size-5 accent-brand-600"
                                checked={chosen.includes(coach.userId)}
                                onChange={(event) =>
                                  field.onChange(
                                    event.target.checked
                                      ? [...chosen, coach.userId]
                                      : chosen.filter((id) => id !== coach.userId),
                                  )
                                }
                              />
                              <span>
                                {coach.name}
                                <span className="sr-only">, </span>
                                <span className="ml-1 text-xs text-slate-600">{t(CLUB_ROLE_NAMES[coach.role])}</span>
                              </span>
                            </label>
                          </li>
                        ))}
                      </ul>
                    )}
                    {errors.coachIds ? (
                      <p role="alert" className="text-sm text-red-600">
                        {errors.coachIds.message}
                      </p>
                    ) : null}
                  </fieldset>
                );
              }}
            />
            <div className="flex justify-end gap-3">
              <Dialog.Close asChild>
                <Button variant="secondary">
                  <Trans>Cancel</Trans>
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={form.formState.isSubmitting}>
                {team ? <Trans>Save team</Trans> : <Trans>Add team</Trans>}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
