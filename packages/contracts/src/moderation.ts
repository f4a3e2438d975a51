import { z } from "zod";
import { AuditEntrySchema, ModerationReasonSchema } from "./audit.ts";
import { REPORT_REASONS } from "./sessions.ts";

/** Where a report stands: waiting for a moderator, acted on (the session was unpublished), or dismissed. */
export const REPORT_STATUSES = ["open", "resolved", "dismissed"] as const;
export const ReportStatusSchema = z.enum(REPORT_STATUSES);
export type ReportStatus = z.infer<typeof ReportStatusSchema>;
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  open: "Open",
  resolved: "Resolved",
  dismissed: "Dismissed",
};

export const ReportReasonSchema = z.enum(REPORT_REASONS);

/** Report groups per page of the queue. */
export const REPORT_QUEUE_PAGE_SIZE = 20;
/** Sessions per page of the staff session list. */
export const ADMIN_SESSIONS_PAGE_SIZE = 20;

const PageSchema = z.coerce.number().int().min(1, /*i18n*/ "Pages start at 1").max(1000).default(1);

export const ReportQueueQuerySchema = z.object({
  status: ReportStatusSchema.default("open"),
  page: PageSchema,
  pageSize: z.coerce.number().int().min(1).max(50).default(REPORT_QUEUE_PAGE_SIZE),
});
export type ReportQueueQuery = z.input<typeof ReportQueueQuerySchema>;

export const ReasonCountSchema = z.object({ reason: ReportReasonSchema, count: z.number().int() });
export type ReasonCount = z.infer<typeof ReasonCountSchema>;

/**
 * The reported session as staff see it. A session that is no longer public (its author or a moderator
 * unpublished it) keeps its reports, but not its title: staff never see a coach's private work.
 */
export const ReportedSessionSchema = z.object({
  id: z.string(),
  isPublic: z.boolean(),
  /** Null when the session is no longer public. */
  title: z.string().nullable(),
  authorName: z.string(),
  publishedAt: z.string().nullable(),
});
export type ReportedSession = z.infer<typeof ReportedSessionSchema>;

/** One session in the reports queue: its reports of the chosen status, counted and summed up by reason. */
export const ReportGroupSchema = z.object({
  session: ReportedSessionSchema,
  reportCount: z.number().int(),
  /** Most frequent first. */
  reasons: z.array(ReasonCountSchema),
  /** When the first and the latest of these reports were filed. */
  firstReportedAt: z.string(),
  latestReportedAt: z.string(),
});
export type ReportGroup = z.infer<typeof ReportGroupSchema>;

export const ReportQueueResponseSchema = z.object({
  groups: z.array(ReportGroupSchema),
  /** Sessions with reports of this status, for the pager. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ReportQueueResponse = z.infer<typeof ReportQueueResponseSchema>;

export const SessionReportSchema = z.object({
  id: z.string(),
  reason: ReportReasonSchema,
  details: z.string(),
  reporterName: z.string(),
  status: ReportStatusSchema,
  createdAt: z.string(),
});

export const SessionReportsResponseSchema = z.object({
  session: ReportedSessionSchema,
  /** Every report on the session, open first, then newest first. */
  reports: z.array(SessionReportSchema),
});
export type SessionReportsResponse = z.infer<typeof SessionReportsResponseSchema>;

export const DismissReportsRequestSchema = z.object({
  note: z.string().trim().max(1000, /*i18n*/ "A note is at most 1000 characters").default(""),
});

export const DismissReportsResponseSchema = z.object({ dismissed: z.number().int() });

/** Unpublishing or deleting someone's session: the reason is sent to its author. */
export const ModerationActionRequestSchema = z.object({ reason: ModerationReasonSchema });

export const UnpublishSessionResponseSchema = z.object({
  /** Open reports the unpublishing resolved. */
  resolvedReports: z.number().int(),
});

const IsoDateSchema = z.iso.date(/*i18n*/ "Use a date like 2026-11-24");

export const AdminSessionsQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  /** Part of the author's name. */
  author: z.string().trim().max(200).optional(),
  /** Published on or after this day (UTC). */
  from: IsoDateSchema.optional(),
  /** Published on or before this day (UTC). */
  to: IsoDateSchema.optional(),
  page: PageSchema,
  pageSize: z.coerce.number().int().min(1).max(50).default(ADMIN_SESSIONS_PAGE_SIZE),
});
export type AdminSessionsQuery = z.input<typeof AdminSessionsQuerySchema>;

/** A public session in the staff list. */
export const AdminSessionSchema = z.object({
  id: z.string(),
  title: z.string(),
  authorName: z.string(),
  publishedAt: z.string().nullable(),
  /** When a moderator last looked at it since it was published; null when not yet. */
  reviewedAt: z.string().nullable(),
  openReports: z.number().int(),
  copyCount: z.number().int(),
  viewCount: z.number().int(),
});
export type AdminSession = z.infer<typeof AdminSessionSchema>;

export const AdminSessionsResponseSchema = z.object({
  sessions: z.array(AdminSessionSchema),
  /** Matches of the filters, for the pager. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Every session by visibility; private ones are only ever counted. */
  counts: z.object({ public: z.number().int(), private: z.number().int() }),
});
export type AdminSessionsResponse = z.infer<typeof AdminSessionsResponseSchema>;

export const ReviewSessionResponseSchema = z.object({ reviewedAt: z.string() });

/**
 * A held session's author asks for it to be public again. Staff see it because its author asked them to
 * look: the title, the reason it was unpublished and the author's message.
 */
export const PendingReviewSchema = z.object({
  sessionId: z.string(),
  title: z.string(),
  authorName: z.string(),
  /** The reason it was unpublished. */
  reason: z.string(),
  heldAt: z.string(),
  requestedAt: z.string(),
  /** What the author wrote with the request; may be empty. */
  message: z.string(),
});
export type PendingReview = z.infer<typeof PendingReviewSchema>;

export const ApproveReviewResponseSchema = z.object({
  /** False when the session had no drills left: the hold is lifted, and its author publishes it. */
  republished: z.boolean(),
});
export type ApproveReviewResponse = z.infer<typeof ApproveReviewResponseSchema>;

/** How far back the dashboard looks for publications nobody has reviewed. */
export const UNREVIEWED_WINDOW_DAYS = 7;

export const ModerationDashboardResponseSchema = z.object({
  openReports: z.object({
    /** The first groups of the open queue, in its order. */
    groups: z.array(ReportGroupSchema),
    /** Sessions with open reports, and the open reports themselves. */
    sessions: z.number().int(),
    reports: z.number().int(),
  }),
  unreviewed: z.object({
    /** Newest publications first. */
    sessions: z.array(AdminSessionSchema),
    total: z.number().int(),
  }),
  reviewRequests: z.object({
    /** Oldest request first: it has waited longest. */
    requests: z.array(PendingReviewSchema),
    total: z.number().int(),
  }),
  recentActions: z.array(AuditEntrySchema),
});
export type ModerationDashboardResponse = z.infer<typeof ModerationDashboardResponseSchema>;
