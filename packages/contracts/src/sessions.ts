import { DiagramInputSchema, DiagramSchema } from "@touchline/diagram";
import { z } from "zod";
import { localeSchema } from "./locale-schema.ts";
import { DrillContentInputSchema, DrillContentSchema, IntensitySchema, TagSchema, MAX_TAGS } from "./drills.ts";
import { fieldMessage } from "./field-message.ts";

export const AGE_GROUPS = [
  "U6",
  "U7",
  "U8",
  "U9",
  "U10",
  "U11",
  "U12",
  "U13",
  "U14",
  "U15",
  "U16",
  "U17",
  "U18",
  "adult",
] as const;
export const AgeGroupSchema = z.enum(AGE_GROUPS);
export type AgeGroup = z.infer<typeof AgeGroupSchema>;

export const LEVELS = ["beginner", "intermediate", "advanced", "elite"] as const;
export const LevelSchema = z.enum(LEVELS);
export type Level = z.infer<typeof LevelSchema>;

/** Phases of play a session can work on (tags the global library filters by). */
export const PHASES = [
  "attacking",
  "defending",
  "transition-to-attack",
  "transition-to-defence",
  "set-pieces",
] as const;
export const PhaseSchema = z.enum(PHASES);
export type Phase = z.infer<typeof PhaseSchema>;
export const PHASE_LABELS: Record<Phase, string> = {
  attacking: "Attacking",
  defending: "Defending",
  "transition-to-attack": "Transition to attack",
  "transition-to-defence": "Transition to defence",
  "set-pieces": "Set pieces",
};

/** Suggested topics; coaches may type their own. */
export const SUGGESTED_TOPICS = [
  "rondo",
  "possession",
  "pressing",
  "finishing",
  "passing",
  "dribbling",
  "crossing",
  "small-sided games",
  "warm-up",
  "goalkeeping",
  "defending 1v1",
  "build-up play",
] as const;

export const VisibilitySchema = z.enum(["private", "public"]);
export type Visibility = z.infer<typeof VisibilitySchema>;

export const MAX_BLOCKS = 20;

/** Ids are server-made UUIDs; the bound only keeps junk in a URL from reaching the database. */
export const SessionIdSchema = z.string().min(1).max(64, /*i18n*/ "Not a session id");

/** Length of the share id in `/s/{shortId}`: 8 base62 characters, about 2 × 10^14 possibilities. */
export const SHORT_ID_LENGTH = 8;
export const ShortIdSchema = z.string().regex(/^[0-9A-Za-z]{1,32}$/, /*i18n*/ "Not a share link id");

/**
 * Whether the team link shows players a drill's coaching points: the coach's notes stay the coach's unless
 * marked. Optional: blocks saved before the mark existed, and drills brought in from a library, have none,
 * which means not shown.
 */
const CoachingPointsForPlayersSchema = z.boolean().optional();

/** A drill block inside a session: the drill's content plus a stable id for reordering in the UI. */
export const SessionBlockInputSchema = DrillContentInputSchema.extend({
  id: z.string().min(1).max(64),
  coachingPointsForPlayers: CoachingPointsForPlayersSchema,
});
export const SessionBlockSchema = DrillContentSchema.extend({
  id: z.string(),
  coachingPointsForPlayers: CoachingPointsForPlayersSchema,
});
export type SessionBlock = z.infer<typeof SessionBlockSchema>;

const IsoDateSchema = z.iso.date(/*i18n*/ "Use a date like 2026-11-24");

