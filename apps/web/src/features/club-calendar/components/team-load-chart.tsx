import { HARD_WEEK_RATIO, type TeamWeekLoad } from "@touchline/contracts";
import { useId } from "react";
import { LOAD_RULE, WeeklyLoadBars } from "../../sessions/index.ts";
import { dayMonthLabel } from "../lib/calendar-dates.ts";

function describeWeek(week: TeamWeekLoad): string {
  const name = `Week ${week.isoWeek} (from ${dayMonthLabel(week.monday)})${week.isCurrent ? ", this week" : ""}`;
  if (week.trainings === 0) return `${name}: no trainings`;
  const trainings = `${week.trainings} training${week.trainings === 1 ? "" : "s"}`;
  const unplanned = week.trainings - week.sessions;
  const withoutSession = unplanned > 0 ? `, ${unplanned} without a session` : "";
  return `${name}: load ${week.load} from ${trainings}${withoutSession}${week.isHard ? ", a hard week" : ""}`;
}

/**
 * The team's load per week from its calendar's trainings and the sessions they are planned with, drawn as
 * My Sessions' chart is (`WeeklyLoadBars`); the description reads every week's figure.
 */
export function TeamLoadChart({ weeks }: { weeks: readonly TeamWeekLoad[] }) {
  const titleId = useId();
  const hasTrainings = weeks.some((week) => week.trainings > 0);
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <h3 id={titleId} className="text-base font-semibold">
        Weekly load
      </h3>
      <WeeklyLoadBars
        weeks={weeks}
        titleId={titleId}
        description={hasTrainings ? weeks.map(describeWeek).join("; ") : "No trainings in the weeks shown."}
      />
      <p className="text-xs text-slate-600">
        The team&rsquo;s trainings by week (Monday to Sunday), each counting the session it is planned with. {LOAD_RULE}
        . A week in red with &ldquo;!&rdquo; is hard: over {HARD_WEEK_RATIO}× the average of the weeks shown that have
        sessions.
      </p>
    </section>
  );
}
