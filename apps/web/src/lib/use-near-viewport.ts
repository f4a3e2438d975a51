import { type RefObject, useLayoutEffect, useState } from "react";

/** How far outside the window an element counts as near, in pixels: a scroll's worth, so it is ready when seen. */
const NEAR_MARGIN_PX = 300;

type Listener = (isNear: boolean) => void;
const observers = new Map<number, IntersectionObserver>();
const listeners = new Map<Element, Listener>();

/** One observer per margin for every element of the page: a list of 24 cards costs one, not 24. */
function sharedObserver(marginPx: number): IntersectionObserver {
  let observer = observers.get(marginPx);
  if (!observer) {
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) listeners.get(entry.target)?.(entry.isIntersecting);
      },
      { rootMargin: `${marginPx}px` },
    );
    observers.set(marginPx, observer);
  }
  return observer;
}

/**
 * Whether the element has come within `marginPx` of the window (by default a scroll); once true it stays
 * true (what was drawn stays drawn). Without IntersectionObserver (old browsers, jsdom) everything is near
 * at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, marginPx = NEAR_MARGIN_PX): boolean {
  // Not near at first, wherever it renders: a server-rendered page is hydrated from the same first state.
  const [isNear, setIsNear] = useState(false);
  // Before the first paint: what is already in the window is drawn in that same paint, not one
  // observer callback (a frame or more) later. The rest waits for the observer.
  useLayoutEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    const { top, bottom } = element.getBoundingClientRect();
    const isInWindow = bottom > -marginPx && top < window.innerHeight + marginPx;
    if (isInWindow || typeof IntersectionObserver === "undefined") {
      setIsNear(true);
      return;
    }
    const observing = sharedObserver(marginPx);
    listeners.set(element, (near) => {
      if (near) setIsNear(true);
    });
    observing.observe(element);
    return () => {
      listeners.delete(element);
      observing.unobserve(element);
    };
  }, [ref, isNear, marginPx]);
  return isNear;
}
