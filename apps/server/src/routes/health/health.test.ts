import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, readJson, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/health", () => {
  it("answers 200 while the instance serves, 503 once it drains, so a load balancer sends requests elsewhere", async () => {
    const serving = await t.request("/api/health");
    expect(serving.status).toBe(200);
    expect(await readJson(serving)).toMatchObject({ status: "ok" });

    t.deps.instance.isDraining = true;
    try {
      const draining = await t.request("/api/health");
      expect(draining.status).toBe(503);
      expect(draining.headers.get("Cache-Control")).toBe("no-store");
      expect(await readJson(draining)).toMatchObject({ status: "draining" });
    } finally {
      t.deps.instance.isDraining = false;
    }
  });
});
