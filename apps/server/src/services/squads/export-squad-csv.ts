import { PLAYER_POSITION_LABELS, SQUAD_CSV_COLUMNS } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { csvLine } from "../../lib/csv.ts";
import { safeFileName } from "../../lib/file-name.ts";
import { type ClubCaller, openClubTeam } from "../clubs/open-club-team.ts";
import { readSquad } from "./squad-player-row.ts";

/**
 * The team's squad as the CSV file import reads back unchanged: SQUAD_CSV_COLUMNS, in squad order, RFC
 * 4180 with CRLF line ends and a byte-order mark (spreadsheets then read names such as Łukasz as UTF-8).
 * Named `<team>-squad.csv`.
 */
export async function exportSquadCsv(
  db: Database,
  caller: ClubCaller,
  teamId: string,
): Promise<{ csv: string; fileName: string }> {
  const { team } = await openClubTeam(db, caller, teamId);
  const lines = [csvLine(SQUAD_CSV_COLUMNS)];
  for (const player of await readSquad(db, teamId)) {
    lines.push(
      csvLine([
        player.firstName,
        player.lastName,
        player.shirtNumber ?? "",
        player.position ? PLAYER_POSITION_LABELS[player.position] : "",
        player.birthYear ?? "",
      ]),
    );
  }
  return { csv: `\uFEFF${lines.join("")}`, fileName: `${safeFileName(team.name, "team")}-squad.csv` };
}
