import { count } from "drizzle-orm";
import { type AdminOverviewResponse, ROLES, type Role } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema.ts";

export async function getAdminOverview(db: Database): Promise<AdminOverviewResponse> {
  const rows = await db.select({ role: users.role, total: count() }).from(users).groupBy(users.role);
  const usersByRole = Object.fromEntries(ROLES.map((role) => [role, 0])) as Record<Role, number>;
  for (const row of rows) usersByRole[row.role] = row.total;
  return { users: rows.reduce((sum, row) => sum + row.total, 0), usersByRole };
}
