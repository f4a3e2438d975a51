import type { AppDeps } from "../../app/app-context.ts";
import { setAnswerHeaders } from "../../lib/answer-headers.ts";
import { clientIp } from "../../lib/client-ip.ts";
import { answerAvailability, getPlayerPage } from "../../services/availability/player-page.ts";
import { createPlayerLink, listPlayerLinks, revokePlayerLink } from "../../services/availability/player-links.ts";
import { getOccurrenceAvailability, listWindowAvailability } from "../../services/availability/team-availability.ts";
import { consumeRateLimit, scaleRule } from "../../services/rate-limits/rate-limit.ts";
import { clubCallerOf } from "../club-caller.ts";
import { createRouter } from "../create-router.ts";
import { NO_STORE } from "../no-store.ts";
import {
  answerAvailabilityRoute,
  createPlayerLinkRoute,
  getOccurrenceAvailabilityRoute,
  getPlayerPageRoute,
  getWindowAvailabilityRoute,
  listPlayerLinksRoute,
  revokePlayerLinkRoute,
} from "./availability.routes.ts";

/**
 * Requests on personal links from one address. A family opens its link a few times a week; a club's whole
 * squad may answer from one school's or one home's address, so the limit is generous. Counted before the
 * token is looked up, so guesses count too.
 */
export const PLAYER_LINK_RATE_LIMIT = { name: "player-link:ip", limit: 300, windowSeconds: 10 * 60 } as const;

/**
 * A link's page is a capability: never cached by the browser or a proxy, never indexed. (The service
 * worker keeps the public plan pages for offline use in a cache of its own, which these headers do not govern.)
 */
export const PRIVATE_LINK_HEADERS: [string, string][] = [
  ["Cache-Control", "private, no-store"],
  ["X-Robots-Tag", "noindex"],
];

export function availabilityRoutes(deps: AppDeps) {
  const writer = { tokenOf: deps.playerLinkTokenOf, appUrl: deps.env.APP_URL };
  const limitPlayerLinks = async (c: Parameters<typeof clientIp>[0]) =>
    consumeRateLimit(
      deps.db,
      scaleRule(PLAYER_LINK_RATE_LIMIT, deps.env.RATE_LIMIT_IP_FACTOR),
      clientIp(c, deps.env.TRUST_PROXY),
    );
  return createRouter()
    .openapi(listPlayerLinksRoute, async (c) => {
      // The answer holds the links themselves.
      setAnswerHeaders(c, NO_STORE);
      const links = await listPlayerLinks(deps.db, writer, clubCallerOf(c), c.req.valid("param").teamId);
      return c.json({ links }, 200);
    })

    .openapi(createPlayerLinkRoute, async (c) => {
      setAnswerHeaders(c, NO_STORE);
      const { teamId, playerId } = c.req.valid("param");
      return c.json({ link: await createPlayerLink(deps.db, writer, clubCallerOf(c), teamId, playerId) }, 201);
    })

    .openapi(revokePlayerLinkRoute, async (c) => {
      const { teamId, playerId } = c.req.valid("param");
      await revokePlayerLink(deps.db, clubCallerOf(c), teamId, playerId);
      return c.json({ ok: true as const }, 200);
    })

    .openapi(getWindowAvailabilityRoute, async (c) => {
      setAnswerHeaders(c, NO_STORE);
      const { teamId } = c.req.valid("param");
      return c.json(await listWindowAvailability(deps.db, clubCallerOf(c), teamId, c.req.valid("query")), 200);
    })

    .openapi(getOccurrenceAvailabilityRoute, async (c) => {
      setAnswerHeaders(c, NO_STORE);
      const { teamId, eventId, occurrenceStart } = c.req.valid("param");
      const register = await getOccurrenceAvailability(
        deps.db,
        clubCallerOf(c),
        teamId,
        eventId,
        new Date(occurrenceStart),
      );
      return c.json(register, 200);
    })

    .openapi(getPlayerPageRoute, async (c) => {
      setAnswerHeaders(c, PRIVATE_LINK_HEADERS);
      await limitPlayerLinks(c);
      return c.json(await getPlayerPage(deps.db, c.req.valid("param").token), 200);
    })

    .openapi(answerAvailabilityRoute, async (c) => {
      setAnswerHeaders(c, PRIVATE_LINK_HEADERS);
      await limitPlayerLinks(c);
      const answer = await answerAvailability(deps.db, c.req.valid("param").token, c.req.valid("json"));
      return c.json({ answer }, 200);
    });
}
