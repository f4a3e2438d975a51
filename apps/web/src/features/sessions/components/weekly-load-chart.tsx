import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { HARD_WEEK_RATIO, type MySessionSummary, type WeekLoad, weeklyLoad } from "@touchline/contracts";
import { useId } from "react";
import { formatTrainingDate, loadRule } from "../lib/labels.ts";

const WEEK_WIDTH = 48;
const BAR_WIDTH = 28;
const PLOT_TOP = 22;
const PLOT_HEIGHT = 96;
const LABELS_HEIGHT = 34;

/** Today on the coach's own calendar, as a session's date is written ("2026-11-24"). */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** "23 Nov", a week's Monday in the reader's language. */
const shortDate = (i18n: I18n, isoDate: string) =>
  formatTrainingDate(i18n, isoDate, { day: "numeric", month: "short" });

/** One week as a sentence for screen readers: "Week 48 (from 23 Nov), this week: load 150 from 2 sessions, a hard week". */
function describeWeek(i18n: I18n, week: WeekLoad): string {
  const { isoWeek, sessions } = week;
  const monday = shortDate(i18n, week.monday);
  const name = week.isCurrent
    ? i18n._(msg`Week ${isoWeek} (from ${monday}), this week`)
    : i18n._(msg`Week ${isoWeek} (from ${monday})`);
  if (sessions === 0) return i18n._(msg`${name}: no sessions`);
  const load = i18n.number(week.load);
  const figures = i18n._(
    msg`${name}: load ${load} from ${plural(sessions, { one: "# session", other: "# sessions" })}`,
  );
  return `${figures}${week.isHard ? i18n._(msg`, a hard week`) : ""}`;
}

/**
 * The load of the coach's dated sessions per ISO week, from four weeks back to four ahead, so a hard
 * week coming shows before it arrives. A hard week's bar is red and labelled; the SVG's description
 * reads every week's figure.
 */
export function WeeklyLoadChart({
  sessions,
  today = localToday(),
}: {
  sessions: readonly MySessionSummary[];
  today?: string;
}) {
  const { t, i18n } = useLingui();
  const weeks = weeklyLoad(sessions, today);
  const titleId = useId();
  const rule = loadRule(i18n);
  const ratio = i18n.number(HARD_WEEK_RATIO);
  const hasDatedSessions = weeks.some((week) => week.sessions > 0);
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <h2 id={titleId} className="text-base font-semibold">
        <Trans>Weekly load</Trans>
      </h2>
      <WeeklyLoadBars
        weeks={weeks}
        titleId={titleId}
        description={
          hasDatedSessions
            ? weeks.map((week) => describeWeek(i18n, week)).join("; ")
            : t`No dated sessions in the four weeks before or after this one.`
        }
      />
      <p className="text-xs text-slate-600">
        <Trans>
          Sessions with a training date, by week (Monday to Sunday). {rule}. A week in red with “!” is hard: over{" "}
          {ratio}× the average of the weeks shown that have sessions.
        </Trans>
      </p>
    </section>
  );
}

/** A week's bar as both load charts draw it: its load, whether it is hard, and whether it is this week. */
export type LoadBarWeek = Pick<WeekLoad, "monday" | "isoWeek" | "load" | "isHard" | "isCurrent">;

/**
 * The bars of a weekly load chart (My Sessions', a team calendar's and the players' loads): one per week, a
 * hard week's red and labelled with "!", this week shaded; `description` is what a screen reader hears for
 * the whole chart. A few weeks fit the width they are given; a season's (`isWide`) keep their size and
 * scroll sideways in the box around them, so each week's label stays readable on a phone.
 */
export function WeeklyLoadBars({
  weeks,
  titleId,
  description,
  isWide = false,
}: {
  weeks: readonly LoadBarWeek[];
  titleId: string;
  description: string;
  isWide?: boolean;
}) {
  const { t, i18n } = useLingui();
  const descId = useId();
  const max = Math.max(1, ...weeks.map((week) => week.load));
  const width = Math.max(1, weeks.length) * WEEK_WIDTH;
  const weekLabel = (isoWeek: number) =>
    t({ message: `W${isoWeek}`, comment: "Short for week 48 (ISO week number), under its bar in a load chart" });
  const height = PLOT_TOP + PLOT_HEIGHT + LABELS_HEIGHT;
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
      viewBox={`0 0 ${width} ${height}`}
      {...(isWide ? { width, height } : {})}
      className={isWide ? "max-w-none shrink-0" : "h-auto w-full max-w-xl"}
    >
      <desc id={descId}>{description}</desc>
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
                  {week.isHard ? `${i18n.number(week.load)}!` : i18n.number(week.load)}
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
              {week.isCurrent
                ? t({ message: "This wk", comment: "Short for this week, under its bar in a load chart" })
                : weekLabel(week.isoWeek)}
            </text>
            <text x={centre} y={PLOT_TOP + PLOT_HEIGHT + 28} textAnchor="middle" fontSize={10} fill="#475569">
              {shortDate(i18n, week.monday)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
