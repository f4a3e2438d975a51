/**
 * One rule per route of the app: who may act on the object its path names, a valid example body, and
 * how to read back what a write stored. The security tests fail for a route without a rule here.
 */
import { SEO_PAGE_PATHS } from "@touchline/contracts";
import { eq } from "drizzle-orm";
import { users } from "../../src/db/schema.ts";
import { libraryDrillBody, sessionBody } from "../session-test-fixtures.ts";
import {
  blogPostBody,
  CALENDAR_FIXTURE_WEEK,
  calendarEventBody,
  type Cell,
  feedbackBody,
  messageBody,
  type ReadBack,
  readAs,
  type RouteRule,
  squadFileBody,
  squadPlayerBody,
  syllabusThemeBody,
  tacticalDrillBody,
  teamBody,
  testimonialBody,
  unique,
} from "./route-table.ts";

const PASSWORD = "tuesday-rondo-drill";

/** The id of the object a create answered with (`{ session: { id } }`, `{ item: { id } }`, …). */
const createdId = (answer: any): string => {
  const found = Object.values<any>(answer ?? {}).find((value) => typeof value?.id === "string");
  if (!found) throw new Error(`no created object in ${JSON.stringify(answer)}`);
  return found.id;
};

const asWriter =
  (path: (cell: Cell, answer: any) => string): ReadBack =>
  (cell, answer) =>
    readAs(cell.t, cell.actor.cookie, path(cell, answer));
const asOwner =
  (path: (cell: Cell, answer: any) => string): ReadBack =>
  (cell, answer) =>
    readAs(cell.t, cell.world.actors.owner.cookie, path(cell, answer));
const asSuperAdmin =
  (path: (cell: Cell, answer: any) => string): ReadBack =>
  (cell, answer) =>
    readAs(cell.t, cell.world.actors["super admin"].cookie, path(cell, answer));
/** The account of whoever the response signed in (the last session cookie it set: one may clear the old first). */
const signedInAccount: ReadBack = (cell, _answer, response) => {
  const cookie = response.headers
    .getSetCookie()
    .filter((value) => value.startsWith("touchline.session_token=") && !value.startsWith("touchline.session_token=;"))
    .at(-1);
  if (!cookie) throw new Error("no session cookie was set");
  return readAs(cell.t, cookie.split(";")[0]!, "/api/account");
};
/** The account a sign-up made, still waiting for its confirmation (sign-up signs nobody in). */
const pendingAccount: ReadBack = async (cell, answer: { email: string }) => {
  const [account] = await cell.t.deps.db.select().from(users).where(eq(users.email, answer.email));
  if (!account) throw new Error(`no account was made for ${answer.email}`);
  return account;
};
const writersAccount = asWriter(() => "/api/account");
/** Finds one object by id in a list the path answers with. */
const inList =
  (path: string, key: string, id: (cell: Cell, answer: any) => string): ReadBack =>
  async (cell, answer) => {
    const list = await readAs(cell.t, cell.world.actors["super admin"].cookie, path);
    const wanted = id(cell, answer);
    const found = (list[key] as any[]).find((entry) => entry.id === wanted || entry.path === wanted);
    if (!found) throw new Error(`${wanted} is not in ${path}`);
    return found;
  };

/** Finds one entry in a list the path answers the writer with, by its `id` (or another key). */
const inWritersList =
  (path: (cell: Cell) => string, key: string, id: (cell: Cell, answer: any) => string, idKey = "id"): ReadBack =>
  async (cell, answer) => {
    const list = await readAs(cell.t, cell.actor.cookie, path(cell));
    const wanted = id(cell, answer);
    const found = (list[key] as any[]).find((entry) => entry[idKey] === wanted);
    if (!found) throw new Error(`${wanted} is not in ${path(cell)}`);
    return found;
  };
