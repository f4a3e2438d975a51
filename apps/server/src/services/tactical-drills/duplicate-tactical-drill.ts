import { randomUUID } from "node:crypto";
import { MAX_TACTICAL_DRILL_TITLE_LENGTH, type TacticalDrill } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { tacticalDrills } from "../../db/schema.ts";
import { getTacticalDrill } from "./get-tactical-drill.ts";
import { toTacticalDrill } from "./tactical-drill-row.ts";

const COPY_SUFFIX = " (copy)";

/** "<title> (copy)", the title shortened so the whole stays within the limit (as a duplicated session is named). */
export function duplicateTacticalDrillTitle(title: string): string {
  return `${title.slice(0, MAX_TACTICAL_DRILL_TITLE_LENGTH - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`;
}

/** A new tactical drill of the caller's with the diagram of one of theirs, e.g. to try a variant; anyone else's is not found. */
export async function duplicateTacticalDrill(db: Database, ownerId: string, id: string): Promise<TacticalDrill> {
  const source = await getTacticalDrill(db, ownerId, id);
  const [row] = await db
    .insert(tacticalDrills)
    .values({ id: randomUUID(), ownerId, title: duplicateTacticalDrillTitle(source.title), diagram: source.diagram })
    .returning();
  return toTacticalDrill(row!);
}
