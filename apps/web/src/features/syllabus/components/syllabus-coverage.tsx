import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { SyllabusCoverage as TeamCoverage } from "@touchline/contracts";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { ageGroupName } from "../../sessions/index.ts";
import { useSyllabusCoverage } from "../api/use-syllabus.ts";

const percentOf = ({ scheduled, matching }: TeamCoverage) => Math.round((matching / scheduled) * 100);

/**
 * What each team really trains against the syllabus: of its trainings scheduled in weeks with a theme, the
 * share planned with a session that follows the week's theme.
 */
export function SyllabusCoverage({ clubId }: { clubId: string }) {
  const { t, i18n } = useLingui();
  const coverage = useSyllabusCoverage(clubId);
  return (
    <section aria-labelledby="coverage-heading" className="flex flex-col gap-3">
      <h2 id="coverage-heading" className="text-xl font-bold tracking-tight">
        <Trans>Following the syllabus</Trans>
      </h2>
      {coverage.isPending ? (
        <Spinner />
      ) : coverage.isError ? (
        <p role="alert" className="text-red-700">
          {coverage.error.message}
        </p>
      ) : coverage.data.teams.length === 0 ? (
        <p className="text-slate-600">
          <Trans>The club has no teams yet.</Trans>
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {coverage.data.teams.map((team) => {
            const teamName = team.teamName;
            const { matching, scheduled } = team;
            return (
              <li
                key={team.teamId}
                aria-label={team.teamName}
                className="rounded-2xl bg-white p-4 ring-1 ring-slate-200"
              >
                <p className="flex items-baseline justify-between gap-3">
                  <span className="font-semibold">{team.teamName}</span>
                  <span className="text-sm text-slate-600">{ageGroupName(i18n, team.ageGroup)}</span>
                </p>
                {team.scheduled === 0 ? (
                  <p className="mt-2 text-sm text-slate-600">
                    <Trans>No trainings scheduled in weeks with a theme yet.</Trans>
                  </p>
                ) : (
                  <>
                    <p className="mt-2 text-sm text-slate-700">
                      <span className="text-2xl font-bold text-slate-900">{percentOf(team)} %</span> ·{" "}
                      {t`${plural(scheduled, {
                        one: `${matching} of # training follow the theme`,
                        other: `${matching} of # trainings follow the theme`,
                      })}`}
                    </p>
                    <div
                      role="meter"
                      aria-label={t`${teamName}: trainings following the theme`}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={percentOf(team)}
                      className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
                    >
                      <div className="h-full rounded-full bg-brand-600" style={{ width: `${percentOf(team)}%` }} />
                    </div>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
