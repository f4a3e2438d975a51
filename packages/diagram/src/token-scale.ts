import type { Diagram, TokenSize } from "./schema.ts";

/** How much each size enlarges tokens against "medium". */
const TOKEN_SIZE_FACTORS: Record<TokenSize, number> = { small: 0.7, medium: 1, large: 1.35 };

/**
 * The pitch length (metres, its longer side) up to which tokens are drawn at their catalogue size. A longer
 * pitch is shown at fewer pixels a metre, so its tokens grow in proportion: on a full pitch (105 m) a
 * medium player is 1.7 × the catalogue's 2 m, about 25 px across when the pitch fills most of a laptop.
 */
const TRUE_SIZE_UP_TO_METRES = 62;

/**
 * The factor by which people, balls and equipment are drawn and hit-tested, a view scale: positions stay
 * in metres. Every view and export of a drawing applies the same factor, so the PDF looks like the screen.
 */
export function tokenScale(diagram: Pick<Diagram, "pitch" | "tokenSize">): number {
  const longSide = Math.max(diagram.pitch.length, diagram.pitch.width);
  return Math.max(1, longSide / TRUE_SIZE_UP_TO_METRES) * TOKEN_SIZE_FACTORS[diagram.tokenSize];
}
