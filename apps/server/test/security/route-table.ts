/**
 * What the security tests need to call every route of the built app as a browser would: the routes as
 * the router registered them (with their declared access and whether they take a JSON body), the actors
 * (visitors, coaches, staff, and the members of the world's club A in each role), factories that create
 * through the API the objects a path names, and one rule per route (who may act on the object in its path,
 * an example body). A route without a rule fails the tests that use this table, so a new route cannot
 * escape them.
 */
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { ClubRole, Role } from "@touchline/contracts";
import { createDiagram } from "@touchline/diagram";
import { type Access, accessOf } from "../../src/auth/access.ts";
import { sessionTokenHash } from "../../src/auth/session-tokens.ts";
import { accounts, clubMembers, sessions, users } from "../../src/db/schema.ts";
import { METHODS_WITH_A_BODY } from "../../src/app/create-app.ts";
import { libraryDrillBody, sessionBody } from "../session-test-fixtures.ts";
import { readJson, TEST_APP_URL, type TestApp } from "../test-app.ts";

export type ActorName =
  | "anonymous"
  | "coach"
  | "other coach"
  | "owner"
  | "moderator"
  | "admin"
  | "super admin"
  | "club admin"
  | "club coach"
  | "club assistant"
  | "other club admin";
export const ACTOR_NAMES: readonly ActorName[] = [
  "anonymous",
  "coach",
  "other coach",
  "owner",
  "moderator",
  "admin",
  "super admin",
  "club admin",
  "club coach",
  "club assistant",
  "other club admin",
];
const ROLE_OF: Record<ActorName, Role | null> = {
  anonymous: null,
  coach: "none",
  "other coach": "none",
  owner: "none",
  moderator: "moderator",
  admin: "admin",
  "super admin": "super_admin",
  "club admin": "none",
  "club coach": "none",
  "club assistant": "none",
  "other club admin": "none",
};
/**
 * Each actor's role in the world's club A, whose path every club route is called with (and in every club
 * made fresh for a call that changes it: the same members in the same roles). "other club admin" runs
 * club B only, and everyone else belongs to no club: to them club A does not exist.
 */
export const CLUB_ROLE_OF: Record<ActorName, ClubRole | null> = {
  anonymous: null,
  coach: null,
  "other coach": null,
  owner: null,
  moderator: null,
  admin: null,
  "super admin": null,
  "club admin": "admin",
  "club coach": "coach",
  "club assistant": "assistant",
  "other club admin": null,
};
const LEVELS: readonly Role[] = ["none", "moderator", "admin", "super_admin"];

export interface Actor {
  name: ActorName;
  role: Role | null;
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  cookie: string | undefined;
}

export interface RegisteredRoute {
  method: string;
  /** As Hono writes it: `/api/sessions/:id`. */
  path: string;
  name: string;
  access: Access | undefined;
  /** The JSON body's top-level fields when the contract takes a JSON body, from the OpenAPI document. */
  jsonFields: string[] | undefined;
  multipart: boolean;
}

/** Registered for every path, or every API path: app-wide middleware and the API's 404. */
const APP_WIDE_PATHS = new Set(["/*", "/api/*"]);
/** App-wide middleware runs for every method, or (the CSRF check and the body limit) for those with a body. */
export const isAppWide = ({ method, path }: { method: string; path: string }) =>
  APP_WIDE_PATHS.has(path) && (method === "ALL" || METHODS_WITH_A_BODY.includes(method));
/** Answers without an access middleware, nothing in them depends on who asks (see routes/route-access.test.ts). */
export const WITHOUT_ACCESS = new Set(["GET /api/openapi.json"]);

