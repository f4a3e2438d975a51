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
      onError: (error) => showApiError(error, "Could not make the feed address"),
    });
  const stopFeed = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setAddress(null);
        toast({ title: "Feed stopped", description: "Calendars subscribed to it stop updating." });
      },
      onError: (error) => showApiError(error, "Could not stop the feed"),
    });
  const copy = async () => {
    if (!address) return;
    await copyWithToast(address.url, {
      copied: { title: "Address copied", description: "Paste it into your calendar app." },
      failed: { title: "Could not copy", description: "Select the address and copy it.", variant: "destructive" },
    });
  };

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <h3 id={titleId} className="text-base font-semibold">
        Calendar feed
      </h3>
      <p className="text-sm text-slate-700">
        Players&rsquo; families and staff can follow {teamName}&rsquo;s calendar in their own calendar app, in the
        club&rsquo;s local times. Anyone with the address can read it: share it with the team only.
      </p>
      {address ? (
        <div className="flex flex-col gap-2">
          <label htmlFor={urlId} className="text-sm font-medium text-slate-800">
            Feed address (shown only now)
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
              Copy address
            </Button>
            <a href={address.webcalUrl} className={buttonClasses({ variant: "secondary" })}>
              Open in calendar app
            </a>
          </div>
        </div>
      ) : isActive ? (
        <p className="text-sm text-slate-700">
          A feed address is live. It was shown when it was made; to see one again, make a new address (the old one stops
          working).
        </p>
      ) : status.isSuccess ? (
        <p className="text-sm text-slate-700">No feed yet.</p>
      ) : null}
      <p className="text-xs text-slate-600">
        Google Calendar: Other calendars, +, From URL. Apple Calendar: File, New Calendar Subscription. Outlook: Add
        calendar, Subscribe from web. Paste the address; the app checks it for changes every few hours.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={makeAddress} disabled={create.isPending}>
          {isActive ? "Make a new address" : "Make a feed address"}
        </Button>
        {isActive ? (
          <Button variant="secondary" onClick={stopFeed} disabled={revoke.isPending}>
            Stop the feed
          </Button>
        ) : null}
      </div>
    </section>
  );
}
