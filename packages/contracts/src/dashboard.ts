import { z } from "zod";

/** What a coach did or what happened to their work lately, for the welcome dashboard. */
export const RECENT_ACTIVITY_KINDS = ["session", "drill", "tactical-drill", "copy"] as const;
export const RecentActivityKindSchema = z.enum(RECENT_ACTIVITY_KINDS);

export const RecentActivityItemSchema = z.object({
  /**
   * session / drill / tactical-drill: the coach saved it; copy: another coach copied one of the
   * coach's public sessions (`title` is the original's).
   */
  kind: RecentActivityKindSchema,
  /** What to open: the session, drill or tactical drill (for a copy, the coach's original session). */
  id: z.string(),
  title: z.string(),
  at: z.string(),
});
export type RecentActivityItem = z.infer<typeof RecentActivityItemSchema>;

/** How many lines the dashboard shows. */
export const RECENT_ACTIVITY_LIMIT = 8;

export const RecentActivityResponseSchema = z.object({ items: z.array(RecentActivityItemSchema) });
