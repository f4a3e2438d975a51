import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const expectCleanError = async (response: Response, status: number, code: string) => {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/application\/json/);
  const text = await response.text();
  expect(text).not.toMatch(/at .*\.ts:\d+|node_modules|select |insert /i);
  const body = JSON.parse(text);
  expect(body.error.code).toBe(code);
  expect(typeof body.error.message).toBe("string");
};

describe("bad input gets a clear JSON error", () => {
  it("malformed JSON → 400 INVALID_JSON", async () => {
    await expectCleanError(await t.request("/api/auth/sign-in", { body: "{not json" }), 400, "INVALID_JSON");
  });

  it("a body sent as another type → 400 INVALID_JSON, not a server error", async () => {
    const response = await t.request("/api/auth/sign-in", {
      body: '{"email":"a@b.c"}',
      headers: { "Content-Type": "text/plain" },
    });
    await expectCleanError(response, 400, "INVALID_JSON");
  });

  it("missing fields → 400 VALIDATION_FAILED", async () => {
    await expectCleanError(await t.request("/api/auth/sign-in", { body: {} }), 400, "VALIDATION_FAILED");
  });

  it("wrong types → 400 VALIDATION_FAILED", async () => {
    await expectCleanError(
      await t.request("/api/auth/sign-in", { body: { email: 42, password: ["x"] } }),
      400,
      "VALIDATION_FAILED",
    );
  });

  it("an overlong body → 413 PAYLOAD_TOO_LARGE", async () => {
    const body = JSON.stringify({ email: "a@example.com", password: "x".repeat(2 * 1024 * 1024) });
    await expectCleanError(await t.request("/api/auth/sign-in", { body }), 413, "PAYLOAD_TOO_LARGE");
  });

  it("an unknown API route → 404 NOT_FOUND", async () => {
    await expectCleanError(await t.request("/api/does-not-exist"), 404, "NOT_FOUND");
    await expectCleanError(await t.request("/api/auth/nothing-here", { method: "DELETE" }), 404, "NOT_FOUND");
  });

  it("a cross-site form post → 403", async () => {
    const response = await t.request("/api/auth/sign-in", {
      body: "email=a@example.com&password=secret",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
  });
});

describe("health and the API description", () => {
  it("reports healthy with the database kind", async () => {
    const response = await t.request("/api/health");
    expect(response.status).toBe(200);
    expect(await readJson(response)).toMatchObject({ status: "ok", database: t.deps.databaseKind });
  });

  it("publishes an OpenAPI document with the auth routes", async () => {
    const response = await t.request("/api/openapi.json");
    expect(response.status).toBe(200);
    const document = await readJson(response);
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/api/auth/sign-up",
        "/api/auth/sign-in",
        "/api/auth/sign-out",
        "/api/auth/forgot-password",
        "/api/auth/reset-password",
        "/api/admin/overview",
      ]),
    );
  });
});
