import { plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { type CalendarOccurrence, publicPlayerName } from "@touchline/contracts";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { copyWithToast } from "../../../components/ui/copy-with-toast.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { useCreatePlayerLink, usePlayerLinks } from "../../squads/index.ts";
import { type TeamRef, useOccurrenceRegister } from "../api/use-club-calendar.ts";
import { availabilityLabel } from "../lib/availability-label.ts";
import { formatDayLong, formatTimeRange } from "../../../lib/format-date.ts";

type Register = NonNullable<ReturnType<typeof useOccurrenceRegister>["data"]>;

/**
 * Who can come to one occurrence: the counts, each player's answer and reason, and, for those who manage
 * the players' links, a reminder to copy into the team's chat with the link of each player who has not
 * answered (links are made for players who have none yet).
 */
export function OccurrenceAvailability({
  team,
  occurrence,
  canEdit,
}: {
  team: TeamRef;
  occurrence: CalendarOccurrence;
  canEdit: boolean;
}) {
  const { t } = useLingui();
  const register = useOccurrenceRegister(team, occurrence);
  const headingId = useId();
  if (register.isPending) {
    return (
      <p className="text-sm text-slate-600">
        <Trans>Loading who can come…</Trans>
      </p>
    );
  }
  if (register.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {register.error.message}
      </p>
    );
  }
  const { counts, seenBy, players } = register.data;
  if (players.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        <Trans>Add the team&apos;s squad to see who can come.</Trans>
      </p>
    );
  }
  const answers = availabilityLabel(counts);
  const squadSize = players.length;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3">
      <h3 id={headingId} className="text-sm font-semibold text-slate-800">
        <Trans>Availability: {answers}</Trans>
      </h3>
      <p className="text-sm text-slate-700" title={t`Players whose personal link opened this event's plan`}>
        <Trans>
          Seen by {seenBy} of {squadSize}
        </Trans>
      </p>
      <ul className="flex flex-col divide-y divide-slate-200 text-sm">
        {players.map((player) => {
          const reason = player.answer?.reason;
          return (
            <li key={player.playerId} className="flex flex-wrap items-baseline justify-between gap-x-3 py-1">
              <span>
                {player.shirtNumber !== null ? (
                  <span className="tabular-nums text-slate-600">{player.shirtNumber} </span>
                ) : null}
                {player.firstName} {player.lastName}
              </span>
              <span className={player.answer === null ? "text-slate-600" : "font-medium text-slate-800"}>
                {player.answer === null ? (
                  <Trans>No answer</Trans>
                ) : player.answer.isAvailable ? (
                  <Trans>Available</Trans>
                ) : player.answer.reason ? (
                  <Trans>Not available: {reason}</Trans>
                ) : (
                  <Trans>Not available</Trans>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      {canEdit && counts.noAnswer > 0 ? (
        <Reminder team={team} occurrence={occurrence} register={register.data} />
      ) : null}
    </section>
  );
}

function Reminder({
  team,
  occurrence,
  register,
}: {
  team: TeamRef;
  occurrence: CalendarOccurrence;
  register: Register;
}) {
  const { t, i18n } = useLingui();
  const [isOpen, setIsOpen] = useState(false);
  const links = usePlayerLinks(team, { enabled: isOpen });
  const createLink = useCreatePlayerLink(team);
  const [isMakingLinks, setIsMakingLinks] = useState(false);
  const messageId = useId();
  const waiting = register.players.filter((player) => player.answer === null);

  const linkOf = (playerId: string) => links.data?.links.find((link) => link.playerId === playerId)?.url;
  const withoutLink = links.data ? waiting.filter((player) => !linkOf(player.playerId)) : [];
  const makeMissingLinks = async () => {
    setIsMakingLinks(true);
    try {
      for (const player of withoutLink) await createLink.mutateAsync(player.playerId);
      await links.refetch();
    } catch (error) {
      showApiError(error, t`Could not make the links`);
    } finally {
      setIsMakingLinks(false);
    }
  };

  if (!isOpen) {
    const waitingCount = waiting.length;
    return (
      <Button variant="secondary" size="sm" className="self-start" onClick={() => setIsOpen(true)}>
        <Plural value={waitingCount} one="Remind # without an answer" other="Remind # without an answer" />
      </Button>
    );
  }
  if (links.isPending) {
    return (
      <p className="text-sm text-slate-600">
        <Trans>Gathering their links…</Trans>
      </p>
    );
  }
  if (links.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {links.error.message}
      </p>
    );
  }
  if (withoutLink.length > 0) {
    const names = withoutLink.map((player) => player.firstName).join(", ");
    const count = withoutLink.length;
    return (
      <div className="flex flex-col gap-2 text-sm">
        <p>
          {t`${plural(count, {
            one: `${names} has no personal link yet. Each link lets its holder answer for that player only.`,
            other: `${names} have no personal link yet. Each link lets its holder answer for that player only.`,
          })}`}
        </p>
        <Button size="sm" className="self-start" disabled={isMakingLinks} onClick={() => void makeMissingLinks()}>
          {isMakingLinks ? (
            <Trans>Making links…</Trans>
          ) : (
            <Plural value={count} one="Make a link" other="Make # links" />
          )}
        </Button>
      </div>
    );
  }
  const title = occurrence.title;
  const date = formatDayLong(occurrence.date, i18n.locale);
  const time = formatTimeRange(occurrence.time, occurrence.durationMinutes);
  const place = occurrence.place;
  const question = title
    ? place
      ? t`Hello! Can you make it to ${title} on ${date}, ${time} at ${place}? Please answer on your link:`
      : t`Hello! Can you make it to ${title} on ${date}, ${time}? Please answer on your link:`
    : place
      ? t`Hello! Can you make it to the event on ${date}, ${time} at ${place}? Please answer on your link:`
      : t`Hello! Can you make it to the event on ${date}, ${time}? Please answer on your link:`;
  const message = [
    question,
    ...waiting.map((player) => `${publicPlayerName(player)}: ${linkOf(player.playerId)}`),
  ].join("\n");
  const copy = () =>
    copyWithToast(message, {
      copied: { title: t`Reminder copied`, description: t`Paste it into the team's chat.` },
      failed: { title: t`Could not copy`, description: t`Select the message and copy it yourself.` },
    });
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={messageId} className="text-sm font-medium">
        <Trans>Reminder to send</Trans>
      </label>
      <textarea
        id={messageId}
        readOnly
        value={message}
        rows={Math.min(8, waiting.length + 2)}
        className="rounded-lg border border-slate-300 bg-white p-2 text-sm"
        onFocus={(event) => event.currentTarget.select()}
      />
      <Button size="sm" className="self-start" onClick={() => void copy()}>
        <Trans>Copy reminder</Trans>
      </Button>
    </div>
  );
}
