import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Access, accessOf, describeAccess, publicAccess } from "../auth/access.ts";
import { createApp } from "../app/create-app.ts";
import { isAppWide } from "../../test/security/route-table.ts";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";
import { defineRoute } from "./define-route.ts";

/** Answers that need no access middleware: nothing in them depends on who asks. */
const WITHOUT_ACCESS: Record<string, string> = {
  "GET /api/openapi.json": "the API's description",
  "GET /assets/*": "the web app's files (a missing one is a 404)",
  "GET /*": "the web app's pages (index.html with the page's head)",
};

interface Registration {
  method: string;
  path: string;
  /** Of its first handler: an access middleware must run before anything else of the route. */
  access: Access | undefined;
  /** Whether an access middleware appears anywhere among its handlers. */
  hasAccess: boolean;
}

let t: TestApp;
let dist: string;
let registrations: Registration[];
beforeAll(async () => {
  t = await createTestApp();
  // With the web app too, so its routes are checked as well.
  dist = mkdtempSync(path.join(tmpdir(), "touchline-dist-"));
  writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Touchline</title>");
  const app = createApp(t.deps, { webDistDir: dist });
  // Hono keeps one entry per handler; a route's middleware, validators and handler come one after another.
  registrations = [];
  for (const { method, path, handler } of app.routes) {
    const last = registrations.at(-1);
    const registration =
      last && last.method === method && last.path === path
        ? last
        : registrations[registrations.push({ method, path, access: accessOf(handler), hasAccess: false }) - 1]!;
    registration.hasAccess ||= accessOf(handler) !== undefined;
  }
});
afterAll(async () => {
  rmSync(dist, { recursive: true, force: true });
  await t.close();
});

const nameOf = ({ method, path }: { method: string; path: string }) => `${method} ${path}`;

describe("every route declares who may call it", () => {
  it("on the route itself, before anything else of the route runs", () => {
    const undeclared = registrations
      .filter((route) => route.access === undefined)
      .filter((route) => !isAppWide(route))
      .filter((route) => !(nameOf(route) in WITHOUT_ACCESS))
      .map((route) => (route.hasAccess ? `${nameOf(route)} (access is not its first middleware)` : nameOf(route)));
    expect(undeclared, "routes without an access middleware (declare one: routes/define-route.ts)").toEqual([]);
    // The list of exceptions stays true: each is still there.
    const names = new Set(registrations.map(nameOf));
    expect(Object.keys(WITHOUT_ACCESS).filter((name) => !names.has(name))).toEqual([]);
  });

  it("and the OpenAPI document says so for each of its routes", async () => {
    const document = await readJson(await t.request("/api/openapi.json"));
    const declared = new Map(
      registrations
        .filter((route) => route.access)
        .map((route) => [nameOf(route), describeAccess(route.access!)] as const),
    );
    const documented: string[] = [];
    for (const [path, operations] of Object.entries<Record<string, { "x-access"?: string }>>(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const name = `${method.toUpperCase()} ${path.replaceAll(/\{(\w+)\}/g, ":$1")}`;
        documented.push(name);
        expect(operation["x-access"], name).toBe(declared.get(name));
      }
    }
    expect(documented.length).toBeGreaterThan(80);
  });

  it("so a visitor gets 401 and a coach 403 from every route above them, whatever they send", async () => {
    const coach = await t.signUp();
    const refused: string[] = [];
    const routes = registrations.filter((route) => route.access && route.access.kind !== "public");
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) {
      const url = route.path.replaceAll(/:\w+/g, "nothing-here");
      // A body that could never pass validation: the answer must not depend on it.
      const body = route.method === "GET" ? undefined : '{"diagram": 1, "title": ["x"]';
      const asVisitor = await t.request(url, { method: route.method, body });
      if (asVisitor.status !== 401) refused.push(`${nameOf(route)} answered a visitor ${asVisitor.status}`);
      if (route.access!.kind === "minimum-level") {
        const asCoach = await t.request(url, { method: route.method, body, cookie: coach.cookie });
        if (asCoach.status !== 403) refused.push(`${nameOf(route)} answered a coach ${asCoach.status}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it("and a route contract without its access does not compile, nor load", () => {
    expect(() =>
      // @ts-expect-error: a route contract must declare its access.
      defineRoute({ method: "get", path: "/api/nowhere", responses: { 200: { description: "Nothing" } } }),
    ).toThrow("GET /api/nowhere: access is not an access middleware");
    expect(
      defineRoute({
        access: publicAccess,
        method: "get",
        path: "/api/somewhere",
        responses: { 200: { description: "Something" } },
      })["x-access"],
    ).toBe("public");
  });
});
