import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { copyWithToast } from "../../../components/ui/copy-with-toast.ts";
import { toast } from "../../../components/ui/toast-store.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { type TeamRef, useCalendarFeed, useCreateFeed, useRevokeFeed } from "../api/use-club-calendar.ts";

/**
 * The team's iCalendar feed: a secret address that Google, Apple and Outlook calendars subscribe to. The
 * address is shown once, when made (the server keeps only a hash of it); making a new one stops the old.
 */
export function FeedPanel({ team, teamName }: { team: TeamRef; teamName: string }) {
  const { t } = useLingui();
  const titleId = useId();
  const urlId = useId();
  const status = useCalendarFeed(team);
  const create = useCreateFeed(team);
  const revoke = useRevokeFeed(team);
  const [address, setAddress] = useState<{ url: string; webcalUrl: string } | null>(null);
  const isActive = status.data?.feed.isActive ?? false;

  const makeAddress = () =>
    create.mutate(undefined, {
      onSuccess: ({ url, webcalUrl }) => setAddress({ url, webcalUrl }),
      onError: (error) => showApiError(error, t`Could not make the feed address`),
    });
  const stopFeed = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setAddress(null);
        toast({ title: t`Feed stopped`, description: t`Calendars subscribed to it stop updating.` });
      },
      onError: (error) => showApiError(error, t`Could not stop the feed`),
    });
  const copy = async () => {
    if (!address) return;
    await copyWithToast(address.url, {
      copied: { title: t`Address copied`, description: t`Paste it into your calendar app.` },
      failed: { title: t`Could not copy`, description: t`Select the address and copy it.`, variant: "destructive" },
    });
  };

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <h3 id={titleId} className="text-base font-semibold">
        <Trans>Calendar feed</Trans>
      </h3>
      <p className="text-sm text-slate-700">
        <Trans>
          Players&rsquo; families and staff can follow {teamName}&rsquo;s calendar in their own calendar app, in the
          club&rsquo;s local times. Anyone with the address can read it: share it with the team only.
        </Trans>
      </p>
      {address ? (
        <div className="flex flex-col gap-2">
          <label htmlFor={urlId} className="text-sm font-medium text-slate-800">
            <Trans>Feed address (shown only now)</Trans>
          </label>
          <input
            id={urlId}
            readOnly
            value={address.url}
            onFocus={(event) => event.currentTarget.select()}
            className="h-11 w-full rounded-lg border border-slate-300 bg-slate-50 px-3 font-mono text-sm"
          />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={copy}>
              <Trans>Copy address</Trans>
            </Button>
            <a href={address.webcalUrl} className={buttonClasses({ variant: "secondary" })}>
              <Trans>Open in calendar app</Trans>
            </a>
          </div>
        </div>
      ) : isActive ? (
        <p className="text-sm text-slate-700">
          <Trans>
            A feed address is live. It was shown when it was made; to see one again, make a new address (the old one
            stops working).
          </Trans>
        </p>
      ) : status.isSuccess ? (
        <p className="text-sm text-slate-700">
          <Trans>No feed yet.</Trans>
        </p>
      ) : null}
      <p className="text-xs text-slate-600">
        <Trans>
          Google Calendar: Other calendars, +, From URL. Apple Calendar: File, New Calendar Subscription. Outlook: Add
          calendar, Subscribe from web. Paste the address; the app checks it for changes every few hours.
        </Trans>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={makeAddress} disabled={create.isPending}>
          {isActive ? <Trans>Make a new address</Trans> : <Trans>Make a feed address</Trans>}
        </Button>
        {isActive ? (
          <Button variant="secondary" onClick={stopFeed} disabled={revoke.isPending}>
            <Trans>Stop the feed</Trans>
          </Button>
        ) : null}
      </div>
    </section>
  );
}