/** Every route of the app, one entry per method and path, in the order the router registered them. */
export async function registeredRoutes(t: TestApp): Promise<RegisteredRoute[]> {
  const document = await readJson(await t.request("/api/openapi.json"));
  const operations = new Map<string, any>();
  for (const [path, byMethod] of Object.entries<Record<string, any>>(document.paths)) {
    for (const [method, operation] of Object.entries(byMethod)) {
      operations.set(`${method.toUpperCase()} ${path.replaceAll(/\{(\w+)\}/g, ":$1")}`, operation);
    }
  }
  const schemaOf = (schema: any): any =>
    schema?.$ref ? document.components.schemas[String(schema.$ref).split("/").pop()!] : schema;
  const routes: RegisteredRoute[] = [];
  for (const { method, path, handler } of t.app.routes) {
    if (isAppWide({ method, path })) continue;
    const name = `${method} ${path}`;
    const last = routes.at(-1);
    if (last && last.name === name) {
      last.access ??= accessOf(handler);
      continue;
    }
    const content = operations.get(name)?.requestBody?.content;
    const json = schemaOf(content?.["application/json"]?.schema);
    routes.push({
      method,
      path,
      name,
      access: accessOf(handler),
      jsonFields: json ? Object.keys(json.properties ?? {}) : undefined,
      multipart: !!content?.["multipart/form-data"],
    });
  }
  return routes;
}

