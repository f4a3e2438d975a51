import type { SizeUnit } from "@touchline/contracts";
import { objectsInOrder, poseAt, tokenScale, type Diagram } from "@touchline/diagram";
import { memo, useMemo } from "react";
import { ObjectShape, TokenScaleContext } from "./object-shape.tsx";
import { PitchBackground } from "./pitch-background.tsx";
import {
  PITCH_MARGIN_METRES,
  pitchTransform,
  pitchViewBox,
  pitchViewRotation,
  viewBoxAttribute,
  viewedPitch,
  type WindowShape,
} from "./pitch-geometry.ts";
import { SizeUnitContext } from "./size-labels.ts";

export interface DiagramViewProps {
  diagram: Diagram;
  /** Playback time; undefined draws every object at rest (its own x, y, rotation). */
  timeMs?: number;
  /** What the image shows, read by screen readers. */
  title: string;
  className?: string;
  /**
   * The unit sizes are written in; by default the one provided above (the coach's), which a drawing
   * rendered in a root of its own (an export, the PDF) does not have, so those pass it.
   */
  sizeUnit?: SizeUnit;
  /**
   * The shape of the window it fills: the pitch is turned to it (`viewedPitch`), a view rotation only.
   * Exports and thumbnails leave it unset.
   */
  windowShape?: WindowShape;
}

/**
 * A read-only drawing of a diagram: session views, thumbnails and exports. It depends only on
 * React and the diagram package and is pure vector, so `renderToStaticMarkup` gives a
 * self-contained SVG file. Hidden objects are left out here too.
 */
export const DiagramView = memo(function DiagramView({
  diagram,
  timeMs,
  title,
  className,
  sizeUnit,
  windowShape = null,
}: DiagramViewProps) {
  const pitch = viewedPitch(diagram.pitch, windowShape);
  const objects = useMemo(() => objectsInOrder(diagram).filter((object) => !object.hidden), [diagram]);
  const poses = useMemo(() => (timeMs === undefined ? undefined : poseAt(diagram, timeMs)), [diagram, timeMs]);
  const viewRotation = pitchViewRotation(pitch);
  const drawing = (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      role="img"
      aria-label={title}
      viewBox={viewBoxAttribute(pitchViewBox(pitch, PITCH_MARGIN_METRES))}
      preserveAspectRatio="xMidYMid meet"
      className={className}
    >
      <g transform={pitchTransform(pitch)}>
        <PitchBackground pitch={pitch} marginMetres={PITCH_MARGIN_METRES} />
        {/* Tokens are drawn at the drawing's own token size, here as in the editor, every export and the PDF. */}
        <TokenScaleContext value={tokenScale(diagram)}>
          {objects.map((object) => (
            <ObjectShape
              key={object.id}
              object={object}
              pose={poses?.[object.id]}
              surface={pitch.surface}
              viewRotation={viewRotation}
            />
          ))}
        </TokenScaleContext>
      </g>
    </svg>
  );
  return sizeUnit ? <SizeUnitContext value={sizeUnit}>{drawing}</SizeUnitContext> : drawing;
});
