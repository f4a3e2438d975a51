import { describe, expect, it } from "vitest";
import { createDiagram } from "./create-diagram.ts";
import { tokenScale } from "./token-scale.ts";

describe("tokenScale", () => {
  it("draws tokens at their catalogue size on a small area and larger on a long pitch", () => {
    expect(tokenScale(createDiagram({ template: "futsal" }))).toBe(1);
    const full = tokenScale(createDiagram({ template: "full" }));
    // A medium player's disc (1.8 m at scale 1) is then at least 24 px across at 8.2 px a metre.
    expect(full).toBeGreaterThan(1.75);
    expect(full).toBeLessThan(1.9);
    expect(1.8 * full * 8.2).toBeGreaterThanOrEqual(24);
  });

  it("grows from small to medium to large on the same pitch", () => {
    const pitch = createDiagram({ template: "full" }).pitch;
    const [small, medium, large] = (["small", "medium", "large"] as const).map((tokenSize) =>
      tokenScale({ pitch, tokenSize }),
    );
    expect(small).toBeLessThan(medium!);
    expect(medium).toBeLessThan(large!);
  });
});
