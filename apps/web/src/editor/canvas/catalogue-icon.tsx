import { createObject, type DiagramObject, type ObjectKind } from "@touchline/diagram";
import { memo } from "react";
import { objectBounds } from "./object-bounds.ts";
import { ObjectDrawing } from "./object-shape.tsx";

/*
 * Palette icons draw a sample object with the same code that draws it on the pitch, scaled to
 * fit a 24 × 24 box, so what the coach picks is what lands. Samples use the print surface, so
 * white lines, areas and goals show as dark ink on a light button.
 */

const ICON_SIZE = 24;
/** Units of padding inside the 24-unit box. */
const ICON_PADDING = 2;

/** Props that make a kind read well at icon size (thicker lines, shorter arrows, a diagonal ladder). */
function sampleObject(kind: ObjectKind): DiagramObject {
  const base = { id: `icon-${kind}`, x: 0, y: 0 };
  switch (kind) {
    case "pass":
    case "run":
    case "dribble":
    case "line":
      return createObject(kind, { ...base, props: { end: { x: 4.4, y: -2.6 }, width: 0.34 } });
    case "shot":
      return createObject(kind, { ...base, props: { end: { x: 4.4, y: -2.6 }, width: 0.55 } });
    case "ladder":
      return createObject(kind, { ...base, rotation: -35 });
    case "rectangle":
      return createObject(kind, { ...base, props: { width: 8, height: 6, fillOpacity: 0.25, border: "solid" } });
    case "ellipse":
      return createObject(kind, { ...base, props: { width: 8, height: 6, fillOpacity: 0.25, border: "solid" } });
    case "polygon":
      return createObject(kind, {
        ...base,
        props: {
          points: [
            { x: -4, y: 3 },
            { x: 0, y: -3.5 },
            { x: 4, y: 1 },
            { x: 1, y: 3.5 },
          ],
          fillOpacity: 0.25,
          border: "solid",
        },
      });
    case "text":
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a glyph sample drawn as the text tool's icon
      return createObject(kind, { ...base, props: { text: "Aa", fontSize: 2 } });
    case "player":
      return createObject(kind, { ...base, props: { label: "7" } });
    default:
      return createObject(kind, base);
  }
}

interface IconLayout {
  object: DiagramObject;
  transform: string;
}

const layouts = new Map<ObjectKind, IconLayout>();

function iconLayout(kind: ObjectKind): IconLayout {
  const cached = layouts.get(kind);
  if (cached) return cached;
  const object = sampleObject(kind);
  const box = objectBounds(object);
  const extent = Math.max(box.maxX - box.minX, box.maxY - box.minY, 1e-6);
  const scale = (ICON_SIZE - 2 * ICON_PADDING) / extent;
  const cx = (box.minX + box.maxX) / 2;
  const cy = (box.minY + box.maxY) / 2;
  const round = (value: number) => Math.round(value * 1000) / 1000;
  const layout = {
    object,
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an SVG transform
    transform: `translate(${ICON_SIZE / 2} ${ICON_SIZE / 2}) scale(${round(scale)}) translate(${round(-cx)} ${round(-cy)}) rotate(${object.rotation})`,
  };
  layouts.set(kind, layout);
  return layout;
}

export interface CatalogueIconProps {
  kind: ObjectKind;
  className?: string;
}

/** A 24 × 24 icon for a catalogue kind; decorative, because its button carries the name. */
export const CatalogueIcon = memo(function CatalogueIcon({ kind, className }: CatalogueIconProps) {
  const { object, transform } = iconLayout(kind);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${ICON_SIZE} ${ICON_SIZE}`}
      aria-hidden="true"
      focusable="false"
      className={className}
      data-icon-kind={kind}
    >
      <g transform={transform}>
        <ObjectDrawing object={object} surface="print" rotation={object.rotation} />
      </g>
    </svg>
  );
});
