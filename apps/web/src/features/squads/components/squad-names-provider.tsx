import { useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { publicPlayerName } from "@touchline/contracts";
import type { PersonName } from "@touchline/diagram";
import type { ReactNode } from "react";
import { type SquadNames, SquadNamesContext } from "../../../editor/components/squad-names.ts";
import { clubListQuery, teamsQuery } from "../../clubs/index.ts";
import { squadQuery } from "../api/use-squad.ts";

const SEPARATOR = "/";

/**
 * Gives the editor the squads of the coach's clubs, so the team sheet can number and name a team from one. A
 * drawing may be published, so it is written the way pages without an account write players: first name and
 * initial.
 */
export function SquadNamesProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const clubs = useQuery(clubListQuery);
  const teamLists = useQueries({ queries: (clubs.data?.clubs ?? []).map((club) => teamsQuery(club.id)) });
  const teams = (clubs.data?.clubs ?? []).flatMap((club, index) =>
    (teamLists[index]?.data?.teams ?? []).map((team) => ({
      id: `${club.id}${SEPARATOR}${team.id}`,
      label: `${club.name} · ${team.name}`,
    })),
  );
  const squads: SquadNames = {
    teams,
    load: async (id) => {
      const [clubId = "", teamId = ""] = id.split(SEPARATOR);
      const { players } = await queryClient.fetchQuery(squadQuery({ clubId, teamId }));
      // Keepers first, for the sheet lists its keepers first; the server's order (by shirt number) otherwise.
      const keepersFirst = [
        ...players.filter((player) => player.position === "goalkeeper"),
        ...players.filter((player) => player.position !== "goalkeeper"),
      ];
      return keepersFirst.map((player): PersonName => ({
        label: player.shirtNumber?.toString() ?? "",
        name: publicPlayerName(player),
      }));
    },
  };
  return <SquadNamesContext value={squads}>{children}</SquadNamesContext>;
}
