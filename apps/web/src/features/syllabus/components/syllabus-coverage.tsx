import type { SyllabusCoverage as TeamCoverage } from "@touchline/contracts";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { ageGroupLabel } from "../../sessions/index.ts";
import { useSyllabusCoverage } from "../api/use-syllabus.ts";

const percentOf = ({ scheduled, matching }: TeamCoverage) => Math.round((matching / scheduled) * 100);

/**
 * What each team really trains against the syllabus: of its trainings scheduled in weeks with a theme, the
 * share planned with a session that follows the week's theme.
 */
export function SyllabusCoverage({ clubId }: { clubId: string }) {
  const coverage = useSyllabusCoverage(clubId);
  return (
    <section aria-labelledby="coverage-heading" className="flex flex-col gap-3">
      <h2 id="coverage-heading" className="text-xl font-bold tracking-tight">
        Following the syllabus
      </h2>
      {coverage.isPending ? (
        <Spinner />
      ) : coverage.isError ? (
        <p role="alert" className="text-red-700">
          {coverage.error.message}
        </p>
      ) : coverage.data.teams.length === 0 ? (
        <p className="text-slate-600">The club has no teams yet.</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {coverage.data.teams.map((team) => (
            <li key={team.teamId} aria-label={team.teamName} className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
              <p className="flex items-baseline justify-between gap-3">
                <span className="font-semibold">{team.teamName}</span>
                <span className="text-sm text-slate-600">{ageGroupLabel(team.ageGroup)}</span>
              </p>
              {team.scheduled === 0 ? (
                <p className="mt-2 text-sm text-slate-600">No trainings scheduled in weeks with a theme yet.</p>
              ) : (
                <>
                  <p className="mt-2 text-sm text-slate-700">
                    <span className="text-2xl font-bold text-slate-900">{percentOf(team)} %</span> · {team.matching} of{" "}
                    {team.scheduled} training{team.scheduled === 1 ? "" : "s"} follow the theme
                  </p>
                  <div
                    role="meter"
                    aria-label={`${team.teamName}: trainings following the theme`}
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
          ))}
        </ul>
      )}
    </section>
  );
}
