import { type RefObject, useLayoutEffect, useState } from "react";

/** How far outside the window an element counts as near, in pixels: a scroll's worth, so it is ready when seen. */
const NEAR_MARGIN_PX = 300;

type Listener = (isNear: boolean) => void;
let observer: IntersectionObserver | undefined;
const listeners = new Map<Element, Listener>();

/** One observer for every element of the page: a list of 24 cards costs one, not 24. */
function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) listeners.get(entry.target)?.(entry.isIntersecting);
    },
    { rootMargin: `${NEAR_MARGIN_PX}px` },
  );
  return observer;
}

/**
 * Whether the element has come within a scroll of the window; once true it stays true (what was drawn
 * stays drawn). Without IntersectionObserver (old browsers, jsdom) everything is near at once.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  // Not near at first, wherever it renders: a server-rendered page is hydrated from the same first state.
  const [isNear, setIsNear] = useState(false);
  // Before the first paint: what is already in the window is drawn in that same paint, not one
  // observer callback (a frame or more) later. The rest waits for the observer.
  useLayoutEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    const { top, bottom } = element.getBoundingClientRect();
    const isInWindow = bottom > -NEAR_MARGIN_PX && top < window.innerHeight + NEAR_MARGIN_PX;
    if (isInWindow || typeof IntersectionObserver === "undefined") {
      setIsNear(true);
      return;
    }
    const observing = sharedObserver();
    listeners.set(element, (near) => {
      if (near) setIsNear(true);
    });
    observing.observe(element);
    return () => {
      listeners.delete(element);
      observing.unobserve(element);
    };
  }, [ref, isNear]);
  return isNear;
}
