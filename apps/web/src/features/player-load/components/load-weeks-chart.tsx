import { Trans, useLingui } from "@lingui/react/macro";
import { LOAD_RATIO_FLAG } from "@touchline/contracts";
import { useEffect, useId, useRef } from "react";
import { loadRule, type LoadBarWeek, WeeklyLoadBars } from "../../sessions/index.ts";

/**
 * A season of weekly loads, a team's or a player's, drawn as the other load charts are (`WeeklyLoadBars`);
 * the bars scroll sideways inside the card, and the description reads every week's figure.
 */
export function LoadWeeksChart<Week extends LoadBarWeek>({
  title,
  weeks,
  describeWeek,
  note,
}: {
  title: string;
  weeks: readonly Week[];
  describeWeek(week: Week): string;
  /** What a week's bar counts. */
  note: string;
}) {
  const { t, i18n } = useLingui();
  const rule = loadRule(i18n);
  const titleId = useId();
  const bars = useRef<HTMLDivElement>(null);
  // A season is wider than the card: it opens on its latest weeks, the ones a coach plans the next from.
  useEffect(() => {
    const scroller = bars.current;
    if (scroller) scroller.scrollLeft = scroller.scrollWidth;
  }, [weeks]);
  return (
    <section
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-2 rounded-2xl bg-white p-4 ring-1 ring-slate-200"
    >
      <h3 id={titleId} className="text-base font-semibold">
        {title}
      </h3>
      {/* Scrolls with the keyboard too: the bars of a season are wider than a phone. */}
      <div
        ref={bars}
        role="group"
        tabIndex={0}
        aria-label={t`${title}, scrolls sideways`}
        className="overflow-x-auto rounded-lg"
      >
        <WeeklyLoadBars weeks={weeks} titleId={titleId} description={weeks.map(describeWeek).join("; ")} isWide />
      </div>
      <p className="text-xs text-slate-600">
        <Trans>
          {note} {rule}, for the minutes of the session each player was there for. A week in red with &ldquo;!&rdquo;
          has a load ratio (7 d : 28 d) over {LOAD_RATIO_FLAG} on its Sunday.
        </Trans>
      </p>
    </section>
  );
}
