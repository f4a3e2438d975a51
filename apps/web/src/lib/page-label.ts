import { useEffect, useSyncExternalStore } from "react";

/**
 * The name of the page being shown, for the last breadcrumb when the path only holds an id
 * (/sessions/3f0c…): the page that loads the record knows its title.
 */
let label: string | null = null;
const listeners = new Set<() => void>();

function setLabel(next: string | null) {
  label = next;
  for (const listener of listeners) listener();
}

export function usePageLabel(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => label,
    () => null,
  );
}

/** Names the current page in the breadcrumbs while the component is mounted. */
export function useSetPageLabel(next: string) {
  useEffect(() => {
    setLabel(next);
    return () => setLabel(null);
  }, [next]);
}
