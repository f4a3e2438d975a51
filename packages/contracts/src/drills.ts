import { DiagramInputSchema, DiagramSchema } from "@touchline/diagram";
import { z } from "zod";
import { safeText } from "./safe-text.ts";
import { fieldMessage } from "./field-message.ts";

export const INTENSITIES = ["low", "medium", "high"] as const;
export const IntensitySchema = z.enum(INTENSITIES);
export type Intensity = z.infer<typeof IntensitySchema>;

export const MAX_PROGRESSIONS = 5;
export const MAX_COACHING_POINTS = 12;
export const MAX_TAGS = 10;

const text = (max: number, label: string) =>
  safeText(label).trim().max(max, fieldMessage(/*i18n*/ "{label} is at most {max} characters", { label, max }));

export const DrillTitleSchema = z
  .string({ error: /*i18n*/ "Please give the drill a title" })
  .trim()
  .min(1, /*i18n*/ "Please give the drill a title")
  .max(120, /*i18n*/ "A drill title is at most 120 characters");

export const TagSchema = z.string().trim().min(1).max(30, /*i18n*/ "A tag is at most 30 characters");

/** A variant of a drill: harder, easier or with a new rule, with its own diagram. */
export const ProgressionInputSchema = z.object({
  title: text(120, /*i18n*/ "A progression title").min(1, /*i18n*/ "Please give the progression a title"),
  description: text(2000, /*i18n*/ "A progression description").default(""),
  diagram: DiagramInputSchema,
});

/**
 * What a coach writes for one drill. The player count is derived from the diagram unless
 * `players` overrides it (e.g. "12–16 players" drawn with 8 tokens).
 */
export const DrillContentInputSchema = z.object({
  title: DrillTitleSchema,
  diagram: DiagramInputSchema,
  /** Set-up: area size, groups, rules. */
  organisation: text(4000, /*i18n*/ "The organisation").default(""),
  coachingPoints: z.array(text(300, /*i18n*/ "A coaching point").min(1)).max(MAX_COACHING_POINTS).default([]),
  durationMinutes: z
    .number()
    .int()
    .min(1, /*i18n*/ "A drill lasts at least 1 minute")
    .max(180, /*i18n*/ "A drill lasts at most 180 minutes"),
  intensity: IntensitySchema,
  players: z.number().int().min(1).max(60).nullable().default(null),
  progressions: z
    .array(ProgressionInputSchema)
    .max(MAX_PROGRESSIONS, fieldMessage(/*i18n*/ "A drill has at most {max} progressions", { max: MAX_PROGRESSIONS }))
    .default([]),
});
export type DrillContent = z.infer<typeof DrillContentInputSchema>;

/** The same drill as the API returns it (diagrams already current). */
export const DrillContentSchema = z.object({
  title: z.string(),
  diagram: DiagramSchema,
  organisation: z.string(),
  coachingPoints: z.array(z.string()),
  durationMinutes: z.number().int(),
  intensity: IntensitySchema,
  players: z.number().int().nullable(),
  progressions: z.array(z.object({ title: z.string(), description: z.string(), diagram: DiagramSchema })),
});

/** Ids are server-made UUIDs; the bound only keeps junk in a URL from reaching the database. */
export const LibraryDrillIdSchema = z.string().min(1).max(64, /*i18n*/ "Not a drill id");

/** A drill in the coach's personal library. */
export const LibraryDrillSchema = DrillContentSchema.extend({
  id: z.string(),
  tags: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LibraryDrill = z.infer<typeof LibraryDrillSchema>;

export const LibraryDrillInputSchema = DrillContentInputSchema.extend({
  tags: z
    .array(TagSchema)
    .max(MAX_TAGS, fieldMessage(/*i18n*/ "At most {max} tags", { max: MAX_TAGS }))
    .default([]),
});
export type LibraryDrillInput = z.input<typeof LibraryDrillInputSchema>;

export const LibraryDrillResponseSchema = z.object({ drill: LibraryDrillSchema });

export const LibraryDrillListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  tag: TagSchema.optional(),
});
export type LibraryDrillListQuery = z.infer<typeof LibraryDrillListQuerySchema>;

export const LibraryDrillListResponseSchema = z.object({ drills: z.array(LibraryDrillSchema) });
