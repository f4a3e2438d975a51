import { type CalendarOccurrence, publicPlayerName } from "@touchline/contracts";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { copyWithToast } from "../../../components/ui/copy-with-toast.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { useCreatePlayerLink, usePlayerLinks } from "../../squads/index.ts";
import { type TeamRef, useOccurrenceRegister } from "../api/use-club-calendar.ts";
import { availabilityLabel } from "../lib/availability-label.ts";
import { longDateLabel, timeRange } from "../lib/calendar-dates.ts";

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
  const register = useOccurrenceRegister(team, occurrence);
  const headingId = useId();
  if (register.isPending) return <p className="text-sm text-slate-600">Loading who can come…</p>;
  if (register.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {register.error.message}
      </p>
    );
  }
  const { counts, seenBy, players } = register.data;
  if (players.length === 0) {
    return <p className="text-sm text-slate-600">Add the team&apos;s squad to see who can come.</p>;
  }
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3">
      <h3 id={headingId} className="text-sm font-semibold text-slate-800">
        Availability: {availabilityLabel(counts)}
      </h3>
      <p className="text-sm text-slate-700" title="Players whose personal link opened this event's plan">
        Seen by {seenBy} of {players.length}
      </p>
      <ul className="flex flex-col divide-y divide-slate-200 text-sm">
        {players.map((player) => (
          <li key={player.playerId} className="flex flex-wrap items-baseline justify-between gap-x-3 py-1">
            <span>
              {player.shirtNumber !== null ? (
                <span className="tabular-nums text-slate-600">{player.shirtNumber} </span>
              ) : null}
              {player.firstName} {player.lastName}
            </span>
            <span className={player.answer === null ? "text-slate-600" : "font-medium text-slate-800"}>
              {player.answer === null
                ? "No answer"
                : player.answer.isAvailable
                  ? "Available"
                  : `Not available${player.answer.reason ? `: ${player.answer.reason}` : ""}`}
            </span>
          </li>
        ))}
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
      showApiError(error, "Could not make the links");
    } finally {
      setIsMakingLinks(false);
    }
  };

  if (!isOpen) {
    return (
      <Button variant="secondary" size="sm" className="self-start" onClick={() => setIsOpen(true)}>
        Remind {waiting.length} without an answer
      </Button>
    );
  }
  if (links.isPending) return <p className="text-sm text-slate-600">Gathering their links…</p>;
  if (links.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {links.error.message}
      </p>
    );
  }
  if (withoutLink.length > 0) {
    return (
      <div className="flex flex-col gap-2 text-sm">
        <p>
          {withoutLink.map((player) => player.firstName).join(", ")} {withoutLink.length === 1 ? "has" : "have"} no
          personal link yet. Each link lets its holder answer for that player only.
        </p>
        <Button size="sm" className="self-start" disabled={isMakingLinks} onClick={() => void makeMissingLinks()}>
          {isMakingLinks
            ? "Making links…"
            : `Make ${withoutLink.length === 1 ? "a link" : `${withoutLink.length} links`}`}
        </Button>
      </div>
    );
  }
  const what = `${occurrence.title || "the event"} on ${longDateLabel(occurrence.date)}, ${timeRange(
    occurrence.time,
    occurrence.durationMinutes,
  )}${occurrence.place ? ` at ${occurrence.place}` : ""}`;
  const message = [
    `Hello! Can you make it to ${what}? Please answer on your link:`,
    ...waiting.map((player) => `${publicPlayerName(player)}: ${linkOf(player.playerId)}`),
  ].join("\n");
  const copy = () =>
    copyWithToast(message, {
      copied: { title: "Reminder copied", description: "Paste it into the team's chat." },
      failed: { title: "Could not copy", description: "Select the message and copy it yourself." },
    });
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={messageId} className="text-sm font-medium">
        Reminder to send
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
        Copy reminder
      </Button>
    </div>
  );
}
