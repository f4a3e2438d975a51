import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { MessageType, TargetAudience } from "@touchline/contracts";

/*
 * The broadcasts' types and audiences as the reader reads them, in their language (the contracts'
 * MESSAGE_TYPE_LABELS and TARGET_AUDIENCE_LABELS are the English ones). The values sent stay the keys.
 */

export const MESSAGE_TYPE_NAMES: Record<MessageType, MessageDescriptor> = {
  announcement: msg`Announcement`,
  update: msg({ message: "Update", context: "type of broadcast message" }),
  tip: msg({ message: "Tip", context: "type of broadcast message" }),
  warning: msg({ message: "Warning", context: "type of broadcast message" }),
};

export const TARGET_AUDIENCE_NAMES: Record<TargetAudience, MessageDescriptor> = {
  all: msg`All users`,
  coaches: msg({ message: "Coaches", context: "audience of a broadcast message" }),
  moderators: msg`Moderators and above`,
};

/** Who a sent broadcast went to, under its badges. */
export const SENT_TO: Record<TargetAudience, MessageDescriptor> = {
  all: msg`To all users`,
  coaches: msg`To coaches`,
  moderators: msg`To moderators and above`,
};
