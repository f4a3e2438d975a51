import { pitchViewBox, toPitchPoint, viewPitchOf } from "../canvas/pitch-geometry.ts";
import {
  metresPerPixelOf,
  panView,
  type ScreenRect,
  screenToView,
  visibleViewBox,
  zoomView,
} from "../canvas/pitch-view.ts";
import type { EditorState, PitchView } from "../store/editor-state.ts";
import type { PitchPoint, ScreenPoint, ScreenWheelEvent } from "./pointer-input.ts";

/*
 * Pure view arithmetic for the tool controller's view gestures (wheel, pinch, pan): screen pixels in,
 * the UI state's next `view` out. Each reads the view as the store holds it, so a gesture's steps build
 * on one another before React has drawn any of them.
 */

/** Wheel pixels for one step of zooming by e (×2.7): a mouse notch (~100 px) zooms ×1.2, a pinch more finely. */
const WHEEL_PIXELS_PER_E = { wheel: 500, pinch: 100 };

/** Two fingers on the canvas: their midpoint and how far apart they are, in screen pixels. */
export interface Pinch {
  x: number;
  y: number;
  distance: number;
}

/** What the canvas shows now, from the store: the visible part of the pitch's view box. */
export function visibleBoxOf(state: EditorState) {
  return visibleViewBox(state.ui.view, pitchViewBox(viewPitchOf(state)));
}

/** The view point (metres of the view box) under a screen point. */
export function clientToView(state: EditorState, rect: ScreenRect, at: ScreenPoint): PitchPoint {
  return screenToView(rect, visibleBoxOf(state), at.x, at.y);
}

/** The point on the pitch (stored metres) under a screen point: through the view, turned pitches included. */
export function clientToPitch(state: EditorState, rect: ScreenRect, at: ScreenPoint): PitchPoint {
  return toPitchPoint(viewPitchOf(state), clientToView(state, rect, at));
}

/** `view` moved by a pointer's travel in screen pixels: the pitch follows the pointer. */
export function panByPixels(state: EditorState, rect: ScreenRect, view: PitchView, dx: number, dy: number): PitchView {
  const box = pitchViewBox(viewPitchOf(state));
  const mpp = metresPerPixelOf(rect, visibleViewBox(view, box));
  return panView(view, box, -dx * mpp, -dy * mpp);
}

/**
 * The view after a wheel turn: it zooms around the pointer (a trackpad pinch arrives as Ctrl+wheel);
 * Shift+wheel and sideways swipes pan.
 */
export function wheeledView(state: EditorState, rect: ScreenRect, wheel: ScreenWheelEvent): PitchView {
  const box = pitchViewBox(viewPitchOf(state));
  const { view } = state.ui;
  const visible = visibleViewBox(view, box);
  const unit = wheel.deltaMode === 1 ? 16 : wheel.deltaMode === 2 ? rect.height : 1;
  const dx = wheel.deltaX * unit;
  const dy = wheel.deltaY * unit;
  if (!wheel.isPinch && (wheel.isShift || Math.abs(dx) > Math.abs(dy))) {
    const mpp = metresPerPixelOf(rect, visible);
    return wheel.isShift ? panView(view, box, (dx || dy) * mpp, 0) : panView(view, box, dx * mpp, dy * mpp);
  }
  const factor = Math.exp(-dy / (wheel.isPinch ? WHEEL_PIXELS_PER_E.pinch : WHEEL_PIXELS_PER_E.wheel));
  return zoomView(view, box, factor, screenToView(rect, visible, wheel.clientX, wheel.clientY));
}

/** The pinch of the first two fingers in `touches` (pointer id → screen point), or null with fewer. */
export function pinchOf(touches: ReadonlyMap<number, ScreenPoint>): Pinch | null {
  const [a, b] = [...touches.values()];
  if (!a || !b) return null;
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, distance: Math.hypot(a.x - b.x, a.y - b.y) };
}

/** The view after two fingers went from `from` to `to`: zoomed by their spread around where they were, panned by their travel. */
export function pinchedView(state: EditorState, rect: ScreenRect, from: Pinch, to: Pinch): PitchView {
  const anchor = clientToView(state, rect, from);
  const zoomed = zoomView(state.ui.view, pitchViewBox(viewPitchOf(state)), to.distance / from.distance, anchor);
  return panByPixels(state, rect, zoomed, to.x - from.x, to.y - from.y);
}
