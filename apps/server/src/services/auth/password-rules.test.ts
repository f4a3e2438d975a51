import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, readJson, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (email: string, password: string) => t.request("/api/auth/sign-in", { body: { email, password } });

describe("password rules", () => {
  it("keeps every character of a long password: the whole of it signs in, one sharing its first 64 does not", async () => {
    const head = "my-club-plays-a-4-3-3-with-inverted-wingers-and-a-false-nine-up-";
    expect(head).toHaveLength(64);
    for (const password of [`${head}front, pressing high`, `${head}${"z".repeat(128 - 64)}`]) {
      const user = await t.signUp({ password });
      expect((await signIn(user.email, password)).status).toBe(200);
      expect((await signIn(user.email, `${head}different tail`)).status).toBe(401);
      expect((await signIn(user.email, head)).status).toBe(401);
    }
  });

  it("refuses a common pattern at sign-up however short, and accepts a six-character one that is not", async () => {
    for (const password of ["654321", "aaaaaa", "121212", "abcdef"]) {
      const response = await t.request("/api/auth/sign-up", {
        body: { email: `pattern-${password}@example.com`, password, firstName: "A", lastName: "B" },
      });
      expect(response.status, password).toBe(400);
      expect((await readJson(response)).error.code).toBe("WEAK_PASSWORD");
    }
    const user = await t.signUp({ password: "g7#kq2" });
    expect((await signIn(user.email, "g7#kq2")).status).toBe(200);
  });
});
