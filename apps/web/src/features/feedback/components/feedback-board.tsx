import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_SORT_LABELS,
  FEEDBACK_SORTS,
  FEEDBACK_STATUS_LABELS,
  FEEDBACK_STATUSES,
  type FeedbackItem,
  type FeedbackListFilters,
  FeedbackListFiltersSchema,
  type FeedbackVoteType,
} from "@touchline/contracts";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useCurrentUser } from "../../auth/index.ts";
import { useFeedbackList, useVoteFeedback } from "../api/use-feedback.ts";
import { voteRequestFor } from "../lib/vote-intent.ts";
import { FeedbackCard, FeedbackCardSkeleton } from "./feedback-card.tsx";
import { LoadMoreFeedback } from "./load-more-feedback.tsx";
import { type SubmitStep, SubmitFeedbackDialogs } from "./submit-feedback-dialogs.tsx";

const SORT_OPTIONS = FEEDBACK_SORTS.map((value) => ({ value, label: FEEDBACK_SORT_LABELS[value] }));
const CATEGORY_OPTIONS = [
  { value: "all" as const, label: "All Categories" },
  ...FEEDBACK_CATEGORIES.map((value) => ({ value, label: FEEDBACK_CATEGORY_LABELS[value] })),
];
const STATUS_OPTIONS = [
  { value: "all" as const, label: "All Statuses" },
  ...FEEDBACK_STATUSES.map((value) => ({ value, label: FEEDBACK_STATUS_LABELS[value] })),
];
const DEFAULT_FILTERS = FeedbackListFiltersSchema.parse({});

/** Sort and filters live in the URL (defaults left out), so a view can be shared and Back works. */
function useFeedbackFilters() {
  const [params, setParams] = useSearchParams();
  const parsed = FeedbackListFiltersSchema.safeParse(Object.fromEntries(params));
  const filters: FeedbackListFilters = parsed.success ? parsed.data : DEFAULT_FILTERS;
  const update = (patch: Partial<FeedbackListFilters>) => {
    const next = { ...filters, ...patch };
    const search = new URLSearchParams();
    for (const key of ["sort", "category", "status"] as const)
      if (next[key] !== DEFAULT_FILTERS[key]) search.set(key, next[key]);
    setParams(search, { replace: true });
  };
  return { filters, update };
}

/** A card with its own vote request, so a click waits only for the item it was on. */
function VotableFeedbackCard({
  item,
  isSignedIn,
  showAdminLink,
}: {
  item: FeedbackItem;
  isSignedIn: boolean;
  showAdminLink: boolean;
}) {
  const vote = useVoteFeedback();
  const askToLogIn = () =>
    toast({
      title: "Authentication Required",
      description: "Please log in to vote on feedback.",
      variant: "destructive",
    });
  const onVote = (current: FeedbackItem, clicked: FeedbackVoteType) => {
    if (!isSignedIn) return askToLogIn();
    vote.mutate(
      { id: current.id, request: voteRequestFor(current.myVote, clicked) },
      {
        // A session that ended in another tab answers 401: that is a login problem, not a failed vote.
        onError: (error) =>
          error instanceof ApiError && error.status === 401
            ? askToLogIn()
            : toast({
                title: "Error",
                description: "Failed to record your vote. Please try again.",
                variant: "destructive",
              }),
      },
    );
  };
  return <FeedbackCard item={item} isVoting={vote.isPending} onVote={onVote} showAdminLink={showAdminLink} />;
}

export function FeedbackBoard() {
  const { user, isLoading: isUserLoading, permissions } = useCurrentUser();
  const { filters, update } = useFeedbackFilters();
  const list = useFeedbackList(filters, isUserLoading ? undefined : (user?.id ?? null));
  const [submitStep, setSubmitStep] = useState<SubmitStep>("closed");
  const isFiltered = filters.category !== "all" || filters.status !== "all";

  useEffect(() => {
    if (list.isError)
      toast({
        title: "Error",
        description: "Failed to load feedback. Please refresh the page.",
        variant: "destructive",
      });
  }, [list.isError]);

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Feedback &amp; Feature Requests</h1>
          <p className="mt-1 text-slate-600">
            Tell us what works, what doesn't and what you would like next. Vote on the ideas you want most.
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {permissions.isAdmin ? (
            <Link to="/admin/feedback" className={buttonClasses({ variant: "secondary" })}>
              Admin Panel
            </Link>
          ) : null}
          {user ? <Button onClick={() => setSubmitStep("tips")}>Submit Feedback</Button> : null}
        </div>
      </header>

      {!user && !isUserLoading ? (
        <section
          aria-labelledby="join-community"
          className="flex flex-col gap-3 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-200 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <h2 id="join-community" className="text-lg font-semibold text-brand-900">
              Join the Community
            </h2>
            <p className="text-sm text-brand-900/80">
              Sign in to share your feedback and vote on the ideas you care about.
            </p>
          </div>
          <Link to="/login" className={buttonClasses({ variant: "primary" })}>
            Sign Up / Log In
          </Link>
        </section>
      ) : null}

      <form
        aria-label="Sort and filter feedback"
        className="grid gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-3"
        onSubmit={(event) => event.preventDefault()}
      >
        <SelectField
          label="Sort by"
          value={filters.sort}
          options={SORT_OPTIONS}
          onChange={(sort) => update({ sort })}
        />
        <SelectField
          label="Category"
          value={filters.category}
          options={CATEGORY_OPTIONS}
          onChange={(category) => update({ category })}
        />
        <SelectField
          label="Status"
          value={filters.status}
          options={STATUS_OPTIONS}
          onChange={(status) => update({ status })}
        />
      </form>

      {list.isPending ? (
        <div role="status" aria-label="Loading feedback" className="flex flex-col gap-4">
          <FeedbackCardSkeleton />
          <FeedbackCardSkeleton />
          <FeedbackCardSkeleton />
        </div>
      ) : list.isError && !list.data ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-2xl bg-white p-10 text-center ring-1 ring-slate-200"
        >
          <p className="text-slate-700">Failed to load feedback. Please refresh the page.</p>
          <Button variant="secondary" onClick={() => list.refetch()}>
            Try again
          </Button>
        </div>
      ) : list.items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl bg-white p-10 text-center ring-1 ring-slate-200">
          <h2 className="text-lg font-semibold">No feedback found</h2>
          <p className="text-slate-600">
            {isFiltered
              ? "Try adjusting your filters to see more feedback."
              : "Be the first to share your feedback with the community!"}
          </p>
          {!isFiltered && user ? <Button onClick={() => setSubmitStep("tips")}>Submit First Feedback</Button> : null}
        </div>
      ) : (
        <ul aria-label="Feedback" className="flex flex-col gap-4">
          {list.items.map((item) => (
            <li key={item.id}>
              <VotableFeedbackCard item={item} isSignedIn={user !== null} showAdminLink={permissions.isAdmin} />
            </li>
          ))}
        </ul>
      )}
      <LoadMoreFeedback list={list} />

      {user ? <SubmitFeedbackDialogs step={submitStep} onStepChange={setSubmitStep} /> : null}
    </div>
  );
}
