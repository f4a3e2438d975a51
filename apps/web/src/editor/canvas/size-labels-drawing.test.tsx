import { addObjects, createDiagram, createObject, setPitch, type Diagram } from "@touchline/diagram";
import { render } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DiagramView } from "./diagram-view.tsx";
import { SizeUnitContext } from "./size-labels.ts";

/** A 40 × 30 m area on a full pitch, its size shown or not. */
function areaDiagram(kind: "rectangle" | "ellipse", showSize: boolean, rotation = 0): Diagram {
  return addObjects(createDiagram(), [
    createObject(kind, { id: "area", x: 50, y: 34, rotation, props: { width: 40, height: 30, showSize } }),
  ]);
}

const sizes = (container: ParentNode) =>
  Array.from(container.querySelectorAll("[data-size]")).map((label) => label.textContent);

describe("size labels on the drawing", () => {
  it.each(["rectangle", "ellipse"] as const)(
    "writes a %s's width and height when asked, in metres by default",
    (kind) => {
      const { container } = render(<DiagramView diagram={areaDiagram(kind, true)} title="Area" />);
      expect(sizes(container)).toEqual(["40 m", "30 m"]);
    },
  );

  it("writes nothing for an area whose size is not shown, nor for an older one without the field", () => {
    const { container } = render(<DiagramView diagram={areaDiagram("rectangle", false)} title="Area" />);
    expect(sizes(container)).toEqual([]);
    const older = createDiagram();
    const { container: olderContainer } = render(<DiagramView diagram={older} title="Pitch" />);
    expect(sizes(olderContainer)).toEqual([]);
  });

  it("writes yards when the coach reads yards, from the provider or the drawing's own unit", () => {
    const { container } = render(
      <SizeUnitContext value="yards">
        <DiagramView diagram={areaDiagram("rectangle", true)} title="Area" />
      </SizeUnitContext>,
    );
    expect(sizes(container)).toEqual(["44 yd", "33 yd"]);
    // An export renders in a root of its own: the unit it is given wins.
    const markup = renderToStaticMarkup(
      <DiagramView diagram={areaDiagram("rectangle", true)} title="Area" sizeUnit="yards" />,
    );
    expect(markup).toContain(">44 yd<");
    expect(markup).toContain(">33 yd<");
  });

  it("turns with the area but never upside down", () => {
    const { container } = render(<DiagramView diagram={areaDiagram("rectangle", true, 180)} title="Area" />);
    const width = container.querySelector('[data-size="width"]');
    expect(width?.getAttribute("transform")).toMatch(/rotate\(180\)$/);
  });

  it("writes a pitch's length and width in its run-off when asked", () => {
    const custom = setPitch(createDiagram(), { template: "custom", length: 40, width: 30, showSize: true });
    const { container } = render(<DiagramView diagram={custom} title="Pitch" sizeUnit="metres" />);
    expect(sizes(container)).toEqual(["40 m", "30 m"]);
    const yards = render(<DiagramView diagram={custom} title="Pitch" sizeUnit="yards" />);
    expect(sizes(yards.container)).toEqual(["44 yd", "33 yd"]);
    const hidden = render(<DiagramView diagram={setPitch(custom, { showSize: false })} title="Pitch" />);
    expect(sizes(hidden.container)).toEqual([]);
  });
});
