/**
 * Every route that writes a JSON body, sent its example body plus the fields the server owns (ids,
 * owners, roles, counters, dates, states): what it stored, read back through the API, must be what the
 * same write without them stored. The routes come from the router, so a new write route is covered, or
 * fails for lacking an example body or a way to read it back (see route-rules.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// The app first: it teaches zod the OpenAPI extension before the contracts build their schemas.
import { createTestApp, readJson, type TestApp } from "../test-app.ts";
import { RULES } from "./route-rules.ts";
import {
  type Actor,
  type ActorName,
  callRoute,
  type Cell,
  createWorld,
  fillParams,
  type RegisteredRoute,
  registeredRoutes,
  type RouteRule,
  type World,
} from "./route-table.ts";

const INJECTED_TEXT = "injected-by-client";
const INJECTED_NUMBER = 7_654_321;
const INJECTED_DATE = "2001-02-03T04:05:06.000Z";

/** Fields the server decides, with values a client must not be able to set; `foreignId` is another coach. */
function serverOwnedFields(foreignId: string): Record<string, unknown> {
  return {
    id: INJECTED_TEXT,
    shortId: INJECTED_TEXT,
    userId: foreignId,
    ownerId: foreignId,
    authorId: foreignId,
    uploaderId: foreignId,
    senderId: foreignId,
    reporterId: foreignId,
    reviewedById: foreignId,
    role: "super_admin",
    emailVerified: true,
    createdAt: INJECTED_DATE,
    updatedAt: INJECTED_DATE,
    publishedAt: INJECTED_DATE,
    reviewedAt: INJECTED_DATE,
    suspendedAt: INJECTED_DATE,
    copyCount: INJECTED_NUMBER,
    viewCount: INJECTED_NUMBER,
    upvotes: INJECTED_NUMBER,
    downvotes: INJECTED_NUMBER,
    readCount: INJECTED_NUMBER,
    status: "resolved",
    visibility: "public",
    isPublic: true,
    isFeatured: true,
    copiedFromId: foreignId,
    copiedFromTitle: INJECTED_TEXT,
    copiedFromAuthor: INJECTED_TEXT,
  };
}
/**
 * The few routes whose contract takes one of those fields on purpose: any other contract that starts
 * taking one fails the test, so a field cannot become the client's by being added to a schema.
 */
const TAKEN_ON_PURPOSE: Record<string, readonly string[]> = {
  "POST /api/admin/users/:id/level": ["role"],
  "PATCH /api/feedback/:id": ["status"],
  "POST /api/admin/blog/posts": ["status"],
  "PUT /api/admin/blog/posts/:id": ["status"],
  "POST /api/admin/testimonials": ["role"],
  "PUT /api/admin/testimonials/:id": ["role"],
  "PATCH /api/clubs/:clubId/members/:userId": ["role"],
  "POST /api/clubs/:clubId/invites": ["role"],
};

/** Server-decided values that must come out of both writes alike, wherever they appear in the answer. */
const STATE_KEYS = new Set([
  "role",
  "emailVerified",
  "status",
  "visibility",
  "isPublic",
  "isFeatured",
  "copyCount",
  "viewCount",
  "upvotes",
  "downvotes",
  "readCount",
  "suspended",
]);

function stateValues(value: unknown, path = "", found = new Map<string, unknown>()) {
  if (Array.isArray(value)) value.forEach((entry, index) => stateValues(entry, `${path}[${index}]`, found));
  else if (value && typeof value === "object") {
    for (const [key, entry] of Object.entries(value)) {
      if (STATE_KEYS.has(key)) found.set(`${path}.${key}`, entry);
      stateValues(entry, `${path}.${key}`, found);
    }
  }
  return found;
}

/** The least privileged actor the route lets write (the object's owner where it is owned). */
function writerFor(route: RegisteredRoute, rule: RouteRule): ActorName {
  if (route.access?.kind === "club-role") {
    return ({ assistant: "club assistant", coach: "club coach", admin: "club admin" } as const)[route.access.role];
  }
  if (route.access?.kind === "minimum-level") {
    return ({ none: "owner", moderator: "moderator", admin: "admin", super_admin: "super admin" } as const)[
      route.access.level
    ];
  }
  if (rule.ownership === "not-owner") return "other coach";
  return route.access?.kind === "public" ? "anonymous" : "owner";
}

