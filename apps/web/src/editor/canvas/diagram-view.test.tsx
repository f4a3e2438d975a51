import {
  addFrame,
  addObjects,
  animationDuration,
  CATALOGUE,
  createDiagram,
  createObject,
  setHidden,
  setPitch,
  setPose,
  setTokenSize,
  tokenScale,
  type Diagram,
  type DiagramObject,
} from "@touchline/diagram";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PRINT_INK } from "./display-colour.ts";
import { DiagramView } from "./diagram-view.tsx";

function oneOfEachKind(): Diagram {
  const objects: DiagramObject[] = CATALOGUE.map(({ kind }, index) =>
    createObject(kind, { id: `o-${kind}`, x: 5 + (index % 6) * 15, y: 8 + Math.floor(index / 6) * 12 }),
  );
  return addObjects(createDiagram(), objects);
}

function drawn(container: HTMLElement, id: string): Element {
  const element = container.querySelector(`[data-object-id="${id}"]`);
  if (!element) throw new Error(`Object ${id} was not drawn`);
  return element;
}

describe("DiagramView", () => {
  it("is one labelled image whose viewBox covers the pitch and its margin", () => {
    render(<DiagramView diagram={createDiagram()} title="Rondo 4 v 2" />);
    const image = screen.getByRole("img", { name: "Rondo 4 v 2" });
    expect(image).toHaveAttribute("viewBox", "-3 -3 111 74");
  });

  it("draws every catalogue kind with its id and kind", () => {
    const { container } = render(<DiagramView diagram={oneOfEachKind()} title="All kinds" />);
    for (const { kind } of CATALOGUE) {
      const element = container.querySelector(`[data-kind="${kind}"]`);
      expect(element, kind).not.toBeNull();
      expect(element).toHaveAttribute("data-object-id", `o-${kind}`);
      // Every kind draws something inside its group.
      expect(element?.querySelector("path, circle, rect, ellipse, polygon, text"), kind).not.toBeNull();
    }
  });

  it("draws objects back to front in z-order", () => {
    const diagram = oneOfEachKind();
    const { container } = render(<DiagramView diagram={diagram} title="Order" />);
    const ids = [...container.querySelectorAll("[data-object-id]")].map((element) =>
      element.getAttribute("data-object-id"),
    );
    const expected = Object.values(diagram.objects)
      .sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0))
      .map((object) => object.id);
    expect(ids).toEqual(expected);
  });

  it("leaves hidden objects out", () => {
    const diagram = setHidden(oneOfEachKind(), { ids: ["o-cone", "o-pass"], hidden: true });
    const { container } = render(<DiagramView diagram={diagram} title="Hidden" />);
    expect(container.querySelector('[data-object-id="o-cone"]')).toBeNull();
    expect(container.querySelector('[data-object-id="o-pass"]')).toBeNull();
    expect(container.querySelector('[data-object-id="o-player"]')).not.toBeNull();
  });

  it("moves objects to their poses during playback", () => {
    let diagram = addObjects(createDiagram(), [
      createObject("player", { id: "p1", x: 20, y: 30, props: { label: "7" } }),
    ]);
    diagram = addFrame(diagram, { durationMs: 1000 });
    diagram = setPose(diagram, { frameIndex: 1, id: "p1", x: 40, y: 20 });
    const end = animationDuration(diagram);

    const { container, rerender } = render(<DiagramView diagram={diagram} title="Playback" />);
    const atRest = drawn(container, "p1").getAttribute("transform");
    expect(atRest).toMatch(/^translate\(20 30\) rotate\(0\)/);

    rerender(<DiagramView diagram={diagram} title="Playback" timeMs={0} />);
    expect(drawn(container, "p1").getAttribute("transform")).toBe(atRest);

    rerender(<DiagramView diagram={diagram} title="Playback" timeMs={end} />);
    const atEnd = drawn(container, "p1").getAttribute("transform");
    expect(atEnd).not.toBe(atRest);
    expect(atEnd).toMatch(/^translate\(40 20\) rotate\(0\)/);
  });

  it("draws white lines, areas and text in dark ink on the print surface", () => {
    const grass = oneOfEachKind();
    const paper = setPitch(grass, { surface: "print" });
    const whiteIn = (container: HTMLElement, kind: string) =>
      [...drawn(container, `o-${kind}`).querySelectorAll("*")].some(
        (element) => element.getAttribute("stroke") === "#ffffff" || element.getAttribute("fill") === "#ffffff",
      );
    const inkIn = (container: HTMLElement, kind: string) =>
      [...drawn(container, `o-${kind}`).querySelectorAll("*")].some(
        (element) => element.getAttribute("stroke") === PRINT_INK || element.getAttribute("fill") === PRINT_INK,
      );

    const onGrass = render(<DiagramView diagram={grass} title="Grass" />).container;
    for (const kind of ["pass", "run", "dribble", "shot", "line", "rectangle", "ellipse", "polygon", "text"]) {
      expect(whiteIn(onGrass, kind), kind).toBe(true);
    }
    const onPaper = render(<DiagramView diagram={paper} title="Paper" />).container;
    for (const kind of ["pass", "run", "dribble", "shot", "line", "rectangle", "ellipse", "polygon", "text", "goal"]) {
      expect(whiteIn(onPaper, kind), kind).toBe(false);
      expect(inkIn(onPaper, kind), kind).toBe(true);
    }
  });

  it("turns a vertical pitch but keeps labels upright", () => {
    const diagram = setPitch(
      addObjects(createDiagram(), [createObject("player", { id: "p1", x: 20, y: 30, props: { label: "7" } })]),
      { orientation: "vertical" },
    );
    const { container } = render(<DiagramView diagram={diagram} title="Vertical" />);
    expect(screen.getByRole("img")).toHaveAttribute("viewBox", "-3 -3 74 111");
    expect(container.querySelector("svg > g")).toHaveAttribute("transform", "translate(0 105) rotate(-90)");
    // The label group cancels the view's −90°.
    expect(drawn(container, "p1").querySelector('g[transform="rotate(90)"] text')).toHaveTextContent("7");
  });

  it("draws the grid only when asked", () => {
    const { container, rerender } = render(<DiagramView diagram={createDiagram()} title="Grid" />);
    expect(container.querySelector("[data-pitch-grid]")).toBeNull();
    rerender(<DiagramView diagram={setPitch(createDiagram(), { showGrid: true })} title="Grid" />);
    expect(container.querySelector("[data-pitch-grid]")).not.toBeNull();
  });

  it("draws tokens at the drawing's token size about their anchor, and lines true to size", () => {
    const diagram = addObjects(createDiagram({ template: "full" }), [
      createObject("player", { id: "p1", x: 20, y: 30, props: { label: "7" } }),
      createObject("pass", { id: "l1", x: 20, y: 30, props: { end: { x: 10, y: 0 } } }),
    ]);
    /** The player's disc radius as drawn, in metres: its own r times the scale around it. */
    const discRadius = (container: HTMLElement) => {
      const disc = drawn(container, "p1").querySelector("[data-token]");
      const scale = /scale\(([\d.]+)\)/.exec(drawn(container, "p1").getAttribute("transform") ?? "");
      return Number(disc?.getAttribute("r")) * Number(scale?.[1] ?? 1);
    };
    const { container, rerender } = render(<DiagramView diagram={diagram} title="Sizes" />);
    // Where it stands is unchanged: the scale comes after the object's own place and turn.
    expect(drawn(container, "p1").getAttribute("transform")).toMatch(/^translate\(20 30\) rotate\(0\)/);
    const medium = discRadius(container);
    expect(medium).toBeCloseTo(0.9 * tokenScale(diagram), 2);
    // The 111 m view box of a full pitch across 60 % of a 1280 px window's width is ~6.9 px a metre, and the
    // board the layout gives it (~911 px) 8.2: a medium player is at least 24 px across at 8.2.
    expect(2 * medium * 8.2).toBeGreaterThanOrEqual(24);
    expect(drawn(container, "l1").querySelector("g[transform^='scale']")).toBeNull();
    rerender(<DiagramView diagram={setTokenSize(diagram, "large")} title="Sizes" />);
    expect(discRadius(container)).toBeGreaterThan(medium * 1.2);
    rerender(<DiagramView diagram={setTokenSize(diagram, "small")} title="Sizes" />);
    expect(discRadius(container)).toBeLessThan(medium * 0.8);
  });

  it("writes a player's name under the token and draws the kit's bands", () => {
    const diagram = addObjects(createDiagram(), [
      createObject("player", {
        id: "p1",
        x: 20,
        y: 30,
        props: { label: "9", name: "Alex Smith", kit: { pattern: "stripes", secondColour: "white" } },
      }),
      createObject("goalkeeper", {
        id: "gk",
        x: 5,
        y: 34,
        props: { colour: "green", kit: { pattern: "hoops", secondColour: "black" } },
      }),
    ]);
    const { container, rerender } = render(<DiagramView diagram={diagram} title="People" />);
    const player = drawn(container, "p1");
    expect(player.querySelector("[data-name]")).toHaveTextContent("Alex Smith");
    expect(Number(player.querySelector("[data-name]")?.getAttribute("y"))).toBeGreaterThan(0.9);
    expect(player.querySelector('[data-kit="stripes"]')).toHaveAttribute("fill", "#ffffff");
    expect(drawn(container, "gk").querySelector('[data-kit="hoops"]')).toHaveAttribute("fill", "#111827");
    // The number keeps a patch of the shirt's main colour behind it.
    expect(player.querySelector("rect")).toHaveAttribute("fill", "#dc2626");
    rerender(<DiagramView diagram={setPitch(diagram, { surface: "print" })} title="People" />);
    expect(drawn(container, "p1").querySelector("[data-name]")).toHaveAttribute("fill", PRINT_INK);
  });
});
