import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { cn } from "../../../lib/cn.ts";
import type { TakeRegister } from "../hooks/use-take-register.ts";
import { availableUnmarked, minutesLabel, type RegisterRow, registerCountsLabel } from "../lib/register-view.ts";

/** What the device says of saving: the taps waiting for the network, a save on its way, or saved. */
function saveStatus(i18n: I18n, { waiting, isOnline, isSaving, isSaved }: TakeRegister): string {
  if (waiting > 0 && !isOnline) {
    return i18n._(
      msg`Saved on this device: ${plural(waiting, { one: "# mark waits", other: "# marks wait" })} for the network`,
    );
  }
  if (waiting > 0 || isSaving) return i18n._(msg`Saving…`);
  return isSaved ? i18n._(msg`Register saved`) : "";
}

/** A player's state in words: their mark, or, before one, what their answer leads the coach to expect. */
function stateOf(i18n: I18n, row: RegisterRow, durationMinutes: number): string {
  if (row.mark) {
    if (!row.mark.isPresent) return i18n._(msg`Absent`);
    const isShort = row.mark.lateMinutes + row.mark.leftEarlyMinutes > 0;
    const minutes = minutesLabel(durationMinutes, row.mark);
    return isShort ? i18n._(msg`Present · ${minutes}`) : i18n._(msg`Present`);
  }
  if (!row.answer) return i18n._(msg`Not marked`);
  if (row.answer.isAvailable) return i18n._(msg`Expected: available`);
  const reason = row.answer.reason;
  return reason ? i18n._(msg`Expected absent: ${reason}`) : i18n._(msg`Expected absent: not available`);
}

function rowStyle(row: RegisterRow): string {
  if (row.mark?.isPresent) return "bg-brand-700 text-white ring-brand-700 hover:bg-brand-800";
  if (row.mark) return "bg-red-50 text-red-900 ring-red-300 hover:bg-red-100";
  // Expected, not yet marked: a dashed edge, so it reads apart from a mark.
  if (row.answer?.isAvailable)
    return "border-2 border-dashed border-brand-700 bg-white text-slate-900 ring-0 hover:bg-brand-50";
  return "bg-white text-slate-900 ring-slate-300 hover:bg-slate-50";
}

/**
 * One occurrence's register on the grass: a big button per player (one tap: present; a tap on a present
 * player: absent), each player's minutes for a late arrival or an early departure, and one tap for everyone
 * who said they can come. Taps show at once and are kept on the device until saved.
 */
export function RegisterPanel({ taking }: { taking: TakeRegister }) {
  const { t, i18n } = useLingui();
  const { register, rows, counts, take } = taking;
  // Offline, a register this device never kept cannot be had: its query waits for the network, or failed.
  const isNotKept =
    !taking.isOnline &&
    ((register.isPending && register.fetchStatus === "paused") ||
      (register.isError && register.error instanceof ApiError && register.error.code === "NETWORK"));
  if (isNotKept) {
    return (
      <p role="alert" className="p-4 text-slate-800">
        <Trans>
          This register is not on this device yet. It opens offline once you have opened it with a connection.
        </Trans>
      </p>
    );
  }
  if (register.isPending) {
    return (
      <p className="p-4 text-slate-700">
        <Trans>Loading the register…</Trans>
      </p>
    );
  }
  if (register.isError) {
    return (
      <p role="alert" className="p-4 text-red-800">
        {register.error.message}
      </p>
    );
  }
  const { durationMinutes } = register.data.occurrence;
  if (rows.length === 0) {
    return (
      <p className="p-4 text-slate-800">
        <Trans>The team&apos;s squad is empty: add its players to take a register.</Trans>
      </p>
    );
  }
  const expected = availableUnmarked(rows);
  const status = saveStatus(i18n, taking);
  const expectedCount = expected.length;
  return (
    <div className="flex h-full min-h-0 flex-col bg-white text-slate-900">
      <div className="flex shrink-0 flex-col gap-2 border-b border-slate-200 p-3">
        <p className="text-lg font-semibold tabular-nums">{registerCountsLabel(counts)}</p>
        <p role="status" className="min-h-5 text-sm text-slate-700">
          {status}
        </p>
        {expected.length > 0 ? (
          <Button
            size="lg"
            className="self-start"
            onClick={() =>
              take(
                expected.map((row) => ({
                  playerId: row.playerId,
                  isPresent: true,
                  lateMinutes: 0,
                  leftEarlyMinutes: 0,
                })),
              )
            }
          >
            <Plural value={expectedCount} one="Mark the # available present" other="Mark the # available present" />
          </Button>
        ) : null}
      </div>
      <ul aria-label={t`Players`} className="flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto overscroll-contain p-3">
        {rows.map((row) => (
          <PlayerRow key={row.playerId} row={row} durationMinutes={durationMinutes} take={take} />
        ))}
      </ul>
    </div>
  );
}

