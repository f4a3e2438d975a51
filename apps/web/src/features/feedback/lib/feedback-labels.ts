import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { FeedbackCategory, FeedbackSort, FeedbackStatus } from "@touchline/contracts";

/*
 * The feedback's categories, statuses and sorts as the reader reads them, in their language (the contracts'
 * FEEDBACK_*_LABELS are the English ones). The values sent to the server stay the keys.
 */

export const CATEGORY_NAMES: Record<FeedbackCategory, MessageDescriptor> = {
  bug: msg`Bug Report`,
  feature: msg`Feature Request`,
  general: msg`General Feedback`,
  success: msg`Success Story`,
};

export const STATUS_NAMES: Record<FeedbackStatus, MessageDescriptor> = {
  open: msg({ message: "Open", context: "feedback status" }),
  in_progress: msg({ message: "In Progress", context: "feedback status" }),
  resolved: msg({ message: "Resolved", context: "feedback status" }),
  closed: msg({ message: "Closed", context: "feedback status" }),
};

/** Shown beside the badge only when the status is not `open` (spec §4). */
export const STATUS_DESCRIPTIONS: Record<FeedbackStatus, MessageDescriptor> = {
  open: msg`New submission - under review`,
  in_progress: msg`Being worked on by the development team`,
  resolved: msg`Issue has been resolved or feature implemented`,
  closed: msg`Closed without implementation`,
};

export const SORT_NAMES: Record<FeedbackSort, MessageDescriptor> = {
  most_voted: msg`Most Voted`,
  newest: msg({ message: "Newest", context: "feedback sort order" }),
  oldest: msg({ message: "Oldest", context: "feedback sort order" }),
  controversial: msg`Most Discussed`,
};
