import { isTeamPerson, type Diagram, type Team } from "./schema.ts";
import { DEFAULT_TEAM_COLOURS, type TeamColourId } from "./team-colours.ts";

/**
 * The shirt colour a new player of `team` wears on this drawing: the drawing's own team colour (a club's
 * kit, or the colour the coach last dressed the team in), else what the team's players already wear, else
 * red at home and blue away.
 */
export function teamColourOf(diagram: Diagram, team: Team): TeamColourId {
  const chosen = diagram.teamColours?.[team];
  if (chosen) return chosen;
  for (const object of Object.values(diagram.objects)) {
    if (isTeamPerson(object) && object.kind === "player" && object.team === team) return object.colour;
  }
  return DEFAULT_TEAM_COLOURS[team];
}
