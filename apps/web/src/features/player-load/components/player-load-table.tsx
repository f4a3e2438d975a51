import { Trans, useLingui } from "@lingui/react/macro";
import type { PlayerLoad } from "@touchline/contracts";
import { playerName } from "../../squads/index.ts";
import { LOAD_RATIO_TITLE } from "../lib/load-labels.ts";

/** A figure there is none of yet: a dash to the eye, a word to a screen reader. */
export function NoFigure() {
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="sr-only">
        <Trans context="no value in a table cell">none</Trans>
      </span>
    </>
  );
}

/** "High", in words as well as colour, beside a load ratio over the flag. */
export function HighFlag() {
  return (
    <span className="ml-2 inline-flex items-center rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900 ring-1 ring-red-300">
      <Trans context="a high load ratio">High</Trans>
    </span>
  );
}

/** A load ratio's figure: two decimals, as "1.25" in English. */
export const RATIO_FORMAT: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/** The load of the week that holds today, or 0 when the window does not reach it. */
const thisWeekLoad = (player: PlayerLoad) => player.weeks.find((week) => week.isCurrent)?.load ?? 0;

/**
 * The squad's loads, one row per player in squad order; a player's name opens their own weekly chart. The
 * table scrolls inside its box on a phone rather than widen the page.
 */
export function PlayerLoadTable({
  caption,
  players,
  selectedId,
  onSelect,
}: {
  caption: string;
  players: readonly PlayerLoad[];
  selectedId: string | null;
  onSelect(player: PlayerLoad): void;
}) {
  const { t, i18n } = useLingui();
  return (
    <div className="overflow-x-auto rounded-2xl bg-white ring-1 ring-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="w-12 px-3 py-2 font-semibold sm:w-16 sm:px-4">
              <abbr title={t`Shirt number`} className="no-underline">
                <Trans comment="short for shirt number, a table's column head">No.</Trans>
              </abbr>
            </th>
            <th scope="col" className="px-3 py-2 font-semibold sm:px-4">
              <Trans>Name</Trans>
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold sm:px-4">
              <Trans>This week</Trans>
            </th>
            <th scope="col" className="px-3 py-2 font-semibold sm:px-4">
              <span title={t(LOAD_RATIO_TITLE)} className="underline decoration-dotted underline-offset-4">
                <Trans>Load ratio (7 d : 28 d)</Trans>
              </span>
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold sm:px-4">
              <Trans>Attendance</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {players.map((player) => {
            const name = playerName(player);
            const isSelected = player.id === selectedId;
            const { percent, present, registers } = player.attendance;
            return (
              <tr key={player.id} className={isSelected ? "bg-brand-50" : undefined}>
                <td className="px-3 py-2 tabular-nums sm:px-4">{player.shirtNumber ?? ""}</td>
                <th scope="row" className="px-3 py-1 font-medium sm:px-4">
                  <button
                    type="button"
                    aria-pressed={isSelected}
                    onClick={() => onSelect(player)}
                    className="min-h-11 text-left text-brand-700 underline-offset-4 hover:underline"
                  >
                    {name}
                  </button>
                </th>
                <td className="px-3 py-2 text-right tabular-nums sm:px-4">{thisWeekLoad(player)}</td>
                <td className="whitespace-nowrap px-3 py-2 tabular-nums sm:px-4">
                  {player.ratio === null ? <NoFigure /> : i18n.number(player.ratio, RATIO_FORMAT)}
                  {player.isFlagged ? <HighFlag /> : null}
                </td>
                <td className="px-3 py-2 text-right tabular-nums sm:px-4">
                  {percent === null ? <NoFigure /> : i18n.number(percent / 100, { style: "percent" })}
                  {registers > 0 ? (
                    <span className="block text-xs text-slate-600">
                      <Trans>
                        {present} of {registers}
                      </Trans>
                    </span>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
