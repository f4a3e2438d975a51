import { useSyncExternalStore } from "react";

/** Reloads into the waiting version (its worker takes over first). */
export type ApplyUpdate = () => Promise<void>;

let pending: ApplyUpdate | null = null;
const listeners = new Set<() => void>();

/** The service worker's registration calls this when a new version is installed and waiting. */
export function offerUpdate(apply: ApplyUpdate | null): void {
  pending = apply;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The waiting version's reload, or null while the page runs the newest version. */
export function usePendingUpdate(): ApplyUpdate | null {
  return useSyncExternalStore(
    subscribe,
    () => pending,
    () => null,
  );
}
