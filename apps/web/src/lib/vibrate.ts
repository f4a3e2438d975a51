/** Haptic feedback where the device supports it (most phones); silently nothing elsewhere. */
export function vibrate(milliseconds: number): void {
  if (typeof navigator !== "undefined" && typeof navigator.vibrate === "function") navigator.vibrate(milliseconds);
}
