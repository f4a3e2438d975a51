import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { type TeamRef, useClearSquad } from "../api/use-squad.ts";

const ConfirmDialog = lazy(() => import("../../../components/ui/confirm-dialog.tsx"));

/**
 * A club admin deletes a team's player data for its season at once (the privacy promise of the squads):
 * every player with their personal links, availability answers and attendance marks. The confirmation
 * names the team and the season, so the wrong team's season is not deleted by a slip.
 */
export function ClearSquadSection({
  team,
  teamName,
  season,
  count,
}: {
  team: TeamRef;
  teamName: string;
  season: string;
  /** How many players the squad holds now. */
  count: number;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const clear = useClearSquad(team);
  const [isConfirming, setIsConfirming] = useState(false);

  const clearSquad = async () => {
    setIsConfirming(false);
    try {
      const { deleted } = await clear.mutateAsync();
      toast({
        title: t`Player data deleted`,
        description: t`${plural(deleted, { one: "# player", other: "# players" })} of ${teamName}, season ${season}.`,
      });
    } catch (error) {
      showApiError(error, t`Could not delete the player data`, { fallback: t`Please try again.` });
    }
  };

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-2xl bg-white p-6 ring-1 ring-red-200">
      <h3 id={titleId} className="text-lg font-semibold text-red-800">
        <Trans>Delete player data for the season</Trans>
      </h3>
      <p className="text-sm text-slate-700">
        <Trans>
          Deletes every player of {teamName} for the season {season}, with their personal links, availability answers
          and attendance marks. Download the CSV first to keep the names. This cannot be undone.
        </Trans>
      </p>
      <Button variant="danger" className="self-start" disabled={clear.isPending} onClick={() => setIsConfirming(true)}>
        {clear.isPending ? <Trans>Deleting…</Trans> : <Trans>Delete player data</Trans>}
      </Button>
      {isConfirming ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={setIsConfirming}
            title={t`Delete the player data of ${teamName} for the season ${season}?`}
            description={t`${plural(count, { one: "# player", other: "# players" })}, their personal links, availability answers and attendance marks are deleted for everyone in the club. This cannot be undone.`}
            confirmLabel={t`Delete ${plural(count, { one: "# player", other: "# players" })}`}
            isDestructive
            onConfirm={() => void clearSquad()}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
