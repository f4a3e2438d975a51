import type { PendingReview } from "@touchline/contracts";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { ReasonDialog } from "../../../components/ui/reason-dialog.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { formatDate } from "../../../lib/format-date.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { useApproveReview, useDeclineReview } from "../api/use-moderation.ts";

/**
 * One author's request to have a session staff unpublished made public again: the session to read (open
 * to staff while the request waits), why it was unpublished, what the author wrote, and Approve
 * (published again at once) or Decline (with a reason they are sent).
 */
export function ReviewRequestRow({ request }: { request: PendingReview }) {
  const [isDeclining, setIsDeclining] = useState(false);
  const approve = useApproveReview();
  const decline = useDeclineReview();
  const isPending = approve.isPending || decline.isPending;

  const approveRequest = async () => {
    try {
      const { republished } = await approve.mutateAsync(request.sessionId);
      toast({
        title: "Review approved",
        description: republished
          ? `“${request.title}” is public again; its author has been told.`
          : `“${request.title}” has no drills, so its author can publish it once it has one.`,
      });
    } catch (error) {
      showApiError(error, "Could not approve the review");
    }
  };
  const declineRequest = async (reason: string) => {
    try {
      await decline.mutateAsync({ sessionId: request.sessionId, reason });
      setIsDeclining(false);
      toast({
        title: "Review declined",
        description: `“${request.title}” stays private; its author has been told why.`,
      });
    } catch (error) {
      showApiError(error, "Could not decline the review");
    }
  };

  return (
    <li aria-label={request.title} className="flex flex-col gap-2 rounded-xl bg-white p-3 ring-1 ring-slate-200">
      <div className="min-w-0">
        <Link
          to={`/sessions/${request.sessionId}`}
          className="break-words font-medium text-brand-700 hover:underline"
          aria-label={`Read ${request.title}`}
        >
          {request.title}
        </Link>
        <p className="text-xs text-slate-600">
          by {request.authorName} · unpublished {formatDate(request.heldAt)} · review asked{" "}
          {formatDate(request.requestedAt)}
        </p>
      </div>
      <dl className="grid gap-1 text-sm text-slate-800 sm:grid-cols-[auto_1fr] sm:gap-x-3">
        <dt className="font-medium">Unpublished because</dt>
        <dd className="whitespace-pre-line break-words">{request.reason}</dd>
        <dt className="font-medium">The author wrote</dt>
        <dd className="whitespace-pre-line break-words">{request.message || "Nothing."}</dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={isPending} onClick={() => void approveRequest()}>
          {/* The name begins with the words on the button, for voice users; the title tells the rows apart. */}
          Approve<span className="sr-only"> ({request.title})</span>
        </Button>
        <Button size="sm" variant="secondary" disabled={isPending} onClick={() => setIsDeclining(true)}>
          Decline<span className="sr-only"> ({request.title})</span>
        </Button>
      </div>
      <ReasonDialog
        open={isDeclining}
        onOpenChange={setIsDeclining}
        title="Decline this review request?"
        description={`“${request.title}” stays private. Its author receives your reason as a message and can ask again.`}
        label="Reason (sent to the author)"
        confirmLabel="Decline request"
        isPending={decline.isPending}
        onConfirm={(reason) => void declineRequest(reason)}
      />
    </li>
  );
}
