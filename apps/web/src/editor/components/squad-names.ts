import type { PersonName } from "@touchline/diagram";
import { createContext, useContext } from "react";

/**
 * The squads a coach may name a drawing's team from. The page around the editor provides them (a signed-in
 * coach's clubs); the free board has none, and the team sheet then offers nothing.
 */
export interface SquadNames {
  /** The coach's teams, e.g. "Riverside Juniors · U12 Blues". */
  teams: readonly { id: string; label: string }[];
  /** A team's squad as a drawing writes it: keepers first, by shirt number; first name and initial only. */
  load(teamId: string): Promise<PersonName[]>;
}

export const SquadNamesContext = createContext<SquadNames | null>(null);

export const useSquadNames = () => useContext(SquadNamesContext);
