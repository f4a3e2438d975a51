import { Button } from "../../../components/ui/button.tsx";

/**
 * How many items of how many are shown, and a button for the next page while there is one. It stays
 * under the list and keeps its place, so pressing it again is where the pointer already is.
 */
export function LoadMoreFeedback({
  shown,
  total,
  hasMore,
  isLoading,
  onLoadMore,
}: {
  shown: number;
  total: number;
  hasMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
}) {
  return (
    <div className="flex flex-col items-center gap-2">
      <p className="text-sm text-slate-600" aria-live="polite">
        Showing {shown} of {total}
      </p>
      {hasMore ? (
        <Button variant="secondary" onClick={onLoadMore} disabled={isLoading}>
          {isLoading ? "Loading..." : "Load more"}
        </Button>
      ) : null}
    </div>
  );
}
