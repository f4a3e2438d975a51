import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ClubLibraryKind } from "@touchline/contracts";

/*
 * The club library's words in the reader's language (the contracts' CLUB_LIBRARY_KIND_LABELS are
 * English). Phases and intensities are the sessions' (features/sessions).
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
