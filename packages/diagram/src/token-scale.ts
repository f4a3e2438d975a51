import type { Diagram, TokenSize } from "./schema.ts";

/** How much each size enlarges tokens against "medium". */
const TOKEN_SIZE_FACTORS: Record<TokenSize, number> = { small: 0.7, medium: 1, large: 1.35 };

/**
 * The pitch length (metres, its longer side) up to which tokens are drawn at their catalogue size. A longer
 * pitch is shown at fewer pixels a metre, so its tokens grow in proportion: on a full pitch (105 m) a
 * medium player is 1.8 × the catalogue's 2 m; its disc (1.8 m at scale 1) is then 3.3 m, 26 px across
 * when the pitch takes 60 % of a 1280 × 720 window (its 111 m view box ~911 px wide, 8.2 px a metre),
 * with room to spare over the 24 px a shirt number needs.
 */
const TRUE_SIZE_UP_TO_METRES = 58;

/**
 * The factor by which people, balls and equipment are drawn and hit-tested, a view scale: positions stay
 * in metres. Every view and export of a drawing applies the same factor, so the PDF looks like the screen.
 */
export function tokenScale(diagram: Pick<Diagram, "pitch" | "tokenSize">): number {
  const longSide = Math.max(diagram.pitch.length, diagram.pitch.width);
  return Math.max(1, longSide / TRUE_SIZE_UP_TO_METRES) * TOKEN_SIZE_FACTORS[diagram.tokenSize];
}
