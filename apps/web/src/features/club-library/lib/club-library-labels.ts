import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ClubLibraryKind, Intensity, Phase } from "@touchline/contracts";

/*
 * The club library's words in the reader's language (the contracts' CLUB_LIBRARY_KIND_LABELS and
 * PHASE_LABELS are English).
 */

/** An item's kind, on its badge and in the share dialog's choice. */
export const KIND_NAMES: Record<ClubLibraryKind, MessageDescriptor> = {
  session: msg`Session`,
  drill: msg`Drill`,
  "tactical-drill": msg`Tactical drill`,
};

/** The kind filter's options: every item of a kind. */
export const KIND_PLURAL_NAMES: Record<ClubLibraryKind, MessageDescriptor> = {
  session: msg`Sessions`,
  drill: msg`Drills`,
  "tactical-drill": msg`Tactical drills`,
};

/** The phases of play. */
export const PHASE_NAMES: Record<Phase, MessageDescriptor> = {
  attacking: msg({ message: "Attacking", context: "phase of play" }),
  defending: msg({ message: "Defending", context: "phase of play" }),
  "transition-to-attack": msg`Transition to attack`,
  "transition-to-defence": msg`Transition to defence`,
  "set-pieces": msg`Set pieces`,
};

/** An intensity in an item's facts ("Medium intensity"). */
export const INTENSITY_PHRASES: Record<Intensity, MessageDescriptor> = {
  low: msg`Low intensity`,
  medium: msg`Medium intensity`,
  high: msg`High intensity`,
};
