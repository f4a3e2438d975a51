import { catalogueEntry } from "./catalogue.ts";
import { EQUIPMENT_KINDS, type Diagram, type EquipmentKind } from "./schema.ts";
import { TEAM_COLOUR_IDS, teamColour, type TeamColourId } from "./team-colours.ts";

/*
 * Derived facts are computed, never typed twice. Hidden objects count: hiding only declutters the
 * editor view, the cone is still on the training ground.
 */

/** How many people a diagram needs. */
export interface PlayerCount {
  /** Players and goalkeepers of the home team. */
  home: number;
  away: number;
  /** home + away (coaches and neutrals are counted apart). */
  total: number;
  /** Players and goalkeepers by the colour they wear. */
  byColour: Partial<Record<TeamColourId, number>>;
  coaches: number;
  neutrals: number;
}

/** Counts players per team and colour, coaches and neutrals. */
export function countPlayers(diagram: Diagram): PlayerCount {
  const count: PlayerCount = { home: 0, away: 0, total: 0, byColour: {}, coaches: 0, neutrals: 0 };
  for (const object of Object.values(diagram.objects)) {
    if (object.kind === "player" || object.kind === "goalkeeper") {
      count[object.team]++;
      count.total++;
      count.byColour[object.colour] = (count.byColour[object.colour] ?? 0) + 1;
    } else if (object.kind === "coach") count.coaches++;
    else if (object.kind === "neutral") count.neutrals++;
  }
  return count;
}

/** One line of the equipment list. */
export type EquipmentItem =
  | { item: EquipmentKind; label: string; count: number }
  | { item: "bib"; colour: TeamColourId; label: string; count: number };

// Field equipment first, then balls, then bibs: the order a coach packs the bag in the example
// "14 cones, 4 poles, 2 mini goals, 10 balls, 7 red bibs, 7 blue bibs".
const LIST_ORDER: readonly EquipmentKind[] = [...EQUIPMENT_KINDS.filter((kind) => kind !== "ball"), "ball"];

/**
 * The kit a diagram needs: every equipment kind present, then one bib per player, goalkeeper and
 * neutral by colour (coaches wear their own kit). Labels agree with the count ("1 cone", "2 cones").
 */
export function deriveEquipment(diagram: Diagram): EquipmentItem[] {
  const kinds = new Map<EquipmentKind, number>();
  const bibs = new Map<TeamColourId, number>();
  for (const object of Object.values(diagram.objects)) {
    if ((EQUIPMENT_KINDS as readonly string[]).includes(object.kind)) {
      const kind = object.kind as EquipmentKind;
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    } else if (object.kind === "player" || object.kind === "goalkeeper" || object.kind === "neutral") {
      bibs.set(object.colour, (bibs.get(object.colour) ?? 0) + 1);
    }
  }
  const items: EquipmentItem[] = [];
  for (const kind of LIST_ORDER) {
    const count = kinds.get(kind);
    if (!count) continue;
    const { noun } = catalogueEntry(kind);
    items.push({ item: kind, label: count === 1 ? noun.one : noun.other, count });
  }
  for (const colour of TEAM_COLOUR_IDS) {
    const count = bibs.get(colour);
    if (!count) continue;
    items.push({ item: "bib", colour, label: `${teamColour(colour).name} ${count === 1 ? "bib" : "bibs"}`, count });
  }
  return items;
}

/** The list as one line: "14 cones, 4 poles, 2 mini goals, 10 balls, 7 red bibs, 7 blue bibs". */
export function formatEquipment(items: readonly EquipmentItem[]): string {
  return items.map((item) => `${item.count} ${item.label}`).join(", ");
}
