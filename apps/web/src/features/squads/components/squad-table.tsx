import { Trans, useLingui } from "@lingui/react/macro";
import type { PlayerLink, SquadPlayer } from "@touchline/contracts";
import { Button } from "../../../components/ui/button.tsx";
import type { TeamRef } from "../api/use-squad.ts";
import { playerName } from "../lib/player-name.ts";
import { POSITION_NAMES } from "../lib/position-names.ts";
import { PlayerLinkCell } from "./player-link-cell.tsx";

/** A missing value: a dash to the eye, a word to a screen reader. */
function Missing() {
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="sr-only">
        <Trans context="no value in a table cell">none</Trans>
      </span>
    </>
  );
}

/**
 * The squad in the server's order. On a phone the position and birth year move under the name, so the
 * table keeps to the width of the screen; it still scrolls within its box rather than widen the page.
 */
export function SquadTable({
  team,
  caption,
  players,
  canEdit,
  links,
  onEdit,
  onRemove,
}: {
  team: TeamRef;
  caption: string;
  players: readonly SquadPlayer[];
  canEdit: boolean;
  /** The players' personal links, for those who manage them (undefined while loading or for readers). */
  links: readonly PlayerLink[] | undefined;
  onEdit(player: SquadPlayer): void;
  onRemove(player: SquadPlayer): void;
}) {
  const { t } = useLingui();
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
            <th scope="col" className="px-3 py-2 font-semibold max-sm:hidden sm:px-4">
              <Trans>Position</Trans>
            </th>
            <th scope="col" className="px-3 py-2 font-semibold max-sm:hidden sm:px-4">
              <Trans>Birth year</Trans>
            </th>
            {canEdit ? (
              <>
                <th scope="col" className="px-3 py-2 font-semibold sm:px-4">
                  <Trans>Personal link</Trans>
                </th>
                <th scope="col" className="px-3 py-2 sm:px-4">
                  <span className="sr-only">
                    <Trans>Actions</Trans>
                  </span>
                </th>
              </>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {players.map((player) => {
            const name = playerName(player);
            const position = player.position ? t(POSITION_NAMES[player.position]) : null;
            const phoneDetails = [position, player.birthYear].filter((part) => part !== null).join(" · ");
            return (
              <tr key={player.id}>
                <td className="px-3 py-2 text-base font-semibold tabular-nums sm:px-4">
                  {player.shirtNumber ?? <Missing />}
                </td>
                <th scope="row" className="min-w-0 px-3 py-2 font-medium text-slate-900 sm:px-4">
                  <span className="break-words">{name}</span>
                  {phoneDetails ? (
                    <span className="block text-xs font-normal text-slate-600 sm:hidden">{phoneDetails}</span>
                  ) : null}
                </th>
                <td className="px-3 py-2 max-sm:hidden sm:px-4">{position ?? <Missing />}</td>
                <td className="px-3 py-2 tabular-nums max-sm:hidden sm:px-4">{player.birthYear ?? <Missing />}</td>
                {canEdit ? (
                  <td className="px-2 py-1.5 sm:px-4">
                    {links ? (
                      <PlayerLinkCell
                        team={team}
                        playerId={player.id}
                        name={name}
                        link={links.find((link) => link.playerId === player.id)}
                      />
                    ) : null}
                  </td>
                ) : null}
                {canEdit ? (
                  <td className="px-2 py-1.5 sm:px-4">
                    {/* Stacked on a phone, so the row keeps to the screen's width. */}
                    <div className="flex justify-end gap-1 max-sm:flex-col max-sm:items-end">
                      <Button variant="ghost" size="sm" aria-label={t`Edit ${name}`} onClick={() => onEdit(player)}>
                        <Trans>Edit</Trans>
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-red-700"
                        aria-label={t`Remove ${name}`}
                        onClick={() => onRemove(player)}
                      >
                        <Trans>Remove</Trans>
                      </Button>
                    </div>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
