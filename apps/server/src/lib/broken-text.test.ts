import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const expectRefused = async (response: Response, field: string) => {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } };
  expect(body.error.code).toBe("VALIDATION_FAILED");
  expect(body.error.message).toMatch(/must not contain control characters or broken characters/);
  expect(body.error.fields?.[field]).toMatch(/control characters/);
};

// PostgreSQL refuses U+0000 in text, and a lone surrogate cannot be encoded as UTF-8: both are refused
// at the boundary, before any query, rather than answered with a 500.
describe("text with U+0000 or a lone surrogate is refused with a 400", () => {
  it("in a path parameter, anonymously", async () => {
    await expectRefused(await t.request("/api/sessions/%00"), "id");
    // A surrogate has no UTF-8 form, so its bytes in a URL do not decode and stay as they are: not found.
    expect((await t.request("/api/sessions/a%ED%A0%80b")).status).toBe(404);
  });

  it("in a query string, anonymously", async () => {
    await expectRefused(await t.request("/api/global-library?q=a%00b"), "q");
  });

  it("in a JSON body at sign-up", async () => {
    const body = { email: "nul@example.com", password: "tuesday-rondo-drill", firstName: "A\u0000", lastName: "B" };
    await expectRefused(await t.request("/api/auth/sign-up", { body }), "firstName");
  });

  it("a lone surrogate in a JSON body, escaped as JSON allows", async () => {
    const raw = '{"email":"sur@example.com","password":"tuesday-rondo-drill","firstName":"A\\ud800","lastName":"B"}';
    await expectRefused(await t.request("/api/auth/sign-up", { body: raw }), "firstName");
  });

  it("in a nested field of a signed-in request", async () => {
    const coach = await t.signUp();
    const response = await t.request("/api/auth/sign-in", {
      body: { email: coach.email, password: "tuesday-rondo\udfff" },
    });
    await expectRefused(response, "password");
  });

  it("a well-formed pair and ordinary text still pass", async () => {
    const coach = await t.signUp({ firstName: "Zoë ⚽ 𝄞" });
    expect(coach.id).toBeTruthy();
  });

  it("only after the access check: a visitor is told to sign in, a coach gets the 400", async () => {
    const visitor = await t.request("/api/tactical-drills/%00");
    expect(visitor.status).toBe(401);
    const coach = await t.signUp();
    await expectRefused(await t.request("/api/tactical-drills/%00", { cookie: coach.cookie }), "id");
  });
});

describe("JSON nested deeper than the contracts' limit is refused with a 400 before it is walked", () => {
  const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
  const expectTooDeep = async (response: Response) => {
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error).toMatchObject({
      code: "VALIDATION_FAILED",
      message: expect.stringMatching(/nested more than 64/),
    });
  };

  it("10,000 nested arrays at an anonymous sign-in", async () => {
    await expectTooDeep(await t.request("/api/auth/sign-in", { body: nested(10_000) }));
  });

  it("one level over the limit inside an otherwise ordinary body", async () => {
    const raw = `{"email":"deep@example.com","password":"tuesday-rondo-drill","extra":${nested(64)}}`;
    await expectTooDeep(await t.request("/api/auth/sign-in", { body: raw }));
  });

  it("a body at the limit reaches the route's own validation", async () => {
    const coach = await t.signUp();
    const raw = `{"title":"Deep","diagram":${nested(60)}}`;
    const response = await t.request("/api/tactical-drills", { body: raw, cookie: coach.cookie });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/^diagram: /);
  });
});
