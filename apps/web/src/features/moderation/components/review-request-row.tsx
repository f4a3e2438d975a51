import { Trans, useLingui } from "@lingui/react/macro";
import type { PendingReview } from "@touchline/contracts";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { ReasonDialog } from "../../../components/ui/reason-dialog.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { useApproveReview, useDeclineReview } from "../api/use-moderation.ts";
import { formatDay } from "../lib/dates.ts";
import { byAuthor, factLine } from "../lib/facts.ts";

/**
 * One author's request to have a session staff unpublished made public again: the session to read (open
 * to staff while the request waits), why it was unpublished, what the author wrote, and Approve
 * (published again at once) or Decline (with a reason they are sent).
 */
export function ReviewRequestRow({ request }: { request: PendingReview }) {
  const { t, i18n } = useLingui();
  const { title } = request;
  const heldOn = formatDay(i18n, request.heldAt);
  const askedOn = formatDay(i18n, request.requestedAt);
  const [isDeclining, setIsDeclining] = useState(false);
  const approve = useApproveReview();
  const decline = useDeclineReview();
  const isPending = approve.isPending || decline.isPending;

  const approveRequest = async () => {
    try {
      const { republished } = await approve.mutateAsync(request.sessionId);
      toast({
        title: t`Review approved`,
        description: republished
          ? t`“${title}” is public again; its author has been told.`
          : t`“${title}” has no drills, so its author can publish it once it has one.`,
      });
    } catch (error) {
      showApiError(error, t`Could not approve the review`);
    }
  };
  const declineRequest = async (reason: string) => {
    try {
      await decline.mutateAsync({ sessionId: request.sessionId, reason });
      setIsDeclining(false);
      toast({
        title: t`Review declined`,
        description: t`“${title}” stays private; its author has been told why.`,
      });
    } catch (error) {
      showApiError(error, t`Could not decline the review`);
    }
  };

  return (
    <li aria-label={request.title} className="flex flex-col gap-2 rounded-xl bg-white p-3 ring-1 ring-slate-200">
      <div className="min-w-0">
        <Link
          to={`/sessions/${request.sessionId}`}
          className="break-words font-medium text-brand-700 hover:underline"
          aria-label={t`Read ${title}`}
        >
          {request.title}
        </Link>
        <p className="text-xs text-slate-600">
          {factLine([byAuthor(i18n, request.authorName), t`unpublished ${heldOn}`, t`review asked ${askedOn}`])}
        </p>
      </div>
      <dl className="grid gap-1 text-sm text-slate-800 sm:grid-cols-[auto_1fr] sm:gap-x-3">
        <dt className="font-medium">
          <Trans>Unpublished because</Trans>
        </dt>
        <dd className="whitespace-pre-line break-words">{request.reason}</dd>
        <dt className="font-medium">
          <Trans>The author wrote</Trans>
        </dt>
        <dd className="whitespace-pre-line break-words">{request.message || t`Nothing.`}</dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={isPending} onClick={() => void approveRequest()}>
          {/* The name begins with the words on the button, for voice users; the title tells the rows apart. */}
          <Trans>
            Approve<span className="sr-only"> ({title})</span>
          </Trans>
        </Button>
        <Button size="sm" variant="secondary" disabled={isPending} onClick={() => setIsDeclining(true)}>
          <Trans>
            Decline<span className="sr-only"> ({title})</span>
          </Trans>
        </Button>
      </div>
      <ReasonDialog
        open={isDeclining}
        onOpenChange={setIsDeclining}
        title={t`Decline this review request?`}
        description={t`“${title}” stays private. Its author receives your reason as a message and can ask again.`}
        label={t`Reason (sent to the author)`}
        confirmLabel={t`Decline request`}
        isPending={decline.isPending}
        onConfirm={(reason) => void declineRequest(reason)}
      />
    </li>
  );
}
