import { Trans, useLingui } from "@lingui/react/macro";
import { type ClubRole, hasClubRole, type SyllabusTheme } from "@touchline/contracts";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDelete } from "../../../components/ui/confirm-delete.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { ageGroupName as nameOfAgeGroup, PHASE_NAMES } from "../../sessions/index.ts";
import { useDeleteSyllabusTheme, useSyllabus } from "../api/use-syllabus.ts";
import { seasonDateLabel, weeksOf } from "../lib/syllabus-labels.ts";
import { SyllabusThemeDialog } from "./syllabus-theme-dialog.tsx";

/**
 * The club's syllabus: per age group, the season's weeks and their themes. Club admins add, change and
 * remove themes; every member reads them (each team's calendar shows its week's theme).
 */
export function SyllabusPlan({ clubId, myRole }: { clubId: string; myRole: ClubRole }) {
  const { t, i18n } = useLingui();
  const syllabus = useSyllabus(clubId);
  const deleteTheme = useDeleteSyllabusTheme(clubId);
  const [editing, setEditing] = useState<{ theme: SyllabusTheme | null } | null>(null);
  const [toDelete, setToDelete] = useState<SyllabusTheme | null>(null);
  const isAdmin = hasClubRole(myRole, "admin");

  if (syllabus.isPending) return <PageSpinner />;
  if (syllabus.isError) {
    return (
      <p role="alert" className="text-red-700">
        {syllabus.error.message}
      </p>
    );
  }
  const { seasonStartsOn, themes } = syllabus.data;
  const ageGroups = [...new Set(themes.map((theme) => theme.ageGroup))];
  const seasonStart = seasonStartsOn ? seasonDateLabel(i18n, seasonStartsOn) : null;

  return (
    <section aria-labelledby="syllabus-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="syllabus-heading" className="text-2xl font-bold tracking-tight">
            <Trans>Syllabus</Trans>
          </h2>
          <p className="mt-1 text-slate-600">
            {seasonStart ? (
              <Trans>Week 1 starts on {seasonStart}.</Trans>
            ) : (
              <Trans>
                The season&apos;s first day is not set yet: a club admin sets it in the club&apos;s settings, and weeks
                count from it.
              </Trans>
            )}
          </p>
        </div>
        {isAdmin ? (
          <Button onClick={() => setEditing({ theme: null })}>
            <Trans>Add theme</Trans>
          </Button>
        ) : null}
      </div>
      {themes.length === 0 ? (
        <p className="rounded-2xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200">
          {isAdmin ? (
            <Trans>
              No themes yet. Add one per age group and range of weeks, e.g. “weeks 1–4: playing out from the back”.
            </Trans>
          ) : (
            <Trans>No themes yet. A club admin plans them.</Trans>
          )}
        </p>
      ) : (
        ageGroups.map((ageGroup) => {
          const ageGroupName = nameOfAgeGroup(i18n, ageGroup);
          return (
            <section
              key={ageGroup}
              aria-label={t`${ageGroupName} themes`}
              className="rounded-2xl bg-white ring-1 ring-slate-200"
            >
              <h3 className="border-b border-slate-200 px-4 py-3 font-semibold">{ageGroupName}</h3>
              <ul className="divide-y divide-slate-100">
                {themes
                  .filter((theme) => theme.ageGroup === ageGroup)
                  .map((theme) => {
                    const themeTitle = theme.title;
                    return (
                      <li key={theme.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4">
                        <span className="shrink-0 text-sm font-medium text-slate-600 sm:w-28">
                          {weeksOf(i18n, theme)}
                        </span>
                        <span className="min-w-0 sm:flex-1">
                          <span className="block font-medium">{theme.title}</span>
                          <span className="block text-sm text-slate-600">
                            {[...theme.phases.map((phase) => t(PHASE_NAMES[phase])), ...theme.topics].join(" · ")}
                          </span>
                        </span>
                        {isAdmin ? (
                          <span className="flex gap-2">
                            <Button size="sm" variant="secondary" onClick={() => setEditing({ theme })}>
                              <Trans>
                                Edit<span className="sr-only"> {themeTitle}</span>
                              </Trans>
                            </Button>
                            <Button size="sm" variant="secondary" onClick={() => setToDelete(theme)}>
                              <Trans>
                                Remove<span className="sr-only"> {themeTitle}</span>
                              </Trans>
                            </Button>
                          </span>
                        ) : null}
                      </li>
                    );
                  })}
              </ul>
            </section>
          );
        })
      )}
      <SyllabusThemeDialog
        clubId={clubId}
        theme={editing?.theme ?? null}
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
      />
      <ConfirmDelete
        item={toDelete}
        onClose={() => setToDelete(null)}
        question={({ title: themeTitle }) => t`Remove the theme “${themeTitle}”?`}
        description={t`Its weeks have no theme until another is added. Trainings stay on the calendars.`}
        confirmLabel={t`Remove theme`}
        remove={(id) => deleteTheme.mutateAsync(id)}
        deleted={(theme) => ({ title: t`Theme removed`, description: theme.title })}
      />
    </section>
  );
}
