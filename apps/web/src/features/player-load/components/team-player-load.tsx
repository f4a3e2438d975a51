import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Club, PlayerLoad, PlayerWeekLoad, Team, TeamPlayerLoadWeek } from "@touchline/contracts";
import { type ReactNode, useId, useState } from "react";
import { buttonClasses, Button } from "../../../components/ui/button.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { playerName } from "../../squads/index.ts";
import { playerLoadCsvUrl, usePlayerLoad } from "../api/use-player-load.ts";
import { dayMonthLabel, deviceToday, LOAD_RATIO_TITLE, longDayLabel, seasonWindow } from "../lib/load-labels.ts";
import { LoadWeeksChart } from "./load-weeks-chart.tsx";
import { HighFlag, NoFigure, PlayerLoadTable, RATIO_FORMAT } from "./player-load-table.tsx";

/** "Week 41 (from 6 Oct), this week": a week's name in a chart's description. */
function weekName(i18n: I18n, { isoWeek, monday, isCurrent }: { isoWeek: number; monday: string; isCurrent: boolean }) {
  const from = dayMonthLabel(monday, i18n.locale);
  return isCurrent
    ? i18n._(msg`Week ${isoWeek} (from ${from}), this week`)
    : i18n._(msg`Week ${isoWeek} (from ${from})`);
}

const hard = (i18n: I18n, week: { isHard: boolean }) => (week.isHard ? i18n._(msg`, a high load ratio`) : "");

function describeTeamWeek(i18n: I18n, week: TeamPlayerLoadWeek): string {
  const name = weekName(i18n, week);
  if (week.registers === 0) return i18n._(msg`${name}: no registers`);
  const { load, registers } = week;
  const figures = i18n._(
    msg`${name}: average load ${load} per player from ${plural(registers, { one: "# register", other: "# registers" })}`,
  );
  return `${figures}${hard(i18n, week)}`;
}

function describePlayerWeek(i18n: I18n, week: PlayerWeekLoad): string {
  const name = weekName(i18n, week);
  if (week.attended === 0) return i18n._(msg`${name}: nothing attended`);
  const { load, attended } = week;
  const figures = i18n._(
    msg`${name}: load ${load} from ${plural(attended, { one: "# event attended", other: "# events attended" })}`,
  );
  return `${figures}${hard(i18n, week)}`;
}

/** The load ratio (7 d : 28 d) as a line of figures, with "High" in words when it is flagged. */
function RatioLine({
  ratio,
  isFlagged,
  acute,
  chronic,
}: Pick<PlayerLoad, "ratio" | "isFlagged" | "acute" | "chronic">) {
  const { t, i18n } = useLingui();
  return (
    <p className="text-sm text-slate-700">
      <Trans>
        <span title={t(LOAD_RATIO_TITLE)} className="underline decoration-dotted underline-offset-4">
          Load ratio (7 d : 28 d)
        </span>
        :
      </Trans>{" "}
      <span className="font-semibold tabular-nums">
        {ratio === null ? <NoFigure /> : i18n.number(ratio, RATIO_FORMAT)}
      </span>
      {isFlagged ? <HighFlag /> : null}
      <span className="block text-xs text-slate-600 sm:inline sm:ml-2">
        <Trans>
          Last 7 days {acute} · average week of the last 28 days {chronic}
        </Trans>
      </span>
    </p>
  );
}

/**
 * A team's "Load" section: the team's weekly load (the average per squad player) over the season so far, a
 * table of the players with this week's load, their load ratio (7 d : 28 d) and attendance, and the weekly
 * chart of the player a coach picks. Everything comes from the registers taken on the pitch.
 */
export function TeamPlayerLoad({ club, team, notFound }: { club: Club; team: Team; notFound: ReactNode }) {
  const { t, i18n } = useLingui();
  const ref = { clubId: club.id, teamId: team.id };
  const titleId = useId();
  const [today] = useState(deviceToday);
  const { from, to } = seasonWindow(club.seasonStartsOn, today);
  const load = usePlayerLoad(ref, from, to);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  if (load.isPending) return <PageSpinner label={t`Loading the players' loads…`} />;
  if (load.isError) {
    if (load.error instanceof ApiError && load.error.status === 404) return <>{notFound}</>;
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
        {load.error.message}
      </p>
    );
  }
  const { team: teamLoad, players, seasonFrom } = load.data;
  const hasRegisters = teamLoad.registers > 0 || teamLoad.weeks.some((week) => week.registers > 0);
  const selected = players.find((player) => player.id === selectedId) ?? null;
  const teamName = team.name;
  const since = longDayLabel(seasonFrom, i18n.locale);
  const registers = teamLoad.registers;
  const selectedName = selected ? playerName(selected) : "";

  return (
    <section aria-labelledby={titleId} className="flex min-w-0 flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="break-words text-2xl font-bold tracking-tight">
            <Trans>{teamName} load</Trans>
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {t`Since ${since} · ${plural(registers, { one: "# register taken", other: "# registers taken" })}`}
          </p>
        </div>
        {hasRegisters ? (
          <a href={playerLoadCsvUrl(ref, from, to)} download className={buttonClasses({ variant: "secondary" })}>
            <Trans>Download CSV</Trans>
          </a>
        ) : null}
      </div>

      {!hasRegisters ? (
        <div className="rounded-2xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200">
          <p className="font-medium text-slate-800">
            <Trans>Loads appear once registers are taken on the pitch.</Trans>
          </p>
        </div>
      ) : (
        <>
          <div className="flex flex-col gap-2">
            <LoadWeeksChart
              title={t`Team weekly load (average per player)`}
              weeks={teamLoad.weeks}
              describeWeek={(week) => describeTeamWeek(i18n, week)}
              note={t`Each week's load of the squad divided by its number of players.`}
            />
            <RatioLine {...teamLoad} />
          </div>

          <PlayerLoadTable
            caption={t`${teamName} players' loads: this week, load ratio (7 d : 28 d) and attendance since ${since}`}
            players={players}
            selectedId={selectedId}
            onSelect={(player) => setSelectedId(player.id === selectedId ? null : player.id)}
          />
          <p className="text-sm text-slate-600">
            <Trans>Choose a player&rsquo;s name to see their weekly load.</Trans>
          </p>

          {selected ? (
            <div className="flex flex-col gap-2">
              <LoadWeeksChart
                title={t`${selectedName}'s weekly load`}
                weeks={selected.weeks}
                describeWeek={(week) => describePlayerWeek(i18n, week)}
                note={t`The load of the events the player was marked present at.`}
              />
              <RatioLine {...selected} />
              <div>
                <Button variant="secondary" size="sm" onClick={() => setSelectedId(null)}>
                  <Trans>Close {selectedName}&rsquo;s chart</Trans>
                </Button>
              </div>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
