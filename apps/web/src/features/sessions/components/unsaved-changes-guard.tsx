import { lazy, Suspense, useEffect } from "react";
import { useBlocker } from "react-router";

const ConfirmDialog = lazy(() => import("../../../components/ui/confirm-dialog.tsx"));

/** Asks before leaving the page (in the app or by closing the tab) while there are unsaved changes. */
export function UnsavedChangesGuard({ isDirty }: { isDirty: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [isDirty]);
  if (blocker.state !== "blocked") return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        open
        onOpenChange={(open) => {
          if (!open) blocker.reset();
        }}
        title="Leave without saving?"
        description="You have unsaved changes. A draft stays on this device, but the saved session will not include them."
        confirmLabel="Leave without saving"
        isDestructive
        onConfirm={() => blocker.proceed()}
      />
    </Suspense>
  );
}
