import { deferredModule } from "../../lib/deferred-module.ts";

/**
 * Fingers and pens press the nearest object within reach; a mouse hits exactly what it is over and never
 * needs this. The canvas loads it on a touch screen, elsewhere with the first touch or pen.
 */
export const fingerTargeting = deferredModule(() => import("../canvas/nearest-object.ts"));

export function loadFingerTargeting(): void {
  fingerTargeting.load().catch(() => {});
}
