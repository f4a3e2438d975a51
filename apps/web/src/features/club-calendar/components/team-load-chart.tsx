import { HARD_WEEK_RATIO, INTENSITY_LOAD_WEIGHTS, type TeamWeekLoad } from "@touchline/contracts";
import { useId } from "react";
import { dayMonthLabel } from "../lib/calendar-dates.ts";

// The look of My Sessions' weekly load chart (features/sessions), read from the team's calendar instead.
const WEEK_WIDTH = 48;
const BAR_WIDTH = 28;
const PLOT_TOP = 22;
const PLOT_HEIGHT = 96;
const LABELS_HEIGHT = 34;

const LOAD_RULE = `Load = minutes × intensity (low ${INTENSITY_LOAD_WEIGHTS.low}, medium ${INTENSITY_LOAD_WEIGHTS.medium}, high ${INTENSITY_LOAD_WEIGHTS.high})`;

function describeWeek(week: TeamWeekLoad): string {
  const name = `Week ${week.isoWeek} (from ${dayMonthLabel(week.monday)})${week.isCurrent ? ", this week" : ""}`;
  if (week.trainings === 0) return `${name}: no trainings`;
  const trainings = `${week.trainings} training${week.trainings === 1 ? "" : "s"}`;
  const unplanned = week.trainings - week.sessions;
  const withoutSession = unplanned > 0 ? `, ${unplanned} without a session` : "";
  return `${name}: load ${week.load} from ${trainings}${withoutSession}${week.isHard ? ", a hard week" : ""}`;
}

/**
 * The team's load per week from its calendar's trainings and the sessions they are planned with. A hard
 * week's bar is red and labelled; the SVG's description reads every week's figure.
 */
export function TeamLoadChart({ weeks }: { weeks: readonly TeamWeekLoad[] }) {
  const titleId = useId();
  const descId = useId();
  const max = Math.max(1, ...weeks.map((week) => week.load));
  const width = Math.max(1, weeks.length) * WEEK_WIDTH;
  const height = PLOT_TOP + PLOT_HEIGHT + LABELS_HEIGHT;
  const hasTrainings = weeks.some((week) => week.trainings > 0);
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <h3 id={titleId} className="text-base font-semibold">
        Weekly load
      </h3>
      <svg
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full max-w-xl"
      >
        <desc id={descId}>
          {hasTrainings ? weeks.map(describeWeek).join("; ") : "No trainings in the weeks shown."}
        </desc>
        <line x1={0} x2={width} y1={PLOT_TOP + PLOT_HEIGHT} y2={PLOT_TOP + PLOT_HEIGHT} stroke="#94a3b8" />
        {weeks.map((week, index) => {
          const barHeight = (PLOT_HEIGHT * week.load) / max;
          const centre = index * WEEK_WIDTH + WEEK_WIDTH / 2;
          const top = PLOT_TOP + PLOT_HEIGHT - barHeight;
          return (
            <g key={week.monday} data-week={week.monday} data-hard={week.isHard || undefined}>
              {week.isCurrent ? (
                <rect x={index * WEEK_WIDTH + 2} y={0} width={WEEK_WIDTH - 4} height={height} rx={6} fill="#f1f5f9" />
              ) : null}
              {week.load > 0 ? (
                <>
                  <rect
                    x={centre - BAR_WIDTH / 2}
                    y={top}
                    width={BAR_WIDTH}
                    height={barHeight}
                    rx={3}
                    fill={week.isHard ? "#b91c1c" : "#15803d"}
                  />
                  <text
                    x={centre}
                    y={top - 5}
                    textAnchor="middle"
                    fontSize={11}
                    fontWeight={week.isHard ? 700 : 400}
                    fill={week.isHard ? "#b91c1c" : "#334155"}
                  >
                    {week.isHard ? `${week.load}!` : week.load}
                  </text>
                </>
              ) : null}
              <text
                x={centre}
                y={PLOT_TOP + PLOT_HEIGHT + 14}
                textAnchor="middle"
                fontSize={11}
                fontWeight={week.isCurrent ? 700 : 400}
                fill="#334155"
              >
                {week.isCurrent ? "This wk" : `W${week.isoWeek}`}
              </text>
              <text x={centre} y={PLOT_TOP + PLOT_HEIGHT + 28} textAnchor="middle" fontSize={10} fill="#475569">
                {dayMonthLabel(week.monday)}
              </text>
            </g>
          );
        })}
      </svg>
      <p className="text-xs text-slate-600">
        The team&rsquo;s trainings by week (Monday to Sunday), each counting the session it is planned with. {LOAD_RULE}
        . A week in red with &ldquo;!&rdquo; is hard: over {HARD_WEEK_RATIO}× the average of the weeks shown that have
        sessions.
      </p>
    </section>
  );
}
