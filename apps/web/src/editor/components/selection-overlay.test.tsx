import { addObjects, createDiagram, createObject } from "@touchline/diagram";
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
});
