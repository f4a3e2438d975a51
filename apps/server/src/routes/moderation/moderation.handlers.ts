import { NO_STORE } from "../no-store.ts";
import { setAnswerHeaders } from "../../lib/answer-headers.ts";
import type { AppDeps } from "../../app/app-context.ts";
import { createRouter } from "../create-router.ts";
import { auditActorOf } from "../../services/audit/record-audit-entry.ts";
import { approveReviewRequest, declineReviewRequest } from "../../services/moderation/decide-review-request.ts";
import { deletePublicSession } from "../../services/moderation/delete-public-session.ts";
import { dismissReports } from "../../services/moderation/dismiss-reports.ts";
import { getModerationDashboard } from "../../services/moderation/get-moderation-dashboard.ts";
import { getSessionReports } from "../../services/moderation/get-session-reports.ts";
import { listAdminSessions } from "../../services/moderation/list-admin-sessions.ts";
import { listReportQueue } from "../../services/moderation/list-report-queue.ts";
import { reviewSession } from "../../services/moderation/review-session.ts";
import { unpublishPublicSession } from "../../services/moderation/unpublish-public-session.ts";
import {
  adminSessionsRoute,
  approveReviewRequestRoute,
  declineReviewRequestRoute,
  deletePublicSessionRoute,
  dismissReportsRoute,
  moderationDashboardRoute,
  reportQueueRoute,
  reviewSessionRoute,
  sessionReportsRoute,
  unpublishPublicSessionRoute,
} from "./moderation.routes.ts";

export function moderationRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(reportQueueRoute, async (c) => {
      setAnswerHeaders(c, NO_STORE);
      return c.json(await listReportQueue(deps.db, c.req.valid("query")), 200);
    })

    .openapi(sessionReportsRoute, async (c) => {
      setAnswerHeaders(c, NO_STORE);
      return c.json(await getSessionReports(deps.db, c.req.valid("param").sessionId), 200);
    })

    .openapi(dismissReportsRoute, async (c) => {
      const moderator = c.var.user;
      const result = await dismissReports(
        deps.db,
        auditActorOf(moderator),
        c.req.valid("param").sessionId,
        c.req.valid("json").note,
      );
      return c.json(result, 200);
    })

    .openapi(unpublishPublicSessionRoute, async (c) => {
      const moderator = c.var.user;
      const result = await unpublishPublicSession(
        deps.db,
        auditActorOf(moderator),
        c.req.valid("param").id,
        c.req.valid("json").reason,
      );
      return c.json(result, 200);
    })

    .openapi(deletePublicSessionRoute, async (c) => {
      const moderator = c.var.user;
      await deletePublicSession(deps.db, auditActorOf(moderator), c.req.valid("param").id, c.req.valid("json").reason);
      return c.json({ ok: true as const }, 200);
    })

    .openapi(reviewSessionRoute, async (c) => {
      const moderator = c.var.user;
      return c.json(await reviewSession(deps.db, auditActorOf(moderator), moderator.id, c.req.valid("param").id), 200);
    })

    .openapi(approveReviewRequestRoute, async (c) => {
      return c.json(await approveReviewRequest(deps.db, auditActorOf(c.var.user), c.req.valid("param").id), 200);
    })

    .openapi(declineReviewRequestRoute, async (c) => {
      const { reason } = c.req.valid("json");
      await declineReviewRequest(deps.db, auditActorOf(c.var.user), c.req.valid("param").id, reason);
      return c.json({ ok: true as const }, 200);
    })

    .openapi(adminSessionsRoute, async (c) => {
      setAnswerHeaders(c, NO_STORE);
      return c.json(await listAdminSessions(deps.db, c.req.valid("query")), 200);
    })

    .openapi(moderationDashboardRoute, async (c) => {
      setAnswerHeaders(c, NO_STORE);
      return c.json(await getModerationDashboard(deps.db), 200);
    });
}
