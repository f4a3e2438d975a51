import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { showApiError } from "../../lib/show-api-error.ts";
import { type ToastMessage, toast } from "./toast-store.ts";

const ConfirmDialog = lazy(() => import("./confirm-dialog.tsx"));

export interface ConfirmDeleteProps<Item extends { id: string; title: string }> {
  /** What the coach asked to delete; nothing is shown while null. */
  item: Item | null;
  onClose(): void;
  /** The question, e.g. `Delete “${item.title}”?`. */
  question(item: Item): string;
  /** What deleting does and does not take with it. */
  description: string;
  confirmLabel: string;
  remove(id: string): Promise<unknown>;
  /** The toast once it is gone. */
  deleted(item: Item): Omit<ToastMessage, "id">;
}

/**
 * A list's "Delete …" confirmation: the dialog closes at once, the deletion runs, and a toast says it is
 * gone or why it could not be. The dialog's code loads with the first one asked.
 */
export function ConfirmDelete<Item extends { id: string; title: string }>({
  item,
  onClose,
  question,
  description,
  confirmLabel,
  remove,
  deleted,
}: ConfirmDeleteProps<Item>) {
  const { t } = useLingui();
  if (!item) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        open
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        title={question(item)}
        description={description}
        confirmLabel={confirmLabel}
        isDestructive
        onConfirm={async () => {
          onClose();
          try {
            await remove(item.id);
            toast(deleted(item));
          } catch (error) {
            showApiError(error, t`Could not delete`, { fallback: t`Please try again.` });
          }
        }}
      />
    </Suspense>
  );
}
