import type { Role } from "@touchline/contracts";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { changeUserLevel, type LevelChange } from "./change-user-level.ts";

/**
 * The command-line role tool's change: sets the level of the account with this e-mail under the same
 * level rules as the admin screens, acting as the operator (who has every level, so only the last super
 * admin rule can refuse), and writes the audit line. Null when no account has that address; a refusal
 * throws the rule's AppError.
 */
export async function setUserRole(db: Database, email: string, role: Role): Promise<LevelChange | null> {
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  if (!account) return null;
  return changeUserLevel(db, { kind: "command-line" }, account.id, role);
}
