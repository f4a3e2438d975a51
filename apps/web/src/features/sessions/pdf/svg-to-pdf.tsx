import { DEFAULT_SIZE_UNIT, type SizeUnit } from "@touchline/contracts";
import {
  Circle,
  ClipPath,
  Defs,
  Ellipse,
  G,
  Line,
  Path,
  Polygon,
  Polyline,
  Rect,
  Svg,
  Text,
  Tspan,
} from "@react-pdf/renderer";
import type { Diagram } from "@touchline/diagram";
import { type ComponentType, createElement, type ReactElement, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { DiagramView } from "../../../editor/canvas/diagram-view.tsx";
import { PDF_FONT_FAMILY } from "./pdf-fonts.ts";
import {
  applyToPoint,
  ellipsePath,
  fmt,
  IDENTITY,
  isIdentity,
  isTranslateScale,
  type Matrix,
  multiply,
  parseTransform,
  rectPath,
  similarityScale,
  transformPath,
  transformPoints,
} from "./svg-geometry.ts";

/*
 * Converts the DOM SVG that `DiagramView` draws into react-pdf's SVG primitives, element by
 * element, so the PDF shows the very drawing the app shows, as vectors. react-pdf's own SVG
 * support differs from a browser's in ways that matter here, so this walker:
 * - resolves the inherited presentation attributes (fill, stroke, opacities, widths, fonts)
 *   itself and writes them out in full on every shape: react-pdf inherits only some of them and
 *   draws nothing, not black, for a shape without a fill;
 * - bakes every transform into the shapes' coordinates (the diagram only rotates, mirrors and
 *   shifts), so react-pdf gets a flat list of shapes, not a tree of groups: its layout passes
 *   visit every node several times per page. A transform it cannot bake (a skew) stays a group
 *   with one `matrix(…)`, which react-pdf applies as is;
 * - hoists clip paths, moved into the same flat coordinates, into one <Defs> at the root, the
 *   only place react-pdf looks for them;
 * - drops what does not print: invisible hit paths, `fill-opacity: 0` (react-pdf reads 0 as
 *   "unset"), shapes with neither fill nor stroke;
 * - lays multi-line text out as one positioned <Tspan> per line.
 */

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** The inherited presentation attributes in force at an element. */
interface Paint {
  fill: string | null;
  fillOpacity: number;
  fillRule: "nonzero" | "evenodd";
  stroke: string | null;
  strokeOpacity: number;
  strokeWidth: number;
  strokeLinecap: "butt" | "round" | "square";
  strokeLinejoin: "miter" | "round" | "bevel";
  strokeDasharray: string | null;
  /** Product of the `opacity` of the element and its ancestors (applied to fill and stroke). */
  opacity: number;
  fontSize: number;
  fontWeight: number;
  textAnchor: "start" | "middle" | "end";
  dominantBaseline: string;
}

const INITIAL_PAINT: Paint = {
  fill: "#000000",
  fillOpacity: 1,
  fillRule: "nonzero",
  stroke: null,
  strokeOpacity: 1,
  strokeWidth: 1,
  strokeLinecap: "butt",
  strokeLinejoin: "miter",
  strokeDasharray: null,
  opacity: 1,
  fontSize: 16,
  fontWeight: 400,
  textAnchor: "start",
  dominantBaseline: "auto",
};

function colour(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === "none" || trimmed === "transparent" || trimmed.startsWith("url(")) return null;
  return trimmed === "currentColor" ? "#000000" : trimmed;
}

function number(value: string | null, fallback: number): number {
  if (value === null) return fallback;
  const parsed = Number.parseFloat(value);
  return Number.isFinite(parsed) ? parsed : fallback;
}

function fontWeight(value: string | null, fallback: number): number {
  if (value === null) return fallback;
  if (value === "bold" || value === "bolder") return 700;
  if (value === "normal" || value === "lighter") return 400;
  return number(value, fallback);
}

