import { z } from "zod";
import { fieldMessage } from "./field-message.ts";

export const FEEDBACK_CATEGORIES = ["bug", "feature", "general", "success"] as const;
export const FeedbackCategorySchema = z.enum(FEEDBACK_CATEGORIES);
export type FeedbackCategory = z.infer<typeof FeedbackCategorySchema>;
export const FEEDBACK_CATEGORY_LABELS: Record<FeedbackCategory, string> = {
  bug: "Bug Report",
  feature: "Feature Request",
  general: "General Feedback",
  success: "Success Story",
};

export const FEEDBACK_STATUSES = ["open", "in_progress", "resolved", "closed"] as const;
export const FeedbackStatusSchema = z.enum(FEEDBACK_STATUSES);
export type FeedbackStatus = z.infer<typeof FeedbackStatusSchema>;
export const FEEDBACK_STATUS_LABELS: Record<FeedbackStatus, string> = {
  open: "Open",
  in_progress: "In Progress",
  resolved: "Resolved",
  closed: "Closed",
};
/** Shown beside the badge only when the status is not `open` (spec §4). */
export const FEEDBACK_STATUS_DESCRIPTIONS: Record<FeedbackStatus, string> = {
  open: "New submission - under review",
  in_progress: "Being worked on by the development team",
  resolved: "Issue has been resolved or feature implemented",
  closed: "Closed without implementation",
};

/**
 * `most_voted`: upvotes minus downvotes. `controversial` ('Most Discussed'): the minority vote's share of
 * all votes, so 5 up / 5 down comes before 9 up / 1 down, and an item nobody voted on comes last.
 */
export const FEEDBACK_SORTS = ["most_voted", "newest", "oldest", "controversial"] as const;
export const FeedbackSortSchema = z.enum(FEEDBACK_SORTS);
export type FeedbackSort = z.infer<typeof FeedbackSortSchema>;
export const FEEDBACK_SORT_LABELS: Record<FeedbackSort, string> = {
  most_voted: "Most Voted",
  newest: "Newest",
  oldest: "Oldest",
  controversial: "Most Discussed",
};

export const FEEDBACK_VOTE_TYPES = ["upvote", "downvote"] as const;
export const FeedbackVoteTypeSchema = z.enum(FEEDBACK_VOTE_TYPES);
export type FeedbackVoteType = z.infer<typeof FeedbackVoteTypeSchema>;

/** The list comes in pages of this many items ('Load more' asks for the next one). */
export const FEEDBACK_PAGE_SIZE = 20;
/** The most items one page may ask for. */
export const FEEDBACK_PAGE_SIZE_MAX = 100;

export const FEEDBACK_TITLE_MAX = 200;
export const FEEDBACK_DESCRIPTION_MAX = 5000;

/** Ids are server-made UUIDs; the bound only keeps junk in a URL from reaching the database. */
export const FeedbackIdSchema = z.string().min(1).max(64, /*i18n*/ "Not a feedback id");

/** The new-feedback form (spec §3): title and description required and trimmed; category defaults to general. */
export const NewFeedbackSchema = z.object({
  title: z
    .string({ error: /*i18n*/ "Please give your feedback a title" })
    .trim()
    .min(1, /*i18n*/ "Please give your feedback a title")
    .max(FEEDBACK_TITLE_MAX, fieldMessage(/*i18n*/ "A title is at most {max} characters", { max: FEEDBACK_TITLE_MAX })),
  description: z
    .string({ error: /*i18n*/ "Please describe your feedback" })
    .trim()
    .min(1, /*i18n*/ "Please describe your feedback")
    .max(
      FEEDBACK_DESCRIPTION_MAX,
      fieldMessage(/*i18n*/ "A description is at most {max} characters", { max: FEEDBACK_DESCRIPTION_MAX }),
    ),
  category: FeedbackCategorySchema.default("general"),
});
export type NewFeedbackInput = z.input<typeof NewFeedbackSchema>;
export type NewFeedback = z.infer<typeof NewFeedbackSchema>;

export const FeedbackItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: FeedbackCategorySchema,
  status: FeedbackStatusSchema,
  upvotes: z.number().int(),
  downvotes: z.number().int(),
  /** First and last name of the author; null when they are gone or gave no name ('Anonymous'). */
  authorName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The signed-in caller's own vote on this item; always null for visitors. */
  myVote: FeedbackVoteTypeSchema.nullable(),
});
export type FeedbackItem = z.infer<typeof FeedbackItemSchema>;

/** The sort and filters of the list, as the board keeps them in its URL. */
export const FeedbackListFiltersSchema = z.object({
  sort: FeedbackSortSchema.default("most_voted"),
  category: z.enum(["all", ...FEEDBACK_CATEGORIES]).default("all"),
  status: z.enum(["all", ...FEEDBACK_STATUSES]).default("all"),
});
export type FeedbackListFilters = z.infer<typeof FeedbackListFiltersSchema>;

/**
 * One page of the list. Pages follow one total order (the sort, then newer first, then the id), so
 * consecutive pages of an unchanged list hold every item exactly once, ties included.
 */
export const FeedbackListQuerySchema = FeedbackListFiltersSchema.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(FEEDBACK_PAGE_SIZE_MAX).default(FEEDBACK_PAGE_SIZE),
});
export type FeedbackListPageQuery = z.infer<typeof FeedbackListQuerySchema>;

export const FeedbackListResponseSchema = z.object({
  items: z.array(FeedbackItemSchema),
  /** Items matching the filters, on every page. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type FeedbackListResponse = z.infer<typeof FeedbackListResponseSchema>;

export const FeedbackResponseSchema = z.object({ item: FeedbackItemSchema });
export type FeedbackResponse = z.infer<typeof FeedbackResponseSchema>;

/** "Make my vote this one": sending it twice leaves the same single vote (never a flip). */
export const SetFeedbackVoteSchema = z.object({ voteType: FeedbackVoteTypeSchema });

export const UpdateFeedbackStatusSchema = z.object({ status: FeedbackStatusSchema });

const HOUR_MS = 60 * 60 * 1000;

/**
 * The 'Recently Updated' badge (spec §4 and §9): `updatedAt` is more than one hour and less than seven
 * days after `createdAt`. Votes do not touch `updatedAt`; a status change does.
 */
export function isRecentlyUpdated(item: Pick<FeedbackItem, "createdAt" | "updatedAt">): boolean {
  const gap = Date.parse(item.updatedAt) - Date.parse(item.createdAt);
  return gap > HOUR_MS && gap < 7 * 24 * HOUR_MS;
}
