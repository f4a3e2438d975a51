export const PITCH_TEMPLATE_IDS = [
  "full",
  "half",
  "attacking-third",
  "penalty-area",
  "futsal",
  "blank",
  "custom",
] as const;

export type PitchTemplateId = (typeof PITCH_TEMPLATE_IDS)[number];

/** Default size and grid for a pitch template; length runs along x in horizontal orientation. */
export interface PitchTemplate {
  readonly id: PitchTemplateId;
  readonly label: string;
  /** Metres. */
  readonly length: number;
  /** Metres. */
  readonly width: number;
  readonly showGrid: boolean;
  /** Metres. */
  readonly gridSize: number;
}

/**
 * Sizes follow the laws of the game. The penalty area is really 40.32 × 16.5 m; the template is
 * 40 × 18 m so the box fills the drawing with a little margin for the six-yard box and penalty
 * spot to breathe, and whole metres keep a 2 m grid aligned.
 */
export const PITCH_TEMPLATES: Readonly<Record<PitchTemplateId, PitchTemplate>> = {
  full: { id: "full", label: "Full pitch", length: 105, width: 68, showGrid: false, gridSize: 5 },
  half: { id: "half", label: "Half pitch", length: 52.5, width: 68, showGrid: false, gridSize: 5 },
  "attacking-third": {
    id: "attacking-third",
    label: "Attacking third",
    length: 35,
    width: 68,
    showGrid: false,
    gridSize: 5,
  },
  "penalty-area": {
    id: "penalty-area",
    label: "Penalty area",
    length: 40,
    width: 18,
    showGrid: false,
    gridSize: 2,
  },
  futsal: { id: "futsal", label: "Futsal court", length: 40, width: 20, showGrid: false, gridSize: 2 },
  blank: { id: "blank", label: "Blank area", length: 40, width: 30, showGrid: true, gridSize: 5 },
  custom: { id: "custom", label: "Custom size", length: 40, width: 30, showGrid: false, gridSize: 5 },
};
