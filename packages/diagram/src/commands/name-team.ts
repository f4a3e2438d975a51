import { objectsInOrder } from "../objects-in-order.ts";
import { DIAGRAM_LIMITS, isTeamPerson, type Diagram, type Team, type TeamPerson } from "../schema.ts";
import { setObjectProps } from "./set-object-props.ts";

/** A shirt label and a name, as a squad gives them. */
export interface PersonName {
  label: string;
  name: string;
}

/**
 * A team's people as its sheet lists them: keepers first, then the outfield players in the order they were
 * drawn (rows do not jump while a coach types); hidden ones are left out, as the sheet leaves them out.
 */
export function teamSheetOrder(diagram: Diagram, team: Team): TeamPerson[] {
  const ofTeam = objectsInOrder(diagram).filter(
    (object): object is TeamPerson => isTeamPerson(object) && object.team === team && !object.hidden,
  );
  return [
    ...ofTeam.filter((person) => person.kind === "goalkeeper"),
    ...ofTeam.filter((person) => person.kind === "player"),
  ];
}

/**
 * Gives the team's people, in sheet order (as the coach sees them), the numbers and names of a list (a squad's, keepers first): one
 * command, so filling a team from a squad is one undo step. Locked people keep theirs; people past the end of
 * the list, and names past the list's people, are left alone.
 */
export function nameTeam(diagram: Diagram, { team, names }: { team: Team; names: readonly PersonName[] }): Diagram {
  const people = teamSheetOrder(diagram, team).filter((person) => !person.locked);
  let next = diagram;
  people.forEach((person, index) => {
    const given = names[index];
    if (!given) return;
    const label = given.label.slice(0, DIAGRAM_LIMITS.maxLabelLength) || person.label;
    const name = given.name.trim().slice(0, DIAGRAM_LIMITS.maxNameLength) || undefined;
    next = setObjectProps(next, { ids: [person.id], props: { label, name } });
  });
  return next;
}
