import { lazy, Suspense, useEffect } from "react";
import { useBlocker } from "react-router";

const ConfirmDialog = lazy(() => import("../../../components/ui/confirm-dialog.tsx"));

/** Asks before leaving the editor (in the app or by closing the tab) while the post has unsaved changes. */
export function UnsavedChangesGuard({ isDirty }: { isDirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
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
        description="This post has changes that are not saved. They will be lost."
        confirmLabel="Leave without saving"
        isDestructive
        onConfirm={() => blocker.proceed()}
      />
    </Suspense>
  );
}
