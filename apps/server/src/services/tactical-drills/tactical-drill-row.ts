import { migrateDiagram } from "@touchline/diagram";
import type { TacticalDrill } from "@touchline/contracts";
import { AppError } from "../../lib/app-error.ts";
import type { tacticalDrills } from "../../db/schema.ts";

type TacticalDrillRow = typeof tacticalDrills.$inferSelect;

/**
 * A row as the contract's drill. The stored diagram passes `migrateDiagram` again so a drill saved
 * under an older diagram version reaches the editor upgraded.
 */
export function toTacticalDrill(row: TacticalDrillRow): TacticalDrill {
  return {
    id: row.id,
    title: row.title,
    diagram: migrateDiagram(row.diagram),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The same answer for a missing drill and someone else's, so ids reveal nothing. */
export function tacticalDrillNotFound(): AppError {
  return new AppError("NOT_FOUND", "Tactical drill not found");
}