/** Reads an element's own presentation attributes on top of what it inherits. */
function paintOf(element: Element, inherited: Paint): Paint {
  const attr = (name: string) => element.getAttribute(name);
  const fill = attr("fill");
  const stroke = attr("stroke");
  const linecap = attr("stroke-linecap");
  const linejoin = attr("stroke-linejoin");
  const dash = attr("stroke-dasharray");
  const anchor = attr("text-anchor");
  return {
    fill: fill === null ? inherited.fill : colour(fill),
    fillOpacity: number(attr("fill-opacity"), inherited.fillOpacity),
    fillRule:
      attr("fill-rule") === "evenodd" ? "evenodd" : attr("fill-rule") === "nonzero" ? "nonzero" : inherited.fillRule,
    stroke: stroke === null ? inherited.stroke : colour(stroke),
    strokeOpacity: number(attr("stroke-opacity"), inherited.strokeOpacity),
    strokeWidth: number(attr("stroke-width"), inherited.strokeWidth),
    strokeLinecap:
      linecap === "butt" || linecap === "round" || linecap === "square" ? linecap : inherited.strokeLinecap,
    strokeLinejoin:
      linejoin === "miter" || linejoin === "round" || linejoin === "bevel" ? linejoin : inherited.strokeLinejoin,
    strokeDasharray: dash === null ? inherited.strokeDasharray : dash === "none" ? null : dash,
    opacity: inherited.opacity * number(attr("opacity"), 1),
    fontSize: number(attr("font-size"), inherited.fontSize),
    fontWeight: fontWeight(attr("font-weight"), inherited.fontWeight),
    textAnchor: anchor === "start" || anchor === "middle" || anchor === "end" ? anchor : inherited.textAnchor,
    dominantBaseline: attr("dominant-baseline") ?? inherited.dominantBaseline,
  };
}

/** Fill and stroke props for a shape, fully spelled out; null when it would draw nothing. */
function shapePaint(paint: Paint, scale: number): Record<string, string | number> | null {
  const fillOpacity = paint.fillOpacity * paint.opacity;
  const strokeOpacity = paint.strokeOpacity * paint.opacity;
  const hasFill = paint.fill !== null && fillOpacity > 0;
  const hasStroke = paint.stroke !== null && strokeOpacity > 0 && paint.strokeWidth > 0;
  if (!hasFill && !hasStroke) return null;
  const props: Record<string, string | number> = {};
  if (hasFill && paint.fill) {
    props.fill = paint.fill;
    props.fillOpacity = round(fillOpacity);
    props.fillRule = paint.fillRule;
  }
  if (hasStroke && paint.stroke) {
    props.stroke = paint.stroke;
    props.strokeOpacity = round(strokeOpacity);
    props.strokeWidth = round(paint.strokeWidth * scale);
    props.strokeLinecap = paint.strokeLinecap;
    props.strokeLinejoin = paint.strokeLinejoin;
    if (paint.strokeDasharray) {
      const dashes = paint.strokeDasharray
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number);
      if (
        dashes.length > 0 &&
        dashes.every((dash) => Number.isFinite(dash) && dash >= 0) &&
        dashes.some((dash) => dash > 0)
      ) {
        props.strokeDasharray = dashes.map((dash) => fmt(dash * scale)).join(" ");
      }
    }
  }
  return props;
}

interface WalkContext {
  defs: ReactElement[];
  /** Clip path elements by id, read where they are used (their shapes in the user's space). */
  clipPaths: Map<string, Element>;
  nextKey: () => string;
}

function convertChildren(element: Element, paint: Paint, ctm: Matrix, context: WalkContext): ReactNode[] {
  const result: ReactNode[] = [];
  for (const child of Array.from(element.children)) result.push(...convertElement(child, paint, ctm, context));
  return result;
}

function attrNumber(element: Element, name: string): number {
  return number(element.getAttribute(name), 0);
}

