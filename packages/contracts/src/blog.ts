import { z } from "zod";
import { ImageIdSchema } from "./images.ts";
import { fieldMessage } from "./field-message.ts";

export const BLOG_POST_STATUSES = ["draft", "published"] as const;
export const BlogPostStatusSchema = z.enum(BLOG_POST_STATUSES);
export type BlogPostStatus = z.infer<typeof BlogPostStatusSchema>;

export const MAX_BLOG_TITLE = 200;
export const MAX_BLOG_SLUG = 100;
export const MAX_BLOG_EXCERPT = 500;
export const MAX_BLOG_BODY = 100_000;
export const MAX_BLOG_TAGS = 10;
export const BLOG_PAGE_SIZE = 9;
/** How many of the newest published posts the Atom feed carries. */
export const BLOG_FEED_SIZE = 20;
/** Where the Atom feed lives (under /api so every deployment, the dev proxy included, routes it to the server). */
export const BLOG_FEED_PATH = "/api/blog/feed.xml";

/** Lowercase words of a-z and 0-9 joined by single hyphens: safe in a URL as it is. */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The slug a title gives when the admin leaves the slug blank: accents dropped ("Técnica" → "tecnica"),
 * everything else but a-z and 0-9 turned into single hyphens, cut at a word boundary within the limit.
 * "post" when nothing usable is left (a title in another script, or only symbols).
 */
export function slugify(title: string): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  let slug = words.slice(0, MAX_BLOG_SLUG).replace(/-+$/, "");
  if (words.length > MAX_BLOG_SLUG && words[MAX_BLOG_SLUG] !== "-" && slug.includes("-"))
    slug = slug.slice(0, slug.lastIndexOf("-"));
  return slug || "post";
}

export const BlogTagSchema = z
  .string()
  .trim()
  .min(1, /*i18n*/ "A tag cannot be empty")
  .max(30, /*i18n*/ "A tag is at most 30 characters");

/** What an admin writes; the server derives the slug from the title when it is left blank. */
export const BlogPostInputSchema = z.object({
  title: z
    .string({ error: /*i18n*/ "Please give the post a title" })
    .trim()
    .min(1, /*i18n*/ "Please give the post a title")
    .max(MAX_BLOG_TITLE, fieldMessage(/*i18n*/ "A title is at most {max} characters", { max: MAX_BLOG_TITLE })),
  slug: z
    .string()
    .trim()
    .max(MAX_BLOG_SLUG, fieldMessage(/*i18n*/ "A slug is at most {max} characters", { max: MAX_BLOG_SLUG }))
    .refine(
      (slug) => slug === "" || BLOG_SLUG_PATTERN.test(slug),
      "Use lowercase letters, digits and single hyphens only (e.g. rondo-variations)",
    )
    .default(""),
  excerpt: z
    .string()
    .trim()
    .max(MAX_BLOG_EXCERPT, fieldMessage(/*i18n*/ "An excerpt is at most {max} characters", { max: MAX_BLOG_EXCERPT }))
    .default(""),
  /** Markdown. Raw HTML in it is shown as text, never rendered. */
  body: z
    .string()
    .max(
      MAX_BLOG_BODY,
      fieldMessage(/*i18n*/ "The body is at most {max} characters", { max: MAX_BLOG_BODY.toLocaleString("en") }),
    )
    .default(""),
  tags: z
    .array(BlogTagSchema)
    .max(MAX_BLOG_TAGS, fieldMessage(/*i18n*/ "At most {max} tags", { max: MAX_BLOG_TAGS }))
    .transform((tags) => [...new Set(tags)])
    .default([]),
  coverImageId: ImageIdSchema.nullable().default(null),
  status: BlogPostStatusSchema.default("draft"),
});
export type BlogPostInput = z.input<typeof BlogPostInputSchema>;
export type BlogPostContent = z.output<typeof BlogPostInputSchema>;

/** A post as lists show it (no body). */
export const BlogPostSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  coverImageId: z.string().nullable(),
  /** `/api/images/{id}` of the cover, or null. */
  coverImageUrl: z.string().nullable(),
  /** "First Last" of the author, or null when the author's account is gone. */
  authorName: z.string().nullable(),
  tags: z.array(z.string()),
  status: BlogPostStatusSchema,
  /** Set the first time the post is published and kept through unpublishing, so a re-published post keeps its date. */
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BlogPostSummary = z.infer<typeof BlogPostSummarySchema>;

export const BlogPostSchema = BlogPostSummarySchema.extend({ body: z.string() });
export type BlogPost = z.infer<typeof BlogPostSchema>;

export const BlogPostResponseSchema = z.object({ post: BlogPostSchema });
export type BlogPostResponse = z.infer<typeof BlogPostResponseSchema>;

export const BlogPostListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(BLOG_PAGE_SIZE),
});
export type BlogPostListQuery = z.input<typeof BlogPostListQuerySchema>;

export const BlogPostListResponseSchema = z.object({
  posts: z.array(BlogPostSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BlogPostListResponse = z.infer<typeof BlogPostListResponseSchema>;

export const BlogSlugSchema = z
  .string()
  .min(1)
  .max(MAX_BLOG_SLUG + 50, /*i18n*/ "Not a post address");
export const BlogPostIdSchema = z.string().min(1).max(64, /*i18n*/ "Not a post id");
