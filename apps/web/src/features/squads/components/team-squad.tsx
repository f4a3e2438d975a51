import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type Club, MAX_SQUAD_SIZE, type SquadPlayer, type Team } from "@touchline/contracts";
import { type ReactNode, useId, useState } from "react";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { ConfirmDelete } from "../../../components/ui/confirm-delete.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useCurrentUser } from "../../auth/index.ts";
import { usePlayerLinks } from "../api/use-player-links.ts";
import { squadCsvUrl, useRemovePlayer, useSquad } from "../api/use-squad.ts";
import { playerName } from "../lib/player-name.ts";
import { canClearSquad, canEditSquad } from "../lib/squad-access.ts";
import { ClearSquadSection } from "./clear-squad-section.tsx";
import { ImportSquadDialog } from "./import-squad-dialog.tsx";
import { PlayerDialog } from "./player-dialog.tsx";
import { SquadTable } from "./squad-table.tsx";

/**
 * A team's squad for its season: every member of the club reads it and downloads it as CSV; club admins and
 * the team's coaches add players one by one or from a spreadsheet, change and remove them; club admins may
 * delete the team's player data for the season at once.
 */
export function TeamSquad({ club, team, notFound }: { club: Club; team: Team; notFound: ReactNode }) {
  const { t } = useLingui();
  const ref = { clubId: club.id, teamId: team.id };
  const titleId = useId();
  const squad = useSquad(ref);
  const removePlayer = useRemovePlayer(ref);
  const { user } = useCurrentUser();
  const canEdit = canEditSquad(club, team, user?.id ?? null);
  const links = usePlayerLinks(ref, { enabled: canEdit });
  const [editing, setEditing] = useState<{ player: SquadPlayer | null } | null>(null);
  const [isImporting, setIsImporting] = useState(false);
  const [toRemove, setToRemove] = useState<SquadPlayer | null>(null);

  if (squad.isPending) return <PageSpinner label={t`Loading the squad…`} />;
  if (squad.isError) {
    if (squad.error instanceof ApiError && squad.error.status === 404) return <>{notFound}</>;
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
        {squad.error.message}
      </p>
    );
  }
  const { players } = squad.data;
  const isFull = players.length >= MAX_SQUAD_SIZE;
  const teamName = team.name;
  const season = team.season;
  const playerCount = players.length;

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="break-words text-2xl font-bold tracking-tight">
            <Trans>{teamName} squad</Trans>
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {t`Season ${season} · ${plural(playerCount, { one: "# player", other: "# players" })}`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {canEdit ? (
            <>
              <Button onClick={() => setEditing({ player: null })} disabled={isFull}>
                <Trans>Add player</Trans>
              </Button>
              <Button variant="secondary" onClick={() => setIsImporting(true)} disabled={isFull}>
                <Trans>Import</Trans>
              </Button>
            </>
          ) : null}
          <a href={squadCsvUrl(ref)} download className={buttonClasses({ variant: "secondary" })}>
            <Trans>Download CSV</Trans>
          </a>
        </div>
      </div>
      {canEdit && isFull ? (
        <p className="text-sm text-slate-700">
          <Trans>The squad is full ({MAX_SQUAD_SIZE} players): remove a player to add another.</Trans>
        </p>
      ) : null}
      {!canEdit ? (
        <p className="text-sm text-slate-600">
          <Trans>Only the club&rsquo;s admins and the team&rsquo;s coaches change the squad.</Trans>
        </p>
      ) : null}

      {players.length === 0 ? (
        <div className="rounded-2xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200">
          <p className="font-medium text-slate-800">
            <Trans>No players yet.</Trans>
          </p>
          <p className="mt-1">
            {canEdit ? (
              <Trans>
                Add them one by one with “Add player”, or paste the squad from a spreadsheet with “Import”. A first name
                or nickname is enough.
              </Trans>
            ) : (
              <Trans>The team&apos;s coaches add them.</Trans>
            )}
          </p>
        </div>
      ) : (
        <SquadTable
          team={ref}
          links={links.data?.links}
          caption={t`${teamName} squad, season ${season}: ${plural(playerCount, { one: "# player", other: "# players" })}`}
          players={players}
          canEdit={canEdit}
          onEdit={(player) => setEditing({ player })}
          onRemove={setToRemove}
        />
      )}

      {canClearSquad(club) && players.length > 0 ? (
        <ClearSquadSection team={ref} teamName={team.name} season={team.season} count={players.length} />
      ) : null}

      {canEdit ? (
        <>
          <PlayerDialog
            team={ref}
            player={editing?.player ?? null}
            isSquadFull={isFull}
            open={editing !== null}
            onOpenChange={(open) => (open ? undefined : setEditing(null))}
          />
          <ImportSquadDialog team={ref} teamName={team.name} open={isImporting} onOpenChange={setIsImporting} />
          <ConfirmDelete
            item={toRemove ? { id: toRemove.id, title: playerName(toRemove) } : null}
            onClose={() => setToRemove(null)}
            question={({ title: name }) => t`Remove ${name} from the squad?`}
            description={t`Their personal link, their availability answers and their attendance marks go too. This cannot be undone.`}
            confirmLabel={t`Remove player`}
            remove={(id) => removePlayer.mutateAsync(id)}
            deleted={(player) => ({ title: t`Player removed`, description: player.title })}
          />
        </>
      ) : null}
    </section>
  );
}
