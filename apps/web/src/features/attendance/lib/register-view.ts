import { plural, t } from "@lingui/core/macro";
import {
  type AttendanceMark,
  type AttendanceMarkInput,
  minutesPlayed,
  type RegisterPlayer,
} from "@touchline/contracts";
import { latestPerPlayer } from "./mark-queue.ts";

/** A player of the register as the device shows it: the server's mark, or the one taken here since. */
export interface RegisterRow extends RegisterPlayer {
  /** The mark shown: this device's latest tap if one waits to be saved, else the server's. */
  mark: AttendanceMark | null;
  /** Whether the mark shown waits on this device to be saved. */
  isWaiting: boolean;
}

export interface RegisterCounts {
  present: number;
  absent: number;
  notMarked: number;
}

/** The server's register with the marks waiting on this device laid over it (a tap shows at once). */
export function registerRows(
  players: readonly RegisterPlayer[],
  queued: readonly AttendanceMarkInput[],
): RegisterRow[] {
  const waiting = new Map(latestPerPlayer(queued).map((mark) => [mark.playerId, mark]));
  return players.map((player) => {
    const mark = waiting.get(player.playerId);
    if (!mark) return { ...player, isWaiting: false };
    const { isPresent, lateMinutes, leftEarlyMinutes, markedAt } = mark;
    return { ...player, mark: { isPresent, lateMinutes, leftEarlyMinutes, markedAt }, isWaiting: true };
  });
}

export function registerCounts(rows: readonly Pick<RegisterRow, "mark">[]): RegisterCounts {
  const counts = { present: 0, absent: 0, notMarked: 0 };
  for (const { mark } of rows) {
    if (!mark) counts.notMarked += 1;
    else if (mark.isPresent) counts.present += 1;
    else counts.absent += 1;
  }
  return counts;
}

/** "14 present · 1 absent · 1 not marked": the panel's counts, every one shown. */
export const registerCountsLabel = ({ present, absent, notMarked }: RegisterCounts) =>
  t`${plural(present, { one: "# present", other: "# present" })} · ${plural(absent, {
    one: "# absent",
    other: "# absent",
  })} · ${plural(notMarked, { one: "# not marked", other: "# not marked" })}`;

/** "Register: 14 present · 2 absent", as the calendar says it once marks exist (those not marked, if any). */
export function registerSummaryLabel(counts: RegisterCounts): string {
  const { present, absent, notMarked } = counts;
  const marks =
    notMarked > 0
      ? registerCountsLabel(counts)
      : t`${plural(present, { one: "# present", other: "# present" })} · ${plural(absent, {
          one: "# absent",
          other: "# absent",
        })}`;
  return t`Register: ${marks}`;
}

/** Players who said they are available and have no mark yet: "Mark the N available present". */
export const availableUnmarked = (rows: readonly RegisterRow[]) =>
  rows.filter((row) => row.mark === null && row.answer?.isAvailable === true);

/** "70 of 90 min": what a present player played of the occurrence. */
export const minutesLabel = (
  durationMinutes: number,
  mark: Pick<AttendanceMark, "lateMinutes" | "leftEarlyMinutes">,
) => {
  const played = minutesPlayed(durationMinutes, mark);
  return t`${played} of ${durationMinutes} min`;
};
