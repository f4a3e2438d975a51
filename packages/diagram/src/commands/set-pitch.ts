import { DiagramError } from "../diagram-error.ts";
import { PITCH_TEMPLATES } from "../pitch-templates.ts";
import { PitchSchema, type Diagram, type Pitch } from "../schema.ts";
import { placeAttachedBalls } from "./internal.ts";

/**
 * Changes the pitch. Choosing another template (other than "custom") takes its size and grid
 * unless the patch says otherwise; changing the size of a marked pitch (full, half, …) makes it
 * "custom", while a blank area stays blank at any size.
 * Objects keep their coordinates in metres, so the layout is not stretched.
 */
export function setPitch(diagram: Diagram, patch: Partial<Pitch>): Diagram {
  const current = diagram.pitch;
  let next: Pitch = { ...current };
  if (patch.template !== undefined && patch.template !== current.template && patch.template !== "custom") {
    const template = PITCH_TEMPLATES[patch.template];
    next = {
      ...next,
      template: template.id,
      length: template.length,
      width: template.width,
      showGrid: template.showGrid,
      gridSize: template.gridSize,
    };
  }
  next = { ...next, ...patch };
  // A blank area has no markings to keep true to size, so it stays blank at any size.
  if (patch.template === undefined && next.template !== "custom" && next.template !== "blank") {
    const template = PITCH_TEMPLATES[next.template];
    if (next.length !== template.length || next.width !== template.width) next.template = "custom";
  }
  const result = PitchSchema.safeParse(next);
  if (!result.success) throw DiagramError.fromZod(result.error, "Invalid pitch");
  const pitch = result.data;
  const unchanged = (Object.keys(pitch) as (keyof Pitch)[]).every((key) => pitch[key] === current[key]);
  // Tokens are drawn larger on a longer pitch (`tokenScale`), so attached balls move out to the new feet.
  return unchanged ? diagram : placeAttachedBalls({ ...diagram, pitch }, "all");
}