/** The outline of a basic shape as path data in its own coordinates, or null for a non-shape. */
function shapeAsPath(element: Element, tag: string): string | null {
  switch (tag) {
    case "path":
      return element.getAttribute("d");
    case "rect": {
      const width = attrNumber(element, "width");
      const height = attrNumber(element, "height");
      if (width <= 0 || height <= 0) return null;
      const rx = element.getAttribute("rx");
      const ry = element.getAttribute("ry");
      const radiusX = number(rx ?? ry, 0);
      const radiusY = number(ry ?? rx, 0);
      return rectPath(attrNumber(element, "x"), attrNumber(element, "y"), width, height, radiusX, radiusY);
    }
    case "circle": {
      const r = attrNumber(element, "r");
      return r > 0 ? ellipsePath(attrNumber(element, "cx"), attrNumber(element, "cy"), r, r) : null;
    }
    case "ellipse": {
      const rx = attrNumber(element, "rx");
      const ry = attrNumber(element, "ry");
      return rx > 0 && ry > 0 ? ellipsePath(attrNumber(element, "cx"), attrNumber(element, "cy"), rx, ry) : null;
    }
    case "line":
      // eslint-disable-next-line lingui/no-unlocalized-strings -- SVG path data
      return `M${attrNumber(element, "x1")} ${attrNumber(element, "y1")}L${attrNumber(element, "x2")} ${attrNumber(element, "y2")}`;
    case "polyline":
    case "polygon": {
      const values = (element.getAttribute("points") ?? "")
        .trim()
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number);
      if (values.length < 4 || values.some((value) => !Number.isFinite(value))) return null;
      let d = "";
      for (let i = 0; i + 1 < values.length; i += 2) d += `${i === 0 ? "M" : "L"}${values[i]} ${values[i + 1]}`;
      return tag === "polygon" ? `${d}Z` : d;
    }
    default:
      return null;
  }
}

/** A group that applies `m` the way SVG does, for what cannot be baked into coordinates. */
function matrixGroup(m: Matrix, key: string, child: ReactElement): ReactElement {
  return createElement(
    G,
    { key, transform: `matrix(${m.map((value) => round(value)).join(" ")})`, clipPath: undefined },
    child,
  );
}

/** A shape with the current transform baked into its coordinates. */
function convertShape(
  element: Element,
  tag: string,
  paint: Paint,
  ctm: Matrix,
  context: WalkContext,
): ReactElement | null {
  const scale = similarityScale(ctm);
  const props = shapePaint(paint, scale ?? 1);
  if (!props) return null;
  const key = context.nextKey();
  // The cheapest primitives where they survive the transform as they are.
  if (scale !== null && tag === "circle") {
    const r = attrNumber(element, "r");
    if (r <= 0) return null;
    const [cx, cy] = applyToPoint(ctm, attrNumber(element, "cx"), attrNumber(element, "cy"));
    return createElement(Circle, { key, cx: round(cx), cy: round(cy), r: round(r * scale), ...props });
  }
  if (scale !== null && tag === "line") {
    const [x1, y1] = applyToPoint(ctm, attrNumber(element, "x1"), attrNumber(element, "y1"));
    const [x2, y2] = applyToPoint(ctm, attrNumber(element, "x2"), attrNumber(element, "y2"));
    return createElement(Line, { key, x1: round(x1), y1: round(y1), x2: round(x2), y2: round(y2), ...props });
  }
  if (scale !== null && (tag === "polygon" || tag === "polyline")) {
    const points = transformPoints(element.getAttribute("points") ?? "", ctm);
    if (points) return createElement(tag === "polygon" ? Polygon : Polyline, { key, points, ...props });
  }
  if (isTranslateScale(ctm) && (tag === "rect" || tag === "ellipse")) {
    const s = ctm[0];
    if (tag === "rect") {
      const width = attrNumber(element, "width") * s;
      const height = attrNumber(element, "height") * s;
      if (width <= 0 || height <= 0) return null;
      const [x, y] = applyToPoint(ctm, attrNumber(element, "x"), attrNumber(element, "y"));
      const rx = element.getAttribute("rx");
      const ry = element.getAttribute("ry");
      const radii =
        rx !== null || ry !== null ? { rx: round(number(rx ?? ry, 0) * s), ry: round(number(ry ?? rx, 0) * s) } : {};
      return createElement(Rect, {
        key,
        x: round(x),
        y: round(y),
        width: round(width),
        height: round(height),
        ...radii,
        ...props,
      });
    }
    const rx = attrNumber(element, "rx") * s;
    const ry = attrNumber(element, "ry") * s;
    if (rx <= 0 || ry <= 0) return null;
    const [cx, cy] = applyToPoint(ctm, attrNumber(element, "cx"), attrNumber(element, "cy"));
    return createElement(Ellipse, { key, cx: round(cx), cy: round(cy), rx: round(rx), ry: round(ry), ...props });
  }
  // Anything else becomes a path with the transform applied to its points.
  const d = shapeAsPath(element, tag);
  if (!d) return null;
  const baked = transformPath(d, ctm);
  if (baked !== null) return baked ? createElement(Path, { key, d: baked, ...props }) : null;
  // A skew or stretch: keep the transform as a group, the stroke as drawn (unscaled).
  return matrixGroup(ctm, context.nextKey(), createElement(Path, { key, d, ...shapePaint(paint, 1) }));
}