let uniqueCounter = 0;
/** A short value no other call returns, for titles, slugs and addresses. */
export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(uniqueCounter += 1)}`;

/** A small real PNG (re-encodable by the upload), so an image can be created through the API. */
export const smallPng = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 34, g: 197, b: 94 } } })
    .png()
    .toBuffer();

/** The actors, the clubs A and B, and the API calls that create objects owned by one of them. */
export async function createWorld(t: TestApp) {
  const actors = {} as Record<ActorName, Actor>;
  /** The world's club A (see CLUB_ROLE_OF), made once the actors are. */
  let clubA = "";
  const makeActor = async (name: ActorName): Promise<Actor> => {
    const role = ROLE_OF[name];
    if (role === null) {
      return { name, role, id: "", email: "", password: "", firstName: "", lastName: "", cookie: undefined };
    }
    const user = role === "none" ? await t.signUp() : await t.signUpWithRole(role);
    return { name, role, ...user };
  };
  /**
   * Another actor of the same level (and role in club A), for a call that signs them out or deletes them:
   * written straight into the tables with a copy of the owner's password hash (same password) and a signed
   * session cookie, because signing up through the API costs a password hash each, and these are many.
   */
  const freshActor = async (name: ActorName): Promise<Actor> => {
    const role = ROLE_OF[name];
    if (role === null) return actors.anonymous;
    const [{ password }] = (await t.deps.db
      .select({ password: accounts.password })
      .from(accounts)
      .where(eq(accounts.userId, actors.owner.id))) as [{ password: string }];
    const id = randomUUID();
    const email = `${unique("fresh")}@example.com`;
    const [firstName, lastName] = ["Fresh", unique("Actor")];
    await t.deps.db.insert(users).values({ id, name: `${firstName} ${lastName}`, email, firstName, lastName, role });
    await t.deps.db
      .insert(accounts)
      .values({ id: randomUUID(), accountId: id, providerId: "credential", userId: id, password });
    const token = randomBytes(24).toString("base64url");
    await t.deps.db.insert(sessions).values({
      id: randomUUID(),
      token: sessionTokenHash(token),
      userId: id,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const { secret } = await t.deps.auth.$context;
    const signature = createHmac("sha256", secret).update(token).digest("base64");
    const cookie = `touchline.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
    const clubRole = CLUB_ROLE_OF[name];
    if (clubRole) await t.deps.db.insert(clubMembers).values({ clubId: clubA, userId: id, role: clubRole });
    return { name, role, id, email, password: actors.owner.password, firstName, lastName, cookie };
  };

  await Promise.all(ACTOR_NAMES.map(async (name) => (actors[name] = await makeActor(name))));

  const call = async (path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) => {
    const response = await t.request(path, init);
    if (response.status >= 300) {
      throw new Error(
        `${init.method ?? "POST"} ${path} failed while creating a fixture: ${response.status} ${await response.text()}`,
      );
    }
    return readJson(response);
  };
  const owner = () => actors.owner.cookie;
  const staff = () => actors["super admin"].cookie;

  const privateSessionOf = async (cookie: string | undefined): Promise<{ id: string; shortId: string }> =>
    (await call("/api/sessions", { body: sessionBody({ title: unique("Owner session") }), cookie })).session;
  const privateSession = () => privateSessionOf(owner());
  const publicSession = async () => {
    const session = await privateSession();
    await call(`/api/sessions/${session.id}/publish`, { method: "POST", cookie: owner() });
    return session;
  };
  const reportedSession = async () => {
    const session = await publicSession();
    await call(`/api/sessions/${session.id}/reports`, {
      body: { reason: "spam", details: "Advertises a shop." },
      cookie: actors["other coach"].cookie,
    });
    return session;
  };
  /** Unpublished by staff, so held private until a moderator reviews it. */
  const heldSession = async () => {
    const session = await publicSession();
    await call(`/api/admin/sessions/${session.id}/unpublish`, {
      body: { reason: "Copied from a book." },
      cookie: staff(),
    });
    return session;
  };
  const reviewRequestedSession = async () => {
    const session = await heldSession();
    await call(`/api/sessions/${session.id}/review-request`, { body: { message: "I rewrote it." }, cookie: owner() });
    return session;
  };
  const uploadImage = async (): Promise<{ id: string }> => {
    const form = new FormData();
    form.append("file", new File([new Uint8Array(await smallPng())], "pitch.png", { type: "image/png" }));
    const response = await t.app.request("/api/admin/images", {
      method: "POST",
      headers: { Origin: TEST_APP_URL, Cookie: staff()! },
      body: form,
    });
    if (response.status !== 201) throw new Error(`image upload failed: ${response.status} ${await response.text()}`);
    return (await readJson(response)).image;
  };
  const blogPost = async (status: "draft" | "published" = "draft"): Promise<{ id: string; slug: string }> =>
    (await call("/api/admin/blog/posts", { body: blogPostBody(status), cookie: staff() })).post;

  const asClubAdmin = () => actors["club admin"].cookie;
  const joinByLink = async (clubId: string, adminCookie: string | undefined, member: Actor, role: ClubRole) => {
    const { url } = await call(`/api/clubs/${clubId}/invites`, { body: { role, maxUses: 1 }, cookie: adminCookie });
    await call(`/api/club-invites/${tokenOfLink(url)}/accept`, { method: "POST", cookie: member.cookie });
  };
  /** A club made through the API by "club admin", joined by link by the other members of club A in their roles. */
  const clubOfTheWorld = async (): Promise<string> => {
    const { club } = await call("/api/clubs", { body: { name: unique("Club A") }, cookie: asClubAdmin() });
    for (const name of ACTOR_NAMES) {
      const role = CLUB_ROLE_OF[name];
      if (role && role !== "admin") await joinByLink(club.id, asClubAdmin(), actors[name], role);
    }
    return club.id as string;
  };
  clubA = await clubOfTheWorld();
  // Club B: run by "other club admin" alone, with a team of its own.
  const clubB = (
    await call("/api/clubs", { body: { name: unique("Club B") }, cookie: actors["other club admin"].cookie })
  ).club.id as string;
  await call(`/api/clubs/${clubB}/teams`, { body: teamBody(), cookie: actors["other club admin"].cookie });

  /** A team of club A, coached by "club coach", so that the club's coach may plan its calendar. */
  const team = async (): Promise<string> =>
    (await call(`/api/clubs/${clubA}/teams`, { body: teamBody([actors["club coach"].id]), cookie: asClubAdmin() })).team
      .id;
  let sharedTeam: Promise<string> | undefined;
  const teamOfClubA = () => (sharedTeam ??= team());
  const calendarEvent = async (): Promise<string> =>
    (
      await call(`/api/clubs/${clubA}/teams/${await teamOfClubA()}/events`, {
        body: calendarEventBody(),
        cookie: asClubAdmin(),
      })
    ).event.id;

  /** Objects a path parameter may name, each created through the API by its owner. */
  const fixtures: Record<FixtureName, () => Promise<string>> = {
    privateSession: async () => (await privateSession()).id,
    privateShortId: async () => (await privateSession()).shortId,
    publicSession: async () => (await publicSession()).id,
    reportedSession: async () => (await reportedSession()).id,
    heldSession: async () => (await heldSession()).id,
    reviewRequestedSession: async () => (await reviewRequestedSession()).id,
    drill: async () => (await call("/api/drills", { body: libraryDrillBody(), cookie: owner() })).drill.id as string,
    tacticalDrill: async () =>
      (await call("/api/tactical-drills", { body: tacticalDrillBody(), cookie: owner() })).drill.id as string,
    feedback: async () => (await call("/api/feedback", { body: feedbackBody(), cookie: owner() })).item.id as string,
    message: async () =>
      (await call("/api/admin/messages", { body: messageBody(), cookie: staff() })).message.id as string,
    blogPost: async () => (await blogPost()).id,
    publishedSlug: async () => (await blogPost("published")).slug,
    image: async () => (await uploadImage()).id,
    testimonial: async () => {
      const created = await call("/api/admin/testimonials", { body: testimonialBody(), cookie: staff() });
      return (created.testimonial ?? created).id as string;
    },
    /** A coach the staff act on. */
    user: async () => (await freshActor("coach")).id,
    /** Club A, or (for a call that changes it) a club of its own with the same members in the same roles. */
    club: clubOfTheWorld,
    /** A member of club A (a coach) whom its admin changes or removes. */
    clubMember: async () => {
      const member = await freshActor("coach");
      await joinByLink(clubA, asClubAdmin(), member, "coach");
      return member.id;
    },
    clubInvite: async () =>
      (await call(`/api/clubs/${clubA}/invites`, { body: { role: "coach" }, cookie: asClubAdmin() })).invite.id,
    /** A live link to club A, for looking it up. */
    clubInviteToken: async () =>
      tokenOfLink((await call(`/api/clubs/${clubA}/invites`, { body: {}, cookie: asClubAdmin() })).url),
    /**
     * A live link to a club of its own, for joining: whoever follows it joins that club, never club A, so
     * the actors' places in club A stay as CLUB_ROLE_OF says.
     */
    joinableInviteToken: async () => {
      const cookie = actors["other club admin"].cookie;
      const { club } = await call("/api/clubs", { body: { name: unique("Open day club") }, cookie });
      return tokenOfLink((await call(`/api/clubs/${club.id}/invites`, { body: { role: "assistant" }, cookie })).url);
    },
    team,
    calendarEvent,
    /** The first occurrence of a calendar event: its original start. */
    calendarOccurrence: async () => CALENDAR_FIXTURE_FIRST_START,
    /** The live feed of a team of its own, so that rotating or stopping another team's feed never ends it. */
    calendarFeedToken: async () => {
      const created = await call(`/api/clubs/${clubA}/teams/${await team()}/feed`, {
        method: "POST",
        cookie: asClubAdmin(),
      });
      return new URL(created.url as string).pathname.split("/").pop()!;
    },
    /** A session "club coach" shared into club A. */
    clubLibraryItem: async () => {
      const cookie = actors["club coach"].cookie;
      const session = await privateSessionOf(cookie);
      return (await call(`/api/clubs/${clubA}/library`, { body: { kind: "session", sourceId: session.id }, cookie }))
        .item.id;
    },
    syllabusTheme: async () =>
      (await call(`/api/clubs/${clubA}/syllabus`, { body: syllabusThemeBody(), cookie: asClubAdmin() })).theme.id,
    /** A player of the shared team's squad, without a number, so that any number of them fit. */
    squadPlayer: async () =>
      (
        await call(`/api/clubs/${clubA}/teams/${await teamOfClubA()}/squad`, {
          body: squadPlayerBody(),
          cookie: asClubAdmin(),
        })
      ).player.id,
    /**
     * A live personal link of a player of a team of its own, whose calendar has a training in two days: the
     * link's page lists it, and an answer may be given for it.
     */
    playerLinkToken: async () => {
      const cookie = asClubAdmin();
      const teamPath = `/api/clubs/${clubA}/teams/${await team()}`;
      const { player } = await call(`${teamPath}/squad`, { body: squadPlayerBody(), cookie });
      await call(`${teamPath}/events`, { body: comingTrainingBody(), cookie });
      const { link } = await call(`${teamPath}/squad/${player.id}/link`, { method: "POST", cookie });
      return new URL(link.url as string).pathname.split("/").pop()!;
    },
    /** The live link of a team of its own, whose calendar has a training in two days: the page shows it. */
    teamLinkToken: async () => {
      const cookie = asClubAdmin();
      const teamPath = `/api/clubs/${clubA}/teams/${await team()}`;
      await call(`${teamPath}/events`, { body: comingTrainingBody(), cookie });
      const { link } = await call(`${teamPath}/team-link`, { method: "POST", cookie });
      return new URL(link.url as string).pathname.split("/").pop()!;
    },
  };
  // Club A and its team are the shared ones: a shared calendar event is on that team, in that club.
  const shared = new Map<FixtureName, Promise<string>>([
    ["club", Promise.resolve(clubA)],
    ["team", teamOfClubA()],
  ]);
  /**
   * The id of an object of that kind: a new one for a call expected to change it, otherwise one shared by
   * every call that only reads it or is refused (creating costs time, a coach a password hash).
   */
  const objectFor = (name: FixtureName, { fresh }: { fresh: boolean }): Promise<string> => {
    if (fresh) return fixtures[name]();
    if (!shared.has(name)) shared.set(name, fixtures[name]());
    return shared.get(name)!;
  };

  return { actors, freshActor, objectFor, uploadImage, clubA, clubB, privateSessionOf };
}
export type World = Awaited<ReturnType<typeof createWorld>>;
export type FixtureName =
  | "privateSession"
  | "privateShortId"
  | "publicSession"
  | "reportedSession"
  | "heldSession"
  | "reviewRequestedSession"
  | "drill"
  | "tacticalDrill"
  | "feedback"
  | "message"
  | "blogPost"
  | "publishedSlug"
  | "image"
  | "testimonial"
  | "user"
  | "club"
  | "clubMember"
  | "clubInvite"
  | "clubInviteToken"
  | "joinableInviteToken"
  | "team"
  | "calendarEvent"
  | "calendarOccurrence"
  | "calendarFeedToken"
  | "clubLibraryItem"
  | "syllabusTheme"
  | "squadPlayer"
  | "playerLinkToken"
  | "teamLinkToken";

