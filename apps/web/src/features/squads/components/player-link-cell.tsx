import type { PlayerLink } from "@touchline/contracts";
import { Button } from "../../../components/ui/button.tsx";
import { copyWithToast } from "../../../components/ui/copy-with-toast.ts";
import { toast } from "../../../components/ui/toast-store.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { type TeamRef } from "../api/use-squad.ts";
import { useCreatePlayerLink, useRevokePlayerLink } from "../api/use-player-links.ts";

const openedLabel = (lastOpenedAt: string | null) =>
  lastOpenedAt === null
    ? "Not opened yet"
    : `Opened ${new Date(lastOpenedAt).toLocaleDateString(undefined, { day: "numeric", month: "short" })}`;

const copyLink = (url: string, name: string) =>
  copyWithToast(url, {
    copied: { title: "Link copied", description: `Send it to ${name} or a parent: it opens their availability.` },
    failed: { title: "Could not copy", description: url },
  });

/**
 * A player's personal link, for those who manage the squad: make it, copy it to send, see whether it was
 * opened, or stop it (a new one can be made after).
 */
export function PlayerLinkCell({
  team,
  playerId,
  name,
  link,
}: {
  team: TeamRef;
  playerId: string;
  name: string;
  link: PlayerLink | undefined;
}) {
  const create = useCreatePlayerLink(team);
  const revoke = useRevokePlayerLink(team);
  const isBusy = create.isPending || revoke.isPending;
  if (!link) {
    return (
      <Button
        variant="secondary"
        size="sm"
        className="whitespace-nowrap"
        aria-label={`Make a link for ${name}`}
        disabled={isBusy}
        onClick={() =>
          create.mutate(playerId, {
            onSuccess: ({ link: made }) => void copyLink(made.url, name),
            onError: (error) => showApiError(error, "Could not make the link"),
          })
        }
      >
        Make link
      </Button>
    );
  }
  return (
    <div className="flex flex-col items-start gap-1">
      <div className="flex gap-1 whitespace-nowrap max-sm:flex-col max-sm:items-start">
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Copy ${name}'s link`}
          onClick={() => void copyLink(link.url, name)}
        >
          Copy link
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Stop ${name}'s link`}
          disabled={isBusy}
          onClick={() =>
            revoke.mutate(playerId, {
              onSuccess: () => toast({ title: "Link stopped", description: `${name}'s link no longer opens.` }),
              onError: (error) => showApiError(error, "Could not stop the link"),
            })
          }
        >
          Stop
        </Button>
      </div>
      <span className="text-xs whitespace-nowrap text-slate-600">{openedLabel(link.lastOpenedAt)}</span>
    </div>
  );
}
