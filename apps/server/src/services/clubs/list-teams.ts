import type { Team } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { readTeams } from "./team-row.ts";

/** The club's teams by name, with their coaches. */
export function listTeams(db: Database, clubId: string): Promise<Team[]> {
  return readTeams(db, clubId);
}
