import { DiagramInputSchema, DiagramSchema } from "@touchline/diagram";
import { z } from "zod";
import { DiagramThumbnailSchema } from "./sessions.ts";
import { DrillContentInputSchema, DrillTitleSchema, IntensitySchema } from "./drills.ts";
import { fieldMessage } from "./field-message.ts";

/** Longest drill title; enough for "U12 rondo 4v2 into switch of play" with room to spare. */
export const MAX_TACTICAL_DRILL_TITLE_LENGTH = 120;

/** A tactical drill saved to the library becomes a drill of this length until the coach says otherwise. */
export const DEFAULT_LIBRARY_DRILL_MINUTES = 15;

/** Ids are server-made UUIDs; the bound only keeps junk in a URL from reaching the database. */
export const TacticalDrillIdSchema = z.string().min(1).max(64, /*i18n*/ "Not a tactical drill id");

export const TacticalDrillTitleSchema = z
  .string({ error: /*i18n*/ "Please give the drill a title" })
  .trim()
  .min(1, /*i18n*/ "Please give the drill a title")
  .max(
    MAX_TACTICAL_DRILL_TITLE_LENGTH,
    fieldMessage(/*i18n*/ "A drill title is at most {max} characters", { max: MAX_TACTICAL_DRILL_TITLE_LENGTH }),
  );

/** Saving the tactical board: the owner is the signed-in coach, never a field of the body. */
export const CreateTacticalDrillRequestSchema = z.object({
  title: TacticalDrillTitleSchema,
  diagram: DiagramInputSchema,
});
export type CreateTacticalDrillRequest = z.infer<typeof CreateTacticalDrillRequestSchema>;

/** A partial update: only the fields sent change, and at least one must be sent. */
export const UpdateTacticalDrillRequestSchema = z
  .object({
    title: TacticalDrillTitleSchema.optional(),
    diagram: DiagramInputSchema.optional(),
  })
  .refine((body) => body.title !== undefined || body.diagram !== undefined, {
    message: /*i18n*/ "Send a new title or diagram to update the drill",
  });
export type UpdateTacticalDrillRequest = z.infer<typeof UpdateTacticalDrillRequestSchema>;

/** A saved tactical board, as its owner reopens it for editing. Dates are ISO 8601 strings. */
export const TacticalDrillSchema = z.object({
  id: TacticalDrillIdSchema,
  title: z.string(),
  diagram: DiagramSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TacticalDrill = z.infer<typeof TacticalDrillSchema>;

/** A row of the "My tactical drills" list: not the diagram, but how many objects it holds and its picture. */
export const TacticalDrillSummarySchema = TacticalDrillSchema.omit({ diagram: true }).extend({
  objectCount: z.number().int().min(0),
  thumbnail: DiagramThumbnailSchema,
});
export type TacticalDrillSummary = z.infer<typeof TacticalDrillSummarySchema>;

export const TacticalDrillResponseSchema = z.object({ drill: TacticalDrillSchema });
export type TacticalDrillResponse = z.infer<typeof TacticalDrillResponseSchema>;

export const TacticalDrillListResponseSchema = z.object({ drills: z.array(TacticalDrillSummarySchema) });

/**
 * Turning a tactical drill into a drill of the library: its title and diagram, with what a library drill
 * needs besides (its length and intensity; the coach refines the rest in the library).
 */
export const TacticalDrillToLibraryRequestSchema = z.object({
  title: DrillTitleSchema.optional(),
  durationMinutes: DrillContentInputSchema.shape.durationMinutes.default(DEFAULT_LIBRARY_DRILL_MINUTES),
  intensity: IntensitySchema.default("medium"),
});
export type TacticalDrillToLibraryRequest = z.input<typeof TacticalDrillToLibraryRequestSchema>;
