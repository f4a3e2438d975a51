/*
 * The waiting version, between the service worker's registration (which loads lazily) and the shell's
 * UpdatePrompt. Free of React, so the registration's chunk shares nothing of the first page's but this.
 */

/** Reloads into the waiting version (its worker takes over first). */
export type ApplyUpdate = () => Promise<void>;

let pending: ApplyUpdate | null = null;
const listeners = new Set<() => void>();

/** The service worker's registration calls this when a new version is installed and waiting. */
export function offerUpdate(apply: ApplyUpdate | null): void {
  pending = apply;
  for (const listener of listeners) listener();
}

/** The waiting version's reload, or null while the page runs the newest version. */
export const pendingUpdate = (): ApplyUpdate | null => pending;

export function subscribeToUpdates(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
