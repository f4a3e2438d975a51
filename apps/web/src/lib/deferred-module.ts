import { useEffect, useSyncExternalStore } from "react";

/**
 * A module kept out of a page's first load: fetched once, when a component first needs it or earlier
 * through `load()` (a preload, so it is there before the coach reaches for it).
 */
export interface DeferredModule<T> {
  /** Fetches the module once; a failed fetch (the network dropped) is tried again on the next call. */
  load(): Promise<T>;
  /** The module if it has arrived. */
  current(): T | undefined;
  subscribe(onLoad: () => void): () => void;
}

export function deferredModule<T>(importModule: () => Promise<T>): DeferredModule<T> {
  let module: T | undefined;
  let loading: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  return {
    load() {
      loading ??= importModule().then(
        (loaded) => {
          module = loaded;
          for (const listener of listeners) listener();
          return loaded;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    current: () => module,
    subscribe(onLoad) {
      listeners.add(onLoad);
      return () => listeners.delete(onLoad);
    },
  };
}

/**
 * The module, or undefined until it has arrived; while `isNeeded`, it is fetched if it has not been.
 * Unlike React.lazy, a module that is already there renders in the same commit, with no Suspense
 * fallback shown in between.
 */
export function useDeferredModule<T>(deferred: DeferredModule<T>, isNeeded = true): T | undefined {
  const module = useSyncExternalStore(deferred.subscribe, deferred.current, deferred.current);
  useEffect(() => {
    // A failed fetch leaves the placeholder; the next render that needs the module tries again.
    if (isNeeded && !module) deferred.load().catch(() => {});
  }, [deferred, module, isNeeded]);
  return module;
}

/** Loads `modules` when the browser is next idle (soon after, where it has no idle callbacks). */
export function loadWhenIdle(modules: ReadonlyArray<DeferredModule<unknown>>): () => void {
  const loadAll = () => {
    for (const deferred of modules) deferred.load().catch(() => {});
  };
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(loadAll, { timeout: 1_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(loadAll, 0);
  return () => window.clearTimeout(timer);
}
