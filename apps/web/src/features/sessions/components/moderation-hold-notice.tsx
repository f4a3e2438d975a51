import { Trans, useLingui } from "@lingui/react/macro";
import { type ModerationHold, ReviewRequestMessageSchema } from "@touchline/contracts";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ReasonDialog } from "../../../components/ui/reason-dialog.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { needsServer, useIsOnline } from "../../../lib/use-online-status.ts";
import { useRequestReview } from "../api/use-sessions.ts";
import { formatMoment } from "../lib/labels.ts";

const messageProblem = (text: string) => ReviewRequestMessageSchema.safeParse(text).error?.issues[0]?.message;

/**
 * What the author of a session a moderator unpublished sees where they would publish it: why, that it
 * stays private until a moderator reviews it, and the way to ask for that review (or that it is asked).
 */
export function ModerationHoldNotice({
  sessionId,
  title,
  hold,
  headingLevel = 2,
}: {
  sessionId: string;
  title: string;
  hold: ModerationHold;
  headingLevel?: 2 | 3;
}) {
  const { t, i18n } = useLingui();
  const formatDate = (iso: string) => formatMoment(i18n, iso, { day: "numeric", month: "short", year: "numeric" });
  const headingId = useId();
  const [isAsking, setIsAsking] = useState(false);
  const requestReview = useRequestReview();
  const isOnline = useIsOnline();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const isRequested = hold.reviewRequestedAt !== null;
  const heldOn = formatDate(hold.heldAt);
  const declinedOn = hold.declinedAt ? formatDate(hold.declinedAt) : null;
  const requestedOn = hold.reviewRequestedAt === null ? null : formatDate(hold.reviewRequestedAt);

  const ask = async (message: string) => {
    try {
      await requestReview.mutateAsync({ id: sessionId, message });
      setIsAsking(false);
      toast({ title: t`Review requested`, description: t`A moderator will look at your session and tell you.` });
    } catch (error) {
      showApiError(error, t`Could not ask for a review`, { fallback: t`Please try again.` });
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-300"
    >
      <Heading id={headingId} className="font-semibold">
        <Trans>Unpublished by a moderator</Trans>
      </Heading>
      <p>
        <Trans>
          A moderator took this session out of the global library on {heldOn}. It stays private until a moderator
          reviews it.
        </Trans>
      </p>
      <p>
        <span className="font-medium">
          <Trans>Reason:</Trans>
        </span>{" "}
        <span className="whitespace-pre-line">{hold.reason}</span>
      </p>
      {!isRequested && hold.declineReason !== null ? (
        <p>
          <span className="font-medium">
            {declinedOn ? (
              <Trans>Your last review request was declined on {declinedOn}:</Trans>
            ) : (
              <Trans>Your last review request was declined:</Trans>
            )}
          </span>{" "}
          <span className="whitespace-pre-line">{hold.declineReason}</span>
        </p>
      ) : null}
      {requestedOn ? (
        <p>
          <Trans>You asked for a review on {requestedOn}. A moderator will look at it soon.</Trans>
        </p>
      ) : (
        <p>
          <Trans>Change what the moderator pointed out, then ask for a review.</Trans>
        </p>
      )}
      <div>
        {isRequested ? (
          <Button size="sm" variant="secondary" disabled>
            <Trans>Review requested</Trans>
          </Button>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setIsAsking(true)}
            {...needsServer(isOnline, requestReview.isPending)}
          >
            <Trans>
              Ask for review<span className="sr-only"> of {title}</span>
            </Trans>
          </Button>
        )}
      </div>
      <ReasonDialog
        open={isAsking}
        onOpenChange={setIsAsking}
        title={t`Ask for a review?`}
        description={t`A moderator will look at “${title}” again and either publish it or tell you what still needs to change.`}
        label={t`Message to the moderator (optional)`}
        confirmLabel={t`Ask for review`}
        isRequired={false}
        validate={messageProblem}
        isPending={requestReview.isPending}
        onConfirm={(message) => void ask(message)}
      />
    </section>
  );
}