/** Everything a coach edits in a session. Visibility changes through publish/unpublish, not here. */
export const SessionContentInputSchema = z.object({
  title: z
    .string({ error: /*i18n*/ "Please give the session a title" })
    .trim()
    .min(1, /*i18n*/ "Please give the session a title")
    .max(120, /*i18n*/ "A session title is at most 120 characters"),
  theme: z.string().trim().max(2000, /*i18n*/ "The theme is at most 2000 characters").default(""),
  objectives: z.array(z.string().trim().min(1).max(200)).max(10, /*i18n*/ "At most 10 objectives").default([]),
  ageGroup: AgeGroupSchema.nullable().default(null),
  level: LevelSchema.nullable().default(null),
  date: IsoDateSchema.nullable().default(null),
  topics: z
    .array(TagSchema)
    .max(MAX_TAGS, fieldMessage(/*i18n*/ "At most {max} topics", { max: MAX_TAGS }))
    .default([]),
  phases: z.array(PhaseSchema).max(PHASES.length).default([]),
  intensity: IntensitySchema,
  blocks: z
    .array(SessionBlockInputSchema)
    .max(MAX_BLOCKS, fieldMessage(/*i18n*/ "A session has at most {max} drills", { max: MAX_BLOCKS }))
    .default([]),
  /** The block whose diagram pictures the session in lists; null (or an id no block has): the first. */
  coverBlockId: z.string().min(1).max(64).nullable().default(null),
  /** The language it is written in; left out, the author's (their account's, else English). */
  language: localeSchema.optional(),
});
export type SessionContentInput = z.input<typeof SessionContentInputSchema>;
/** The same content after validation: defaults filled, diagrams upgraded to the current version. */
export type SessionContent = z.output<typeof SessionContentInputSchema>;

/** The fields a coach edits in a session, in one place: what a draft holds and what a copy carries over. */
export const SESSION_CONTENT_FIELDS = SessionContentInputSchema.keyof().options;
export type SessionContentField = (typeof SESSION_CONTENT_FIELDS)[number];

/** The content fields of a session as stored or sent (a row, the API's session), and nothing else. */
export function sessionContentOf<T extends Record<SessionContentField, unknown>>(
  source: T,
): Pick<T, SessionContentField> {
  return Object.fromEntries(SESSION_CONTENT_FIELDS.map((field) => [field, source[field]])) as Pick<
    T,
    SessionContentField
  >;
}

/** Facts worked out from the blocks and their diagrams, never typed twice. */
export const SessionDerivedSchema = z.object({
  totalDurationMinutes: z.number().int(),
  /** The largest player count of any block (drawn or overridden). */
  players: z.number().int(),
  /** e.g. "14 cones, 4 poles, 2 mini goals, 10 balls, 7 red bibs". */
  equipment: z.string(),
});
export type SessionDerived = z.infer<typeof SessionDerivedSchema>;

/**
 * The session a copy was made from, as it was when copied. `id` is null once the original is deleted:
 * the credit (title, author) stays on the copy.
 */
export const SessionOriginSchema = z.object({ id: z.string().nullable(), title: z.string(), authorName: z.string() });

/**
 * A session staff unpublished, as its author sees it: it stays private until a moderator approves a
 * review the author asks for (one at a time).
 */
export const ModerationHoldSchema = z.object({
  /** The moderator's reason for unpublishing it. */
  reason: z.string(),
  heldAt: z.string(),
  /** When the author asked for the review that is waiting for a moderator; null when none is. */
  reviewRequestedAt: z.string().nullable(),
  /** The reason a moderator gave for declining the latest request, until the author asks again. */
  declineReason: z.string().nullable(),
  declinedAt: z.string().nullable(),
});
export type ModerationHold = z.infer<typeof ModerationHoldSchema>;

/** What an author may write to the moderator with a review request. */
export const ReviewRequestMessageSchema = z.string().trim().max(1000, /*i18n*/ "A message is at most 1000 characters");

export const ReviewRequestSchema = z.object({ message: ReviewRequestMessageSchema.default("") });

