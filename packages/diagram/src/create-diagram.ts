import { PITCH_TEMPLATES, type PitchTemplateId } from "./pitch-templates.ts";
import { DIAGRAM_VERSION, type Diagram, type Pitch, type TeamColours, type TokenSize } from "./schema.ts";

export interface CreateDiagramOptions {
  template?: PitchTemplateId;
  /** Overrides of the template's defaults, e.g. a custom size. */
  pitch?: Partial<Omit<Pitch, "template">>;
  /** "medium" unless told otherwise. */
  tokenSize?: TokenSize;
  /** What each team's new players wear, e.g. a club's kit; left out, the drawing says nothing. */
  teamColours?: TeamColours;
}

/** An empty, valid diagram on a template's pitch (a full pitch unless told otherwise). */
export function createDiagram(options: CreateDiagramOptions = {}): Diagram {
  const template = PITCH_TEMPLATES[options.template ?? "full"];
  return {
    version: DIAGRAM_VERSION,
    pitch: {
      template: template.id,
      length: template.length,
      width: template.width,
      orientation: "horizontal",
      surface: "striped",
      showGrid: template.showGrid,
      gridSize: template.gridSize,
      ...options.pitch,
    },
    tokenSize: options.tokenSize ?? "medium",
    ...(options.teamColours ? { teamColours: { ...options.teamColours } } : {}),
    objects: {},
    frames: [],
  };
}
