import { t } from "@lingui/core/macro";
import { onlineManager } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";

/** The id of the offline notice (app/layout/offline-status.tsx), which says why a control is disabled. */
export const OFFLINE_NOTE_ID = "offline-note";

/**
 * What a control that needs the server says offline, in the reader's language. Only ever said in the browser:
 * the server draws pages online (`useIsOnline`'s server answer).
 */
export const needsConnection = (): string => t`Needs a connection: you are offline`;

/**
 * Whether the browser has a network, as TanStack Query's `onlineManager` knows it (the window's
 * `online`/`offline` events, seeded from `navigator.onLine` in main.tsx): the controls say offline exactly
 * when the queries pause. True where it cannot tell.
 */
export function useIsOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
    () => true,
  );
}

/**
 * Props for a control that needs the server: offline it is disabled, says why on hover and points
 * assistive technology at the offline notice. `disabled` is the control's own reason to be disabled.
 */
export function needsServer(isOnline: boolean, disabled = false) {
  return isOnline ? { disabled } : { disabled: true, title: needsConnection(), "aria-describedby": OFFLINE_NOTE_ID };
}
