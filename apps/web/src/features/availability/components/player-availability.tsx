import { Trans, useLingui } from "@lingui/react/macro";
import { MAX_AVAILABILITY_REASON_LENGTH, PlayerLinkTokenSchema, type PlayerPageResponse } from "@touchline/contracts";
import { useId, useState } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { cn } from "../../../lib/cn.ts";
import { useSetPageLabel } from "../../../lib/page-label.ts";
import { EVENT_KIND_NAMES } from "../../club-calendar/index.ts";
import { ClubBadge } from "../../clubs/index.ts";
import { useAnswerAvailability, usePlayerPage } from "../api/use-player-page.ts";
import { formatDayLong, formatTimeRange } from "../../../lib/format-date.ts";

type ComingEvent = PlayerPageResponse["events"][number];

function DeadLink() {
  const { t } = useLingui();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-12 text-center">
      <title>{t`Link not valid – Touchline`}</title>
      <h1 className="text-2xl font-bold tracking-tight">
        <Trans>This link does not work any more</Trans>
      </h1>
      <p className="text-slate-700">
        <Trans>The coach may have made a new one. Ask them for your link.</Trans>
      </p>
      <Link to="/" className={buttonClasses({ variant: "secondary" })}>
        <Trans>Go to Touchline</Trans>
      </Link>
    </div>
  );
}

/**
 * `/player/{token}`, no account: a player or a parent says whether the player can come to each of the team's
 * coming events. The page names the player by first name and initial only.
 */
export function PlayerAvailability({ token }: { token: string }) {
  if (!PlayerLinkTokenSchema.safeParse(token).success) return <DeadLink />;
  return <ValidPlayerAvailability token={token} />;
}

function ValidPlayerAvailability({ token }: { token: string }) {
  const { t } = useLingui();
  const page = usePlayerPage(token);
  const playerName = page.data?.player.name;
  useSetPageLabel(playerName ? t`${playerName}'s availability` : t`Availability`);
  if (page.isPending) return <PageSpinner label={t`Loading the team's events...`} />;
  if (page.isError) {
    if (page.error instanceof ApiError && page.error.status === 404) return <DeadLink />;
    return (
      <p role="alert" className="mx-auto max-w-lg px-4 py-12 text-red-700">
        {page.error.message}
      </p>
    );
  }
  const { player, team, events } = page.data;
  const name = player.name;
  const teamName = team.name;
  const shirtNumber = player.shirtNumber;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8">
      <title>{t`${name} – ${teamName} – Touchline`}</title>
      <header className="flex items-center gap-4">
        <ClubBadge club={{ ...team, name: team.clubName }} size="lg" />
        <div className="min-w-0">
          <p className="text-sm font-semibold text-slate-700">
            {team.name} · {team.clubName}
          </p>
          <h1 className="break-words text-2xl font-bold tracking-tight">{player.name}</h1>
          {shirtNumber !== null ? (
            <p className="text-sm text-slate-700">
              <Trans>Shirt number {shirtNumber}</Trans>
            </p>
          ) : null}
        </div>
      </header>
      <p className="text-slate-700">
        <Trans>
          Tell the coach whether {name} can come. You can change an answer until the event starts. Times are the
          club&apos;s local times.
        </Trans>
      </p>
      {events.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-slate-700 ring-1 ring-slate-200">
          <Trans>Nothing is planned for the coming six weeks yet.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Coming events`} className="flex flex-col gap-3">
          {events.map((event, index) => (
            <li key={`${event.eventId}@${event.occurrenceStart}`}>
              <EventAnswer token={token} event={event} playerName={player.name} isNext={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function EventAnswer({
  token,
  event,
  playerName,
  isNext,
}: {
  token: string;
  event: ComingEvent;
  playerName: string;
  /** The first coming event: its plan (place, what to bring, drills) opens from here. */
  isNext: boolean;
}) {
  const { t, i18n } = useLingui();
  const answerMutation = useAnswerAvailability(token);
  const [reason, setReason] = useState(event.answer?.reason ?? "");
  const headingId = useId();
  const reasonId = useId();
  const name = event.title || t(EVENT_KIND_NAMES[event.kind]);
  const answer = event.answer;
  const send = (isAvailable: boolean, withReason = "") =>
    answerMutation.mutate({
      eventId: event.eventId,
      occurrenceStart: event.occurrenceStart,
      isAvailable,
      reason: withReason,
    });
  const status =
    answer === null ? t`No answer yet` : answer.isAvailable ? t`${playerName} can come` : t`${playerName} cannot come`;

  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <div>
        <h2 id={headingId} className="text-lg font-semibold">
          {formatDayLong(event.date, i18n.locale)}
        </h2>
        <p className="text-slate-700">
          {name} · {formatTimeRange(event.time, event.durationMinutes)}
          {event.place ? ` · ${event.place}` : ""}
        </p>
        {isNext ? (
          <Link to={`/player/${token}/next`} className="text-sm font-medium text-brand-700 underline">
            <Trans>See the plan</Trans>
          </Link>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t`Answer for ${name}`}>
        <Button
          variant={answer?.isAvailable === true ? "primary" : "secondary"}
          aria-pressed={answer?.isAvailable === true}
          disabled={answerMutation.isPending}
          onClick={() => send(true)}
        >
          <Trans>Available</Trans>
        </Button>
        <Button
          variant={answer?.isAvailable === false ? "primary" : "secondary"}
          aria-pressed={answer?.isAvailable === false}
          disabled={answerMutation.isPending}
          onClick={() => send(false, reason)}
        >
          <Trans>Not available</Trans>
        </Button>
        <p
          aria-live="polite"
          className={cn("text-sm", answer === null ? "text-slate-600" : "font-medium text-slate-800")}
        >
          {answerMutation.isPending ? t`Saving…` : status}
        </p>
      </div>
      {answer?.isAvailable === false ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(submitted) => {
            submitted.preventDefault();
            send(false, reason);
          }}
        >
          <div className="flex min-w-48 flex-1 flex-col gap-1">
            <label htmlFor={reasonId} className="text-sm font-medium">
              <Trans>Reason (optional)</Trans>
            </label>
            <input
              id={reasonId}
              value={reason}
              maxLength={MAX_AVAILABILITY_REASON_LENGTH}
              placeholder={t`e.g. school trip`}
              onChange={(typed) => setReason(typed.target.value)}
              className="h-11 rounded-lg border border-slate-300 px-3 focus:border-brand-600 focus:outline-none"
            />
          </div>
          <Button type="submit" variant="secondary" disabled={answerMutation.isPending || reason === answer.reason}>
            <Trans>Save reason</Trans>
          </Button>
        </form>
      ) : null}
      {answerMutation.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {answerMutation.error.message}
        </p>
      ) : null}
    </article>
  );
}
