import { DiagramSchema } from "@touchline/diagram";
import { z } from "zod";
import { ClubIdSchema } from "./clubs.ts";
import { DrillContentSchema, IntensitySchema, TagSchema } from "./drills.ts";
import { localeSchema } from "./locale-schema.ts";
import {
  AgeGroupSchema,
  DiagramThumbnailSchema,
  LevelSchema,
  PhaseSchema,
  SessionBlockSchema,
  SessionDerivedSchema,
} from "./sessions.ts";

/** What a club library holds: copies of sessions, library drills and tactical drills (boards). */
export const CLUB_LIBRARY_KINDS = ["session", "drill", "tactical-drill"] as const;
export const ClubLibraryKindSchema = z.enum(CLUB_LIBRARY_KINDS);
export type ClubLibraryKind = z.infer<typeof ClubLibraryKindSchema>;
export const CLUB_LIBRARY_KIND_LABELS: Record<ClubLibraryKind, string> = {
  session: "Session",
  drill: "Drill",
  "tactical-drill": "Tactical drill",
};

export const ClubLibraryItemIdSchema = z.string().min(1).max(64, /*i18n*/ "Not a club library item id");

/** Sharing one of my objects into a club: the club gets a copy that credits me, and owns it. */
export const ShareToClubRequestSchema = z.object({
  kind: ClubLibraryKindSchema,
  sourceId: z.string().min(1).max(64),
});
export type ShareToClubRequest = z.infer<typeof ShareToClubRequestSchema>;

export const CLUB_LIBRARY_PAGE_SIZE = 12;
export const CLUB_LIBRARY_SORTS = ["best_match", "newest", "title"] as const;
export type ClubLibrarySort = (typeof CLUB_LIBRARY_SORTS)[number];

/** The club library's search and filters: the global library's, plus the kind and the club's essentials. */
export const ClubLibraryQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  kind: ClubLibraryKindSchema.optional(),
  ageGroup: AgeGroupSchema.optional(),
  topic: TagSchema.optional(),
  phase: PhaseSchema.optional(),
  intensity: IntensitySchema.optional(),
  /** Only the items a club admin pinned as the club's essentials. */
  essentials: z
    .enum(["true", "false"])
    .transform((value) => value === "true")
    .optional(),
  /** Only the items written in this language. */
  language: localeSchema.optional(),
  /** The reader's language: items written in it come first, then the others, each part in the page's order. */
  prefer: localeSchema.optional(),
  /** Absent: "best_match" while searching, else "newest" (pinned items first). */
  sort: z.enum(CLUB_LIBRARY_SORTS).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(CLUB_LIBRARY_PAGE_SIZE),
});
export type ClubLibraryQuery = z.input<typeof ClubLibraryQuerySchema>;

/** A row of the club library. */
export const ClubLibraryItemSummarySchema = z.object({
  id: ClubLibraryItemIdSchema,
  clubId: ClubIdSchema,
  kind: ClubLibraryKindSchema,
  title: z.string(),
  ageGroup: AgeGroupSchema.nullable(),
  level: LevelSchema.nullable(),
  phases: z.array(PhaseSchema),
  topics: z.array(z.string()),
  intensity: IntensitySchema.nullable(),
  totalDurationMinutes: z.number().int(),
  thumbnail: DiagramThumbnailSchema.nullable(),
  /** The author's name as it was when shared; it stays when they leave the club. */
  authorName: z.string(),
  isPinned: z.boolean(),
  /** The language it is written in. */
  language: localeSchema,
  sharedAt: z.iso.datetime(),
});
export type ClubLibraryItemSummary = z.infer<typeof ClubLibraryItemSummarySchema>;

export const ClubLibraryResponseSchema = z.object({
  items: z.array(ClubLibraryItemSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ClubLibraryResponse = z.infer<typeof ClubLibraryResponseSchema>;

/** What an item holds, by kind: a session's content and drills, a drill's content, a board's diagram. */
export const ClubLibraryContentSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("session"),
    theme: z.string(),
    objectives: z.array(z.string()),
    blocks: z.array(SessionBlockSchema),
    coverBlockId: z.string().nullable(),
    derived: SessionDerivedSchema,
  }),
  z.object({ kind: z.literal("drill"), drill: DrillContentSchema, tags: z.array(z.string()) }),
  z.object({ kind: z.literal("tactical-drill"), diagram: DiagramSchema }),
]);
export type ClubLibraryContent = z.infer<typeof ClubLibraryContentSchema>;

export const ClubLibraryItemSchema = ClubLibraryItemSummarySchema.extend({ content: ClubLibraryContentSchema });
export type ClubLibraryItem = z.infer<typeof ClubLibraryItemSchema>;
export const ClubLibraryItemResponseSchema = z.object({ item: ClubLibraryItemSchema });
export type ClubLibraryItemResponse = z.infer<typeof ClubLibraryItemResponseSchema>;

/** A club admin pins an item among the club's essentials, or unpins it. */
export const UpdateClubLibraryItemRequestSchema = z.object({ isPinned: z.boolean() });
export type UpdateClubLibraryItemRequest = z.infer<typeof UpdateClubLibraryItemRequestSchema>;

/** Copying a club item into my own library: where the copy is. */
export const CopiedClubItemResponseSchema = z.object({
  copy: z.object({ kind: ClubLibraryKindSchema, id: z.string() }),
});