// By node type, not `instanceof Element`: the DOM may come from another realm (jsdom in tests).
const isElement = (node: Node): node is Element => node.nodeType === 1;

/** An em or plain length (`dy="1.2em"`) in user units. */
function length(value: string | null, fontSize: number): number {
  if (!value) return 0;
  const trimmed = value.trim();
  return trimmed.endsWith("em") ? number(trimmed.slice(0, -2), 0) * fontSize : number(trimmed, 0);
}

/** Text in its own coordinates: one line per text node or <tspan>. */
function textLines(
  element: Element,
  fontSize: number,
): { x: number; y: number; lines: { x: number; y: number; text: string }[] } {
  const x = number(element.getAttribute("x"), 0);
  let y = number(element.getAttribute("y"), 0) + length(element.getAttribute("dy"), fontSize);
  const top = y;
  const lines: { x: number; y: number; text: string }[] = [];
  for (const node of Array.from(element.childNodes)) {
    if (node.nodeType === 3 /* text */) {
      const text = node.textContent ?? "";
      if (text.trim()) lines.push({ x, y, text });
    } else if (isElement(node) && node.tagName.toLowerCase() === "tspan") {
      const spanX = node.hasAttribute("x") ? number(node.getAttribute("x"), x) : x;
      y = node.hasAttribute("y") ? number(node.getAttribute("y"), y) : y;
      y += length(node.getAttribute("dy"), fontSize);
      const text = node.textContent ?? "";
      if (text.trim()) lines.push({ x: spanX, y, text });
    }
  }
  return { x, y: top, lines };
}

function convertText(element: Element, paint: Paint, ctm: Matrix, context: WalkContext): ReactElement | null {
  if (paint.fill === null) return null;
  const { x, y, lines } = textLines(element, paint.fontSize);
  if (lines.length === 0) return null;
  // Upright text (labels counter-rotate) moves and scales; turned text keeps a matrix group.
  const flat = isTranslateScale(ctm);
  const s = flat ? ctm[0] : 1;
  const place = (px: number, py: number) => (flat ? applyToPoint(ctm, px, py) : [px, py]);
  const [textX, textY] = place(x, y);
  const fillOpacity = paint.fillOpacity * paint.opacity;
  // react-pdf draws SVG text with the font props below, though its types omit them.
  const SvgText = Text as unknown as ComponentType<Record<string, unknown>>;
  const text = createElement(
    SvgText,
    {
      key: context.nextKey(),
      x: round(textX as number),
      y: round(textY as number),
      fill: paint.fill,
      ...(fillOpacity < 1 ? { opacity: round(fillOpacity) } : {}),
      fontSize: round(paint.fontSize * s),
      fontFamily: PDF_FONT_FAMILY,
      fontWeight: paint.fontWeight >= 600 ? 700 : 400,
      textAnchor: paint.textAnchor,
      dominantBaseline: paint.dominantBaseline,
    },
    ...lines.map((line, index) => {
      const [lineX, lineY] = place(line.x, line.y);
      return createElement(Tspan, { key: index, x: round(lineX as number), y: round(lineY as number) }, line.text);
    }),
  );
  return flat || isIdentity(ctm) ? text : matrixGroup(ctm, context.nextKey(), text);
}

/** A clip path's shapes moved by `ctm`, as a <ClipPath> in <Defs>; its new id, or null. */
function clipPathDef(id: string, ctm: Matrix, context: WalkContext): string | null {
  const clip = context.clipPaths.get(id);
  if (!clip) return null;
  let d = "";
  for (const child of Array.from(clip.children)) {
    const shape = shapeAsPath(child, child.tagName.toLowerCase());
    const baked = shape ? transformPath(shape, multiply(ctm, parseTransform(child.getAttribute("transform")))) : null;
    if (baked === null) return null;
    d += baked;
  }
  const defId = `${id}-${context.defs.length}`;
  context.defs.push(createElement(ClipPath, { key: context.nextKey(), id: defId }, createElement(Path, { d })));
  return defId;
}

