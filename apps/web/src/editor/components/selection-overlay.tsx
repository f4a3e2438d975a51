import { useLingui } from "@lingui/react/macro";
import { type Diagram, type DiagramObject, isLine, type Pose, tokenScale } from "@touchline/diagram";
import { objectBounds } from "../canvas/object-bounds.ts";
import type { HandleKind } from "../tools/pointer-input.ts";

const SELECTION_COLOUR = "#0ea5e9";

function Handle({
  id,
  handle,
  x,
  y,
  radius,
  label,
}: {
  id: string;
  handle: HandleKind;
  x: number;
  y: number;
  radius: number;
  label: string;
}) {
  return (
    <circle
      data-handle={handle}
      data-handle-for={id}
      aria-label={label}
      cx={x}
      cy={y}
      r={radius}
      fill="#ffffff"
      stroke={SELECTION_COLOUR}
      strokeWidth={radius * 0.35}
      style={{ cursor: handle === "rotate" ? "grab" : "pointer" }}
    />
  );
}

/** Outlines around `selection`, and with `showHandles` the handles of its one (unlocked) object. */
export function SelectionOverlay({
  diagram,
  selection,
  showHandles,
  poses,
  metresPerPixel,
  viewRotation,
}: {
  diagram: Diagram;
  selection: readonly string[];
  /** The whole selection is this one object (the canvas may split the selection across layers). */
  showHandles: boolean;
  poses: Record<string, Pose> | undefined;
  metresPerPixel: number;
  /** The pitch's view rotation, so upright labels are outlined where they are drawn. */
  viewRotation: number;
}) {
  const selected = selection.flatMap((id) => (diagram.objects[id] ? [diagram.objects[id]] : []));
  // Handles keep a constant on-screen size (about 16 px across, 44 px reach on touch via the hit ring).
  const radius = Math.max(8 * metresPerPixel, 0.25);
  const padding = 4 * metresPerPixel;
  // Outlines and handles hug tokens as drawn, at the drawing's token size.
  const scale = tokenScale(diagram);
  return (
    <g pointerEvents="none">
      {selected.map((object) => {
        const box = objectBounds(object, poses?.[object.id], viewRotation, scale);
        return (
          <rect
            key={object.id}
            x={box.minX - padding}
            y={box.minY - padding}
            width={box.maxX - box.minX + 2 * padding}
            height={box.maxY - box.minY + 2 * padding}
            fill="none"
            stroke={object.locked ? "#f59e0b" : SELECTION_COLOUR}
            strokeWidth={2 * metresPerPixel}
            strokeDasharray={`${6 * metresPerPixel} ${4 * metresPerPixel}`}
          />
        );
      })}
      {showHandles && selected.length === 1 && !selected[0]!.locked ? (
        <g pointerEvents="all">
          <Handles
            object={selected[0]!}
            pose={poses?.[selected[0]!.id]}
            radius={radius}
            padding={padding}
            viewRotation={viewRotation}
            scale={scale}
          />
        </g>
      ) : null}
    </g>
  );
}

function Handles({
  object,
  pose,
  radius,
  padding,
  viewRotation,
  scale,
}: {
  object: DiagramObject;
  pose: Pose | undefined;
  radius: number;
  padding: number;
  viewRotation: number;
  /** The drawing's token scale. */
  scale: number;
}) {
  const { t } = useLingui();
  if (isLine(object)) {
    const control = object.control ?? { x: object.end.x / 2, y: object.end.y / 2 };
    return (
      <>
        <Handle id={object.id} handle="line-start" x={object.x} y={object.y} radius={radius} label={t`Line start`} />
        <Handle
          id={object.id}
          handle="line-control"
          x={object.x + control.x}
          y={object.y + control.y}
          radius={radius * 0.8}
          label={t`Bend line`}
        />
        <Handle
          id={object.id}
          handle="line-end"
          x={object.x + object.end.x}
          y={object.y + object.end.y}
          radius={radius}
          label={t`Line end`}
        />
      </>
    );
  }
  const box = objectBounds(object, pose, viewRotation, scale);
  const centreX = (box.minX + box.maxX) / 2;
  const isResizable =
    object.kind === "rectangle" || object.kind === "ellipse" || object.kind === "polygon" || "scale" in object;
  return (
    <>
      <line
        x1={centreX}
        y1={box.minY - padding}
        x2={centreX}
        y2={box.minY - padding - radius * 3}
        stroke={SELECTION_COLOUR}
        strokeWidth={radius * 0.3}
      />
      <Handle
        id={object.id}
        handle="rotate"
        x={centreX}
        y={box.minY - padding - radius * 3}
        radius={radius}
        label={t({ message: "Rotate", context: "handle that rotates the selection" })}
      />
      {isResizable ? (
        <Handle
          id={object.id}
          handle="resize"
          // Off the corner by its own radius: on a small object (a cone at a tablet's zoom) a handle on the
          // corner would cover the object, and a finger pressing the object to drag it would resize it.
          x={box.maxX + padding + radius}
          y={box.maxY + padding + radius}
          radius={radius}
          label={t({ message: "Resize", context: "handle that resizes the selection" })}
        />
      ) : null}
    </>
  );
}
