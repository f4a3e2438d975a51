import { addObjects, createDiagram, createObject } from "@touchline/diagram";
import { isValidElement, type ReactElement, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { printDiagram, renderDiagramElement, svgElementToPdf } from "./svg-to-pdf.tsx";

interface Found {
  type: string;
  props: Record<string, unknown>;
}

/** Every react-pdf primitive in a converted tree, depth first, with its props. */
function flatten(node: ReactNode, into: Found[] = []): Found[] {
  if (Array.isArray(node)) node.forEach((child) => flatten(child, into));
  else if (isValidElement(node)) {
    const element = node as ReactElement<Record<string, unknown>>;
    if (typeof element.type === "string") into.push({ type: element.type, props: element.props });
    flatten(element.props.children as ReactNode, into);
  }
  return into;
}

function svg(markup: string): SVGSVGElement {
  const container = document.createElement("div");
  container.innerHTML = markup;
  return container.querySelector("svg") as SVGSVGElement;
}

describe("svgElementToPdf", () => {
  it("bakes group transforms into the shapes and spells out inherited paint", () => {
    const tree = svgElementToPdf(
      svg(`<svg viewBox="0 0 20 10"><g transform="translate(10 5) rotate(90)" fill="#ff0000" stroke="#000000" stroke-width="0.5">
        <circle cx="1" cy="0" r="2" /><rect x="0" y="0" width="2" height="1" fill-opacity="0.5" /></g></svg>`),
      { width: 200, height: 100 },
    );
    const nodes = flatten(tree);
    expect(nodes.map((node) => node.type)).toEqual(["SVG", "CIRCLE", "PATH"]);
    expect(nodes[0]?.props.viewBox).toBe("0 0 20 10");
    expect(nodes[1]?.props).toMatchObject({
      cx: 10,
      cy: 6,
      r: 2,
      fill: "#ff0000",
      stroke: "#000000",
      strokeWidth: 0.5,
      fillOpacity: 1,
    });
    // A rotated rect becomes a path in the root's coordinates.
    expect(nodes[2]?.props).toMatchObject({ d: "M10 5L10 7L9 7L9 5Z", fillOpacity: 0.5 });
  });

  it("leaves out what does not print and keeps clipping in the same coordinates", () => {
    const tree = svgElementToPdf(
      svg(`<svg viewBox="0 0 10 10"><g transform="translate(1 1)">
        <defs><clipPath id="c"><rect x="0" y="0" width="4" height="4" /></clipPath></defs>
        <g clip-path="url(#c)" fill="none" stroke="#111111"><path d="M0 0L8 8" /></g>
        <path d="M0 0L5 5" stroke="transparent" data-hit-path="" />
        <rect width="2" height="2" fill="#ffffff" fill-opacity="0" />
        <path d="M0 0L1 1" /></g></svg>`),
      { width: 100, height: 100 },
    );
    const nodes = flatten(tree);
    expect(nodes.map((node) => node.type)).toEqual(["SVG", "DEFS", "CLIP_PATH", "PATH", "G", "PATH", "PATH"]);
    const clipId = nodes[2]?.props.id as string;
    expect(nodes[3]?.props.d).toBe("M1 1L5 1L5 5L1 5Z");
    expect(nodes[4]?.props.clipPath).toBe(`url(#${clipId})`);
    expect(nodes[5]?.props).toMatchObject({ d: "M1 1L9 9", stroke: "#111111" });
    expect(nodes[5]?.props.fill).toBeUndefined();
    // SVG's default fill is black.
    expect(nodes[6]?.props).toMatchObject({ d: "M1 1L2 2", fill: "#000000" });
  });

  it("positions each line of multi-line text and keeps labels upright", () => {
    const tree = svgElementToPdf(
      svg(`<svg viewBox="0 0 10 10"><g transform="translate(5 5)"><text font-size="2" font-weight="600" text-anchor="middle"
        dominant-baseline="central" fill="#333333"><tspan x="0" dy="-0.6em">Press</tspan><tspan x="0" dy="1.2em">trigger</tspan></text></g></svg>`),
      { width: 100, height: 100 },
    );
    const nodes = flatten(tree);
    expect(nodes.map((node) => node.type)).toEqual(["SVG", "TEXT", "TSPAN", "TSPAN"]);
    expect(nodes[1]?.props).toMatchObject({
      fontSize: 2,
      fontWeight: 700,
      textAnchor: "middle",
      dominantBaseline: "central",
      fill: "#333333",
    });
    expect(nodes[2]?.props).toMatchObject({ x: 5, y: 3.8 });
    expect(nodes[3]?.props).toMatchObject({ x: 5, y: 6.2 });
  });

  it("converts a real diagram drawn by DiagramView on the print surface", () => {
    const diagram = addObjects(createDiagram({ pitch: { orientation: "vertical" } }), [
      createObject("player", { id: "p", x: 20, y: 10, rotation: 45, props: { label: "9", hasFacing: true } }),
      createObject("cone", { id: "c", x: 30, y: 30 }),
      createObject("pass", { id: "l", x: 20, y: 10, props: { end: { x: 10, y: 5 } } }),
    ]);
    const element = renderDiagramElement(printDiagram(diagram), "Test");
    expect(element.querySelector("[data-pitch-background]")?.getAttribute("data-surface")).toBe("print");
    const nodes = flatten(svgElementToPdf(element, { width: 300, height: 450 }));
    const types = nodes.map((node) => node.type);
    // Only the clip group of the pitch markings remains a group.
    expect(types.filter((type) => type === "G")).toHaveLength(1);
    expect(nodes.find((node) => node.type === "TSPAN")?.props.children).toBe("9");
    expect(nodes.some((node) => node.type === "PATH" && node.props.strokeDasharray)).toBe(true);
    // The pitch is white paper (the first filled shape), with no grass green anywhere.
    expect(nodes.find((node) => node.props.fill)?.props.fill).toBe("#ffffff");
    expect(nodes.some((node) => node.props.fill === "#3e8e41" || node.props.fill === "#43944a")).toBe(false);
  });
});
