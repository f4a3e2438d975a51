import type { AppDeps } from "../../app/app-context.ts";
import { setAnswerHeaders } from "../../lib/answer-headers.ts";
import { clientIp } from "../../lib/client-ip.ts";
import { consumeRateLimit, scaleRule } from "../../services/rate-limits/rate-limit.ts";
import { getPlayerNextEvent } from "../../services/team-links/player-next-event.ts";
import { createTeamLink, getTeamLink, revokeTeamLink } from "../../services/team-links/team-link.ts";
import { getTeamPage } from "../../services/team-links/team-page.ts";
import { PLAYER_LINK_RATE_LIMIT, PRIVATE_LINK_HEADERS } from "../availability/availability.handlers.ts";
import { clubCallerOf } from "../club-caller.ts";
import { createRouter } from "../create-router.ts";
import { NO_STORE } from "../no-store.ts";
import {
  createTeamLinkRoute,
  getPlayerNextEventRoute,
  getTeamLinkRoute,
  getTeamPageRoute,
  revokeTeamLinkRoute,
} from "./team-links.routes.ts";

/**
 * Requests on team links from one address. A whole squad's families open one link, a few times a week each;
 * counted before the token is looked up, so guesses count too.
 */
export const TEAM_LINK_RATE_LIMIT = { name: "team-link:ip", limit: 300, windowSeconds: 10 * 60 } as const;

export function teamLinkRoutes(deps: AppDeps) {
  const writer = { tokenOf: deps.teamLinkTokenOf, appUrl: deps.env.APP_URL };
  const limit =
    (rule: typeof TEAM_LINK_RATE_LIMIT | typeof PLAYER_LINK_RATE_LIMIT) => (c: Parameters<typeof clientIp>[0]) =>
      consumeRateLimit(deps.db, scaleRule(rule, deps.env.RATE_LIMIT_IP_FACTOR), clientIp(c, deps.env.TRUST_PROXY));
  const limitTeamLinks = limit(TEAM_LINK_RATE_LIMIT);
  // The plan opened from a personal link counts with that link's other requests.
  const limitPlayerLinks = limit(PLAYER_LINK_RATE_LIMIT);
  return createRouter()
    .openapi(getTeamLinkRoute, async (c) => {
      // The answer holds the link itself.
      setAnswerHeaders(c, NO_STORE);
      return c.json(await getTeamLink(deps.db, writer, clubCallerOf(c), c.req.valid("param").teamId), 200);
    })

    .openapi(createTeamLinkRoute, async (c) => {
      setAnswerHeaders(c, NO_STORE);
      return c.json(await createTeamLink(deps.db, writer, clubCallerOf(c), c.req.valid("param").teamId), 201);
    })

    .openapi(revokeTeamLinkRoute, async (c) => {
      await revokeTeamLink(deps.db, clubCallerOf(c), c.req.valid("param").teamId);
      return c.json({ ok: true as const }, 200);
    })

    .openapi(getTeamPageRoute, async (c) => {
      setAnswerHeaders(c, PRIVATE_LINK_HEADERS);
      await limitTeamLinks(c);
      return c.json(await getTeamPage(deps.db, c.req.valid("param").token), 200);
    })

    .openapi(getPlayerNextEventRoute, async (c) => {
      setAnswerHeaders(c, PRIVATE_LINK_HEADERS);
      await limitPlayerLinks(c);
      return c.json(await getPlayerNextEvent(deps.db, c.req.valid("param").token), 200);
    });
}
