import { NO_STORE } from "../no-store.ts";
import { setAnswerHeaders } from "../../lib/answer-headers.ts";
import { type CurrentUser, hasLevel } from "@touchline/contracts";
import type { Context } from "hono";
import { clientIp } from "../../lib/client-ip.ts";
import type { AppDeps } from "../../app/app-context.ts";
import { createRouter } from "../create-router.ts";
import { reportSession } from "../../services/reports/report-session.ts";
import { copySession } from "../../services/sessions/copy-session.ts";
import { createSession } from "../../services/sessions/create-session.ts";
import { deleteSession } from "../../services/sessions/delete-session.ts";
import { duplicateSession } from "../../services/sessions/duplicate-session.ts";
import type { SessionKey } from "../../services/sessions/find-session.ts";
import { getSession, utcDay, type Viewer } from "../../services/sessions/get-session.ts";
import { listMySessions } from "../../services/sessions/list-my-sessions.ts";
import { publishSession } from "../../services/sessions/publish-session.ts";
import { requestReview } from "../../services/sessions/request-review.ts";
import { unpublishSession } from "../../services/sessions/unpublish-session.ts";
import { updateSession } from "../../services/sessions/update-session.ts";
import {
  copySessionRoute,
  createSessionRoute,
  deleteSessionRoute,
  duplicateSessionRoute,
  getSessionByShortIdRoute,
  getSessionRoute,
  listMySessionsRoute,
  publishSessionRoute,
  reportSessionRoute,
  requestReviewRoute,
  unpublishSessionRoute,
  updateSessionRoute,
} from "./sessions.routes.ts";

export function sessionRoutes(deps: AppDeps) {
  /** A signed-in viewer counts by user id; a visitor by a keyed hash of the day and address. */
  const viewerOf = (c: Context, user: Pick<CurrentUser, "id" | "role"> | null, day: string): Viewer => {
    if (user) return { id: user.id, visitorKey: user.id, isReviewer: hasLevel(user.role, "moderator") };
    const ip = clientIp(c, deps.env.TRUST_PROXY);
    return { id: null, visitorKey: deps.visitorKeyOf({ ip, day }) };
  };

  /**
   * The session as the request's viewer sees it, counting their view. The day is read once: a visitor's key
   * hashed with one day and stored under the next (a read across midnight) would be a second view that day.
   */
  const readSession = (c: Context, user: Pick<CurrentUser, "id" | "role"> | null, key: SessionKey) => {
    const day = utcDay();
    return getSession(deps.db, key, viewerOf(c, user, day), day);
  };

  return (
    createRouter()
      .openapi(createSessionRoute, async (c) => {
        const user = c.var.user;
        return c.json({ session: await createSession(deps.db, user.id, c.req.valid("json")) }, 201);
      })

      // Registered before /{id}, which "mine" would otherwise match.
      .openapi(listMySessionsRoute, async (c) => {
        const user = c.var.user;
        setAnswerHeaders(c, NO_STORE);
        return c.json({ sessions: await listMySessions(deps.db, user.id, c.req.valid("query")) }, 200);
      })

      .openapi(getSessionByShortIdRoute, async (c) => {
        setAnswerHeaders(c, NO_STORE);
        const key = { shortId: c.req.valid("param").shortId };
        return c.json({ session: await readSession(c, await c.var.findUser(), key) }, 200);
      })

      .openapi(getSessionRoute, async (c) => {
        setAnswerHeaders(c, NO_STORE);
        const key = { id: c.req.valid("param").id };
        return c.json({ session: await readSession(c, await c.var.findUser(), key) }, 200);
      })

      .openapi(updateSessionRoute, async (c) => {
        const user = c.var.user;
        const session = await updateSession(deps.db, user.id, c.req.valid("param").id, c.req.valid("json"));
        return c.json({ session }, 200);
      })

      .openapi(deleteSessionRoute, async (c) => {
        const user = c.var.user;
        await deleteSession(deps.db, user.id, c.req.valid("param").id);
        return c.json({ ok: true as const }, 200);
      })

      .openapi(publishSessionRoute, async (c) => {
        const user = c.var.user;
        return c.json({ session: await publishSession(deps.db, user.id, c.req.valid("param").id) }, 200);
      })

      .openapi(requestReviewRoute, async (c) => {
        const user = c.var.user;
        const { message } = c.req.valid("json");
        return c.json({ session: await requestReview(deps.db, user.id, c.req.valid("param").id, message) }, 200);
      })

      .openapi(unpublishSessionRoute, async (c) => {
        const user = c.var.user;
        return c.json({ session: await unpublishSession(deps.db, user, c.req.valid("param").id) }, 200);
      })

      .openapi(duplicateSessionRoute, async (c) => {
        const user = c.var.user;
        return c.json({ session: await duplicateSession(deps.db, user.id, c.req.valid("param").id) }, 201);
      })

      .openapi(copySessionRoute, async (c) => {
        const user = c.var.user;
        return c.json({ session: await copySession(deps.db, user.id, c.req.valid("param").id) }, 201);
      })

      .openapi(reportSessionRoute, async (c) => {
        const user = c.var.user;
        await reportSession(deps.db, user.id, c.req.valid("param").id, c.req.valid("json"));
        return c.json({ ok: true as const }, 201);
      })
  );
}