export const tacticalDrillBody = () => ({ title: unique("Board"), diagram: createDiagram({ template: "half" }) });
export const feedbackBody = () => ({
  title: unique("Owner feedback"),
  description: "The library should filter by age group.",
  category: "feature",
});
export const messageBody = () => ({
  title: unique("Pitch closed"),
  content: "Frost: pitch 2 is closed.",
  messageType: "warning",
  targetAudience: "all",
  isUrgent: false,
});
export const blogPostBody = (status: "draft" | "published" = "draft") => {
  const slug = unique("post");
  return { title: `Post ${slug}`, slug, excerpt: "", body: "Some words.", tags: [], coverImageId: null, status };
};
/** The token at the end of an invitation link (`…/join/<token>`). */
export const tokenOfLink = (url: string) => new URL(url).pathname.split("/").pop()!;
export const teamBody = (coachIds: string[] = []) => ({
  name: unique("U12"),
  ageGroup: "U12",
  format: "9v9",
  season: "2026/27",
  coachIds,
});
let syllabusWeek = 0;
/** A theme over a week no other theme made here has (1 to 52, then round again), so no two overlap. */
export const syllabusThemeBody = () => {
  syllabusWeek = (syllabusWeek % 52) + 1;
  return {
    ageGroup: "U12",
    firstWeek: syllabusWeek,
    lastWeek: syllabusWeek,
    title: unique("Playing out from the back"),
    phases: ["attacking"],
    topics: [],
  };
};
/** The calendar fixtures' weekly training: from 12 January next year, 18:00 in London (UTC in winter). */
const CALENDAR_FIXTURE_YEAR = new Date().getUTCFullYear() + 1;
export const CALENDAR_FIXTURE_WEEK = { from: `${CALENDAR_FIXTURE_YEAR}-01-11`, to: `${CALENDAR_FIXTURE_YEAR}-01-17` };
/** The first occurrence's start: the id of the occurrence the occurrence route moves. */
export const CALENDAR_FIXTURE_FIRST_START = `${CALENDAR_FIXTURE_YEAR}-01-12T18:00:00.000Z`;
export const calendarEventBody = () => ({
  kind: "training",
  title: unique("Training"),
  date: CALENDAR_FIXTURE_FIRST_START.slice(0, 10),
  startTime: "18:00",
  durationMinutes: 90,
  place: "Pitch 2",
  notes: "",
  repeatsWeeklyUntil: `${CALENDAR_FIXTURE_YEAR}-03-02`,
  link: null,
});
/** A player without a number: a team's squad takes any number of these (up to its size) without a conflict. */
/** A one-off training two days from now: inside a personal link's coming weeks whenever the tests run. */
export const comingTrainingBody = () => ({
  kind: "training",
  title: unique("Coming training"),
  date: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
  startTime: "18:00",
  durationMinutes: 60,
});
export const squadPlayerBody = () => ({ firstName: unique("Player"), lastName: "Smith", position: "midfielder" });
/** A squad file of two players, for a team of its own (numbers are unique within a team). */
export const squadFileBody = () => ({ csv: "First name,Last name,Number\r\nSam,Smith,7\r\nKim,Lee,8\r\n" });
export const testimonialBody = () => ({
  name: "Maria Camilleri",
  role: "U12 coach",
  content: "Planning takes half the time.",
  rating: 5,
});

