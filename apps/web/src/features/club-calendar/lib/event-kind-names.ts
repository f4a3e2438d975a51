import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CalendarEventKind } from "@touchline/contracts";

/** An event's kind on screen, in the reader's language (the contracts' CALENDAR_EVENT_KIND_LABELS are English). */
export const EVENT_KIND_NAMES: Record<CalendarEventKind, MessageDescriptor> = {
  training: msg({ message: "Training", context: "calendar event kind" }),
  match: msg({ message: "Match", context: "calendar event kind" }),
};
