import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ReportReason, ReportStatus } from "@touchline/contracts";

/** Why a session was reported (the contracts' REPORT_REASON_LABELS in the reader's language). */
export const REPORT_REASON_NAMES: Record<ReportReason, MessageDescriptor> = {
  inappropriate: msg`Inappropriate content`,
  spam: msg`Spam or advertising`,
  copyright: msg`Copied without permission`,
  unsafe: msg`Unsafe for players`,
  other: msg({ message: "Something else", context: "report reason" }),
};

/** Where a report stands (the contracts' REPORT_STATUS_LABELS in the reader's language). */
export const REPORT_STATUS_NAMES: Record<ReportStatus, MessageDescriptor> = {
  open: msg({ message: "Open", context: "report status" }),
  resolved: msg({ message: "Resolved", context: "report status" }),
  dismissed: msg({ message: "Dismissed", context: "report status" }),
};
