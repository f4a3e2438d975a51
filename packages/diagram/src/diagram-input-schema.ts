import { z } from "zod";
import { safeMigrateDiagram } from "./migrate-diagram.ts";
import { DiagramSchema } from "./schema.ts";

/**
 * A diagram from outside (request body, imported file): checked for hostile shapes, upgraded from
 * older versions and validated by `safeMigrateDiagram`, so the output is always a current `Diagram`.
 * The failure message names the problem and its path, e.g. "Invalid diagram: objects.p1.x: …".
 *
 * Written as a preprocess into `DiagramSchema` (not a transform of `unknown`) so that tools describing
 * the schema, such as the server's OpenAPI document, see a diagram rather than "anything". The input
 * type stays `unknown`: any version, or garbage, may be sent. The migrated diagram is parsed once more
 * by `DiagramSchema`; for a valid document that is a few milliseconds at the 1000-object limit.
 */
export const DiagramInputSchema = z.preprocess((value, ctx) => {
  const result = safeMigrateDiagram(value);
  if (!result.ok) {
    ctx.addIssue({ code: "custom", message: result.error });
    return z.NEVER;
  }
  return result.diagram;
}, DiagramSchema);
