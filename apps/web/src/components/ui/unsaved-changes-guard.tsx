import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useEffect } from "react";
import { useBlocker } from "react-router";

const ConfirmDialog = lazy(() => import("./confirm-dialog.tsx"));

/**
 * Asks before leaving the page (in the app or by closing the tab) while there are unsaved changes.
 * `description` says what would be lost; with `guardsSearch`, a change of the query string (another item
 * of the same page, e.g. ?post=…) counts as leaving too.
 */
export function UnsavedChangesGuard({
  isDirty,
  description,
  guardsSearch = false,
}: {
  isDirty: boolean;
  description: string;
  guardsSearch?: boolean;
}) {
  const { t } = useLingui();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty &&
      (currentLocation.pathname !== nextLocation.pathname ||
        (guardsSearch && currentLocation.search !== nextLocation.search)),
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
        title={t`Leave without saving?`}
        description={description}
        confirmLabel={t`Leave without saving`}
        isDestructive
        onConfirm={() => blocker.proceed()}
      />
    </Suspense>
  );
}