const clubPath = (cell: Cell) => `/api/clubs/${cell.params.clubId}`;
const teamPath = (cell: Cell) => `${clubPath(cell)}/teams/${cell.params.teamId}`;
/** An event's occurrences in the fixtures' week, as the calendar shows them to the writer. */
const occurrencesAsShown =
  (eventId: (cell: Cell, answer: any) => string): ReadBack =>
  async (cell, answer) => {
    const { from, to } = CALENDAR_FIXTURE_WEEK;
    const calendar = await readAs(cell.t, cell.actor.cookie, `${teamPath(cell)}/calendar?from=${from}&to=${to}`);
    const wanted = eventId(cell, answer);
    return (calendar.occurrences as any[]).filter((occurrence) => occurrence.eventId === wanted);
  };
/** A session of the actor's own to share into a club (a visitor has none: the call is refused before). */
const ownSessionToShare = async (cell: Cell) => ({
  kind: "session",
  sourceId: cell.actor.cookie ? (await cell.world.privateSessionOf(cell.actor.cookie)).id : "no-session",
});

/**
 * Routes under `/api/clubs/:clubId` are called with club A's path; their access (`clubRole`) decides who
 * gets in (see CLUB_ROLE_OF in route-table.ts), so their rules are "open": any member with the role may act
 * on the club's objects. A write that changes its club or team gets a fresh one with the same members.
 */
