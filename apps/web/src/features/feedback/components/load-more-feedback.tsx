import { Trans } from "@lingui/react/macro";
import { Button } from "../../../components/ui/button.tsx";
import type { useFeedbackList } from "../api/use-feedback.ts";

type FeedbackList = Pick<
  ReturnType<typeof useFeedbackList>,
  "items" | "total" | "hasNextPage" | "isFetchingNextPage" | "fetchNextPage"
>;

/**
 * How many items of how many are shown, and a button for the next page while there is one; nothing while
 * the list is empty. It stays under the list and keeps its place, so pressing it again is where the pointer
 * already is.
 */
export function LoadMoreFeedback({ list }: { list: FeedbackList }) {
  if (list.items.length === 0) return null;
  const shown = list.items.length;
  const total = list.total;
  return (
    <div className="flex flex-col items-center gap-2">
      <p className="text-sm text-slate-600" aria-live="polite">
        <Trans>
          Showing {shown} of {total}
        </Trans>
      </p>
      {list.hasNextPage ? (
        <Button variant="secondary" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
          {list.isFetchingNextPage ? <Trans>Loading...</Trans> : <Trans>Load more</Trans>}
        </Button>
      ) : null}
    </div>
  );
}
