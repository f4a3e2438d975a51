import { describe, expect, it } from "vitest";
import { SignUpRequestSchema } from "./auth.ts";
import { findBrokenText, hasBrokenText, isJsonNestedDeeperThan } from "./safe-text.ts";

describe("broken text", () => {
  it("is U+0000 or a surrogate without its pair", () => {
    expect(hasBrokenText("a\u0000b")).toBe(true);
    expect(hasBrokenText("a\ud800")).toBe(true);
    expect(hasBrokenText("\udc00a")).toBe(true);
    expect(hasBrokenText("\udc00\ud800")).toBe(true);
    expect(hasBrokenText("Zoë ⚽ 𝄞\n\t")).toBe(false);
  });

  it("is found by its path in a parsed body, keys included", () => {
    expect(findBrokenText({ a: [{ b: "ok" }, { c: "x\u0000" }] })).toBe("a.1.c");
    expect(findBrokenText({ "k\ud800": 1 })).toBe("k\ud800");
    expect(findBrokenText({ a: ["fine"] })).toBeNull();
  });

  it("is refused by the forms' schemas with a clear message", () => {
    const result = SignUpRequestSchema.safeParse({
      email: "a@b.co",
      password: "secret1",
      firstName: "A\u0000",
      lastName: "B",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      "Your first name must not contain control characters or broken characters",
    );
  });
});

describe("deeply nested JSON", () => {
  const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

  it("is measured from its text, outside strings", () => {
    expect(isJsonNestedDeeperThan(nested(64))).toBe(false);
    expect(isJsonNestedDeeperThan(nested(65))).toBe(true);
    expect(isJsonNestedDeeperThan(`{"a":"${"[".repeat(500)}"}`)).toBe(false);
    // An escaped backslash ends before the quote that closes the string; an escaped quote does not close it.
    expect(isJsonNestedDeeperThan(`{"a":"\\\\"}` + "[".repeat(65))).toBe(true);
    expect(isJsonNestedDeeperThan(`["\\"[[[["]`, 1)).toBe(false);
  });

  it("is walked without recursion, however deep", () => {
    let deep: unknown = "x\u0000";
    for (let depth = 0; depth < 100_000; depth++) deep = [deep];
    expect(findBrokenText(deep)).toBe(Array.from({ length: 100_000 }, () => "0").join("."));
    expect(findBrokenText(JSON.parse(nested(50_000)))).toBeNull();
  });
});
