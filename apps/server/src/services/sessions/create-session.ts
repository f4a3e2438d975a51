import type { Session, SessionContent } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { findVisibleSession } from "./find-session.ts";
import { insertSession } from "./insert-session.ts";
import { toSession } from "./session-row.ts";

/** A new private session of `ownerId`; its diagrams were validated and upgraded by the contract. */
export async function createSession(db: Database, ownerId: string, content: SessionContent): Promise<Session> {
  const id = await insertSession(db, { ownerId, content });
  return toSession(await findVisibleSession(db, { id }, ownerId), ownerId);
}
