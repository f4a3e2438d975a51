import type { Role } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { accountIdByEmail } from "./account-id-by-email.ts";
import { changeUserLevel, type LevelChange } from "./change-user-level.ts";

/**
 * The command-line role tool's change: sets the level of the account with this e-mail under the same
 * level rules as the admin screens, acting as the operator (who has every level, so only the last super
 * admin rule can refuse), and writes the audit line. Null when no account has that address; a refusal
 * throws the rule's AppError.
 */
export async function setUserRole(db: Database, email: string, role: Role): Promise<LevelChange | null> {
  const accountId = await accountIdByEmail(db, email);
  if (!accountId) return null;
  return changeUserLevel(db, { kind: "command-line" }, accountId, role);
}
