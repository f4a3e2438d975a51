/**
 * Every route of the built app, called by every actor with its path filled with real objects owned by
 * "owner" (or, under a club, by club A) and a valid body: the answer each gets must follow from the route's
 * declared access, the actor's role in club A and the ownership rule in route-rules.ts. A route without a
 * rule, an object factory or an example body fails.
 */
import { hasClubRole } from "@touchline/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// The app first: it teaches zod the OpenAPI extension before the contracts build their schemas.
import { createTestApp, type TestApp } from "../test-app.ts";
import { RULES } from "./route-rules.ts";
import {
  ACTOR_NAMES,
  type Actor,
  type ActorName,
  callRoute,
  CLUB_ROLE_OF,
  createWorld,
  fillParams,
  levelOf,
  type RegisteredRoute,
  registeredRoutes,
  type RouteRule,
  WITHOUT_ACCESS,
  type World,
} from "./route-table.ts";

/** What the product answers a signed-in coach (or a visitor) about an object that is someone else's. */
const NOT_YOURS = 404;
/** Who may see other people's e-mail addresses at all: the staff's user lists do. */
const SEES_NO_ADDRESSES: readonly ActorName[] = ["anonymous", "coach", "other coach"];

type Expected = "allowed" | 401 | 403 | 404;

function expectedFor(route: RegisteredRoute, rule: RouteRule, actor: Actor): Expected {
  const access = route.access ?? { kind: "public" as const };
  if (access.kind !== "public" && actor.role === null) return 401;
  if (access.kind === "minimum-level" && levelOf(actor.role) < levelOf(access.level)) return 403;
  if (access.kind === "club-role") {
    // A club is no one else's business: to a non-member it does not exist; a member below the role is refused.
    const clubRole = CLUB_ROLE_OF[actor.name];
    if (!clubRole) return NOT_YOURS;
    if (!hasClubRole(clubRole, access.role)) return 403;
  }
  if (rule.ownership === "owner-only" && actor.name !== "owner") return rule.notYours ?? NOT_YOURS;
  if (rule.ownership === "not-owner" && actor.name === "owner") return 403;
  return "allowed";
}

const meets = (expected: Expected, status: number) =>
  expected === "allowed" ? status !== 401 && status !== 403 && status < 500 : status === expected;

let t: TestApp;
let routes: RegisteredRoute[];
let world: World;
beforeAll(async () => {
  t = await createTestApp();
  routes = await registeredRoutes(t);
  world = await createWorld(t);
}, 60_000);
afterAll(() => t.close());

describe("the authorisation matrix", () => {
  it("has a rule, an access, an object for each parameter and an example body for every route", () => {
    const problems: string[] = [];
    for (const route of routes) {
      const rule = RULES[route.name];
      if (!route.access && !WITHOUT_ACCESS.has(route.name)) problems.push(`${route.name}: declares no access`);
      if (!rule) {
        problems.push(`${route.name}: no rule in security/route-rules.ts (ownership, example body)`);
        continue;
      }
      if (route.jsonFields && !rule.body) problems.push(`${route.name}: takes a JSON body but has no example body`);
      if (!route.jsonFields && rule.body) problems.push(`${route.name}: has an example body but takes none`);
      if (["POST", "PUT", "PATCH"].includes(route.method) && route.jsonFields && !rule.readBack) {
        problems.push(`${route.name}: writes a JSON body but has no readBack for the mass-assignment test`);
      }
    }
    const names = new Set(routes.map((route) => route.name));
    for (const name of Object.keys(RULES)) if (!names.has(name)) problems.push(`${name}: a rule for no route`);
    expect(problems).toEqual([]);
    expect(routes.length).toBeGreaterThan(80);
  });

  it("answers each actor as the route's access and ownership say", async () => {
    const rows: string[] = [];
    const failures: string[] = [];
    const callAsEveryone = async (route: RegisteredRoute, rule: RouteRule) => {
      const cells: string[] = [];
      for (const name of ACTOR_NAMES) {
        const actor = rule.consumesActor ? await world.freshActor(name) : world.actors[name];
        const expected = expectedFor(route, rule, actor);
        const fresh = expected === "allowed" && route.method !== "GET" && !rule.reusesObject;
        const params = await fillParams(world, route, rule, { fresh });
        const cell = { t, route, actor, world, params };
        const response = await callRoute(cell, await rule.body?.(cell));
        const streaming = response.headers.get("content-type")?.startsWith("text/event-stream");
        const text = streaming ? "" : await response.text();
        if (streaming) await response.body?.cancel();
        const ok = meets(expected, response.status);
        cells.push(`${ok ? " " : "!"}${response.status}`);
        if (!ok)
          failures.push(`${route.name} as ${name}: expected ${expected}, got ${response.status} ${text.slice(0, 200)}`);
        const owner = world.actors.owner;
        if (SEES_NO_ADDRESSES.includes(name) && text.toLowerCase().includes(owner.email.toLowerCase())) {
          failures.push(`${route.name} as ${name}: the answer contains the owner's e-mail address`);
        }
      }
      return `${route.name.padEnd(48)} ${cells.map((cell) => cell.padStart(5)).join(" ")}`;
    };
    // A few routes at a time: password hashing (sign-ups, sign-ins) then overlaps the database's work.
    const queue = routes.filter((route) => RULES[route.name]).map((route, index) => ({ route, index }));
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          rows[next.index] = await callAsEveryone(next.route, RULES[next.route.name]!);
        }
      }),
    );
    const header = `${"route".padEnd(48)} ${ACTOR_NAMES.map((name) => name.slice(0, 5).padStart(5)).join(" ")}`;
    const table = [header, ...rows].join("\n");
    expect(failures, `${failures.join("\n")}\n\n${table}\n(! marks an answer the rules do not allow)`).toEqual([]);
  }, 180_000);
});
