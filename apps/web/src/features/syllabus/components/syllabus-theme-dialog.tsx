import { zodResolver } from "../../../lib/i18n/zod-resolver.ts";
import { Trans, useLingui } from "@lingui/react/macro";
import * as Dialog from "@radix-ui/react-dialog";
import { PHASES, type SyllabusTheme, type SyllabusThemeInput, SyllabusThemeInputSchema } from "@touchline/contracts";
import { useEffect, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { ageGroupOptions, PHASE_NAMES } from "../../sessions/index.ts";
import { useSaveSyllabusTheme } from "../api/use-syllabus.ts";

type ThemeValues = z.output<typeof SyllabusThemeInputSchema>;
const FIELDS = ["ageGroup", "firstWeek", "lastWeek", "title", "phases", "topics"] as const;

const EMPTY_THEME: SyllabusThemeInput = {
  ageGroup: "U12",
  firstWeek: 1,
  lastWeek: 4,
  title: "",
  phases: [],
  topics: [],
};

/** Adds a theme to the syllabus, or changes one (`theme` given). */
export function SyllabusThemeDialog({
  clubId,
  theme,
  open,
  onOpenChange,
}: {
  clubId: string;
  theme: SyllabusTheme | null;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t, i18n } = useLingui();
  const save = useSaveSyllabusTheme(clubId);
  const form = useForm<SyllabusThemeInput, unknown, ThemeValues>({
    defaultValues: EMPTY_THEME,
    resolver: zodResolver(SyllabusThemeInputSchema),
  });
  const [topicText, setTopicText] = useState("");
  useEffect(() => {
    if (!open) return;
    const { id: _id, ...values } = theme ?? { id: "", ...EMPTY_THEME };
    form.reset(values);
    setTopicText((values.topics ?? []).join(", "));
  }, [open, theme, form]);
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ themeId: theme?.id ?? null, theme: values });
      toast({ title: theme ? t`Theme saved` : t`Theme added`, description: values.title });
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields)) {
          const known = FIELDS.find((name) => name === field);
          if (known) form.setError(known, { message });
        }
      }
      showApiError(error, t`Could not save the theme`);
    }
  });

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 flex max-h-[92dvh] w-[min(94vw,34rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">
            {theme ? <Trans>Edit theme</Trans> : <Trans>Add a theme</Trans>}
          </Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600">
            <Trans>
              Trainings in these weeks count as following the theme when their session covers one of its phases and one
              of its topics.
            </Trans>
          </Dialog.Description>
          <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
            <TextField
              label={t`Theme`}
              placeholder={t`e.g. Playing out from the back`}
              {...form.register("title")}
              error={errors.title?.message}
            />
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
            <div className="grid grid-cols-2 gap-3">
              <TextField
                label={t`First week`}
                type="number"
                inputMode="numeric"
                min={1}
                {...form.register("firstWeek", { valueAsNumber: true })}
                error={errors.firstWeek?.message}
              />
              <TextField
                label={t`Last week`}
                type="number"
                inputMode="numeric"
                min={1}
                {...form.register("lastWeek", { valueAsNumber: true })}
                error={errors.lastWeek?.message}
              />
            </div>
            <Controller
              control={form.control}
              name="phases"
              render={({ field }) => (
                <fieldset aria-describedby={errors.phases ? "theme-phases-error" : undefined}>
                  <legend className="text-sm font-medium text-slate-800">
                    <Trans>Phases of play</Trans>
                  </legend>
                  <div className="mt-1 grid gap-1 sm:grid-cols-2">
                    {PHASES.map((phase) => (
                      <label key={phase} className="flex min-h-11 items-center gap-2 text-sm">
                        <input
                          type="checkbox"
                          className="size-5 accent-brand-600"
                          checked={(field.value ?? []).includes(phase)}
                          onChange={(event) =>
                            field.onChange(
                              event.target.checked
                                ? [...(field.value ?? []), phase]
                                : (field.value ?? []).filter((chosen) => chosen !== phase),
                            )
                          }
                        />
                        {t(PHASE_NAMES[phase])}
                      </label>
                    ))}
                  </div>
                  {errors.phases ? (
                    <p id="theme-phases-error" className="text-sm text-red-700">
                      {errors.phases.message}
                    </p>
                  ) : null}
                </fieldset>
              )}
            />
            <Controller
              control={form.control}
              name="topics"
              render={({ field }) => (
                <TextField
                  label={t`Topics`}
                  hint={t`Separated by commas, e.g. build-up, playing out`}
                  value={topicText}
                  onChange={(event) => {
                    setTopicText(event.target.value);
                    field.onChange(
                      event.target.value
                        .split(",")
                        .map((topic) => topic.trim())
                        .filter(Boolean),
                    );
                  }}
                  error={errors.topics?.message ?? errors.topics?.[0]?.message}
                />
              )}
            />
            <div className="flex justify-end gap-3">
              <Dialog.Close asChild>
                <Button variant="secondary">
                  <Trans>Cancel</Trans>
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={form.formState.isSubmitting}>
                {theme ? <Trans>Save theme</Trans> : <Trans>Add theme</Trans>}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
