import { Trans, useLingui } from "@lingui/react/macro";
import { type FeedbackItem, type FeedbackVoteType, isRecentlyUpdated } from "@touchline/contracts";
import { useId } from "react";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { cn } from "../../../lib/cn.ts";
import { formatDate } from "../../../lib/format-date.ts";
import { STATUS_DESCRIPTIONS } from "../lib/feedback-labels.ts";
import { CategoryBadge, RecentlyUpdatedBadge, StatusBadge } from "./feedback-badges.tsx";

function ArrowIcon({ direction }: { direction: "up" | "down" }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={cn("size-4", direction === "down" && "rotate-180")}
      fill="currentColor"
    >
      <path d="M10 3 3 11h4.5v6h5v-6H17z" />
    </svg>
  );
}

function VoteButton({
  direction,
  count,
  pressed,
  busy,
  onClick,
}: {
  direction: "up" | "down";
  count: number;
  pressed: boolean;
  busy: boolean;
  onClick(): void;
}) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      // The count outside brackets: a name must contain the visible words, and brackets read as an aside.
      aria-label={direction === "up" ? t`Upvote: ${count}` : t`Downvote: ${count}`}
      aria-pressed={pressed}
      // Not `disabled`: a disabled button drops keyboard focus. Clicks are ignored while a vote is on its way.
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) onClick();
      }}
      className={cn(
        "inline-flex h-9 min-w-14 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-medium ring-1 transition-colors pointer-coarse:min-h-11",
        pressed
          ? direction === "up"
            ? "bg-brand-600 text-white ring-brand-700"
            : "bg-red-600 text-white ring-red-700"
          : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50",
        busy && "cursor-progress opacity-80",
      )}
    >
      <ArrowIcon direction={direction} />
      <span aria-hidden="true">{count}</span>
    </button>
  );
}

export interface FeedbackCardProps {
  item: FeedbackItem;
  /** True while this item's vote request is on its way: further clicks are ignored until it lands. */
  isVoting?: boolean;
  onVote(item: FeedbackItem, clicked: FeedbackVoteType): void;
  /** Admins get a link to the item in the admin area. */
  showAdminLink?: boolean;
}

export function FeedbackCard({ item, isVoting = false, onVote, showAdminLink = false }: FeedbackCardProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const itemTitle = item.title;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center gap-2">
        <CategoryBadge category={item.category} />
        <StatusBadge status={item.status} />
        {isRecentlyUpdated(item) ? <RecentlyUpdatedBadge /> : null}
        {showAdminLink ? (
          <Link
            to={`/admin/feedback?id=${encodeURIComponent(item.id)}`}
            className={cn(buttonClasses({ variant: "ghost", size: "sm" }), "ml-auto")}
          >
            <Trans>
              Admin<span className="sr-only"> view of “{itemTitle}”</span>
            </Trans>
          </Link>
        ) : null}
      </div>
      {item.status !== "open" ? (
        <p className="text-sm italic text-slate-600">{t(STATUS_DESCRIPTIONS[item.status])}</p>
      ) : null}
      <h2 id={titleId} className="break-words text-lg font-semibold text-slate-900">
        {item.title}
      </h2>
      <p className="whitespace-pre-line break-words text-slate-700">{item.description}</p>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3">
        <p className="text-sm text-slate-500">
          <span className="font-medium text-slate-700">{item.authorName ?? t`Anonymous`}</span>
          {" · "}
          <time dateTime={item.createdAt}>{formatDate(item.createdAt, i18n.locale)}</time>
        </p>
        <div className="flex items-center gap-2" role="group" aria-label={t`Votes`}>
          <VoteButton
            direction="up"
            count={item.upvotes}
            pressed={item.myVote === "upvote"}
            busy={isVoting}
            onClick={() => onVote(item, "upvote")}
          />
          <VoteButton
            direction="down"
            count={item.downvotes}
            pressed={item.myVote === "downvote"}
            busy={isVoting}
            onClick={() => onVote(item, "downvote")}
          />
        </div>
      </div>
    </article>
  );
}

/** A grey stand-in the size of a card, three of which show while the list loads. */
export function FeedbackCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex animate-pulse flex-col gap-3 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
    >
      <div className="flex gap-2">
        <div className="h-5 w-24 rounded-full bg-slate-200" />
        <div className="h-5 w-16 rounded-full bg-slate-200" />
      </div>
      <div className="h-6 w-2/3 rounded bg-slate-200" />
      <div className="h-4 w-full rounded bg-slate-100" />
      <div className="h-4 w-5/6 rounded bg-slate-100" />
      <div className="flex justify-between pt-3">
        <div className="h-4 w-32 rounded bg-slate-100" />
        <div className="h-8 w-32 rounded bg-slate-100" />
      </div>
    </div>
  );
}
