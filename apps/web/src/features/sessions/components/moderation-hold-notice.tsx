import { type ModerationHold, ReviewRequestMessageSchema } from "@touchline/contracts";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ReasonDialog } from "../../../components/ui/reason-dialog.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { formatDate } from "../../../lib/format-date.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { needsServer, useIsOnline } from "../../../lib/use-online-status.ts";
import { useRequestReview } from "../api/use-sessions.ts";

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
  const headingId = useId();
  const [isAsking, setIsAsking] = useState(false);
  const requestReview = useRequestReview();
  const isOnline = useIsOnline();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const isRequested = hold.reviewRequestedAt !== null;

  const ask = async (message: string) => {
    try {
      await requestReview.mutateAsync({ id: sessionId, message });
      setIsAsking(false);
      toast({ title: "Review requested", description: "A moderator will look at your session and tell you." });
    } catch (error) {
      showApiError(error, "Could not ask for a review", { fallback: "Please try again." });
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-300"
    >
      <Heading id={headingId} className="font-semibold">
        Unpublished by a moderator
      </Heading>
      <p>
        A moderator took this session out of the global library on {formatDate(hold.heldAt)}. It stays private until a
        moderator reviews it.
      </p>
      <p>
        <span className="font-medium">Reason:</span> <span className="whitespace-pre-line">{hold.reason}</span>
      </p>
      {!isRequested && hold.declineReason !== null ? (
        <p>
          <span className="font-medium">
            Your last review request was declined{hold.declinedAt ? ` on ${formatDate(hold.declinedAt)}` : ""}:
          </span>{" "}
          <span className="whitespace-pre-line">{hold.declineReason}</span>
        </p>
      ) : null}
      {isRequested ? (
        <p>You asked for a review on {formatDate(hold.reviewRequestedAt!)}. A moderator will look at it soon.</p>
      ) : (
        <p>Change what the moderator pointed out, then ask for a review.</p>
      )}
      <div>
        {isRequested ? (
          <Button size="sm" variant="secondary" disabled>
            Review requested
          </Button>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setIsAsking(true)}
            {...needsServer(isOnline, requestReview.isPending)}
          >
            Ask for review<span className="sr-only"> of {title}</span>
          </Button>
        )}
      </div>
      <ReasonDialog
        open={isAsking}
        onOpenChange={setIsAsking}
        title="Ask for a review?"
        description={`A moderator will look at “${title}” again and either publish it or tell you what still needs to change.`}
        label="Message to the moderator (optional)"
        confirmLabel="Ask for review"
        isRequired={false}
        validate={messageProblem}
        isPending={requestReview.isPending}
        onConfirm={(message) => void ask(message)}
      />
    </section>
  );
}
