import { useSyncExternalStore } from "react";

/** The id of the offline notice (app/layout/offline-status.tsx), which says why a control is disabled. */
export const OFFLINE_NOTE_ID = "offline-note";

/** What a control that needs the server says offline. */
export const NEEDS_CONNECTION = "Needs a connection: you are offline";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** Whether the browser has a network (its `online`/`offline` events); true where it cannot tell. */
export function useIsOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Props for a control that needs the server: offline it is disabled, says why on hover and points
 * assistive technology at the offline notice. `disabled` is the control's own reason to be disabled.
 */
export function needsServer(isOnline: boolean, disabled = false) {
  return isOnline ? { disabled } : { disabled: true, title: NEEDS_CONNECTION, "aria-describedby": OFFLINE_NOTE_ID };
}