export interface Cell {
  t: TestApp;
  route: RegisteredRoute;
  actor: Actor;
  world: World;
  /** The path parameters as filled for this call. */
  params: Record<string, string>;
}

/** Reads the stored object back after a write answered `answer` (its JSON) with `response`'s headers. */
export type ReadBack = (cell: Cell, answer: any, response: Response) => Promise<unknown>;

export type Ownership =
  /** Only the owner of the object in the path may act on it (or see it); others are told it is not there. */
  | "owner-only"
  /** Anyone the access lets in but the object's owner (reporting a session: not your own). */
  | "not-owner"
  /** Anyone the access lets in: the route names no object, or one every such caller may act on. */
  | "open";

export interface RouteRule {
  ownership: Ownership;
  /**
   * What an owner-only route answers anyone else, when not the usual 404 (the object is public anyway,
   * so its existence is no secret).
   */
  notYours?: 403;
  /** The call may be repeated on one object (a vote, a status): calls share it rather than each making one. */
  reusesObject?: true;
  /** The object each path parameter names, when the default for its path (PARAM_FIXTURES) is not the one. */
  params?: Record<string, FixtureName>;
  /** A valid body (or a promise of one); required for every route that takes one. */
  body?: (cell: Cell) => unknown;
  /** The call signs the actor out or deletes them: each cell gets a fresh actor of the same level. */
  consumesActor?: true;
  /**
   * For the mass-assignment test: the stored object after a successful write, as the API shows it to
   * the actor who wrote it (the object itself, or their account where the write changes no object).
   */
  readBack?: ReadBack | { storesNothing: string };
}

