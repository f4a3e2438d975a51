/**
 * What the security tests need to call every route of the built app as a browser would: the routes as
 * the router registered them (with their declared access and whether they take a JSON body), the seven
 * actors, factories that create through the API the objects a path names, and one rule per route (who
 * may act on the object in its path, an example body). A route without a rule fails the tests that use
 * this table, so a new route cannot escape them.
 */
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { Role } from "@touchline/contracts";
import { createDiagram } from "@touchline/diagram";
import { type Access, accessOf } from "../../src/auth/access.ts";
import { sessionTokenHash } from "../../src/auth/session-tokens.ts";
import { accounts, clubMembers, clubs, sessions, teamCoaches, teams, users } from "../../src/db/schema.ts";
import { METHODS_WITH_A_BODY } from "../../src/app/create-app.ts";
import { libraryDrillBody, sessionBody } from "../session-test-fixtures.ts";
import { readJson, TEST_APP_URL, type TestApp } from "../test-app.ts";

export type ActorName = "anonymous" | "coach" | "other coach" | "owner" | "moderator" | "admin" | "super admin";
export const ACTOR_NAMES: readonly ActorName[] = [
  "anonymous",
  "coach",
  "other coach",
  "owner",
  "moderator",
  "admin",
  "super admin",
];
const ROLE_OF: Record<ActorName, Role | null> = {
  anonymous: null,
  coach: "none",
  "other coach": "none",
  owner: "none",
  moderator: "moderator",
  admin: "admin",
  "super admin": "super_admin",
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

/** The seven actors and the API calls that create objects owned by one of them. */
export async function createWorld(t: TestApp) {
  const actors = {} as Record<ActorName, Actor>;
  const makeActor = async (name: ActorName): Promise<Actor> => {
    const role = ROLE_OF[name];
    if (role === null) {
      return { name, role, id: "", email: "", password: "", firstName: "", lastName: "", cookie: undefined };
    }
    const user = role === "none" ? await t.signUp() : await t.signUpWithRole(role);
    return { name, role, ...user };
  };
  /**
   * Another actor of the same level, for a call that signs them out or deletes them: written straight
   * into the tables with a copy of the owner's password hash (same password) and a signed session
   * cookie, because signing up through the API costs a password hash each, and these are many.
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

  const privateSession = async (): Promise<{ id: string; shortId: string }> =>
    (await call("/api/sessions", { body: sessionBody({ title: unique("Owner session") }), cookie: owner() })).session;
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

  /** A team of the owner's club, coached by the owner (written straight into the tables, as the club has no API of its own here). */
  const ownersTeam = async (clubId: string): Promise<string> => {
    const id = randomUUID();
    await t.deps.db
      .insert(teams)
      .values({ id, clubId, name: unique("U12"), ageGroup: "U12", format: "9v9", season: "Next" });
    await t.deps.db.insert(teamCoaches).values({ teamId: id, userId: actors.owner.id });
    return id;
  };
  let calendarClub: Promise<{ clubId: string; teamId: string }> | undefined;
  /** One club per world whose admin is the owner (no other actor is a member), with a team the owner coaches. */
  const ownersClub = () =>
    (calendarClub ??= (async () => {
      const clubId = randomUUID();
      await t.deps.db.insert(clubs).values({ id: clubId, name: unique("Owner's club"), timeZone: "Europe/London" });
      await t.deps.db.insert(clubMembers).values({ clubId, userId: actors.owner.id, role: "admin" });
      return { clubId, teamId: await ownersTeam(clubId) };
    })());

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
    calendarClub: async () => (await ownersClub()).clubId,
    calendarTeam: async () => (await ownersClub()).teamId,
    calendarEvent: async () => {
      const { clubId, teamId } = await ownersClub();
      const created = await call(`/api/clubs/${clubId}/teams/${teamId}/events`, {
        body: calendarEventBody(),
        cookie: owner(),
      });
      return created.event.id as string;
    },
    calendarOccurrence: async () => CALENDAR_FIXTURE_FIRST_START,
    /** The live feed of a team of its own, so that making another team's feed never revokes it. */
    calendarFeedToken: async () => {
      const { clubId } = await ownersClub();
      const teamId = await ownersTeam(clubId);
      const created = await call(`/api/clubs/${clubId}/teams/${teamId}/feed`, { method: "POST", cookie: owner() });
      return new URL(created.url as string).pathname.split("/").pop()!;
    },
  };
  const shared = new Map<FixtureName, Promise<string>>();
  /**
   * The id of an object of that kind: a new one for a call expected to change it, otherwise one shared by
   * every call that only reads it or is refused (creating costs time, a coach a password hash).
   */
  const objectFor = (name: FixtureName, { fresh }: { fresh: boolean }): Promise<string> => {
    if (fresh) return fixtures[name]();
    if (!shared.has(name)) shared.set(name, fixtures[name]());
    return shared.get(name)!;
  };

  return { actors, freshActor, objectFor, uploadImage };
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
  | "calendarClub"
  | "calendarTeam"
  | "calendarEvent"
  | "calendarOccurrence"
  | "calendarFeedToken";

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
/** The calendar fixtures' weekly training: Mondays of January next year at 18:00 in London (UTC in winter). */
const CALENDAR_FIXTURE_YEAR = new Date().getUTCFullYear() + 1;
export const CALENDAR_FIXTURE_WEEK = { from: `${CALENDAR_FIXTURE_YEAR}-01-11`, to: `${CALENDAR_FIXTURE_YEAR}-01-17` };
/** The first occurrence's start: the id of the occurrence the occurrence routes move or cancel. */
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
  /** A valid body; required for every route that takes one. */
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
};

/** Reads a path as the cell's actor and returns the JSON, failing loudly on anything but 200. */
export async function readAs(t: TestApp, cookie: string | undefined, path: string): Promise<any> {
  const response = await t.request(path, { cookie });
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  return readJson(response);
}

/** Fills the path's parameters with fresh objects (see PARAM_FIXTURES), or fails naming what is missing. */
export async function fillParams(
  world: World,
  route: RegisteredRoute,
  rule: RouteRule,
  { fresh }: { fresh: boolean },
): Promise<Record<string, string>> {
  const params: Record<string, string> = {};
  for (const match of route.path.matchAll(/:(\w+)/g)) {
    const name = match[1]!;
    const prefix = route.path.slice(0, match.index + match[0].length);
    const fixture = rule.params?.[name] ?? PARAM_FIXTURES[prefix];
    if (!fixture) throw new Error(`${route.name}: no object for :${name} (add ${prefix} to PARAM_FIXTURES)`);
    params[name] = await world.objectFor(fixture, { fresh });
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
