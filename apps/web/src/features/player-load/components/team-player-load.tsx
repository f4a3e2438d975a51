import type { Club, PlayerLoad, PlayerWeekLoad, Team, TeamPlayerLoadWeek } from "@touchline/contracts";
import { type ReactNode, useId, useState } from "react";
import { buttonClasses, Button } from "../../../components/ui/button.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { playerName } from "../../squads/index.ts";
import { playerLoadCsvUrl, usePlayerLoad } from "../api/use-player-load.ts";
import { dayMonthLabel, deviceToday, LOAD_RATIO_TITLE, longDayLabel, seasonWindow } from "../lib/load-labels.ts";
import { LoadWeeksChart } from "./load-weeks-chart.tsx";
import { HighFlag, NoFigure, PlayerLoadTable } from "./player-load-table.tsx";

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

const weekName = (week: { isoWeek: number; monday: string; isCurrent: boolean }) =>
  `Week ${week.isoWeek} (from ${dayMonthLabel(week.monday)})${week.isCurrent ? ", this week" : ""}`;

const hard = (week: { isHard: boolean }) => (week.isHard ? ", a high load ratio" : "");

function describeTeamWeek(week: TeamPlayerLoadWeek): string {
  if (week.registers === 0) return `${weekName(week)}: no registers`;
  return `${weekName(week)}: average load ${week.load} per player from ${plural(week.registers, "register")}${hard(week)}`;
}

function describePlayerWeek(week: PlayerWeekLoad): string {
  if (week.attended === 0) return `${weekName(week)}: nothing attended`;
  return `${weekName(week)}: load ${week.load} from ${plural(week.attended, "event")} attended${hard(week)}`;
}

/** The load ratio (7 d : 28 d) as a line of figures, with "High" in words when it is flagged. */
function RatioLine({
  ratio,
  isFlagged,
  acute,
  chronic,
}: Pick<PlayerLoad, "ratio" | "isFlagged" | "acute" | "chronic">) {
  return (
    <p className="text-sm text-slate-700">
      <span title={LOAD_RATIO_TITLE} className="underline decoration-dotted underline-offset-4">
        Load ratio (7 d : 28 d)
      </span>
      : <span className="font-semibold tabular-nums">{ratio === null ? <NoFigure /> : ratio.toFixed(2)}</span>
      {isFlagged ? <HighFlag /> : null}
      <span className="block text-xs text-slate-600 sm:inline sm:ml-2">
        Last 7 days {acute} · average week of the last 28 days {chronic}
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
  const ref = { clubId: club.id, teamId: team.id };
  const titleId = useId();
  const [today] = useState(deviceToday);
  const { from, to } = seasonWindow(club.seasonStartsOn, today);
  const load = usePlayerLoad(ref, from, to);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  if (load.isPending) return <PageSpinner label="Loading the players' loads…" />;
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

  return (
    <section aria-labelledby={titleId} className="flex min-w-0 flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="break-words text-2xl font-bold tracking-tight">
            {team.name} load
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Since {longDayLabel(seasonFrom)} · {plural(teamLoad.registers, "register")} taken
          </p>
        </div>
        {hasRegisters ? (
          <a href={playerLoadCsvUrl(ref, from, to)} download className={buttonClasses({ variant: "secondary" })}>
            Download CSV
          </a>
        ) : null}
      </div>

      {!hasRegisters ? (
        <div className="rounded-2xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200">
          <p className="font-medium text-slate-800">Loads appear once registers are taken on the pitch.</p>
        </div>
      ) : (
        <>
          <div className="flex flex-col gap-2">
            <LoadWeeksChart
              title="Team weekly load (average per player)"
              weeks={teamLoad.weeks}
              describeWeek={describeTeamWeek}
              note="Each week's load of the squad divided by its number of players."
            />
            <RatioLine {...teamLoad} />
          </div>

          <PlayerLoadTable
            caption={`${team.name} players' loads: this week, load ratio (7 d : 28 d) and attendance since ${longDayLabel(seasonFrom)}`}
            players={players}
            selectedId={selectedId}
            onSelect={(player) => setSelectedId(player.id === selectedId ? null : player.id)}
          />
          <p className="text-sm text-slate-600">Choose a player&rsquo;s name to see their weekly load.</p>

          {selected ? (
            <div className="flex flex-col gap-2">
              <LoadWeeksChart
                title={`${playerName(selected)}'s weekly load`}
                weeks={selected.weeks}
                describeWeek={describePlayerWeek}
                note="The load of the events the player was marked present at."
              />
              <RatioLine {...selected} />
              <div>
                <Button variant="secondary" size="sm" onClick={() => setSelectedId(null)}>
                  Close {playerName(selected)}&rsquo;s chart
                </Button>
              </div>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