/** The object a path parameter names by default, by the path up to and including the parameter. */
export const PARAM_FIXTURES: Record<string, FixtureName> = {
  "/api/sessions/:id": "privateSession",
  "/api/sessions/by-short-id/:shortId": "privateShortId",
  "/api/drills/:id": "drill",
  "/api/tactical-drills/:id": "tacticalDrill",
  "/api/feedback/:id": "feedback",
  "/api/messages/:id": "message",
  "/api/admin/reports/:sessionId": "reportedSession",
  "/api/admin/sessions/:id": "publicSession",
  "/api/admin/users/:id": "user",
  "/api/admin/blog/posts/:id": "blogPost",
  "/api/blog/posts/:slug": "publishedSlug",
  "/api/admin/images/:id": "image",
  "/api/images/:id": "image",
  "/api/admin/testimonials/:id": "testimonial",
  "/api/clubs/:clubId": "club",
  "/api/clubs/:clubId/members/:userId": "clubMember",
  "/api/clubs/:clubId/invites/:inviteId": "clubInvite",
  "/api/club-invites/:token": "clubInviteToken",
  "/api/clubs/:clubId/teams/:teamId": "team",
  "/api/clubs/:clubId/teams/:teamId/events/:eventId": "calendarEvent",
  "/api/clubs/:clubId/teams/:teamId/events/:eventId/occurrences/:occurrenceStart": "calendarOccurrence",
  "/api/calendar-feeds/:token": "calendarFeedToken",
  "/api/clubs/:clubId/library/:itemId": "clubLibraryItem",
  "/api/clubs/:clubId/syllabus/:themeId": "syllabusTheme",
  "/api/clubs/:clubId/teams/:teamId/squad/:playerId": "squadPlayer",
  "/api/player-links/:token": "playerLinkToken",
  "/api/team-links/:token": "teamLinkToken",
};

