import type { AuditAction, AuditEntry, AuditTargetType } from "@touchline/contracts";
import { and, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { auditLog } from "../../db/schema.ts";

export interface AuditEntryFilter {
  target?: { type: AuditTargetType; id: string };
  actions?: readonly AuditAction[];
  limit: number;
}

/** The newest audit lines, optionally about one target or of some actions only. */
export async function listAuditEntries(db: Database, filter: AuditEntryFilter): Promise<AuditEntry[]> {
  const conditions: SQL[] = [];
  if (filter.target)
    conditions.push(eq(auditLog.targetType, filter.target.type), eq(auditLog.targetId, filter.target.id));
  if (filter.actions) conditions.push(inArray(auditLog.action, [...filter.actions]));
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(filter.limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