export const SessionSchema = z.object({
  id: z.string(),
  /** The short share id used by /s/{shortId}. */
  shortId: z.string(),
  title: z.string(),
  theme: z.string(),
  objectives: z.array(z.string()),
  ageGroup: AgeGroupSchema.nullable(),
  level: LevelSchema.nullable(),
  date: z.string().nullable(),
  topics: z.array(z.string()),
  phases: z.array(PhaseSchema),
  intensity: IntensitySchema,
  visibility: VisibilitySchema,
  blocks: z.array(SessionBlockSchema),
  /** The block the author chose as the session's picture; null: the first block. */
  coverBlockId: z.string().nullable(),
  /** The language it is written in: libraries filter by it and show a reader theirs first. */
  language: localeSchema,
  derived: SessionDerivedSchema,
  authorName: z.string(),
  /** Whether the caller owns it (and so may edit it). */
  isOwner: z.boolean(),
  /** Set only for its owner, while a moderator's unpublishing holds the session private. */
  moderationHold: ModerationHoldSchema.nullable(),
  /** The public session this one was copied from, credited on the copy. */
  copiedFrom: SessionOriginSchema.nullable(),
  copyCount: z.number().int(),
  viewCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Session = z.infer<typeof SessionSchema>;

const SESSION_CONTENT_MASK = Object.fromEntries(SESSION_CONTENT_FIELDS.map((field) => [field, true])) as Record<
  SessionContentField,
  true
>;

/** A drill of a draft: a session's block whose diagrams may come from an older app, so they are migrated. */
export const DrillDraftSchema = SessionBlockSchema.extend({
  diagram: DiagramInputSchema,
  progressions: z.array(DrillContentSchema.shape.progressions.element.extend({ diagram: DiagramInputSchema })),
});
export type DrillDraft = z.output<typeof DrillDraftSchema>;

/**
 * A session as it is being written (in the builder, kept on a device): the content's fields with the
 * API's types but not the limits Save checks (a title may still be empty), every diagram current.
 * What comes back from a device is read with it, so a draft of another shape is refused, never cast.
 */
export const SessionDraftSchema = SessionSchema.pick(SESSION_CONTENT_MASK).extend({
  blocks: z.array(DrillDraftSchema),
  // Drafts kept before covers existed have none: the first drill, as before.
  coverBlockId: z.string().nullable().default(null),
  // Drafts kept before sessions had a language have none: the author's, when saved.
  language: localeSchema.optional(),
});
export type SessionDraft = z.output<typeof SessionDraftSchema>;

/**
 * A diagram reduced to what reads at list size (`diagramThumbnail` of the diagram package: first frame,
 * no text, rounded), with the hash of what it draws; lists draw it with the same renderer as the editor.
 */
export const DiagramThumbnailSchema = z.object({ hash: z.string(), diagram: DiagramSchema });
export type DiagramThumbnailData = z.infer<typeof DiagramThumbnailSchema>;

export const SessionSummarySchema = SessionSchema.pick({
  id: true,
  shortId: true,
  title: true,
  theme: true,
  ageGroup: true,
  level: true,
  topics: true,
  phases: true,
  intensity: true,
  visibility: true,
  language: true,
  authorName: true,
  copyCount: true,
  viewCount: true,
  createdAt: true,
  updatedAt: true,
}).extend({
  drillCount: z.number().int(),
  totalDurationMinutes: z.number().int(),
  /** The cover drill's picture (the first drill's unless the author chose another); null without drills. */
  thumbnail: DiagramThumbnailSchema.nullable(),
});
export type SessionSummary = z.infer<typeof SessionSummarySchema>;

export const SessionResponseSchema = z.object({ session: SessionSchema });
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

export const MY_SESSIONS_SORTS = ["best_match", "updated", "created", "title", "date"] as const;
export type MySessionsSort = (typeof MY_SESSIONS_SORTS)[number];

export const MySessionsQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  /** Absent: "best_match" while searching, else "updated". "best_match" without a search is "updated". */
  sort: z.enum(MY_SESSIONS_SORTS).optional(),
});
export type MySessionsQuery = z.input<typeof MySessionsQuerySchema>;

/**
 * The order a list that can be searched is in: the one asked for, else the search's own ranking ("Best
 * match") while searching and the list's own order otherwise. Only "best_match" ranks by the search, so
 * without a search it falls back to the list's own order.
 */
