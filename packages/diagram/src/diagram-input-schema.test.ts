import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import { createDiagram } from "./create-diagram.ts";
import { DiagramInputSchema } from "./diagram-input-schema.ts";
import diagramV1 from "./fixtures/diagram-v1.json" with { type: "json" };
import { migrateDiagram } from "./migrate-diagram.ts";
import { DIAGRAM_VERSION, type Diagram } from "./schema.ts";

describe("DiagramInputSchema", () => {
  const Body = z.object({ diagram: DiagramInputSchema, spare: DiagramInputSchema.optional() });

  it("upgrades an old version to the current diagram, as migrateDiagram does", () => {
    const input = JSON.parse(JSON.stringify(diagramV1));
    const parsed = Body.parse({ diagram: input });
    expect(parsed.diagram.version).toBe(DIAGRAM_VERSION);
    expect(parsed.diagram).toEqual(migrateDiagram(JSON.parse(JSON.stringify(diagramV1))));
    expect(parsed.spare).toBeUndefined();
  });

  it("keeps a current diagram as it is", () => {
    const diagram = createDiagram();
    expect(Body.parse({ diagram }).diagram).toEqual(diagram);
  });

  it("refuses anything else with one issue at the field, naming the problem", () => {
    for (const [input, message] of [
      [undefined, "Invalid diagram: expected a JSON object"],
      ["a pitch", "Invalid diagram: expected a JSON object"],
      [{ version: -1 }, "Invalid diagram: version: unsupported version -1 (this app reads 1 to 3)"],
      [{ version: 99 }, "This drawing was made with a newer version of Touchline"],
      [{ ...createDiagram(), frames: "none" }, "Invalid diagram: frames: "],
    ] as const) {
      const result = Body.safeParse({ diagram: input });
      expect(result.success).toBe(false);
      expect(result.error?.issues).toHaveLength(1);
      expect(result.error?.issues[0]).toMatchObject({ code: "custom", path: ["diagram"] });
      expect(result.error?.issues[0]?.message.startsWith(message)).toBe(true);
    }
  });

  it("takes any input and gives a Diagram", () => {
    expectTypeOf<z.input<typeof DiagramInputSchema>>().toEqualTypeOf<unknown>();
    expectTypeOf<z.output<typeof DiagramInputSchema>>().toEqualTypeOf<Diagram>();
  });
});