const CLUB_RULES: Record<string, RouteRule> = {
  "GET /api/clubs": { ownership: "open" },
  "POST /api/clubs": {
    ownership: "open",
    body: () => ({ name: unique("New club"), kitPrimary: "#0f766e" }),
    readBack: asWriter((_cell, answer) => `/api/clubs/${createdId(answer)}`),
  },
  "GET /api/clubs/:clubId": { ownership: "open" },
  "PATCH /api/clubs/:clubId": {
    ownership: "open",
    body: () => ({ name: unique("Renamed club"), seasonStartsOn: "2026-08-31" }),
    readBack: asWriter(clubPath),
  },
  "DELETE /api/clubs/:clubId": { ownership: "open" },
  "PUT /api/clubs/:clubId/crest": { ownership: "open" },
  "DELETE /api/clubs/:clubId/crest": { ownership: "open" },
  "GET /api/clubs/:clubId/members": { ownership: "open" },
  "PATCH /api/clubs/:clubId/members/:userId": {
    ownership: "open",
    body: () => ({ role: "assistant" }),
    readBack: inWritersList(
      (cell) => `${clubPath(cell)}/members`,
      "members",
      (cell) => cell.params.userId!,
      "userId",
    ),
  },
  "DELETE /api/clubs/:clubId/members/:userId": { ownership: "open" },
  // The club's only admin may not leave while others remain (409): allowed, and refused for another reason.
  "POST /api/clubs/:clubId/leave": { ownership: "open" },
  "GET /api/clubs/:clubId/invites": { ownership: "open" },
  "POST /api/clubs/:clubId/invites": {
    ownership: "open",
    reusesObject: true,
    body: () => ({ role: "coach", expiresInDays: 3, maxUses: 5, email: null }),
    readBack: inWritersList(
      (cell) => `${clubPath(cell)}/invites`,
      "invites",
      (_cell, answer) => answer.invite.id,
    ),
  },
  "DELETE /api/clubs/:clubId/invites/:inviteId": { ownership: "open" },
  // A capability: whoever holds a live link sees what it offers, signed in or not.
  "GET /api/club-invites/:token": { ownership: "open" },
  "POST /api/club-invites/:token/accept": { ownership: "open", params: { token: "joinableInviteToken" } },
  "GET /api/clubs/:clubId/teams": { ownership: "open" },
  "POST /api/clubs/:clubId/teams": {
    ownership: "open",
    reusesObject: true,
    body: () => teamBody(),
    readBack: inWritersList(
      (cell) => `${clubPath(cell)}/teams`,
      "teams",
      (_cell, answer) => createdId(answer),
    ),
  },
  "PATCH /api/clubs/:clubId/teams/:teamId": {
    ownership: "open",
    body: () => ({ name: unique("U13"), season: "2027/28" }),
    readBack: inWritersList(
      (cell) => `${clubPath(cell)}/teams`,
      "teams",
      (cell) => cell.params.teamId!,
    ),
  },
  "DELETE /api/clubs/:clubId/teams/:teamId": { ownership: "open" },

  "GET /api/clubs/:clubId/library": { ownership: "open" },
  "GET /api/clubs/:clubId/library/:itemId": { ownership: "open" },
  "POST /api/clubs/:clubId/library": {
    ownership: "open",
    reusesObject: true,
    body: ownSessionToShare,
    readBack: asWriter((cell, answer) => `${clubPath(cell)}/library/${createdId(answer)}`),
  },
  "PATCH /api/clubs/:clubId/library/:itemId": {
    ownership: "open",
    body: () => ({ isPinned: true }),
    readBack: asWriter((cell) => `${clubPath(cell)}/library/${cell.params.itemId}`),
  },
  "DELETE /api/clubs/:clubId/library/:itemId": { ownership: "open" },
  "POST /api/clubs/:clubId/library/:itemId/copy": { ownership: "open", reusesObject: true },

  "GET /api/clubs/:clubId/syllabus": { ownership: "open" },
  "GET /api/clubs/:clubId/syllabus/coverage": { ownership: "open" },
  "POST /api/clubs/:clubId/syllabus": {
    ownership: "open",
    reusesObject: true,
    body: syllabusThemeBody,
    readBack: inWritersList(
      (cell) => `${clubPath(cell)}/syllabus`,
      "themes",
      (_cell, answer) => createdId(answer),
    ),
  },
  "PUT /api/clubs/:clubId/syllabus/:themeId": {
    ownership: "open",
    body: syllabusThemeBody,
    readBack: inWritersList(
      (cell) => `${clubPath(cell)}/syllabus`,
      "themes",
      (cell) => cell.params.themeId!,
    ),
  },
  "DELETE /api/clubs/:clubId/syllabus/:themeId": { ownership: "open" },

  // The team is coached by "club coach"; the calendar and load need a window the matrix does not send (400).
  "GET /api/clubs/:clubId/teams/:teamId/calendar": { ownership: "open" },
  "GET /api/clubs/:clubId/teams/:teamId/load": { ownership: "open" },
  "POST /api/clubs/:clubId/teams/:teamId/events": {
    ownership: "open",
    reusesObject: true,
    body: calendarEventBody,
    readBack: occurrencesAsShown((_cell, answer) => createdId(answer)),
  },
  "PATCH /api/clubs/:clubId/teams/:teamId/events/:eventId": {
    ownership: "open",
    body: () => ({ title: unique("Renamed training"), place: "Pitch 3" }),
    readBack: occurrencesAsShown((cell) => cell.params.eventId!),
  },
  "DELETE /api/clubs/:clubId/teams/:teamId/events/:eventId": { ownership: "open" },
  "PUT /api/clubs/:clubId/teams/:teamId/events/:eventId/occurrences/:occurrenceStart": {
    ownership: "open",
    body: () => ({ movedTo: { date: CALENDAR_FIXTURE_WEEK.to, time: "10:00" } }),
    readBack: occurrencesAsShown((cell) => cell.params.eventId!),
  },
  "GET /api/clubs/:clubId/teams/:teamId/feed": { ownership: "open" },
  "POST /api/clubs/:clubId/teams/:teamId/feed": { ownership: "open", reusesObject: true },
  "DELETE /api/clubs/:clubId/teams/:teamId/feed": { ownership: "open", reusesObject: true },
  // A capability: whoever holds the address reads the feed, signed in or not.
  "GET /api/calendar-feeds/:token": { ownership: "open" },

  // The squad of the team "club coach" coaches: assistants read it, the team's coaches and club admins write.
  "GET /api/clubs/:clubId/teams/:teamId/squad": { ownership: "open" },
  "POST /api/clubs/:clubId/teams/:teamId/squad": {
    ownership: "open",
    body: squadPlayerBody,
    readBack: inWritersList(
      (cell) => `${teamPath(cell)}/squad`,
      "players",
      (_cell, answer) => createdId(answer),
    ),
  },
  "PATCH /api/clubs/:clubId/teams/:teamId/squad/:playerId": {
    ownership: "open",
    body: () => ({ firstName: unique("Renamed"), position: "defender" }),
    readBack: inWritersList(
      (cell) => `${teamPath(cell)}/squad`,
      "players",
      (cell) => cell.params.playerId!,
    ),
  },
  "DELETE /api/clubs/:clubId/teams/:teamId/squad/:playerId": { ownership: "open" },
  "POST /api/clubs/:clubId/teams/:teamId/squad/import": {
    ownership: "open",
    body: squadFileBody,
    readBack: asWriter((cell) => `${teamPath(cell)}/squad`),
  },
  "GET /api/clubs/:clubId/teams/:teamId/squad.csv": { ownership: "open" },
  "DELETE /api/clubs/:clubId/teams/:teamId/squad": { ownership: "open" },

  // Players' personal links: made, listed and stopped by club admins and the team's coaches only.
  "GET /api/clubs/:clubId/teams/:teamId/player-links": { ownership: "open" },
  "POST /api/clubs/:clubId/teams/:teamId/squad/:playerId/link": { ownership: "open", reusesObject: true },
  "DELETE /api/clubs/:clubId/teams/:teamId/squad/:playerId/link": { ownership: "open", reusesObject: true },
  // Every member reads the answers; the window needs dates the matrix does not send (400).
  "GET /api/clubs/:clubId/teams/:teamId/availability": { ownership: "open" },
  "GET /api/clubs/:clubId/teams/:teamId/events/:eventId/occurrences/:occurrenceStart/availability": {
    ownership: "open",
  },
  // Every member reads and takes an occurrence's register, assistants too; marks name a player of its squad.
  "GET /api/clubs/:clubId/teams/:teamId/events/:eventId/occurrences/:occurrenceStart/register": {
    ownership: "open",
  },
  "PUT /api/clubs/:clubId/teams/:teamId/events/:eventId/occurrences/:occurrenceStart/register": {
    ownership: "open",
    reusesObject: true,
    body: async (cell) => ({
      marks: [
        {
          clientMarkId: unique("mark"),
          playerId: await cell.world.objectFor("squadPlayer", { fresh: false }),
          isPresent: true,
          lateMinutes: 10,
          leftEarlyMinutes: 0,
          markedAt: new Date().toISOString(),
        },
      ],
    }),
    readBack: asWriter(
      (cell) =>
        `${teamPath(cell)}/events/${cell.params.eventId}/occurrences/${encodeURIComponent(cell.params.occurrenceStart!)}/register`,
    ),
  },
  // A capability: whoever holds the link reads the player's page and answers, signed in or not.
  "GET /api/player-links/:token": { ownership: "open" },
  "PUT /api/player-links/:token/answers": {
    ownership: "open",
    reusesObject: true,
    body: async (cell) => {
      const page = await readAs(cell.t, undefined, `/api/player-links/${cell.params.token}`);
      const [coming] = page.events;
      return { eventId: coming.eventId, occurrenceStart: coming.occurrenceStart, isAvailable: false, reason: "Ill" };
    },
    readBack: (cell) => readAs(cell.t, undefined, `/api/player-links/${cell.params.token}`),
  },
  // The team link: every member sees it; club admins and the team's coaches make and stop it.
  "GET /api/clubs/:clubId/teams/:teamId/team-link": { ownership: "open" },
  "POST /api/clubs/:clubId/teams/:teamId/team-link": { ownership: "open", reusesObject: true },
  "DELETE /api/clubs/:clubId/teams/:teamId/team-link": { ownership: "open", reusesObject: true },
  // Capabilities: whoever holds the team's or a player's link reads the next event, signed in or not.
  "GET /api/team-links/:token": { ownership: "open" },
  "GET /api/player-links/:token/next-event": { ownership: "open" },
  // Every member reads the players' loads; the window needs dates the matrix does not send (400).
  "GET /api/clubs/:clubId/teams/:teamId/player-load": { ownership: "open" },
  "GET /api/clubs/:clubId/teams/:teamId/player-load.csv": { ownership: "open" },
  "GET /api/clubs/:clubId/export": { ownership: "open" },
};

