import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ClubRole } from "@touchline/contracts";

/** A club role's name on screen, in the reader's language (the contracts' CLUB_ROLE_LABELS are English). */
export const CLUB_ROLE_NAMES: Record<ClubRole, MessageDescriptor> = {
  admin: msg`Club admin`,
  coach: msg({ message: "Coach", context: "club role" }),
  assistant: msg({ message: "Assistant", context: "club role" }),
};
