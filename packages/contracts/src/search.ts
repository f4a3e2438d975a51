import { z } from "zod";
import { SessionSummarySchema } from "./sessions.ts";
import { fieldMessage } from "./field-message.ts";

/** Results per group (sessions, posts, FAQ) on one page of the site search. */
export const SEARCH_PAGE_SIZE = 10;
export const MAX_SEARCH_QUERY_LENGTH = 200;

export const SearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(
      MAX_SEARCH_QUERY_LENGTH,
      fieldMessage(/*i18n*/ "A search is at most {max} characters", { max: MAX_SEARCH_QUERY_LENGTH }),
    )
    .default(""),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

export const SearchPostSchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  publishedAt: z.string().nullable(),
});
export type SearchPost = z.infer<typeof SearchPostSchema>;

export const SearchFaqEntrySchema = z.object({
  /** The entry's anchor on /faq. */
  id: z.string(),
  question: z.string(),
  /** The answer as plain text (links reduced to their words). */
  answer: z.string(),
  groupTitle: z.string(),
});
export type SearchFaqEntry = z.infer<typeof SearchFaqEntrySchema>;

const group = <T extends z.ZodType>(item: T) => z.object({ results: z.array(item), total: z.number().int() });

/** One page of each group; `total` counts every match of the group, for the pager. */
export const SearchResponseSchema = z.object({
  q: z.string(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The global library's count, capped like it: `totalIsCapped` when more sessions match than `total`. */
  sessions: group(SessionSummarySchema).extend({ totalIsCapped: z.boolean() }),
  posts: group(SearchPostSchema),
  faq: group(SearchFaqEntrySchema),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;
