import { AUDIT_ACTIONS, type ModerationDashboardResponse, UNREVIEWED_WINDOW_DAYS } from "@touchline/contracts";
import { and, count, desc, eq, gte, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { sessionReports, trainingSessions, users } from "../../db/schema.ts";
import { totalMatchingColumn } from "../../db/paged-total.ts";
import { listAuditEntries } from "../audit/list-audit-entries.ts";
import { adminSessionColumns, toAdminSession } from "./admin-session-row.ts";
import { listPendingReviews } from "./list-pending-reviews.ts";
import { listReportQueue } from "./list-report-queue.ts";

const s = trainingSessions;

/** The moderators' audit actions: everything done to sessions and reports. */
const MODERATION_ACTIONS = AUDIT_ACTIONS.filter(
  (action) => action.startsWith("session.") || action.startsWith("report."),
);

const TOP_GROUPS = 5;
const UNREVIEWED_SHOWN = 20;
const RECENT_ACTIONS = 10;
const REVIEW_REQUESTS_SHOWN = 20;

/**
 * What a moderator starts from: the head of the open reports queue, public sessions published in the
 * last week that nobody has reviewed since (newest first), the review requests of sessions staff
 * unpublished, and the latest moderation actions.
 */
export async function getModerationDashboard(db: Database): Promise<ModerationDashboardResponse> {
  const isUnreviewed = and(
    eq(s.visibility, "public"),
    gte(s.publishedAt, sql`now() - make_interval(days => ${UNREVIEWED_WINDOW_DAYS})`),
    or(isNull(s.reviewedAt), lt(s.reviewedAt, s.publishedAt)),
  );
  const [queue, [openReports], unreviewed, reviewRequests, recentActions] = await Promise.all([
    listReportQueue(db, { status: "open", page: 1, pageSize: TOP_GROUPS }),
    db.select({ count: count() }).from(sessionReports).where(eq(sessionReports.status, "open")),
    db
      .select({ ...adminSessionColumns, total: totalMatchingColumn() })
      .from(s)
      .innerJoin(users, eq(users.id, s.ownerId))
      .where(isUnreviewed)
      .orderBy(desc(s.publishedAt), desc(s.id))
      .limit(UNREVIEWED_SHOWN),
    listPendingReviews(db, REVIEW_REQUESTS_SHOWN),
    listAuditEntries(db, { actions: MODERATION_ACTIONS, limit: RECENT_ACTIONS }),
  ]);
  return {
    openReports: { groups: queue.groups, sessions: queue.total, reports: openReports?.count ?? 0 },
    unreviewed: {
      sessions: unreviewed.map(({ total: _total, ...row }) => toAdminSession(row)),
      total: unreviewed[0]?.total ?? 0,
    },
    reviewRequests,
    recentActions,
  };
}
