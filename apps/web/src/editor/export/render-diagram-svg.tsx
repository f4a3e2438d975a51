import { DEFAULT_SIZE_UNIT, type SizeUnit } from "@touchline/contracts";
import type { Diagram } from "@touchline/diagram";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { DiagramView } from "../canvas/diagram-view.tsx";

export interface DiagramSvgRenderer {
  /** The diagram as a standalone SVG document, posed at `timeMs` of its animation (at rest when undefined). */
  render(diagram: Diagram, timeMs?: number): string;
  dispose(): void;
}

/**
 * Draws diagrams off-screen with `DiagramView`, the drawing the editor and playback show, and serialises
 * them. One React root serves every call, so the frames of an animation re-render only the objects that
 * moved (`ObjectShape` is memoised). The root has no provider above it, so the sizes' unit is passed (the
 * coach's; metres by default).
 */
export function createDiagramSvgRenderer(title: string, sizeUnit: SizeUnit = DEFAULT_SIZE_UNIT): DiagramSvgRenderer {
  const container = document.createElement("div");
  const root = createRoot(container);
  return {
    render(diagram, timeMs) {
      flushSync(() => root.render(<DiagramView diagram={diagram} title={title} timeMs={timeMs} sizeUnit={sizeUnit} />));
      const svg = container.querySelector("svg");
      if (!svg) throw new Error("The diagram did not render");
      svg.setAttribute("xmlns", "http://www.w3.org/2000/svg");
      return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(svg)}`;
    },
    dispose() {
      root.unmount();
    },
  };
}

/** The diagram as a standalone SVG document: the same drawing the editor shows, without selection. */
export function renderDiagramSvg(diagram: Diagram, title: string, sizeUnit: SizeUnit = DEFAULT_SIZE_UNIT): string {
  const renderer = createDiagramSvgRenderer(title, sizeUnit);
  try {
    return renderer.render(diagram);
  } finally {
    renderer.dispose();
  }
}
