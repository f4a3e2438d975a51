import { z } from "zod";

/*
 * Version 2. What changed in version 3:
 * - the drawing chooses how large its people and equipment are drawn (`tokenSize`); a version 2
 *   drawing gets the default, "medium", which on a full pitch draws tokens larger than version 2 did
 *   (their positions are unchanged: the size is a view scale);
 * - players and goalkeepers may carry a `name` and a `kit`, frames a `caption`, and there is a
 *   freehand `pen` kind. All optional or new, so every version 2 object and frame reads as it is.
 */

/** Only what the upgrade relies on; the current schema validates the rest after it. */
export const DiagramV2Schema = z.looseObject({
  version: z.literal(2),
  pitch: z.looseObject({}),
  objects: z.record(z.string(), z.unknown()),
  frames: z.array(z.unknown()),
});
type DiagramV2 = z.infer<typeof DiagramV2Schema>;

export function upgradeFromV2(v2: DiagramV2): unknown {
  const { version: _version, ...rest } = v2;
  return { ...rest, version: 3, tokenSize: "medium" };
}
