import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema.ts";

/** The id of the account an operator names by its e-mail at the command line (any case); null when none has it. */
export async function accountIdByEmail(db: Database, email: string): Promise<string | null> {
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return account?.id ?? null;
}
