import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { PlayerLink } from "@touchline/contracts";
import { Button } from "../../../components/ui/button.tsx";
import { copyWithToast } from "../../../components/ui/copy-with-toast.ts";
import { toast } from "../../../components/ui/toast-store.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { type TeamRef } from "../api/use-squad.ts";
import { useCreatePlayerLink, useRevokePlayerLink } from "../api/use-player-links.ts";

/** "Opened 9 Mar", in the reader's language, or "Not opened yet". */
function openedLabel(i18n: I18n, lastOpenedAt: string | null): string {
  if (lastOpenedAt === null) return i18n._(msg`Not opened yet`);
  const date = i18n.date(lastOpenedAt, { day: "numeric", month: "short" });
  return i18n._(msg`Opened ${date}`);
}

const copyLink = (i18n: I18n, url: string, name: string) =>
  copyWithToast(url, {
    copied: {
      title: i18n._(msg`Link copied`),
      description: i18n._(msg`Send it to ${name} or a parent: it opens their availability.`),
    },
    failed: { title: i18n._(msg`Could not copy`), description: url },
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
  const { t, i18n } = useLingui();
  const create = useCreatePlayerLink(team);
  const revoke = useRevokePlayerLink(team);
  const isBusy = create.isPending || revoke.isPending;
  if (!link) {
    return (
      <Button
        variant="secondary"
        size="sm"
        className="whitespace-nowrap"
        aria-label={t`Make a link for ${name}`}
        disabled={isBusy}
        onClick={() =>
          create.mutate(playerId, {
            onSuccess: ({ link: made }) => void copyLink(i18n, made.url, name),
            onError: (error) => showApiError(error, t`Could not make the link`),
          })
        }
      >
        <Trans>Make link</Trans>
      </Button>
    );
  }
  return (
    <div className="flex flex-col items-start gap-1">
      <div className="flex gap-1 whitespace-nowrap max-sm:flex-col max-sm:items-start">
        <Button
          variant="secondary"
          size="sm"
          aria-label={t`Copy ${name}'s link`}
          onClick={() => void copyLink(i18n, link.url, name)}
        >
          <Trans>Copy link</Trans>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t`Stop ${name}'s link`}
          disabled={isBusy}
          onClick={() =>
            revoke.mutate(playerId, {
              onSuccess: () => toast({ title: t`Link stopped`, description: t`${name}'s link no longer opens.` }),
              onError: (error) => showApiError(error, t`Could not stop the link`),
            })
          }
        >
          <Trans context="stop a player's link">Stop</Trans>
        </Button>
      </div>
      <span className="text-xs whitespace-nowrap text-slate-600">{openedLabel(i18n, link.lastOpenedAt)}</span>
    </div>
  );
}
