import type { AppDeps } from "../../app/app-context.ts";
import { setAnswerHeaders } from "../../lib/answer-headers.ts";
import { clientIp } from "../../lib/client-ip.ts";
import { buildCalendarFeed } from "../../services/club-calendar/build-calendar-feed.ts";
import { changeOccurrence } from "../../services/club-calendar/change-occurrence.ts";
import { createCalendarEvent } from "../../services/club-calendar/create-calendar-event.ts";
import { createCalendarFeed } from "../../services/club-calendar/create-calendar-feed.ts";
import { deleteCalendarEvent } from "../../services/club-calendar/delete-calendar-event.ts";
import { getCalendarFeedStatus } from "../../services/club-calendar/get-calendar-feed-status.ts";
import { getTeamLoad } from "../../services/club-calendar/get-team-load.ts";
import { listTeamCalendar } from "../../services/club-calendar/list-team-calendar.ts";
import { revokeCalendarFeed } from "../../services/club-calendar/revoke-calendar-feed.ts";
import { updateCalendarEvent } from "../../services/club-calendar/update-calendar-event.ts";
import { consumeRateLimit, scaleRule } from "../../services/rate-limits/rate-limit.ts";
import { clubCallerOf } from "../club-caller.ts";
import { createRouter } from "../create-router.ts";
import { NO_STORE } from "../no-store.ts";
import {
  calendarFeedRoute,
  changeOccurrenceRoute,
  createCalendarEventRoute,
  createCalendarFeedRoute,
  deleteCalendarEventRoute,
  getCalendarFeedRoute,
  getTeamCalendarRoute,
  getTeamLoadRoute,
  revokeCalendarFeedRoute,
  updateCalendarEventRoute,
} from "./club-calendar.routes.ts";

/**
 * Fetches of feeds from one address. Calendar apps poll each subscription every few hours, but Google's
 * and Microsoft's fetchers fetch many clubs' feeds from few addresses, so the limit is generous; it is
 * there to stop a flood, not to count readers. Counted before the token is looked up, so guesses count too.
 */
export const CALENDAR_FEED_RATE_LIMIT = { name: "calendar-feed:ip", limit: 600, windowSeconds: 10 * 60 } as const;

export function clubCalendarRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(getTeamCalendarRoute, async (c) => {
      // Membership decides what may be read: never from a shared cache.
      setAnswerHeaders(c, NO_STORE);
      const { teamId } = c.req.valid("param");
      return c.json(await listTeamCalendar(deps.db, clubCallerOf(c), teamId, c.req.valid("query")), 200);
    })

    .openapi(createCalendarEventRoute, async (c) => {
      const { teamId } = c.req.valid("param");
      const event = await createCalendarEvent(deps.db, clubCallerOf(c), teamId, c.req.valid("json"));
      return c.json({ event }, 201);
    })

    .openapi(updateCalendarEventRoute, async (c) => {
      const { teamId, eventId } = c.req.valid("param");
      const event = await updateCalendarEvent(deps.db, clubCallerOf(c), teamId, eventId, c.req.valid("json"));
      return c.json({ event }, 200);
    })

    .openapi(deleteCalendarEventRoute, async (c) => {
      const { teamId, eventId } = c.req.valid("param");
      await deleteCalendarEvent(deps.db, clubCallerOf(c), teamId, eventId);
      return c.json({ ok: true as const }, 200);
    })

    .openapi(changeOccurrenceRoute, async (c) => {
      const { teamId, eventId, occurrenceStart } = c.req.valid("param");
      const change = c.req.valid("json");
      await changeOccurrence(deps.db, clubCallerOf(c), teamId, eventId, new Date(occurrenceStart), change);
      return c.json({ ok: true as const }, 200);
    })

    .openapi(getTeamLoadRoute, async (c) => {
      setAnswerHeaders(c, NO_STORE);
      const { teamId } = c.req.valid("param");
      return c.json(await getTeamLoad(deps.db, clubCallerOf(c), teamId, c.req.valid("query")), 200);
    })

    .openapi(getCalendarFeedRoute, async (c) => {
      setAnswerHeaders(c, NO_STORE);
      const feed = await getCalendarFeedStatus(deps.db, clubCallerOf(c), c.req.valid("param").teamId);
      return c.json({ feed }, 200);
    })

    .openapi(createCalendarFeedRoute, async (c) => {
      // The answer holds the secret address: no cache keeps it.
      setAnswerHeaders(c, NO_STORE);
      const { teamId } = c.req.valid("param");
      return c.json(await createCalendarFeed(deps.db, clubCallerOf(c), teamId, deps.env.APP_URL), 201);
    })

    .openapi(revokeCalendarFeedRoute, async (c) => {
      const feed = await revokeCalendarFeed(deps.db, clubCallerOf(c), c.req.valid("param").teamId);
      return c.json({ feed }, 200);
    })

    .openapi(calendarFeedRoute, async (c) => {
      setAnswerHeaders(c, [
        // The address is a secret: no shared cache keeps the answer; the app asks again when it polls.
        ["Cache-Control", "private, no-cache"],
        ["X-Robots-Tag", "noindex"],
      ]);
      const rule = scaleRule(CALENDAR_FEED_RATE_LIMIT, deps.env.RATE_LIMIT_IP_FACTOR);
      await consumeRateLimit(deps.db, rule, clientIp(c, deps.env.TRUST_PROXY));
      const token = c.req.valid("param").token.replace(/\.ics$/, "");
      const { ics, fileName } = await buildCalendarFeed(deps.db, token);
      c.header("Content-Type", "text/calendar; charset=utf-8");
      c.header("Content-Disposition", `inline; filename="${fileName}"`);
      return c.body(ics, 200);
    });
}
