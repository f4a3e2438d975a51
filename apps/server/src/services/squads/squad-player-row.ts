import { MAX_SQUAD_SIZE, type SquadPlayer } from "@touchline/contracts";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { squadPlayers, teams } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { teamNotFound } from "../clubs/team-row.ts";

/** What a squad read selects: a player as the contract shows them. */
export const squadPlayerColumns = {
  id: squadPlayers.id,
  teamId: squadPlayers.teamId,
  firstName: squadPlayers.firstName,
  lastName: squadPlayers.lastName,
  shirtNumber: squadPlayers.shirtNumber,
  position: squadPlayers.position,
  birthYear: squadPlayers.birthYear,
  createdAt: squadPlayers.createdAt,
};

export type SquadPlayerRecord = Omit<SquadPlayer, "createdAt"> & { createdAt: Date };

export const toSquadPlayer = (record: SquadPlayerRecord): SquadPlayer => ({
  ...record,
  createdAt: record.createdAt.toISOString(),
});

/**
 * The squad's order: by shirt number, players without one last, then by first name. Sorted here rather
 * than in SQL, so PGlite and PostgreSQL (whose collations differ) list a squad alike; a squad is small.
 */
export function bySquadOrder<P extends Pick<SquadPlayer, "id" | "firstName" | "lastName" | "shirtNumber">>(
  a: P,
  b: P,
): number {
  const number = (player: P) => player.shirtNumber ?? Number.POSITIVE_INFINITY;
  return (
    number(a) - number(b) ||
    a.firstName.localeCompare(b.firstName, "en", { sensitivity: "base" }) ||
    a.lastName.localeCompare(b.lastName, "en", { sensitivity: "base" }) ||
    a.id.localeCompare(b.id)
  );
}

/** The team's players, in squad order. */
export async function readSquad(db: Database, teamId: string): Promise<SquadPlayer[]> {
  const records = await db.select(squadPlayerColumns).from(squadPlayers).where(eq(squadPlayers.teamId, teamId));
  return records.map(toSquadPlayer).sort(bySquadOrder);
}

/**
 * Locks the team's row for the rest of the transaction and reads its squad: every change to a squad takes
 * this lock first, so two coaches adding at once take turns and the second sees the first's players (the
 * squad's size and its numbers are checked on what is really there).
 */
export async function lockSquad(tx: Database, teamId: string): Promise<SquadPlayer[]> {
  const [team] = await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).for("update");
  // Deleted since the caller's access was checked.
  if (!team) throw teamNotFound();
  return readSquad(tx, teamId);
}

export const playerNotFound = () => new AppError("NOT_FOUND", "This player is not in this team's squad.");

/** Who already wears a number, as a coach would say it: "Number 7 is already Sam's". */
export const numberTaken = (number: number, holder: Pick<SquadPlayer, "firstName">) =>
  `Number ${number} is already ${holder.firstName}'s`;

export function numberTakenError(number: number, holder: Pick<SquadPlayer, "firstName">): AppError {
  const message = numberTaken(number, holder);
  return new AppError("CONFLICT", `${message}.`, { shirtNumber: message });
}

/** A number taken by a write that committed between the check and the insert: the unique index refused it. */
export const numberTakenMeanwhile = () =>
  new AppError("CONFLICT", "Another player of the team took that number just now. Choose another one.", {
    shirtNumber: "Another player of the team took that number just now",
  });

export const squadFull = () =>
  new AppError("CONFLICT", `The squad is full: a team has at most ${MAX_SQUAD_SIZE} players.`);

/** Only the club's admins and the team's coaches change a squad (assistants read it). */
export const SQUAD_WRITERS_ONLY = "Only the club's admins and this team's coaches change its squad.";
