import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { copyWithToast } from "../../../components/ui/copy-with-toast.ts";
import { toast } from "../../../components/ui/toast-store.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { type TeamRef, useMakeTeamLink, useStopTeamLink, useTeamLink } from "../api/use-team-link.ts";

/**
 * The team's permanent link to its next event and drills, for the team's chat. Every member sees and copies
 * it; club admins and the team's coaches (`canManage`) make it, make a new one (the old stops) or stop it.
 */
export function TeamLinkPanel({ team, canManage }: { team: TeamRef; canManage: boolean }) {
  const { t } = useLingui();
  const titleId = useId();
  const urlId = useId();
  const status = useTeamLink(team);
  const make = useMakeTeamLink(team);
  const stop = useStopTeamLink(team);
  const link = status.data?.link ?? null;

  const makeLink = () =>
    make.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: t`Team link made`,
          description: link ? t`The old link no longer works.` : t`Copy it to the team.`,
        }),
      onError: (error) => showApiError(error, t`Could not make the team link`),
    });
  const stopLink = () =>
    stop.mutate(undefined, {
      onSuccess: () => toast({ title: t`Team link stopped`, description: t`It no longer opens the team's plan.` }),
      onError: (error) => showApiError(error, t`Could not stop the team link`),
    });
  const copy = async (url: string) =>
    copyWithToast(url, {
      copied: { title: t`Link copied`, description: t`Paste it into the team's chat.` },
      failed: { title: t`Could not copy`, description: t`Select the link and copy it.`, variant: "destructive" },
    });

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <h3 id={titleId} className="text-base font-semibold">
        <Trans>Team link</Trans>
      </h3>
      <p className="text-sm text-slate-700">
        <Trans>
          Anyone with this link sees the team&rsquo;s next event and its drills, without an account. It shows no
          player&rsquo;s name.
        </Trans>
      </p>
      {status.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {status.error.message}
        </p>
      ) : link ? (
        <div className="flex flex-col gap-2">
          <label htmlFor={urlId} className="text-sm font-medium text-slate-800">
            <Trans context="a web address">Link</Trans>
          </label>
          <input
            id={urlId}
            readOnly
            value={link.url}
            onFocus={(event) => event.currentTarget.select()}
            className="h-11 w-full rounded-lg border border-slate-300 bg-slate-50 px-3 font-mono text-sm"
          />
        </div>
      ) : status.isSuccess ? (
        <p className="text-sm text-slate-700">
          <Trans>No team link yet.</Trans>
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {link ? (
          <Button variant="secondary" onClick={() => void copy(link.url)}>
            <Trans>Copy</Trans>
          </Button>
        ) : null}
        {canManage ? (
          <>
            <Button variant={link ? "secondary" : "primary"} onClick={makeLink} disabled={make.isPending}>
              {link ? <Trans>Make a new link</Trans> : <Trans>Make the team link</Trans>}
            </Button>
            {link ? (
              <Button variant="secondary" onClick={stopLink} disabled={stop.isPending}>
                <Trans>Stop the link</Trans>
              </Button>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}
