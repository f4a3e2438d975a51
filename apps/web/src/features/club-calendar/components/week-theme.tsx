import { Trans, useLingui } from "@lingui/react/macro";
import type { CalendarWeek } from "@touchline/contracts";
import { PHASE_NAMES } from "../../sessions/index.ts";

/** A week's place in the season and the syllabus's theme for it, as a week row's or week view's header. */
export function WeekTheme({ week }: { week: CalendarWeek | undefined }) {
  const { i18n } = useLingui();
  if (!week || week.seasonWeek === null) return null;
  const seasonWeek = week.seasonWeek;
  const focus = week.theme
    ? [...week.theme.phases.map((phase) => i18n._(PHASE_NAMES[phase])), ...week.theme.topics]
    : [];
  return (
    <p className="flex min-w-0 flex-wrap items-baseline gap-x-2 text-xs text-slate-700">
      <span className="font-semibold text-slate-900">
        <Trans>Week {seasonWeek}</Trans>
      </span>
      {week.theme ? (
        <>
          <span className="font-medium text-brand-800">{week.theme.title}</span>
          {focus.length > 0 ? <span className="text-slate-600">{focus.join(" · ")}</span> : null}
        </>
      ) : (
        <span className="text-slate-600">
          <Trans>No theme</Trans>
        </span>
      )}
    </p>
  );
}
