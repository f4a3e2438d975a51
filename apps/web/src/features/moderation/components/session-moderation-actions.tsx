import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { useDeleteSession, useUnpublishSession } from "../api/use-moderation.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { ReasonDialog } from "../../../components/ui/reason-dialog.tsx";

type Action = "unpublish" | "delete";

/**
 * Unpublish and Delete buttons for one public session, each asking for the reason its author is sent.
 * `onDone` runs after the server confirmed the action.
 */
export function SessionModerationActions({
  sessionId,
  title,
  actions = ["unpublish", "delete"],
  onDone,
}: {
  sessionId: string;
  title: string;
  actions?: readonly Action[];
  onDone?(action: Action): void;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState<Action | null>(null);
  const unpublish = useUnpublishSession();
  const remove = useDeleteSession();

  const confirm = async (action: Action, reason: string) => {
    try {
      if (action === "unpublish") {
        const { resolvedReports } = await unpublish.mutateAsync({ sessionId, reason });
        toast({
          title: t`Session unpublished`,
          description:
            resolvedReports > 0
              ? t`“${title}” is private again; its author has been told why. ${plural(resolvedReports, { one: "# open report resolved.", other: "# open reports resolved." })}`
              : t`“${title}” is private again; its author has been told why.`,
        });
      } else {
        await remove.mutateAsync({ sessionId, reason });
        toast({ title: t`Session deleted`, description: t`“${title}” is deleted; its author has been told why.` });
      }
      setOpen(null);
      onDone?.(action);
    } catch (error) {
      showApiError(
        error,
        action === "unpublish" ? t`Could not unpublish the session` : t`Could not delete the session`,
      );
    }
  };

  return (
    <>
      <div className="flex flex-wrap gap-2">
        {actions.includes("unpublish") ? (
          <Button size="sm" variant="secondary" aria-label={t`Unpublish ${title}`} onClick={() => setOpen("unpublish")}>
            <Trans>Unpublish</Trans>
          </Button>
        ) : null}
        {actions.includes("delete") ? (
          <Button size="sm" variant="danger" aria-label={t`Delete ${title}`} onClick={() => setOpen("delete")}>
            <Trans>Delete</Trans>
          </Button>
        ) : null}
      </div>
      <ReasonDialog
        open={open === "unpublish"}
        onOpenChange={(isOpen) => setOpen(isOpen ? "unpublish" : null)}
        title={t`Unpublish this session?`}
        description={t`“${title}” leaves the global library and becomes private to its author, who receives your reason as a message. Its open reports are resolved.`}
        label={t`Reason (sent to the author)`}
        confirmLabel={t`Unpublish session`}
        isPending={unpublish.isPending}
        onConfirm={(reason) => void confirm("unpublish", reason)}
      />
      <ReasonDialog
        open={open === "delete"}
        onOpenChange={(isOpen) => setOpen(isOpen ? "delete" : null)}
        title={t`Delete this session?`}
        description={t`“${title}” is deleted for good, with its reports. Its author receives your reason as a message. This cannot be undone.`}
        label={t`Reason (sent to the author)`}
        confirmLabel={t`Delete session`}
        isDestructive
        isPending={remove.isPending}
        onConfirm={(reason) => void confirm("delete", reason)}
      />
    </>
  );
}
