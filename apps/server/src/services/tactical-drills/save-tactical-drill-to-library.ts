import {
  LibraryDrillInputSchema,
  type LibraryDrill,
  type TacticalDrillToLibraryRequestSchema,
} from "@touchline/contracts";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { createDrill } from "../drills/create-drill.ts";
import { getTacticalDrill } from "./get-tactical-drill.ts";

/**
 * A drill of the caller's library drawn like one of their tactical drills: its title (unless another is
 * given) and diagram, the length and intensity asked, the texts empty for the coach to write. The
 * tactical drill stays as it is; the two are separate from then on.
 */
export async function saveTacticalDrillToLibrary(
  db: Database,
  ownerId: string,
  id: string,
  input: z.output<typeof TacticalDrillToLibraryRequestSchema>,
): Promise<LibraryDrill> {
  const tacticalDrill = await getTacticalDrill(db, ownerId, id);
  // Through the library's own schema, so the drill gets every default a drill saved in the library gets.
  const content = LibraryDrillInputSchema.parse({
    title: input.title ?? tacticalDrill.title,
    diagram: tacticalDrill.diagram,
    durationMinutes: input.durationMinutes,
    intensity: input.intensity,
  });
  return createDrill(db, ownerId, content);
}
