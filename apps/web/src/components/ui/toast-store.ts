import { useSyncExternalStore } from "react";

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

let current: ToastMessage | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows a toast. One is visible at a time: a new toast replaces the one on screen. */
export function toast(message: Omit<ToastMessage, "id">): void {
  current = { ...message, id: nextId++ };
  emit();
}

export function dismissToast(id: number): void {
  if (current?.id !== id) return;
  current = null;
  emit();
}

export function useCurrentToast(): ToastMessage | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
