import type { RegisterResponse } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { type ClubCaller, openClubTeam } from "../clubs/open-club-team.ts";
import { findRegisterOccurrence } from "./find-register-occurrence.ts";
import { readRegister } from "./read-register.ts";

/** One occurrence's register, for every member of the club. */
export async function getRegister(
  db: Database,
  caller: ClubCaller,
  teamId: string,
  eventId: string,
  occurrenceStart: Date,
): Promise<RegisterResponse> {
  const context = await openClubTeam(db, caller, teamId);
  const occurrence = await findRegisterOccurrence(db, teamId, eventId, occurrenceStart, context.timeZone);
  return readRegister(db, context, occurrence);
}
