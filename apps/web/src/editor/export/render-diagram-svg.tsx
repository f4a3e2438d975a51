import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { I18nProvider } from "@lingui/react";
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
 * moved (`ObjectShape` is memoised). The root has no provider above it but the language's, so the sizes'
 * unit is passed (the coach's; metres by default).
 */
export function createDiagramSvgRenderer(title: string, sizeUnit: SizeUnit = DEFAULT_SIZE_UNIT): DiagramSvgRenderer {
  const container = document.createElement("div");
  const root = createRoot(container);
  return {
    render(diagram, timeMs) {
      // In the app's language (the browser's i18n instance): the sizes' numbers are written as the coach reads them.
      flushSync(() =>
        root.render(
          <I18nProvider i18n={i18n}>
            <DiagramView diagram={diagram} title={title} timeMs={timeMs} sizeUnit={sizeUnit} />
          </I18nProvider>,
        ),
      );
      const svg = container.querySelector("svg");
      if (!svg) throw new Error(t`The diagram did not render`);
      svg.setAttribute("xmlns", "http://www.w3.org/2000/svg");
      // eslint-disable-next-line lingui/no-unlocalized-strings -- the SVG file's XML declaration
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
