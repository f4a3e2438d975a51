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

/**
 * Names for crumbs above the current page, by their address (a club's id in `/clubs/{id}/members`):
 * the page frame that loads the record names its crumb for every page below it.
 */
let crumbLabels: Readonly<Record<string, string>> = {};
const crumbListeners = new Set<() => void>();

function setCrumbLabel(href: string, next: string | null) {
  const { [href]: _previous, ...others } = crumbLabels;
  crumbLabels = next === null ? others : { ...others, [href]: next };
  for (const listener of crumbListeners) listener();
}

export function useCrumbLabels(): Readonly<Record<string, string>> {
  return useSyncExternalStore(
    (listener) => {
      crumbListeners.add(listener);
      return () => crumbListeners.delete(listener);
    },
    () => crumbLabels,
    () => crumbLabels,
  );
}

/** Names the crumb of `href` (and the last crumb, when that is the page) while the component is mounted. */
export function useSetCrumbLabel(href: string, next: string) {
  useEffect(() => {
    setCrumbLabel(href, next);
    return () => setCrumbLabel(href, null);
  }, [href, next]);
}
