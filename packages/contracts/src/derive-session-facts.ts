import {
  countPlayers,
  deriveEquipment,
  type Diagram,
  EQUIPMENT_KINDS,
  type EquipmentItem,
  formatEquipment,
  TEAM_COLOUR_IDS,
} from "@touchline/diagram";
import type { SessionDerived } from "./sessions.ts";

/** What a block contributes to the session's facts; a `SessionBlock` or a block being edited both fit. */
export interface SessionFactsBlock {
  durationMinutes: number;
  /** The coach's override of the drawn player count, or null to count the diagram. */
  players: number | null;
  diagram: Diagram;
}

// The order `deriveEquipment` lists a single diagram in: field equipment, then balls, then bibs by colour.
const KIND_ORDER: readonly string[] = [...EQUIPMENT_KINDS.filter((kind) => kind !== "ball"), "ball"];

function itemKey(item: EquipmentItem): string {
  return item.item === "bib" ? `bib:${item.colour}` : item.item;
}

function itemRank(item: EquipmentItem): number {
  return item.item === "bib" ? KIND_ORDER.length + TEAM_COLOUR_IDS.indexOf(item.colour) : KIND_ORDER.indexOf(item.item);
}

/**
 * The session's equipment: for each kind (and each bib colour) the most any one block needs, because
 * the drills run one after another and reuse the same cones. Each item keeps the label of the block
 * with the largest count, so "1 cone" / "2 cones" still agrees with the number.
 */
export function deriveSessionEquipment(blocks: readonly Pick<SessionFactsBlock, "diagram">[]): EquipmentItem[] {
  const largest = new Map<string, EquipmentItem>();
  for (const block of blocks) {
    for (const item of deriveEquipment(block.diagram)) {
      const key = itemKey(item);
      const current = largest.get(key);
      if (!current || item.count > current.count) largest.set(key, item);
    }
  }
  return [...largest.values()].sort((a, b) => itemRank(a) - itemRank(b));
}

/**
 * Facts of a session worked out from its blocks, never typed twice: the total duration (sum of the
 * blocks, in minutes), the largest squad any block needs (its override, else the players drawn), and
 * the equipment list. Shared by the server (stored and returned) and the editor (shown live).
 */
export function deriveSessionFacts(blocks: readonly SessionFactsBlock[]): SessionDerived {
  let totalDurationMinutes = 0;
  let players = 0;
  for (const block of blocks) {
    totalDurationMinutes += block.durationMinutes;
    players = Math.max(players, block.players ?? countPlayers(block.diagram).total);
  }
  return { totalDurationMinutes, players, equipment: formatEquipment(deriveSessionEquipment(blocks)) };
}
