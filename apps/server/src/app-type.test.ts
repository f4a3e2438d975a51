import { createDiagram, type Diagram } from "@touchline/diagram";
import type { ErrorCode, FeedbackItem } from "@touchline/contracts";
import { hc } from "hono/client";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import type { AppType } from "./app-type.ts";
import { createTestApp, TEST_APP_URL, type TestApp } from "../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The web app's client, typed by the server's routes, sending its requests to the test app. */
const clientFor = (cookie?: string) =>
  hc<AppType>(TEST_APP_URL, {
    fetch: (input: Request | URL | string, init?: RequestInit) => t.app.request(input, init),
    // Browsers send Origin with every POST; the CSRF check relies on it.
    headers: { Origin: TEST_APP_URL, ...(cookie ? { Cookie: cookie } : {}) },
  });

describe("the typed client (hc<AppType>) agrees with the server", () => {
  it("posts a JSON body as a signed-in coach, reads a public list with a query and an item by its id", async () => {
    const coach = await t.signUp();
    const client = clientFor(coach.cookie);

    const created = await client.api.feedback.$post({
      json: { title: "Offline mode", description: "Plan sessions on the train", category: "feature" },
    });
    expect(created.status).toBe(201);
    if (created.status !== 201) throw new Error(`unexpected ${created.status}`);
    const { item } = await created.json();
    expectTypeOf(item).toEqualTypeOf<FeedbackItem>();
    expect(item).toMatchObject({ title: "Offline mode", category: "feature", status: "open", myVote: null });

    const visitor = clientFor();
    const list = await visitor.api.feedback.$get({ query: { sort: "newest", category: "feature" } });
    if (list.status !== 200) throw new Error(`unexpected ${list.status}`);
    const { items } = await list.json();
    expect(items.map((entry) => entry.id)).toContain(item.id);
    expect(items.every((entry) => entry.category === "feature")).toBe(true);

    const one = await visitor.api.feedback[":id"].$get({ param: { id: item.id } });
    if (one.status !== 200) throw new Error(`unexpected ${one.status}`);
    expect((await one.json()).item.title).toBe("Offline mode");
  });

  it("types the error answers by status too", async () => {
    const response = await clientFor().api.feedback.$post({ json: { title: "Hi", description: "There" } });
    expect(response.status).toBe(401);
    if (response.status !== 401) throw new Error(`unexpected ${response.status}`);
    const { error } = await response.json();
    expectTypeOf(error.code).toEqualTypeOf<ErrorCode>();
    expect(error.code).toBe("UNAUTHENTICATED");
  });

  it("sends a Diagram and gets a Diagram back", async () => {
    const coach = await t.signUp();
    const diagram = createDiagram();
    const response = await clientFor(coach.cookie).api["tactical-drills"].$post({
      json: { title: "Back four shape", diagram },
    });
    if (response.status !== 201) throw new Error(`unexpected ${response.status}`);
    const { drill } = await response.json();
    expectTypeOf(drill.diagram).toEqualTypeOf<Diagram>();
    expect(drill.diagram).toEqual(diagram);
  });
});
