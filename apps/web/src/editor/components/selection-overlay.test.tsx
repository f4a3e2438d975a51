import { addObjects, createDiagram, createObject, setTokenSize, tokenScale } from "@touchline/diagram";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SelectionOverlay } from "./selection-overlay.tsx";

describe("SelectionOverlay", () => {
  it("keeps the resize handle off a small object, so pressing the object drags it", () => {
    const diagram = addObjects(createDiagram(), [createObject("cone", { id: "c", x: 30, y: 20 })]);
    // A tablet's fitted pitch: a fifth of a metre per pixel, the cone a few pixels across.
    const { container } = render(
      <svg>
        <SelectionOverlay
          diagram={diagram}
          selection={["c"]}
          showHandles
          poses={undefined}
          metresPerPixel={0.2}
          viewRotation={0}
        />
      </svg>,
    );
    const handle = container.querySelector('[data-handle="resize"]')!;
    const [cx, cy, r] = ["cx", "cy", "r"].map((name) => Number(handle.getAttribute(name)));
    expect(Math.hypot(cx! - 30, cy! - 20)).toBeGreaterThan(r! + 0.3);
  });

  it("outlines a player as drawn, at the drawing's token size", () => {
    const medium = addObjects(createDiagram({ template: "full" }), [createObject("player", { id: "p", x: 30, y: 20 })]);
    const outlineWidth = (diagram: typeof medium) => {
      const { container } = render(
        <svg>
          <SelectionOverlay
            diagram={diagram}
            selection={["p"]}
            showHandles={false}
            poses={undefined}
            metresPerPixel={0.1}
            viewRotation={0}
          />
        </svg>,
      );
      // The outline is the disc's box (2 m across at the catalogue size) and 4 px of padding either side.
      return Number(container.querySelector("rect")!.getAttribute("width")) - 0.8;
    };
    expect(outlineWidth(medium)).toBeCloseTo(2 * tokenScale(medium), 6);
    const large = setTokenSize(medium, "large");
    expect(outlineWidth(large)).toBeCloseTo(2 * tokenScale(large), 6);
  });
});
