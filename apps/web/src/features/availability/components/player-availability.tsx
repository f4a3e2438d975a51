import { MAX_AVAILABILITY_REASON_LENGTH, PlayerLinkTokenSchema, type PlayerPageResponse } from "@touchline/contracts";
import { useId, useState } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { cn } from "../../../lib/cn.ts";
import { useSetPageLabel } from "../../../lib/page-label.ts";
import { longDateLabel, timeRange } from "../../club-calendar/index.ts";
import { ClubBadge } from "../../clubs/index.ts";
import { useAnswerAvailability, usePlayerPage } from "../api/use-player-page.ts";

type ComingEvent = PlayerPageResponse["events"][number];

function DeadLink() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-12 text-center">
      <title>Link not valid – Touchline</title>
      <h1 className="text-2xl font-bold tracking-tight">This link does not work any more</h1>
      <p className="text-slate-700">The coach may have made a new one. Ask them for your link.</p>
      <Link to="/" className={buttonClasses({ variant: "secondary" })}>
        Go to Touchline
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
  const page = usePlayerPage(token);
  useSetPageLabel(page.data ? `${page.data.player.name}'s availability` : "Availability");
  if (page.isPending) return <PageSpinner label="Loading the team's events..." />;
  if (page.isError) {
    if (page.error instanceof ApiError && page.error.status === 404) return <DeadLink />;
    return (
      <p role="alert" className="mx-auto max-w-lg px-4 py-12 text-red-700">
        {page.error.message}
      </p>
    );
  }
  const { player, team, events } = page.data;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8">
      <title>{`${player.name} – ${team.name} – Touchline`}</title>
      <header className="flex items-center gap-4">
        <ClubBadge club={{ ...team, name: team.clubName }} size="lg" />
        <div className="min-w-0">
          <p className="text-sm font-semibold text-slate-700">
            {team.name} · {team.clubName}
          </p>
          <h1 className="break-words text-2xl font-bold tracking-tight">{player.name}</h1>
          {player.shirtNumber !== null ? (
            <p className="text-sm text-slate-700">Shirt number {player.shirtNumber}</p>
          ) : null}
        </div>
      </header>
      <p className="text-slate-700">
        Tell the coach whether {player.name} can come. You can change an answer until the event starts. Times are the
        club&apos;s local times.
      </p>
      {events.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-slate-700 ring-1 ring-slate-200">
          Nothing is planned for the coming six weeks yet.
        </p>
      ) : (
        <ul aria-label="Coming events" className="flex flex-col gap-3">
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
  const answerMutation = useAnswerAvailability(token);
  const [reason, setReason] = useState(event.answer?.reason ?? "");
  const headingId = useId();
  const reasonId = useId();
  const name = event.title || (event.kind === "training" ? "Training" : "Match");
  const answer = event.answer;
  const send = (isAvailable: boolean, withReason = "") =>
    answerMutation.mutate({
      eventId: event.eventId,
      occurrenceStart: event.occurrenceStart,
      isAvailable,
      reason: withReason,
    });
  const status =
    answer === null ? "No answer yet" : answer.isAvailable ? `${playerName} can come` : `${playerName} cannot come`;

  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <div>
        <h2 id={headingId} className="text-lg font-semibold">
          {longDateLabel(event.date)}
        </h2>
        <p className="text-slate-700">
          {name} · {timeRange(event.time, event.durationMinutes)}
          {event.place ? ` · ${event.place}` : ""}
        </p>
        {isNext ? (
          <Link to={`/player/${token}/next`} className="text-sm font-medium text-brand-700 underline">
            See the plan
          </Link>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={`Answer for ${name}`}>
        <Button
          variant={answer?.isAvailable === true ? "primary" : "secondary"}
          aria-pressed={answer?.isAvailable === true}
          disabled={answerMutation.isPending}
          onClick={() => send(true)}
        >
          Available
        </Button>
        <Button
          variant={answer?.isAvailable === false ? "primary" : "secondary"}
          aria-pressed={answer?.isAvailable === false}
          disabled={answerMutation.isPending}
          onClick={() => send(false, reason)}
        >
          Not available
        </Button>
        <p
          aria-live="polite"
          className={cn("text-sm", answer === null ? "text-slate-600" : "font-medium text-slate-800")}
        >
          {answerMutation.isPending ? "Saving…" : status}
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
              Reason (optional)
            </label>
            <input
              id={reasonId}
              value={reason}
              maxLength={MAX_AVAILABILITY_REASON_LENGTH}
              placeholder="e.g. school trip"
              onChange={(typed) => setReason(typed.target.value)}
              className="h-11 rounded-lg border border-slate-300 px-3 focus:border-brand-600 focus:outline-none"
            />
          </div>
          <Button type="submit" variant="secondary" disabled={answerMutation.isPending || reason === answer.reason}>
            Save reason
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
