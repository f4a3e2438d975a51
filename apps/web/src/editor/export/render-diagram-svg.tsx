import type { SizeUnit } from "@touchline/contracts";
import type { Diagram } from "@touchline/diagram";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { DiagramView } from "../canvas/diagram-view.tsx";

/**
 * The diagram as a standalone SVG document: the same drawing the editor shows, without selection. Its
 * root has no provider above it, so the sizes' unit is passed (the coach's; metres by default).
 */
export function renderDiagramSvg(diagram: Diagram, title: string, sizeUnit: SizeUnit = "metres"): string {
  const container = document.createElement("div");
  const root = createRoot(container);
  flushSync(() => root.render(<DiagramView diagram={diagram} title={title} sizeUnit={sizeUnit} />));
  const svg = container.querySelector("svg");
  if (!svg) throw new Error("The diagram did not render");
  svg.setAttribute("xmlns", "http://www.w3.org/2000/svg");
  const markup = new XMLSerializer().serializeToString(svg);
  root.unmount();
  return `<?xml version="1.0" encoding="UTF-8"?>\n${markup}`;
}
