import { Trans, useLingui } from "@lingui/react/macro";
import { type Club, hasClubRole, type Team } from "@touchline/contracts";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDelete } from "../../../components/ui/confirm-delete.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { ageGroupName } from "../../sessions/index.ts";
import { useDeleteTeam, useTeams } from "../api/use-teams.ts";
import { TeamDialog } from "./team-dialog.tsx";

/** The club's teams, each opening its calendar; club admins add, change and delete them. */
export function ClubTeams({ club }: { club: Club }) {
  const { t, i18n } = useLingui();
  const teams = useTeams(club.id);
  const deleteTeam = useDeleteTeam(club.id);
  const isAdmin = hasClubRole(club.myRole, "admin");
  const [editing, setEditing] = useState<{ team: Team | null } | null>(null);
  const [toDelete, setToDelete] = useState<Team | null>(null);

  return (
    <section aria-labelledby="club-teams-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="club-teams-title" className="text-2xl font-bold tracking-tight">
            <Trans>Teams</Trans>
          </h2>
          <p className="mt-1 text-slate-600">
            <Trans>Each team has its season calendar of trainings and matches.</Trans>
          </p>
        </div>
        {isAdmin ? (
          <Button onClick={() => setEditing({ team: null })}>
            <Trans>Add a team</Trans>
          </Button>
        ) : null}
      </div>
      {teams.isPending ? (
        <PageSpinner label={t`Loading teams...`} />
      ) : teams.isError ? (
        <p role="alert" className="text-red-700">
          {teams.error.message}
        </p>
      ) : teams.data.teams.length === 0 ? (
        <p className="rounded-2xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200">
          {isAdmin ? (
            <Trans>No teams yet. Add the club&apos;s first team: its coaches then plan its season.</Trans>
          ) : (
            <Trans>No teams yet. A club admin adds them.</Trans>
          )}
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {teams.data.teams.map((team) => {
            const teamName = team.name;
            return (
              <li
                key={team.id}
                aria-label={team.name}
                className="flex flex-col gap-3 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
              >
                <div className="min-w-0">
                  <h3 className="text-lg font-semibold">
                    <Link
                      to={`/clubs/${encodeURIComponent(club.id)}/teams/${encodeURIComponent(team.id)}`}
                      className="break-words text-brand-800 hover:underline"
                    >
                      {team.name}
                    </Link>
                  </h3>
                  <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                    <dt className="text-slate-600">
                      <Trans>Age group</Trans>
                    </dt>
                    <dd>{ageGroupName(i18n, team.ageGroup)}</dd>
                    <dt className="text-slate-600">
                      <Trans context="team's format, e.g. 7v7">Format</Trans>
                    </dt>
                    <dd>{team.format}</dd>
                    <dt className="text-slate-600">
                      <Trans>Season</Trans>
                    </dt>
                    <dd>{team.season}</dd>
                    <dt className="text-slate-600">
                      <Trans>Coaches</Trans>
                    </dt>
                    <dd className="break-words">
                      {team.coaches.length > 0 ? (
                        team.coaches.map((coach) => coach.name).join(", ")
                      ) : (
                        <Trans>None yet</Trans>
                      )}
                    </dd>
                  </dl>
                </div>
                {isAdmin ? (
                  <div className="mt-auto flex flex-wrap gap-2">
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => setEditing({ team })}
                      aria-label={t`Edit ${teamName}`}
                    >
                      <Trans>Edit</Trans>
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-red-700"
                      onClick={() => setToDelete(team)}
                      aria-label={t`Delete ${teamName}`}
                    >
                      <Trans>Delete</Trans>
                    </Button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {isAdmin ? (
        <TeamDialog
          clubId={club.id}
          team={editing?.team ?? null}
          open={editing !== null}
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
        />
      ) : null}
      <ConfirmDelete
        item={toDelete ? { ...toDelete, title: toDelete.name } : null}
        onClose={() => setToDelete(null)}
        question={({ title: teamName }) => t`Delete the team “${teamName}”?`}
        description={t`Its calendar, its trainings and matches, and its calendar feed go with it. The club's library keeps every session.`}
        confirmLabel={t`Delete team`}
        remove={(id) => deleteTeam.mutateAsync(id)}
        deleted={(team) => ({ title: t`Team deleted`, description: team.title })}
      />
    </section>
  );
}