function searchableListSortOf<Sort extends string>(
  q: string | undefined,
  sort: Sort | "best_match" | undefined,
  unsearched: Sort,
): Sort | "best_match" {
  const isSearching = !!q?.trim();
  if (!sort) return isSearching ? "best_match" : unsearched;
  return sort === "best_match" && !isSearching ? unsearched : sort;
}

/** The order My Sessions is in: Best match while searching, else the last edited first, unless asked. */
export function mySessionsSortOf(q: string | undefined, sort: MySessionsSort | undefined): MySessionsSort {
  return searchableListSortOf(q, sort, "updated");
}

/**
 * A row of My Sessions: the summary plus what the weekly load chart needs, the training date and the
 * session's load (`sessionLoad` of its blocks, worked out by the server so the list carries no blocks).
 */
export const MySessionSummarySchema = SessionSummarySchema.extend({
  date: z.string().nullable(),
  load: z.number().int(),
  moderationHold: ModerationHoldSchema.nullable(),
});
export type MySessionSummary = z.infer<typeof MySessionSummarySchema>;

export const SessionListResponseSchema = z.object({ sessions: z.array(MySessionSummarySchema) });

export const GLOBAL_LIBRARY_PAGE_SIZE = 12;
/** The longest page of the global library one request may ask for. */
export const GLOBAL_LIBRARY_MAX_PAGE_SIZE = 50;

export const GLOBAL_LIBRARY_SORTS = ["best_match", "newest", "most_copied", "most_viewed"] as const;
export type GlobalLibrarySort = (typeof GLOBAL_LIBRARY_SORTS)[number];

export const GlobalLibraryQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  ageGroup: AgeGroupSchema.optional(),
  topic: TagSchema.optional(),
  phase: PhaseSchema.optional(),
  intensity: IntensitySchema.optional(),
  minDuration: z.coerce.number().int().min(0).max(600).optional(),
  maxDuration: z.coerce.number().int().min(0).max(600).optional(),
  /** Only the sessions written in this language. */
  language: localeSchema.optional(),
  /** The reader's language: sessions written in it come first, in the page's order, then the others. */
  prefer: localeSchema.optional(),
  /** Absent: "best_match" while searching, else "newest". "best_match" without a search is "newest". */
  sort: z.enum(GLOBAL_LIBRARY_SORTS).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(GLOBAL_LIBRARY_MAX_PAGE_SIZE).default(GLOBAL_LIBRARY_PAGE_SIZE),
});

/** The order a global-library page is in: Best match while searching, else the newest first, unless asked. */
export function globalLibrarySortOf(q: string | undefined, sort: GlobalLibrarySort | undefined): GlobalLibrarySort {
  return searchableListSortOf(q, sort, "newest");
}
export type GlobalLibraryQuery = z.input<typeof GlobalLibraryQuerySchema>;

/** The global library counts matches up to this many; past it the answer says only "more than that". */
export const LIBRARY_COUNT_CAP = 1000;

export const GlobalLibraryResponseSchema = z.object({
  sessions: z.array(SessionSummarySchema),
  /** How many sessions match, at most `LIBRARY_COUNT_CAP`. */
  total: z.number().int(),
  /** True when more than `LIBRARY_COUNT_CAP` sessions match: `total` is then the cap, not the count. */
  totalIsCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type GlobalLibraryResponse = z.infer<typeof GlobalLibraryResponseSchema>;

export const REPORT_REASONS = ["inappropriate", "spam", "copyright", "unsafe", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  inappropriate: "Inappropriate content",
  spam: "Spam or advertising",
  copyright: "Copied without permission",
  unsafe: "Unsafe for players",
  other: "Something else",
};
export const ReportSessionRequestSchema = z.object({
  reason: z.enum(REPORT_REASONS),
  details: z.string().trim().max(2000, /*i18n*/ "At most 2000 characters").default(""),
});
export type ReportSessionRequest = z.input<typeof ReportSessionRequestSchema>;
