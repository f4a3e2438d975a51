import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { PSEUDO_LOCALE, SOURCE_LOCALE, type MessageType, type TargetAudience } from "@touchline/contracts";

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

/**
 * "1 Mar 2026, 10:00": when a broadcast was sent, in the reader's language (`locale`, Lingui's active one) and
 * time zone. English is written as in Britain, and so is the pseudo-language made from it.
 */
export function formatMessageDate(iso: string, locale: string): string {
  const isEnglish = locale === SOURCE_LOCALE || locale === PSEUDO_LOCALE;
  return new Date(iso).toLocaleString(isEnglish ? "en-GB" : locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });
}
