import { type RefObject, useEffect, useState } from "react";

type Listener = (isInView: boolean) => void;
let observer: IntersectionObserver | undefined;
const listeners = new Map<Element, Listener>();

/** One observer for every element of the page that asks, as `useNearViewport` does. */
function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) listeners.get(entry.target)?.(entry.isIntersecting);
  });
  return observer;
}

/**
 * Whether any of the element is inside the window now, following it as the page scrolls (unlike
 * `useNearViewport`, which stays true once near). Without IntersectionObserver (jsdom) it reads as in view.
 */
export function useIsInView(ref: RefObject<Element | null>): boolean {
  const [isInView, setIsInView] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observing = sharedObserver();
    listeners.set(element, setIsInView);
    observing.observe(element);
    return () => {
      listeners.delete(element);
      observing.unobserve(element);
    };
  }, [ref]);
  return isInView;
}
