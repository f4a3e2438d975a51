import type { Pitch } from "@touchline/diagram";

/*
 * Stored coordinates are always metres in the horizontal frame (x along the length, y across,
 * y pointing down). A vertical pitch is only a view rotation: the whole pitch group is turned
 * 90° anticlockwise, so the home team (which attacks +x) attacks up the screen and its left
 * (y = 0) stays on the viewer's left. View coordinates are the SVG user units of the viewBox,
 * also in metres.
 */

/** A point in metres, in either the view frame or the stored (horizontal) frame. */
export interface PitchPoint {
  x: number;
  y: number;
}

/** An SVG viewBox in metres. */
export interface ViewBox {
  minX: number;
  minY: number;
  width: number;
  height: number;
}

type PitchFrame = Pick<Pitch, "length" | "width" | "orientation">;

/** Metres of run-off drawn around the touchlines; enough for the goals (2 m deep) and their nets. */
export const PITCH_MARGIN_METRES = 3;

/**
 * The rotation in degrees the view applies to the pitch: 0 horizontal, −90 vertical. Labels and
 * text counter-rotate by it so they stay upright on a vertical pitch.
 */
export function pitchViewRotation(pitch: Pick<Pitch, "orientation">): number {
  return pitch.orientation === "vertical" ? -90 : 0;
}

// One turned copy per pitch, so the view's pitch keeps its identity between renders (memoised drawings).
const turnedPitches = new WeakMap<object, object>();

/** The window's shape, which the view's pitch follows; null for a drawing not shown in a window (an export). */
export type WindowShape = "portrait" | "landscape" | null;

/**
 * The pitch as the view draws it, turned to the window's shape: a horizontal pitch wider than tall is
 * shown upright on a portrait window, and one taller than wide (a half pitch) lying down on a landscape
 * window, with the same view rotation as `orientation: "vertical"`. Chosen by the window and never
 * stored, so exports, thumbnails and other coaches' views are unchanged. A pitch stored vertical is the
 * coach's choice and stays as it is.
 */
export function viewedPitch<P extends PitchFrame>(pitch: P, windowShape: WindowShape): P {
  if (!windowShape || pitch.orientation === "vertical") return pitch;
  const isWide = pitch.length > pitch.width;
  if (isWide === (windowShape === "landscape")) return pitch;
  let turned = turnedPitches.get(pitch) as P | undefined;
  if (!turned) {
    turned = { ...pitch, orientation: "vertical" };
    turnedPitches.set(pitch, turned);
  }
  return turned;
}

/** The view's pitch of an editor's state: its drawing's pitch, turned to the window's shape. */
export function viewPitchOf<P extends PitchFrame>(state: {
  diagram: { pitch: P };
  ui: { windowShape: WindowShape };
}): P {
  return viewedPitch(state.diagram.pitch, state.ui.windowShape);
}

/** The viewBox that shows the whole pitch plus `marginMetres` on every side. */
export function pitchViewBox(pitch: PitchFrame, marginMetres = PITCH_MARGIN_METRES): ViewBox {
  const isVertical = pitch.orientation === "vertical";
  const across = isVertical ? pitch.width : pitch.length;
  const down = isVertical ? pitch.length : pitch.width;
  // 0 − m rather than −m, so a zero margin gives 0, not −0.
  return {
    minX: 0 - marginMetres,
    minY: 0 - marginMetres,
    width: across + 2 * marginMetres,
    height: down + 2 * marginMetres,
  };
}

/** The viewBox as the string the `viewBox` attribute takes. */
export function viewBoxAttribute(box: ViewBox): string {
  return `${box.minX} ${box.minY} ${box.width} ${box.height}`;
}

/**
 * The transform for the `<g>` that wraps all pitch content, or undefined when none is needed.
 * Vertical: rotate(−90) sends (x, y) to (y, −x); translating by the length brings it back to
 * (y, length − x), so the pitch still starts at the view origin.
 */
export function pitchTransform(pitch: PitchFrame): string | undefined {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an SVG transform
  return pitch.orientation === "vertical" ? `translate(0 ${pitch.length}) rotate(-90)` : undefined;
}

/** Converts a view point (e.g. a pointer position mapped into the viewBox) to stored coordinates. */
export function toPitchPoint(pitch: PitchFrame, viewPoint: PitchPoint): PitchPoint {
  if (pitch.orientation !== "vertical") return { x: viewPoint.x, y: viewPoint.y };
  return { x: pitch.length - viewPoint.y, y: viewPoint.x };
}

/** Converts stored coordinates to the view frame (the inverse of `toPitchPoint`). */
export function toViewPoint(pitch: PitchFrame, pitchPoint: PitchPoint): PitchPoint {
  if (pitch.orientation !== "vertical") return { x: pitchPoint.x, y: pitchPoint.y };
  return { x: pitchPoint.y, y: pitch.length - pitchPoint.x };
}

/**
 * Converts a movement (a drag delta) from the view to the stored frame: like `toPitchPoint`
 * without the translation, so it does not depend on where the drag started.
 */
export function toPitchDelta(pitch: Pick<Pitch, "orientation">, viewDelta: PitchPoint): PitchPoint {
  if (pitch.orientation !== "vertical") return { x: viewDelta.x, y: viewDelta.y };
  return { x: -viewDelta.y, y: viewDelta.x };
}
