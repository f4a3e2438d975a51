import { z } from "zod";
import { ImageIdSchema } from "./images.ts";
import { fieldMessage } from "./field-message.ts";

/**
 * The public pages an admin can describe for search engines and link previews, with what they say when
 * nobody has written anything (the titles the pages give themselves). The defaults are marked for the
 * server's catalogues, which give a page's head in a reader's other language (an admin's words are English).
 */
export const SEO_PAGES = [
  {
    path: "/",
    label: "Home",
    defaultTitle: /*i18n*/ "Touchline – plan football training sessions on a drag-and-drop pitch",
    defaultDescription:
      /*i18n*/ "Touchline: design football drills and training sessions on a drag-and-drop pitch, keep them in your library and print them for the pitch.",
  },
  {
    path: "/about",
    label: "About",
    defaultTitle: /*i18n*/ "About Us – Touchline",
    defaultDescription:
      /*i18n*/ "Touchline is a free session planner for football coaches, built by a grassroots coach in Malta.",
  },
  {
    path: "/blog",
    label: "Blog",
    defaultTitle: /*i18n*/ "Blog – Touchline",
    defaultDescription:
      /*i18n*/ "Session plans, drills and coaching ideas for grassroots football coaches, from the Touchline team.",
  },
  {
    path: "/feedback",
    label: "Feedback",
    defaultTitle: /*i18n*/ "Feedback & Feature Requests – Touchline",
    defaultDescription: /*i18n*/ "Suggest features, report bugs and vote on what Touchline builds next.",
  },
  {
    path: "/faq",
    label: "FAQ & Help",
    defaultTitle: /*i18n*/ "FAQ & Help – Touchline",
    defaultDescription:
      /*i18n*/ "Answers to the questions coaches ask most about Touchline: the pitch editor, sessions, sharing, printing and privacy.",
  },
  {
    path: "/tactical-board",
    label: "Tactical Board",
    defaultTitle: /*i18n*/ "Tactical Board – Touchline",
    defaultDescription:
      /*i18n*/ "A free football tactical board in your browser: move players, draw runs and passes, no account needed.",
  },
  {
    path: "/privacy",
    label: "Privacy Policy",
    defaultTitle: /*i18n*/ "Privacy Policy – Touchline",
    defaultDescription: /*i18n*/ "How Touchline keeps and protects your data, and the rights you have over it.",
  },
  {
    path: "/terms",
    label: "Terms of Service",
    defaultTitle: /*i18n*/ "Terms of Service – Touchline",
    defaultDescription: /*i18n*/ "The terms for using Touchline, publishing sessions and copying other coaches' work.",
  },
  {
    path: "/shortcuts",
    label: "Keyboard Shortcuts",
    defaultTitle: /*i18n*/ "Keyboard Shortcuts – Touchline",
    defaultDescription: /*i18n*/ "Every keyboard shortcut of Touchline's pitch editor and navigation.",
  },
] as const;

export type SeoPagePath = (typeof SEO_PAGES)[number]["path"];
export const SEO_PAGE_PATHS = SEO_PAGES.map((page) => page.path) as [SeoPagePath, ...SeoPagePath[]];
export const SeoPagePathSchema = z.enum(SEO_PAGE_PATHS, { error: /*i18n*/ "Not a page whose SEO can be set" });

/** Search engines show about this many characters of a title; longer ones are cut. */
export const ADVISED_SEO_TITLE_LENGTH = 70;
export const MAX_SEO_TITLE_LENGTH = 120;
/** Search engines show about this many characters of a description. */
export const ADVISED_SEO_DESCRIPTION_LENGTH = 160;
export const MAX_SEO_DESCRIPTION_LENGTH = 300;

/** What an admin sets for one page; an empty title or description means "the page's default". */
export const SeoPageInputSchema = z.object({
  path: SeoPagePathSchema,
  title: z
    .string()
    .trim()
    .max(
      MAX_SEO_TITLE_LENGTH,
      fieldMessage(/*i18n*/ "A title is at most {max} characters", { max: MAX_SEO_TITLE_LENGTH }),
    )
    .default(""),
  description: z
    .string()
    .trim()
    .max(
      MAX_SEO_DESCRIPTION_LENGTH,
      fieldMessage(/*i18n*/ "A description is at most {max} characters", { max: MAX_SEO_DESCRIPTION_LENGTH }),
    )
    .default(""),
  /** The share image from the image library, or null for none. */
  imageId: ImageIdSchema.nullable().default(null),
});
export type SeoPageInput = z.input<typeof SeoPageInputSchema>;

/** One public page as the SEO screen shows it. */
export const SeoPageSchema = z.object({
  path: SeoPagePathSchema,
  label: z.string(),
  /** What the admin wrote; "" when the default applies. */
  title: z.string(),
  description: z.string(),
  imageId: z.string().nullable(),
  /** `/api/images/{id}` of the share image, or null. */
  imageUrl: z.string().nullable(),
  defaultTitle: z.string(),
  defaultDescription: z.string(),
  /** When an admin last saved it; null when never. */
  updatedAt: z.string().nullable(),
});
export type SeoPage = z.infer<typeof SeoPageSchema>;

export const SeoPageListResponseSchema = z.object({ pages: z.array(SeoPageSchema) });
export type SeoPageListResponse = z.infer<typeof SeoPageListResponseSchema>;

export const SeoPageResponseSchema = z.object({ page: SeoPageSchema });
