import type { ReportGroup, ReportQueueQuerySchema, ReportQueueResponse, ReportReason } from "@touchline/contracts";
import { and, asc, count, countDistinct, desc, eq, inArray, max, min } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { sessionReports } from "../../db/schema.ts";
import { totalMatchingColumn } from "../../db/paged-total.ts";
import { findReportedSessions } from "./reported-session.ts";

const r = sessionReports;

/**
 * The reports queue: sessions with reports of one status, one group per session with how many there
 * are and their reasons counted. The most reported session comes first; among equals, the one whose
 * first report has waited longest. Paged on the server; `total` counts sessions, not reports.
 */
export async function listReportQueue(
  db: Database,
  { status, page, pageSize }: z.output<typeof ReportQueueQuerySchema>,
): Promise<ReportQueueResponse> {
  const reportCount = count();
  const firstReportedAt = min(r.createdAt);
  const rows = await db
    .select({
      sessionId: r.sessionId,
      reportCount,
      firstReportedAt,
      latestReportedAt: max(r.createdAt),
      total: totalMatchingColumn(),
    })
    .from(r)
    .where(eq(r.status, status))
    .groupBy(r.sessionId)
    .orderBy(desc(reportCount), asc(firstReportedAt), asc(r.sessionId))
    .limit(pageSize)
    .offset((page - 1) * pageSize);

  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    const [counted] = await db
      .select({ total: countDistinct(r.sessionId) })
      .from(r)
      .where(eq(r.status, status));
    total = counted?.total ?? 0;
  }

  const ids = rows.map((row) => row.sessionId);
  const [sessions, reasonRows] = await Promise.all([
    findReportedSessions(db, ids),
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select({ sessionId: r.sessionId, reason: r.reason, count: count() })
          .from(r)
          .where(and(eq(r.status, status), inArray(r.sessionId, ids)))
          .groupBy(r.sessionId, r.reason),
  ]);

  const reasonsBySession = new Map<string, Array<{ reason: ReportReason; count: number }>>();
  for (const row of reasonRows) {
    const reasons = reasonsBySession.get(row.sessionId) ?? [];
    reasons.push({ reason: row.reason, count: row.count });
    reasonsBySession.set(row.sessionId, reasons);
  }

  const groups: ReportGroup[] = [];
  for (const row of rows) {
    const session = sessions.get(row.sessionId);
    // A session deleted between the two reads took its reports with it.
    if (!session) continue;
    groups.push({
      session,
      reportCount: row.reportCount,
      reasons: (reasonsBySession.get(row.sessionId) ?? []).sort(
        (a, b) => b.count - a.count || a.reason.localeCompare(b.reason),
      ),
      firstReportedAt: (row.firstReportedAt ?? new Date(0)).toISOString(),
      latestReportedAt: (row.latestReportedAt ?? new Date(0)).toISOString(),
    });
  }
  return { groups, total, page, pageSize };
}
