import { createDiagram, type Diagram, safeMigrateDiagram } from "@touchline/diagram";

/** The visitor's board lives in this browser until they save it to their account. */
export const BOARD_STORAGE_KEY = "touchline.tactical-board";

export function newBoard(): Diagram {
  return createDiagram({ template: "full" });
}

/** The stored board, upgraded to the current version; a damaged one is set aside, not thrown at the user. */
export function loadBoard(storage: Storage = localStorage): { diagram: Diagram; wasDamaged: boolean } {
  const raw = storage.getItem(BOARD_STORAGE_KEY);
  if (!raw) return { diagram: newBoard(), wasDamaged: false };
  try {
    const result = safeMigrateDiagram(JSON.parse(raw));
    if (result.ok) return { diagram: result.diagram, wasDamaged: false };
  } catch {
    // Not JSON: fall through.
  }
  storage.setItem(`${BOARD_STORAGE_KEY}.damaged`, raw);
  return { diagram: newBoard(), wasDamaged: true };
}

export function saveBoard(diagram: Diagram, storage: Storage = localStorage): boolean {
  try {
    storage.setItem(BOARD_STORAGE_KEY, JSON.stringify(diagram));
    return true;
  } catch {
    // Storage full or disabled (private mode): the board still works, it just will not survive a reload.
    return false;
  }
}