function PlayerRow({
  row,
  durationMinutes,
  take,
}: {
  row: RegisterRow;
  durationMinutes: number;
  take: TakeRegister["take"];
}) {
  const { t, i18n } = useLingui();
  const [isEditingMinutes, setIsEditingMinutes] = useState(false);
  const minutesId = useId();
  const name = [row.firstName, row.lastName].filter(Boolean).join(" ");
  const isPresent = row.mark?.isPresent === true;
  const minutes = { lateMinutes: row.mark?.lateMinutes ?? 0, leftEarlyMinutes: row.mark?.leftEarlyMinutes ?? 0 };
  return (
    <li className="flex flex-col gap-2">
      <div className="flex items-stretch gap-2">
        <button
          type="button"
          aria-pressed={isPresent}
          onClick={() => take([{ playerId: row.playerId, isPresent: !isPresent, ...minutes }])}
          className={cn(
            "flex min-h-14 flex-1 items-center gap-3 rounded-xl px-3 py-2 text-left ring-1 transition-colors",
            "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-600",
            rowStyle(row),
          )}
        >
          <span className="w-8 shrink-0 text-center text-xl font-bold tabular-nums">{row.shirtNumber ?? ""}</span>
          <span className="flex min-w-0 flex-col">
            <span className="truncate text-base font-semibold">{name}</span>
            <span className="text-sm">{stateOf(i18n, row, durationMinutes)}</span>
          </span>
        </button>
        <Button
          variant="secondary"
          className="min-h-14"
          aria-label={t`Minutes: ${name}`}
          aria-expanded={isEditingMinutes}
          aria-controls={isEditingMinutes ? minutesId : undefined}
          onClick={() => setIsEditingMinutes((open) => !open)}
        >
          <Trans>Minutes</Trans>
        </Button>
      </div>
      {isEditingMinutes ? (
        <MinutesForm
          id={minutesId}
          name={name}
          durationMinutes={durationMinutes}
          initial={minutes}
          onSet={(set) => {
            take([{ playerId: row.playerId, isPresent: true, ...set }]);
            setIsEditingMinutes(false);
          }}
        />
      ) : null}
    </li>
  );
}

const asMinutes = (text: string) => (text.trim() === "" ? 0 : Number(text));

function MinutesForm({
  id,
  name,
  durationMinutes,
  initial,
  onSet,
}: {
  id: string;
  name: string;
  durationMinutes: number;
  initial: { lateMinutes: number; leftEarlyMinutes: number };
  onSet(minutes: { lateMinutes: number; leftEarlyMinutes: number }): void;
}) {
  const { t } = useLingui();
  const [late, setLate] = useState(initial.lateMinutes ? String(initial.lateMinutes) : "");
  const [early, setEarly] = useState(initial.leftEarlyMinutes ? String(initial.leftEarlyMinutes) : "");
  const lateMinutes = asMinutes(late);
  const leftEarlyMinutes = asMinutes(early);
  const isWhole = (value: number) => Number.isInteger(value) && value >= 0;
  const error =
    !isWhole(lateMinutes) || !isWhole(leftEarlyMinutes)
      ? t`Whole minutes, 0 or more`
      : lateMinutes + leftEarlyMinutes >= durationMinutes
        ? t`Late and early together must leave some of the ${durationMinutes} minutes`
        : undefined;
  const unit = (
    <span className="pr-2 text-sm text-slate-600">
      <Trans comment="short for minutes, after a number">min</Trans>
    </span>
  );
  return (
    <form
      id={id}
      aria-label={t`Minutes of ${name}`}
      className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!error) onSet({ lateMinutes, leftEarlyMinutes });
      }}
    >
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t`Arrived late by`}
          type="number"
          inputMode="numeric"
          min={0}
          max={durationMinutes - 1}
          value={late}
          trailing={unit}
          onChange={(event) => setLate(event.target.value)}
        />
        <TextField
          label={t`Left early by`}
          type="number"
          inputMode="numeric"
          min={0}
          max={durationMinutes - 1}
          value={early}
          trailing={unit}
          onChange={(event) => setEarly(event.target.value)}
        />
      </div>
      <p className="text-sm font-medium" aria-live="polite">
        {error ? (
          <span role="alert" className="text-red-700">
            {error}
          </span>
        ) : (
          minutesLabel(durationMinutes, { lateMinutes, leftEarlyMinutes })
        )}
      </p>
      <Button type="submit" className="self-start" disabled={error !== undefined}>
        <Trans>Set minutes</Trans>
      </Button>
    </form>
  );
}