export const RULES: Record<string, RouteRule> = {
  "GET /api/openapi.json": { ownership: "open" },
  "GET /api/health": { ownership: "open" },

  "POST /api/auth/sign-up": {
    ownership: "open",
    body: () => ({ email: `${unique("signup")}@example.com`, password: PASSWORD, firstName: "New", lastName: "Coach" }),
    readBack: pendingAccount,
  },
  "POST /api/auth/confirm-email": {
    ownership: "open",
    body: () => ({ token: "not-a-real-token" }),
    readBack: { storesNothing: "the link is not a real one" },
  },
  // Signs in as the uninvolved coach, so no answer carries the owner's address.
  "POST /api/auth/sign-in": {
    ownership: "open",
    body: (cell) => ({ email: cell.world.actors.coach.email, password: cell.world.actors.coach.password }),
    readBack: signedInAccount,
  },
  "POST /api/auth/sign-out": { ownership: "open", consumesActor: true },
  "GET /api/auth/session": { ownership: "open" },
  "POST /api/auth/forgot-password": {
    ownership: "open",
    body: () => ({ email: `${unique("nobody")}@example.com` }),
    readBack: { storesNothing: "it only mails a link, to an address that has no account here" },
  },
  "POST /api/auth/reset-password/check": {
    ownership: "open",
    body: () => ({ token: "not-a-real-token" }),
    readBack: { storesNothing: "it only answers whether a link is live" },
  },
  "POST /api/auth/reset-password": {
    ownership: "open",
    body: () => ({ token: "not-a-real-token", password: "a-brand-new-passphrase" }),
    readBack: { storesNothing: "the link is not a real one" },
  },

  "GET /api/admin/overview": { ownership: "open" },
  "GET /api/admin/audit": { ownership: "open" },
  "GET /api/admin/reports": { ownership: "open" },
  "GET /api/admin/reports/:sessionId": { ownership: "open" },
  "POST /api/admin/reports/:sessionId/dismiss": {
    ownership: "open",
    body: () => ({ note: "Not spam." }),
    readBack: asWriter((cell) => `/api/admin/reports/${cell.params.sessionId}`),
  },
  "POST /api/admin/sessions/:id/unpublish": {
    ownership: "open",
    body: () => ({ reason: "Copied from a book." }),
    readBack: asOwner((cell) => `/api/sessions/${cell.params.id}`),
  },
  "POST /api/admin/sessions/:id/delete": {
    ownership: "open",
    body: () => ({ reason: "Copied from a book." }),
    readBack: { storesNothing: "the session is gone" },
  },
  "POST /api/admin/sessions/:id/review": { ownership: "open" },
  "POST /api/admin/sessions/:id/review-request/approve": {
    ownership: "open",
    params: { id: "reviewRequestedSession" },
  },
  "POST /api/admin/sessions/:id/review-request/decline": {
    ownership: "open",
    params: { id: "reviewRequestedSession" },
    body: () => ({ reason: "Still copied from the book." }),
    readBack: asOwner((cell) => `/api/sessions/${cell.params.id}`),
  },
  "GET /api/admin/sessions": { ownership: "open" },
  "GET /api/admin/moderation": { ownership: "open" },

  "GET /api/admin/users": { ownership: "open" },
  "GET /api/admin/users/:id": { ownership: "open" },
  "POST /api/admin/users/:id/level": {
    ownership: "open",
    body: () => ({ role: "moderator" }),
    readBack: asWriter((cell) => `/api/admin/users/${cell.params.id}`),
  },
  "POST /api/admin/users/:id/suspend": {
    ownership: "open",
    body: () => ({ reason: "Spam in the library." }),
    readBack: asWriter((cell) => `/api/admin/users/${cell.params.id}`),
  },
  "POST /api/admin/users/:id/restore": { ownership: "open" },
  "POST /api/admin/users/:id/delete": {
    ownership: "open",
    body: () => ({ reason: "Asked by e-mail." }),
    readBack: { storesNothing: "the account is gone" },
  },
  "GET /api/admin/analytics": { ownership: "open" },
  "GET /api/admin/user-analytics": { ownership: "open" },
  "GET /api/admin/user-analytics.csv": { ownership: "open" },
  "GET /api/admin/system-health": { ownership: "open" },

  "POST /api/tactical-drills": {
    ownership: "open",
    body: tacticalDrillBody,
    readBack: asWriter((_cell, answer) => `/api/tactical-drills/${createdId(answer)}`),
  },
  "GET /api/tactical-drills": { ownership: "open" },
  "GET /api/tactical-drills/:id": { ownership: "owner-only" },
  "PUT /api/tactical-drills/:id": {
    ownership: "owner-only",
    body: tacticalDrillBody,
    readBack: asWriter((cell) => `/api/tactical-drills/${cell.params.id}`),
  },
  "DELETE /api/tactical-drills/:id": { ownership: "owner-only" },
  "POST /api/tactical-drills/:id/duplicate": { ownership: "owner-only" },
  "POST /api/tactical-drills/:id/library-drill": {
    ownership: "owner-only",
    body: () => ({ durationMinutes: 15, intensity: "medium" }),
    readBack: asWriter((_cell, answer) => `/api/drills/${createdId(answer)}`),
  },

  "POST /api/sessions": {
    ownership: "open",
    body: () => sessionBody({ title: unique("Session") }),
    readBack: asWriter((_cell, answer) => `/api/sessions/${createdId(answer)}`),
  },
  "GET /api/sessions/mine": { ownership: "open" },
  "GET /api/sessions/by-short-id/:shortId": { ownership: "owner-only" },
  "GET /api/sessions/:id": { ownership: "owner-only" },
  "PUT /api/sessions/:id": {
    ownership: "owner-only",
    body: () => sessionBody({ title: unique("Session") }),
    readBack: asWriter((cell) => `/api/sessions/${cell.params.id}`),
  },
  "DELETE /api/sessions/:id": { ownership: "owner-only" },
  "POST /api/sessions/:id/publish": { ownership: "owner-only" },
  "POST /api/sessions/:id/review-request": {
    ownership: "owner-only",
    params: { id: "heldSession" },
    body: () => ({ message: "I rewrote the drills in my own words." }),
    readBack: asWriter((cell) => `/api/sessions/${cell.params.id}`),
  },
  // The session is public, so there is no hiding it: the answer tells a moderator where unpublishing is.
  "POST /api/sessions/:id/unpublish": { ownership: "owner-only", notYours: 403, params: { id: "publicSession" } },
  "POST /api/sessions/:id/duplicate": { ownership: "owner-only" },
  "POST /api/sessions/:id/copy": { ownership: "open", params: { id: "publicSession" } },
  "POST /api/sessions/:id/reports": {
    ownership: "not-owner",
    params: { id: "publicSession" },
    body: () => ({ reason: "spam", details: "Advertises a shop." }),
    readBack: asSuperAdmin((cell) => `/api/admin/reports/${cell.params.id}`),
  },

  "POST /api/drills": {
    ownership: "open",
    body: () => libraryDrillBody({ title: unique("Drill") }),
    readBack: asWriter((_cell, answer) => `/api/drills/${createdId(answer)}`),
  },
  "GET /api/drills": { ownership: "open" },
  "GET /api/drills/:id": { ownership: "owner-only" },
  "PUT /api/drills/:id": {
    ownership: "owner-only",
    body: () => libraryDrillBody({ title: unique("Drill") }),
    readBack: asWriter((cell) => `/api/drills/${cell.params.id}`),
  },
  "DELETE /api/drills/:id": { ownership: "owner-only" },
  "GET /api/global-library": { ownership: "open" },

  "GET /api/feedback": { ownership: "open" },
  "POST /api/feedback": {
    ownership: "open",
    body: feedbackBody,
    readBack: asWriter((_cell, answer) => `/api/feedback/${createdId(answer)}`),
  },
  "GET /api/feedback/:id": { ownership: "open" },
  "PATCH /api/feedback/:id": {
    ownership: "open",
    reusesObject: true,
    body: () => ({ status: "in_progress" }),
    readBack: asWriter((cell) => `/api/feedback/${cell.params.id}`),
  },
  "PUT /api/feedback/:id/vote": {
    ownership: "open",
    reusesObject: true,
    body: () => ({ voteType: "upvote" }),
    readBack: asWriter((cell) => `/api/feedback/${cell.params.id}`),
  },
  "DELETE /api/feedback/:id/vote": { ownership: "open", reusesObject: true },

  "GET /api/messages": { ownership: "open" },
  "GET /api/messages/unread-count": { ownership: "open" },
  "POST /api/messages/:id/read": { ownership: "open", reusesObject: true },
  "GET /api/messages/stream": { ownership: "open" },
  "POST /api/admin/messages": {
    ownership: "open",
    body: messageBody,
    readBack: inList("/api/admin/messages", "messages", (_cell, answer) => createdId(answer)),
  },
  "GET /api/admin/messages": { ownership: "open" },

  "GET /api/blog/posts": { ownership: "open" },
  "GET /api/blog/posts/:slug": { ownership: "open" },
  "GET /api/blog/feed.xml": { ownership: "open" },
  "GET /api/admin/blog/posts": { ownership: "open" },
  "POST /api/admin/blog/posts": {
    ownership: "open",
    body: () => blogPostBody(),
    readBack: asWriter((_cell, answer) => `/api/admin/blog/posts/${createdId(answer)}`),
  },
  "GET /api/admin/blog/posts/:id": { ownership: "open" },
  "PUT /api/admin/blog/posts/:id": {
    ownership: "open",
    body: () => blogPostBody(),
    readBack: asWriter((cell) => `/api/admin/blog/posts/${cell.params.id}`),
  },
  "DELETE /api/admin/blog/posts/:id": { ownership: "open" },
  "POST /api/admin/blog/posts/:id/publish": { ownership: "open" },
  "POST /api/admin/blog/posts/:id/unpublish": { ownership: "open" },

  "POST /api/admin/images": { ownership: "open" },
  "GET /api/admin/images": { ownership: "open" },
  "DELETE /api/admin/images/:id": { ownership: "open" },
  "GET /api/images/:id": { ownership: "open" },

  "GET /api/account": { ownership: "open" },
  "DELETE /api/account": {
    ownership: "open",
    consumesActor: true,
    body: (cell) => ({ confirmation: "DELETE", password: cell.actor.password }),
    readBack: { storesNothing: "the account is gone" },
  },
  "PATCH /api/account/profile": {
    ownership: "open",
    body: () => ({ firstName: "Renamed", lastName: "Coach" }),
    readBack: writersAccount,
  },
  "PUT /api/account/preferences": {
    ownership: "open",
    body: () => ({ sizeUnit: "yards" }),
    readBack: writersAccount,
  },
  "POST /api/account/email": {
    ownership: "open",
    body: (cell) => ({ newEmail: `${unique("moved")}@example.com`, currentPassword: cell.actor.password }),
    readBack: writersAccount,
  },
  "POST /api/account/email/confirm": {
    ownership: "open",
    body: () => ({ token: "not-a-real-token" }),
    readBack: { storesNothing: "the link is not a real one" },
  },
  "POST /api/account/password": {
    ownership: "open",
    consumesActor: true,
    body: (cell) => ({ currentPassword: cell.actor.password, newPassword: "a-brand-new-passphrase" }),
    readBack: signedInAccount,
  },
  "GET /api/account/export": { ownership: "open" },
  "GET /api/dashboard/recent-activity": { ownership: "open" },

  "GET /api/admin/seo": { ownership: "open" },
  "PUT /api/admin/seo": {
    ownership: "open",
    body: () => ({ path: SEO_PAGE_PATHS[0], title: unique("Plan sessions"), description: "Drills.", imageId: null }),
    readBack: inList("/api/admin/seo", "pages", () => SEO_PAGE_PATHS[0]),
  },
  "GET /api/search": { ownership: "open" },
  "GET /sitemap.xml": { ownership: "open" },
  "GET /robots.txt": { ownership: "open" },

  "GET /api/testimonials": { ownership: "open" },
  "GET /api/admin/testimonials": { ownership: "open" },
  "POST /api/admin/testimonials": {
    ownership: "open",
    body: testimonialBody,
    readBack: inList("/api/admin/testimonials", "testimonials", (_cell, answer) => createdId(answer)),
  },
  "PUT /api/admin/testimonials/:id": {
    ownership: "open",
    body: testimonialBody,
    readBack: inList("/api/admin/testimonials", "testimonials", (cell) => cell.params.id!),
  },
  "DELETE /api/admin/testimonials/:id": { ownership: "open" },

  ...CLUB_RULES,
};
