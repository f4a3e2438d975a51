import { createObject } from "../create-object.ts";
import { placeFormation, type FormationId, type PlacedSlot } from "../formations.ts";
import { compareByOrder } from "../objects-in-order.ts";
import { isTeamPerson, type Diagram, type DiagramObject, type Team, type TeamPerson } from "../schema.ts";
import { teamColourOf } from "../team-colour-of.ts";
import type { TeamColourId } from "../team-colours.ts";
import { addObjects } from "./add-objects.ts";
import { deleteObjects } from "./delete-objects.ts";
import { clampCoordinate, placeAttachedBalls, withObjects } from "./internal.ts";

export interface ApplyFormationArgs {
  team: Team;
  formation: FormationId;
  /** Colour for the team; default: the drawing's colour for the team (see `teamColourOf`). */
  colour?: TeamColourId;
}

function shirtNumber(person: TeamPerson): number {
  const number = Number.parseInt(person.label, 10);
  return Number.isNaN(number) ? Number.POSITIVE_INFINITY : number;
}

function byShirt(a: TeamPerson, b: TeamPerson): number {
  return shirtNumber(a) - shirtNumber(b) || compareByOrder(a, b);
}

/**
 * Lines a team up in a formation on the current pitch. The team's unlocked players and goalkeeper
 * are reused (keeping their ids, so balls stay attached and later frames still refer to them),
 * moved and renumbered; missing ones are created and extras deleted. Locked people are left alone.
 */
export function applyFormation(diagram: Diagram, { team, formation, colour }: ApplyFormationArgs): Diagram {
  const slots = placeFormation(diagram.pitch, team, formation);
  const squad = Object.values(diagram.objects).filter(
    (object): object is TeamPerson => isTeamPerson(object) && object.team === team,
  );
  const available = squad.filter((person) => !person.locked);
  const keepers = available.filter((person) => person.kind === "goalkeeper").sort(byShirt);
  const outfield = available.filter((person) => person.kind === "player").sort(byShirt);
  const teamColour = colour ?? teamColourOf(diagram, team);

  const changed = new Map<string, DiagramObject>();
  const created: DiagramObject[] = [];
  const place = (slot: PlacedSlot, person: TeamPerson | undefined) => {
    const position = { x: clampCoordinate(slot.x), y: clampCoordinate(slot.y), rotation: slot.rotation };
    if (person) {
      const next = { ...person, ...position, label: slot.label, colour: colour ?? person.colour };
      const same = (["x", "y", "rotation", "label", "colour"] as const).every((key) => next[key] === person[key]);
      if (!same) changed.set(person.id, next);
      return;
    }
    const props = { team, colour: teamColour, label: slot.label };
    created.push(createObject(slot.kind, { ...position, props }));
  };
  // A player whose shirt number is in the new shape keeps that slot, so re-applying is stable;
  // the rest fill the remaining slots in shirt-number order.
  const assigned = new Map<PlacedSlot, TeamPerson | undefined>();
  for (const slot of slots) {
    const pool = slot.kind === "goalkeeper" ? keepers : outfield;
    const index = pool.findIndex((person) => person.label === slot.label);
    if (index >= 0) assigned.set(slot, pool.splice(index, 1)[0]);
  }
  for (const slot of slots) {
    if (!assigned.has(slot)) assigned.set(slot, (slot.kind === "goalkeeper" ? keepers : outfield).shift());
  }
  for (const slot of slots) place(slot, assigned.get(slot));

  const extras = [...keepers, ...outfield].map((person) => person.id);
  const moved = withObjects(deleteObjects(diagram, { ids: extras }), changed);
  return addObjects(placeAttachedBalls(moved, new Set(changed.keys())), created);
}
