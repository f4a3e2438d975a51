import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("zod without eval", () => {
  it("builds and parses object schemas without calling Function", async () => {
    const probe = vi.spyOn(globalThis, "Function");
    await import("./zod-without-eval.ts");
    const { z } = await import("zod");
    const schema = z.object({ name: z.string(), tags: z.array(z.object({ id: z.number() })) });
    expect(schema.parse({ name: "Rondo", tags: [{ id: 1 }] })).toEqual({ name: "Rondo", tags: [{ id: 1 }] });
    expect(probe).not.toHaveBeenCalled();
  });
});
