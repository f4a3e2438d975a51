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
          title: "Team link made",
          description: link ? "The old link no longer works." : "Copy it to the team.",
        }),
      onError: (error) => showApiError(error, "Could not make the team link"),
    });
  const stopLink = () =>
    stop.mutate(undefined, {
      onSuccess: () => toast({ title: "Team link stopped", description: "It no longer opens the team's plan." }),
      onError: (error) => showApiError(error, "Could not stop the team link"),
    });
  const copy = async (url: string) =>
    copyWithToast(url, {
      copied: { title: "Link copied", description: "Paste it into the team's chat." },
      failed: { title: "Could not copy", description: "Select the link and copy it.", variant: "destructive" },
    });

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <h3 id={titleId} className="text-base font-semibold">
        Team link
      </h3>
      <p className="text-sm text-slate-700">
        Anyone with this link sees the team&rsquo;s next event and its drills, without an account. It shows no
        player&rsquo;s name.
      </p>
      {status.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {status.error.message}
        </p>
      ) : link ? (
        <div className="flex flex-col gap-2">
          <label htmlFor={urlId} className="text-sm font-medium text-slate-800">
            Link
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
        <p className="text-sm text-slate-700">No team link yet.</p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {link ? (
          <Button variant="secondary" onClick={() => void copy(link.url)}>
            Copy
          </Button>
        ) : null}
        {canManage ? (
          <>
            <Button variant={link ? "secondary" : "primary"} onClick={makeLink} disabled={make.isPending}>
              {link ? "Make a new link" : "Make the team link"}
            </Button>
            {link ? (
              <Button variant="secondary" onClick={stopLink} disabled={stop.isPending}>
                Stop the link
              </Button>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}
