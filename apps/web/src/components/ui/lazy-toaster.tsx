import { lazy, Suspense, useEffect, useState } from "react";
import { useCurrentToast } from "./toast-store.ts";

const Toaster = lazy(() => import("./toaster.tsx"));

/**
 * Mounts the toast region with the first toast, keeping the toast library out of the first page load.
 * Once mounted it stays, so F8 keeps reaching it.
 */
export function LazyToaster() {
  const message = useCurrentToast();
  const [isNeeded, setIsNeeded] = useState(false);
  useEffect(() => {
    if (message) setIsNeeded(true);
  }, [message]);
  if (!isNeeded && !message) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
