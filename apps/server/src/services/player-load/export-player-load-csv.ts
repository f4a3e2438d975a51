import type { PlayerLoadQuery } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { csvLine } from "../../lib/csv.ts";
import { safeFileName } from "../../lib/file-name.ts";
import { type ClubCaller, openClubTeam } from "../clubs/open-club-team.ts";
import { playerLoadOfTeam } from "./get-player-load.ts";

/**
 * The players' loads as a spreadsheet opens them: one row per player in squad order and a last row for the
 * team's average per player, one column per week (headed by its Monday) then the load ratio on the day it
 * was read and the season's attendance. RFC 4180 with CRLF and a byte-order mark, as the squad's export.
 * Named `<team>-load-<from>-<to>.csv`.
 */
export async function exportPlayerLoadCsv(
  db: Database,
  caller: ClubCaller,
  teamId: string,
  query: PlayerLoadQuery,
  now = new Date(),
): Promise<{ csv: string; fileName: string }> {
  const context = await openClubTeam(db, caller, teamId);
  const { asOf, seasonFrom, team, players } = await playerLoadOfTeam(db, context, query, now);
  const lines = [
    csvLine([
      "First name",
      "Last name",
      "Number",
      ...team.weeks.map((week) => `Week of ${week.monday}`),
      `Load 7 d to ${asOf}`,
      "Average week of 28 d",
      "Load ratio 7 d : 28 d",
      "High",
      `Present since ${seasonFrom}`,
      "Registers",
      "Attendance %",
    ]),
  ];
  for (const player of players) {
    lines.push(
      csvLine([
        player.firstName,
        player.lastName,
        player.shirtNumber ?? "",
        ...player.weeks.map((week) => week.load),
        player.acute,
        player.chronic,
        player.ratio ?? "",
        player.isFlagged ? "High" : "",
        player.attendance.present,
        player.attendance.registers,
        player.attendance.percent ?? "",
      ]),
    );
  }
  lines.push(
    csvLine([
      "Team average",
      "",
      "",
      ...team.weeks.map((week) => week.load),
      team.acute,
      team.chronic,
      team.ratio ?? "",
      team.isFlagged ? "High" : "",
      "",
      team.registers,
      "",
    ]),
  );
  const fileName = `${safeFileName(context.team.name, "team")}-load-${query.from}-${query.to}.csv`;
  return { csv: `\uFEFF${lines.join("")}`, fileName };
}
