/**
 * The formations a team can line up in, in the order the number keys pick them. Apart from their shapes
 * (formations.ts), so an editor can name them without carrying the shapes until one is applied.
 */
export const FORMATION_IDS = ["4-4-2", "4-3-3", "4-2-3-1", "3-5-2", "5-3-2", "2-3-1", "3-2-3"] as const;
export type FormationId = (typeof FORMATION_IDS)[number];
