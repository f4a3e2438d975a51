import { isTeamPerson, type Diagram, type Kit, type Team } from "../schema.ts";
import { teamColourOf } from "../team-colour-of.ts";
import type { TeamColourId } from "../team-colours.ts";
import { setObjectProps } from "./set-object-props.ts";

export interface TeamKit {
  /** The outfield players' shirt colour. */
  colour?: TeamColourId;
  /** The outfield players' pattern and second colour. */
  kit?: Kit;
  /** The goalkeepers' shirt colour: a keeper wears a kit of their own. */
  goalkeeperColour?: TeamColourId;
}

/**
 * Dresses a whole team at once: every player of `team` takes the shirt colour and kit, every goalkeeper the
 * goalkeeper colour. One command, so the team sheet's change is one undo step. Fields left out are kept.
 * A new shirt colour becomes the drawing's colour for the team, so players placed later wear it too.
 */
export function setTeamKit(diagram: Diagram, { team, ...teamKit }: TeamKit & { team: Team }): Diagram {
  const ofTeam = Object.values(diagram.objects).filter((object) => isTeamPerson(object) && object.team === team);
  const players = ofTeam.filter((object) => object.kind === "player").map((object) => object.id);
  const keepers = ofTeam.filter((object) => object.kind === "goalkeeper").map((object) => object.id);
  const playerProps = {
    ...(teamKit.colour ? { colour: teamKit.colour } : {}),
    ...(teamKit.kit ? { kit: teamKit.kit } : {}),
  };
  let next = diagram;
  if (teamKit.colour && teamKit.colour !== diagram.teamColours?.[team]) {
    const teamColours = { home: teamColourOf(diagram, "home"), away: teamColourOf(diagram, "away") };
    next = { ...next, teamColours: { ...teamColours, [team]: teamKit.colour } };
  }
  if (players.length > 0 && Object.keys(playerProps).length > 0)
    next = setObjectProps(next, { ids: players, props: playerProps });
  if (keepers.length > 0 && teamKit.goalkeeperColour)
    next = setObjectProps(next, { ids: keepers, props: { colour: teamKit.goalkeeperColour } });
  return next;
}
