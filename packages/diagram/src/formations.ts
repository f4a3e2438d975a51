import type { FormationId } from "./formation-ids.ts";
import type { Pitch, Team } from "./schema.ts";

export { FORMATION_IDS, type FormationId } from "./formation-ids.ts";

/** One position in a formation, normalised to the team's own half. */
export interface FormationSlot {
  readonly kind: "player" | "goalkeeper";
  /** Shirt number. */
  readonly label: string;
  /** Short role name, for tooltips. */
  readonly role: string;
  /** 0 = own goal line, 1 = halfway line. */
  readonly depth: number;
  /** 0 = the team's left touchline, 1 = its right. */
  readonly across: number;
}

/** A team shape: a goalkeeper plus outfield players. */
export interface Formation {
  readonly id: FormationId;
  readonly name: string;
  /** Players per side, goalkeeper included. */
  readonly players: number;
  readonly slots: readonly FormationSlot[];
}

const gk: FormationSlot = { kind: "goalkeeper", label: "1", role: "GK", depth: 0.05, across: 0.5 };
const slot = (label: number, role: string, depth: number, across: number): FormationSlot => ({
  kind: "player",
  label: String(label),
  role,
  depth,
  across,
});
const backFour = [
  slot(3, "LB", 0.33, 0.12),
  slot(4, "CB", 0.28, 0.38),
  slot(5, "CB", 0.28, 0.62),
  slot(2, "RB", 0.33, 0.88),
];

/** Presets for the tactical board; number keys pick them in this order. */
export const FORMATIONS: readonly Formation[] = [
  {
    id: "4-4-2",
    name: "4-4-2",
    players: 11,
    slots: [
      gk,
      ...backFour,
      slot(11, "LM", 0.62, 0.12),
      slot(6, "CM", 0.56, 0.38),
      slot(8, "CM", 0.56, 0.62),
      slot(7, "RM", 0.62, 0.88),
      slot(10, "ST", 0.88, 0.4),
      slot(9, "ST", 0.88, 0.6),
    ],
  },
  {
    id: "4-3-3",
    name: "4-3-3",
    players: 11,
    slots: [
      gk,
      ...backFour,
      slot(6, "DM", 0.5, 0.5),
      slot(10, "CM", 0.62, 0.3),
      slot(8, "CM", 0.62, 0.7),
      slot(11, "LW", 0.86, 0.14),
      slot(9, "ST", 0.92, 0.5),
      slot(7, "RW", 0.86, 0.86),
    ],
  },
  {
    id: "4-2-3-1",
    name: "4-2-3-1",
    players: 11,
    slots: [
      gk,
      ...backFour,
      slot(6, "DM", 0.5, 0.38),
      slot(8, "DM", 0.5, 0.62),
      slot(11, "LAM", 0.72, 0.15),
      slot(10, "AM", 0.72, 0.5),
      slot(7, "RAM", 0.72, 0.85),
      slot(9, "ST", 0.92, 0.5),
    ],
  },
  {
    id: "3-5-2",
    name: "3-5-2",
    players: 11,
    slots: [
      gk,
      slot(6, "CB", 0.3, 0.28),
      slot(4, "CB", 0.27, 0.5),
      slot(5, "CB", 0.3, 0.72),
      slot(3, "LWB", 0.6, 0.08),
      slot(10, "CM", 0.6, 0.32),
      slot(8, "DM", 0.52, 0.5),
      slot(7, "CM", 0.6, 0.68),
      slot(2, "RWB", 0.6, 0.92),
      slot(11, "ST", 0.88, 0.4),
      slot(9, "ST", 0.88, 0.6),
    ],
  },
  {
    id: "5-3-2",
    name: "5-3-2",
    players: 11,
    slots: [
      gk,
      slot(3, "LWB", 0.4, 0.08),
      slot(6, "CB", 0.28, 0.3),
      slot(4, "CB", 0.26, 0.5),
      slot(5, "CB", 0.28, 0.7),
      slot(2, "RWB", 0.4, 0.92),
      slot(10, "CM", 0.6, 0.28),
      slot(8, "CM", 0.56, 0.5),
      slot(7, "CM", 0.6, 0.72),
      slot(11, "ST", 0.88, 0.4),
      slot(9, "ST", 0.88, 0.6),
    ],
  },
  {
    id: "2-3-1",
    name: "7-a-side 2-3-1",
    players: 7,
    slots: [
      gk,
      slot(3, "LB", 0.32, 0.3),
      slot(2, "RB", 0.32, 0.7),
      slot(6, "LM", 0.6, 0.15),
      slot(4, "CM", 0.56, 0.5),
      slot(5, "RM", 0.6, 0.85),
      slot(7, "ST", 0.88, 0.5),
    ],
  },
  {
    id: "3-2-3",
    name: "9-a-side 3-2-3",
    players: 9,
    slots: [
      gk,
      slot(3, "LB", 0.32, 0.22),
      slot(4, "CB", 0.28, 0.5),
      slot(2, "RB", 0.32, 0.78),
      slot(6, "CM", 0.55, 0.38),
      slot(5, "CM", 0.55, 0.62),
      slot(8, "LW", 0.85, 0.15),
      slot(9, "ST", 0.9, 0.5),
      slot(7, "RW", 0.85, 0.85),
    ],
  },
];

/** A formation preset by id. */
export function formation(id: FormationId): Formation {
  const found = FORMATIONS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`Unknown formation "${id}"`);
  return found;
}

/** Where a formation slot stands on a pitch, in metres, with the team's facing. */
export interface PlacedSlot extends FormationSlot {
  readonly x: number;
  readonly y: number;
  /** 0° for home (attacking +x), 180° for away. */
  readonly rotation: number;
}

/**
 * A formation laid out on the current pitch. Home defends the left goal and attacks left → right;
 * away is home turned through 180°, so its left-back is still on its own left. Coordinates use the
 * horizontal frame, like all stored coordinates (a vertical pitch is a view rotation).
 */
export function placeFormation(pitch: Pitch, team: Team, id: FormationId): PlacedSlot[] {
  const half = pitch.length / 2;
  return formation(id).slots.map((slot) => {
    const x = slot.depth * half;
    // Facing +x with y pointing down, a player's left is towards y = 0.
    const y = slot.across * pitch.width;
    return team === "home"
      ? { ...slot, x, y, rotation: 0 }
      : { ...slot, x: pitch.length - x, y: pitch.width - y, rotation: 180 };
  });
}
