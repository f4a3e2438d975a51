import { type ClubRole, hasClubRole, PHASE_LABELS, type SyllabusTheme } from "@touchline/contracts";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDelete } from "../../../components/ui/confirm-delete.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { ageGroupLabel } from "../../sessions/index.ts";
import { useDeleteSyllabusTheme, useSyllabus } from "../api/use-syllabus.ts";
import { SyllabusThemeDialog } from "./syllabus-theme-dialog.tsx";

const weeksOf = (theme: Pick<SyllabusTheme, "firstWeek" | "lastWeek">) =>
  theme.firstWeek === theme.lastWeek ? `Week ${theme.firstWeek}` : `Weeks ${theme.firstWeek}–${theme.lastWeek}`;

/**
 * The club's syllabus: per age group, the season's weeks and their themes. Club admins add, change and
 * remove themes; every member reads them (each team's calendar shows its week's theme).
 */
export function SyllabusPlan({ clubId, myRole }: { clubId: string; myRole: ClubRole }) {
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

  return (
    <section aria-labelledby="syllabus-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="syllabus-heading" className="text-2xl font-bold tracking-tight">
            Syllabus
          </h2>
          <p className="mt-1 text-slate-600">
            {seasonStartsOn
              ? `Week 1 starts on ${new Date(`${seasonStartsOn}T12:00:00`).toLocaleDateString(undefined, { dateStyle: "long" })}.`
              : "The season's first day is not set yet: a club admin sets it in the club's settings, and weeks count from it."}
          </p>
        </div>
        {isAdmin ? <Button onClick={() => setEditing({ theme: null })}>Add theme</Button> : null}
      </div>
      {themes.length === 0 ? (
        <p className="rounded-2xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200">
          No themes yet.{" "}
          {isAdmin
            ? "Add one per age group and range of weeks, e.g. “weeks 1–4: playing out from the back”."
            : "A club admin plans them."}
        </p>
      ) : (
        ageGroups.map((ageGroup) => (
          <section
            key={ageGroup}
            aria-label={`${ageGroupLabel(ageGroup)} themes`}
            className="rounded-2xl bg-white ring-1 ring-slate-200"
          >
            <h3 className="border-b border-slate-200 px-4 py-3 font-semibold">{ageGroupLabel(ageGroup)}</h3>
            <ul className="divide-y divide-slate-100">
              {themes
                .filter((theme) => theme.ageGroup === ageGroup)
                .map((theme) => (
                  <li key={theme.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4">
                    <span className="shrink-0 text-sm font-medium text-slate-600 sm:w-28">{weeksOf(theme)}</span>
                    <span className="min-w-0 sm:flex-1">
                      <span className="block font-medium">{theme.title}</span>
                      <span className="block text-sm text-slate-600">
                        {[...theme.phases.map((phase) => PHASE_LABELS[phase]), ...theme.topics].join(" · ")}
                      </span>
                    </span>
                    {isAdmin ? (
                      <span className="flex gap-2">
                        <Button size="sm" variant="secondary" onClick={() => setEditing({ theme })}>
                          Edit<span className="sr-only"> {theme.title}</span>
                        </Button>
                        <Button size="sm" variant="secondary" onClick={() => setToDelete(theme)}>
                          Remove<span className="sr-only"> {theme.title}</span>
                        </Button>
                      </span>
                    ) : null}
                  </li>
                ))}
            </ul>
          </section>
        ))
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
        question={(theme) => `Remove the theme “${theme.title}”?`}
        description="Its weeks have no theme until another is added. Trainings stay on the calendars."
        confirmLabel="Remove theme"
        remove={(id) => deleteTheme.mutateAsync(id)}
        deleted={(theme) => ({ title: "Theme removed", description: theme.title })}
      />
    </section>
  );
}