let t: TestApp;
let routes: RegisteredRoute[];
let world: World;
beforeAll(async () => {
  t = await createTestApp();
  routes = await registeredRoutes(t);
  world = await createWorld(t);
}, 60_000);
afterAll(() => t.close());

describe("server-owned fields in a request body", () => {
  it("change nothing a write stores, on every route that writes a JSON body", async () => {
    const foreignId = world.actors["other coach"].id;
    const injected = serverOwnedFields(foreignId);
    const writes = routes.filter(
      (route) => ["POST", "PUT", "PATCH", "DELETE"].includes(route.method) && route.jsonFields,
    );
    expect(writes.length).toBeGreaterThan(25);
    const failures: string[] = [];
    const checked: string[] = [];

    const write = async (route: RegisteredRoute, rule: RouteRule, extra: Record<string, unknown>) => {
      const name = writerFor(route, rule);
      const actor: Actor = rule.consumesActor ? await world.freshActor(name) : world.actors[name];
      const params = await fillParams(world, route, rule, { fresh: true });
      const cell: Cell = { t, route, actor, world, params };
      const body = { ...((await rule.body!(cell)) as Record<string, unknown>), ...extra };
      const response = await callRoute(cell, body);
      const answer = response.headers.get("content-type")?.includes("json") ? await readJson(response.clone()) : null;
      return { cell, response, answer };
    };

    for (const route of writes) {
      const rule = RULES[route.name];
      if (!rule?.body) {
        failures.push(`${route.name}: no rule or example body in security/route-rules.ts`);
        continue;
      }
      const readBack = rule.readBack;
      if (!readBack) {
        failures.push(`${route.name}: no readBack in security/route-rules.ts`);
        continue;
      }
      if (!(readBack instanceof Function)) continue; // stores nothing to read back, as its rule says why
      const taken = route.jsonFields!.filter((field) => field in injected);
      const unexpected = taken.filter((field) => !TAKEN_ON_PURPOSE[route.name]?.includes(field));
      if (unexpected.length > 0) failures.push(`${route.name}: its contract takes ${unexpected.join(", ")}`);
      // Only the fields the contract does not take: those it takes on purpose are the client's to set.
      const extra = Object.fromEntries(Object.entries(injected).filter(([key]) => !route.jsonFields!.includes(key)));
      const control = await write(route, rule, {});
      const attempt = await write(route, rule, extra);
      if (attempt.response.status !== control.response.status) {
        failures.push(
          `${route.name}: answered ${attempt.response.status} with server-owned fields, ${control.response.status} without`,
        );
        continue;
      }
      if (control.response.status >= 400) {
        failures.push(`${route.name}: the example body was refused (${control.response.status})`);
        continue;
      }
      let stored: unknown;
      let expected: unknown;
      try {
        expected = await readBack(control.cell, control.answer, control.response);
        stored = await readBack(attempt.cell, attempt.answer, attempt.response);
      } catch (error) {
        failures.push(`${route.name}: reading back failed: ${String(error)}`);
        continue;
      }
      const text = JSON.stringify(stored);
      for (const sentinel of [INJECTED_TEXT, String(INJECTED_NUMBER), INJECTED_DATE.slice(0, 10), foreignId]) {
        if (text.includes(sentinel) && !JSON.stringify(expected).includes(sentinel)) {
          failures.push(`${route.name}: stored a client's ${sentinel}: ${text.slice(0, 300)}`);
        }
      }
      const storedState = stateValues(stored);
      for (const [path, value] of stateValues(expected)) {
        if (JSON.stringify(storedState.get(path)) !== JSON.stringify(value)) {
          failures.push(
            `${route.name}: ${path} became ${JSON.stringify(storedState.get(path))}, not ${JSON.stringify(value)}`,
          );
        }
      }
      checked.push(route.name);
    }
    expect(failures).toEqual([]);
    expect(checked.length).toBeGreaterThan(20);
  }, 180_000);
});
