import type { AdminUserSummary } from "@touchline/contracts";
import { eq, exists, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { accounts, users } from "../../db/schema.ts";

/**
 * Accounts someone can sign in to. The demo author (who owns the demo sessions and has no credentials)
 * is not an account staff manage: it never appears in the users list and cannot be acted on.
 */
export const hasCredentials = (db: Database) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(accounts)
      .where(eq(accounts.userId, users.id)),
  );

export const adminUserSummaryColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  suspendedAt: users.suspendedAt,
  createdAt: users.createdAt,
  lastActiveAt: users.lastActiveAt,
};

type SummaryRow = {
  id: string;
  name: string;
  email: string;
  role: AdminUserSummary["role"];
  suspendedAt: Date | null;
  createdAt: Date;
  lastActiveAt: Date | null;
};

export function toAdminUserSummary(row: SummaryRow): AdminUserSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.suspendedAt ? "suspended" : "active",
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.lastActiveAt?.toISOString() ?? null,
  };
}
