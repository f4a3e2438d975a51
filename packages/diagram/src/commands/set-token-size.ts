import { DiagramError } from "../diagram-error.ts";
import { TokenSizeSchema, type Diagram, type TokenSize } from "../schema.ts";
import { placeAttachedBalls } from "./internal.ts";

/**
 * Chooses how large the drawing's people, balls and equipment are drawn (small, medium or large). It is a
 * view scale: no object moves, except attached balls, which keep to the feet of their now larger or
 * smaller carrier.
 */
export function setTokenSize(diagram: Diagram, tokenSize: TokenSize): Diagram {
  const result = TokenSizeSchema.safeParse(tokenSize);
  if (!result.success) throw DiagramError.fromZod(result.error, "Invalid token size");
  if (result.data === diagram.tokenSize) return diagram;
  return placeAttachedBalls({ ...diagram, tokenSize: result.data }, "all");
}
