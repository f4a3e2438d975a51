import { useSyncExternalStore } from "react";

/** Below this width the layout is the phone layout (spec: mobile below 768 px, tablet 768–1023 px). */
export const MOBILE_QUERY = "(max-width: 767px)";

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Tablet widths (spec: 768–1023 px). */
export const TABLET_QUERY = "(min-width: 768px) and (max-width: 1023px)";

export const useIsMobile = () => useMediaQuery(MOBILE_QUERY);
export const useIsTablet = () => useMediaQuery(TABLET_QUERY);
