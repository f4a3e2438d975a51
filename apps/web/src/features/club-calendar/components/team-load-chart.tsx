import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { HARD_WEEK_RATIO, type TeamWeekLoad } from "@touchline/contracts";
import { useId } from "react";
import { loadRule, WeeklyLoadBars } from "../../sessions/index.ts";
import { dayMonthLabel } from "../lib/calendar-dates.ts";

/** One week's figures in words, for the chart's description: "Week 12 (from 16 Mar): load 540 from 2 trainings". */
function describeWeek(i18n: I18n, week: TeamWeekLoad): string {
  const { isoWeek, load, trainings } = week;
  const monday = dayMonthLabel(week.monday, i18n.locale);
  const name = week.isCurrent
    ? i18n._(msg`Week ${isoWeek} (from ${monday}), this week`)
    : i18n._(msg`Week ${isoWeek} (from ${monday})`);
  if (trainings === 0) return i18n._(msg`${name}: no trainings`);
  const unplanned = trainings - week.sessions;
  const figures = i18n._(
    msg`${name}: load ${load} from ${plural(trainings, { one: "# training", other: "# trainings" })}`,
  );
  const withoutSession =
    unplanned > 0
      ? i18n._(msg`, ${plural(unplanned, { one: "# without a session", other: "# without a session" })}`)
      : "";
  return `${figures}${withoutSession}${week.isHard ? i18n._(msg`, a hard week`) : ""}`;
}

/**
 * The team's load per week from its calendar's trainings and the sessions they are planned with, drawn as
 * My Sessions' chart is (`WeeklyLoadBars`); the description reads every week's figure.
 */
export function TeamLoadChart({ weeks }: { weeks: readonly TeamWeekLoad[] }) {
  const { i18n } = useLingui();
  const rule = loadRule(i18n);
  const titleId = useId();
  const hasTrainings = weeks.some((week) => week.trainings > 0);
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <h3 id={titleId} className="text-base font-semibold">
        <Trans>Weekly load</Trans>
      </h3>
      <WeeklyLoadBars
        weeks={weeks}
        titleId={titleId}
        description={
          hasTrainings
            ? weeks.map((week) => describeWeek(i18n, week)).join("; ")
            : i18n._(msg`No trainings in the weeks shown.`)
        }
      />
      <p className="text-xs text-slate-600">
        <Trans>
          The team&rsquo;s trainings by week (Monday to Sunday), each counting the session it is planned with. {rule}. A
          week in red with &ldquo;!&rdquo; is hard: over {HARD_WEEK_RATIO}× the average of the weeks shown that have
          sessions.
        </Trans>
      </p>
    </section>
  );
}
