import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { FEEDBACK_STATUSES, type FeedbackItem, type FeedbackStatus, isRecentlyUpdated } from "@touchline/contracts";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { cn } from "../../../lib/cn.ts";
import { useCurrentUser } from "../../auth/index.ts";
import { useFeedbackItem, useFeedbackList, useUpdateFeedbackStatus } from "../api/use-feedback.ts";
import { LoadMoreFeedback } from "./load-more-feedback.tsx";
import { CategoryBadge, RecentlyUpdatedBadge, StatusBadge } from "./feedback-badges.tsx";
import { showApiError } from "../../../lib/show-api-error.ts";
import { formatDate } from "../../../lib/format-date.ts";
import { STATUS_NAMES } from "../lib/feedback-labels.ts";

const STATUS_OPTIONS = FEEDBACK_STATUSES.map((value) => ({ value, label: STATUS_NAMES[value] }));
const STATUS_FILTER_OPTIONS = [{ value: "all" as const, label: msg`All Statuses` }, ...STATUS_OPTIONS];
type StatusFilter = "all" | FeedbackStatus;

/** One item with a status select that saves as soon as it changes. */
function AdminFeedbackRow({ item, highlighted = false }: { item: FeedbackItem; highlighted?: boolean }) {
  const { t, i18n } = useLingui();
  const itemTitle = item.title;
  const upvotes = item.upvotes;
  const downvotes = item.downvotes;
  const updateStatus = useUpdateFeedbackStatus();
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  // The pending choice shows in the select until the server confirms it (or puts the old one back).
  const [pendingStatus, setPendingStatus] = useState<FeedbackStatus | null>(null);

  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView({ block: "center" });
  }, [highlighted]);

  const changeStatus = async (status: FeedbackStatus) => {
    setPendingStatus(status);
    try {
      await updateStatus.mutateAsync({ id: item.id, status });
      const statusName = t(STATUS_NAMES[status]);
      toast({ title: t`Status updated`, description: t`“${itemTitle}” is now ${statusName}.` });
    } catch (error) {
      showApiError(error, t`Could not update the status`, { fallback: t`Please try again.` });
    } finally {
      setPendingStatus(null);
    }
  };

  return (
    <article
      ref={ref}
      aria-labelledby={titleId}
      aria-current={highlighted || undefined}
      className={cn(
        "flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 sm:flex-row sm:items-start sm:justify-between",
        highlighted ? "ring-2 ring-brand-600" : "ring-slate-200",
      )}
    >
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <CategoryBadge category={item.category} />
          <StatusBadge status={item.status} />
          {isRecentlyUpdated(item) ? <RecentlyUpdatedBadge /> : null}
        </div>
        <h2 id={titleId} className="break-words font-semibold text-slate-900">
          {item.title}
        </h2>
        <p className="line-clamp-3 whitespace-pre-line break-words text-sm text-slate-700">{item.description}</p>
        <p className="text-xs text-slate-500">
          {item.authorName ?? t`Anonymous`} ·{" "}
          <time dateTime={item.createdAt}>{formatDate(item.createdAt, i18n.locale)}</time> ·{" "}
          <Trans>
            {upvotes} up, {downvotes} down
          </Trans>
        </p>
      </div>
      <SelectField<FeedbackStatus>
        className="sm:w-44 sm:shrink-0"
        label={t({ message: "Status", context: "feedback status" })}
        value={pendingStatus ?? item.status}
        options={STATUS_OPTIONS.map(({ value, label }) => ({ value, label: t(label) }))}
        onChange={(status) => {
          if (status !== item.status) void changeStatus(status);
        }}
      />
    </article>
  );
}

function SingleItem({ id, viewerId }: { id: string; viewerId: string | null | undefined }) {
  const query = useFeedbackItem(id, viewerId);
  return (
    <div className="flex flex-col gap-4">
      <Link to="/admin/feedback" className="self-start text-sm font-medium text-brand-700 hover:underline">
        <Trans>Show all</Trans>
      </Link>
      {query.isPending ? (
        <PageSpinner />
      ) : query.isError ? (
        <p role="alert" className="text-slate-700">
          {query.error instanceof ApiError && query.error.code === "NOT_FOUND" ? (
            <Trans>This feedback item does not exist (any more).</Trans>
          ) : (
            query.error.message
          )}
        </p>
      ) : (
        <AdminFeedbackRow item={query.data.item} highlighted />
      )}
    </div>
  );
}

/**
 * The admin feedback screen: every item, newest first, each with a status select that saves at once.
 * `?id=` shows that one item alone, highlighted, with a way back to the whole list.
 */
export function AdminFeedback() {
  const { t } = useLingui();
  const { user, isLoading } = useCurrentUser();
  const viewerId = isLoading ? undefined : (user?.id ?? null);
  const [params] = useSearchParams();
  const [statusFilter, setStatusFilter] = useState<StatusFilter>("all");
  const id = params.get("id");
  const list = useFeedbackList({ sort: "newest", category: "all", status: statusFilter }, id ? undefined : viewerId);

  if (id) return <SingleItem id={id} viewerId={viewerId} />;

  return (
    <div className="flex flex-col gap-4">
      <SelectField<StatusFilter>
        className="sm:w-56"
        label={t`Filter by status`}
        value={statusFilter}
        options={STATUS_FILTER_OPTIONS.map(({ value, label }) => ({ value, label: t(label) }))}
        onChange={setStatusFilter}
      />
      {list.isPending ? (
        <PageSpinner />
      ) : list.isError && !list.data ? (
        <p role="alert" className="text-red-700">
          <Trans>Failed to load feedback. Please refresh the page.</Trans>
        </p>
      ) : list.items.length === 0 ? (
        <p className="rounded-2xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200">
          <Trans>No feedback found</Trans>
        </p>
      ) : (
        <ul aria-label={t`Feedback`} className="flex flex-col gap-3">
          {list.items.map((item) => (
            <li key={item.id}>
              <AdminFeedbackRow item={item} />
            </li>
          ))}
        </ul>
      )}
      <LoadMoreFeedback list={list} />
    </div>
  );
}
