import { randomUUID } from "node:crypto";
import {
  type ImportSquadResponse,
  MAX_SQUAD_SIZE,
  type SquadImportProblem,
  type SquadPlayer,
} from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { squadPlayers } from "../../db/schema.ts";
import { isUniqueViolation } from "../../lib/is-unique-violation.ts";
import { type ClubCaller, openClubTeamToWrite } from "../clubs/open-club-team.ts";
import { readSquadCsv, type SquadFileRow } from "./read-squad-csv.ts";
import { lockSquad, numberTaken, numberTakenMeanwhile, readSquad, SQUAD_WRITERS_ONLY } from "./squad-player-row.ts";

/** A file with nothing but problems says enough in its first few. */
export const MAX_IMPORT_PROBLEMS = 50;

/** What stops the file's players from joining this squad: numbers already worn, in the file or the squad, and its size. */
function squadProblems(rows: readonly SquadFileRow[], squad: readonly SquadPlayer[]): SquadImportProblem[] {
  const problems: SquadImportProblem[] = [];
  const earlier = new Map<number, SquadFileRow>();
  for (const row of rows) {
    const number = row.player.shirtNumber;
    if (number === null) continue;
    const holder = squad.find((player) => player.shirtNumber === number);
    const before = earlier.get(number);
    if (holder) problems.push({ line: row.line, message: numberTaken(number, holder) });
    else if (before) {
      problems.push({ line: row.line, message: `${numberTaken(number, before.player)}, on line ${before.line}` });
    }
    if (!before) earlier.set(number, row);
  }
  const room = Math.max(0, MAX_SQUAD_SIZE - squad.length);
  if (rows.length > room) {
    const already = squad.length === 0 ? "" : ` with the ${squad.length} already in it`;
    problems.push({
      line: rows[room]!.line,
      message: `A squad has at most ${MAX_SQUAD_SIZE} players: this file would make ${squad.length + rows.length}${already}`,
    });
  }
  return problems;
}

/** Every problem by line (a line's own first), at most MAX_IMPORT_PROBLEMS, the last saying how many more there are. */
function reported(problems: SquadImportProblem[]): SquadImportProblem[] {
  const sorted = [...problems].sort((a, b) => a.line - b.line);
  if (sorted.length <= MAX_IMPORT_PROBLEMS) return sorted;
  const shown = sorted.slice(0, MAX_IMPORT_PROBLEMS - 1);
  const rest = sorted.length - shown.length;
  return [...shown, { line: sorted[shown.length]!.line, message: `${rest} more problems from this line on` }];
}

/**
 * Adds the players of a squad file to the team, all or none: a file with any problem (a row the form would
 * refuse, a number already worn, too many players) adds nobody, and the answer lists each problem by line.
 * A dry run only reads the file against the squad as it is. The players are inserted in one transaction,
 * under the squad's lock; the unique index on numbers is the last guard.
 */
export async function importSquad(
  db: Database,
  caller: ClubCaller,
  teamId: string,
  { csv, dryRun }: { csv: string; dryRun: boolean },
): Promise<ImportSquadResponse> {
  await openClubTeamToWrite(db, caller, teamId, SQUAD_WRITERS_ONLY);
  const file = readSquadCsv(csv);
  const players = file.rows.map((row) => row.player);
  const problemsWith = (squad: readonly SquadPlayer[]) =>
    reported([...file.problems, ...squadProblems(file.rows, squad)]);
  if (dryRun) return { players, problems: problemsWith(await readSquad(db, teamId)), added: 0 };
  try {
    return await db.transaction(async (tx) => {
      const problems = problemsWith(await lockSquad(tx, teamId));
      if (problems.length > 0 || file.rows.length === 0) return { players, problems, added: 0 };
      await tx.insert(squadPlayers).values(file.rows.map((row) => ({ id: randomUUID(), teamId, ...row.player })));
      return { players, problems, added: file.rows.length };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw numberTakenMeanwhile();
    throw error;
  }
}