/** One DOM element as react-pdf nodes, flattened into the root's coordinates. */
function convertElement(element: Element, inherited: Paint, parentCtm: Matrix, context: WalkContext): ReactNode[] {
  const tag = element.tagName.toLowerCase();
  if (element.getAttribute("display") === "none" || element.getAttribute("visibility") === "hidden") return [];
  // The editor's invisible, wider twins of lines, there only to be easy to click.
  if (element.hasAttribute("data-hit-path")) return [];
  if (tag === "defs") {
    for (const child of Array.from(element.children)) {
      const id = child.getAttribute("id");
      if (child.tagName.toLowerCase() === "clippath" && id) context.clipPaths.set(id, child);
    }
    return [];
  }
  if (tag === "title" || tag === "desc" || tag === "metadata" || tag === "clippath") return [];

  const paint = paintOf(element, inherited);
  const ctm = multiply(parentCtm, parseTransform(element.getAttribute("transform")));
  let drawn: ReactNode[];
  if (tag === "g") {
    drawn = convertChildren(element, paint, ctm, context);
  } else {
    const shape =
      tag === "text" ? convertText(element, paint, ctm, context) : convertShape(element, tag, paint, ctm, context);
    drawn = shape ? [shape] : [];
  }
  if (drawn.length === 0) return [];

  const clipId = /^url\(#([^)]+)\)$/.exec(element.getAttribute("clip-path")?.trim() ?? "")?.[1];
  if (clipId) {
    // The clip is drawn in the element's own space, so it takes the element's transform too.
    const defId = clipPathDef(clipId, ctm, context);
    if (defId) drawn = [createElement(G, { key: context.nextKey(), clipPath: `url(#${defId})` }, ...drawn)];
  }
  return drawn;
}

export interface PdfSvgSize {
  width: number;
  height: number;
}

/** The viewBox of an SVG element as numbers, or null when it has none. */
export function viewBoxOf(svg: Element): { minX: number; minY: number; width: number; height: number } | null {
  const values = (svg.getAttribute("viewBox") ?? "")
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (values.length !== 4 || values.some((value) => !Number.isFinite(value))) return null;
  const [minX = 0, minY = 0, width = 0, height = 0] = values;
  return width > 0 && height > 0 ? { minX, minY, width, height } : null;
}

/** A DOM <svg> element as a react-pdf <Svg> of the given size in points. */
export function svgElementToPdf(svg: Element, size: PdfSvgSize): ReactElement {
  let counter = 0;
  const context: WalkContext = { defs: [], clipPaths: new Map(), nextKey: () => `k${counter++}` };
  const children = convertChildren(svg, INITIAL_PAINT, IDENTITY, context);
  const viewBox = svg.getAttribute("viewBox") ?? undefined;
  return (
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an SVG attribute's value
    <Svg viewBox={viewBox} preserveAspectRatio="xMidYMid meet" style={{ width: size.width, height: size.height }}>
      {context.defs.length > 0 ? <Defs>{context.defs}</Defs> : null}
      {children}
    </Svg>
  );
}

/** A diagram forced onto the white "print" surface, so lines are dark on paper. */
export function printDiagram(diagram: Diagram): Diagram {
  return { ...diagram, pitch: { ...diagram.pitch, surface: "print" } };
}

/**
 * Draws a diagram with the app's `DiagramView` off-screen and returns its <svg> element, detached
 * from React (the root is unmounted; the element keeps its attributes and children).
 */
export function renderDiagramElement(
  diagram: Diagram,
  title: string,
  sizeUnit: SizeUnit = DEFAULT_SIZE_UNIT,
): SVGSVGElement {
  const container = document.createElement("div");
  const root = createRoot(container);
  flushSync(() => root.render(<DiagramView diagram={diagram} title={title} sizeUnit={sizeUnit} />));
  const svg = container.querySelector("svg");
  if (!svg) throw new Error("The diagram did not render");
  const copy = svg.cloneNode(true) as SVGSVGElement;
  root.unmount();
  return copy;
}
