import { useRef } from "react";
import type { PitchPointerEvent } from "../tools/pointer-input.ts";

/** Milliseconds and screen pixels within which a second tap on the same object is a double tap. */
const DOUBLE_TAP = { ms: 400, px: 24 };

/**
 * Double taps for fingers, which browsers do not turn into `dblclick` on a pitch that takes every touch
 * (`touch-action: none`): call the returned function with each tap; `onDoubleTap` runs for the second of
 * two quick taps on the same object.
 */
export function useDoubleTap(onDoubleTap: (event: PitchPointerEvent) => void) {
  const last = useRef<{ id: string; timeMs: number; x: number; y: number } | null>(null);
  return (event: PitchPointerEvent, tap: { timeMs: number; x: number; y: number }) => {
    const previous = last.current;
    const id = event.target.type === "object" ? event.target.id : null;
    last.current = id ? { id, ...tap } : null;
    if (
      !id ||
      !previous ||
      previous.id !== id ||
      tap.timeMs - previous.timeMs > DOUBLE_TAP.ms ||
      Math.hypot(tap.x - previous.x, tap.y - previous.y) > DOUBLE_TAP.px
    )
      return;
    last.current = null;
    onDoubleTap(event);
  };
}