/** Reads a path as the cell's actor and returns the JSON, failing loudly on anything but 200. */
export async function readAs(t: TestApp, cookie: string | undefined, path: string): Promise<any> {
  const response = await t.request(path, { cookie });
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  return readJson(response);
}

/**
 * Fills the path's parameters with objects (see PARAM_FIXTURES), or fails naming what is missing. `fresh`
 * makes the object the route acts on (the last parameter) anew; the ones above it (its club, its team) are
 * the shared ones, which the fresh object is made in.
 */
export async function fillParams(
  world: World,
  route: RegisteredRoute,
  rule: RouteRule,
  { fresh }: { fresh: boolean },
): Promise<Record<string, string>> {
  const params: Record<string, string> = {};
  const matches = [...route.path.matchAll(/:(\w+)/g)];
  for (const [index, match] of matches.entries()) {
    const name = match[1]!;
    const prefix = route.path.slice(0, match.index + match[0].length);
    const fixture = rule.params?.[name] ?? PARAM_FIXTURES[prefix];
    if (!fixture) throw new Error(`${route.name}: no object for :${name} (add ${prefix} to PARAM_FIXTURES)`);
    params[name] = await world.objectFor(fixture, { fresh: fresh && index === matches.length - 1 });
  }
  return params;
}

/** Sends the cell's call: its path filled, the body given (JSON) or, for an upload, a real picture. */
export async function callRoute(cell: Cell, body: unknown): Promise<Response> {
  const { t, route, actor, params } = cell;
  const url = route.path.replaceAll(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name]!));
  if (route.multipart) {
    const form = new FormData();
    form.append("file", new File([new Uint8Array(await smallPng())], "pitch.png", { type: "image/png" }));
    return t.app.request(url, {
      method: route.method,
      headers: { Origin: TEST_APP_URL, ...(actor.cookie ? { Cookie: actor.cookie } : {}) },
      body: form,
    });
  }
  return t.request(url, { method: route.method, body, cookie: actor.cookie });
}

/** The level an actor has, for comparing with a route's minimum (anonymous has none at all). */
export function levelOf(role: Role | null): number {
  return role === null ? -1 : LEVELS.indexOf(role);
}
