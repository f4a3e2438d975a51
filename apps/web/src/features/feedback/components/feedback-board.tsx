import type { I18n, MessageDescriptor } from "@lingui/core";
import { t as globalT, msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_SORTS,
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
import { CATEGORY_NAMES, SORT_NAMES, STATUS_NAMES } from "../lib/feedback-labels.ts";
import { voteRequestFor } from "../lib/vote-intent.ts";
import { FeedbackCard, FeedbackCardSkeleton } from "./feedback-card.tsx";
import { LoadMoreFeedback } from "./load-more-feedback.tsx";
import { type SubmitStep, SubmitFeedbackDialogs } from "./submit-feedback-dialogs.tsx";

const SORT_OPTIONS = FEEDBACK_SORTS.map((value) => ({ value, label: SORT_NAMES[value] }));
const CATEGORY_OPTIONS = [
  { value: "all" as const, label: msg`All Categories` },
  ...FEEDBACK_CATEGORIES.map((value) => ({ value, label: CATEGORY_NAMES[value] })),
];
const STATUS_OPTIONS = [
  { value: "all" as const, label: msg`All Statuses` },
  ...FEEDBACK_STATUSES.map((value) => ({ value, label: STATUS_NAMES[value] })),
];

/** A select's options with their names in the reader's language. */
const inLanguage = <T extends string>(options: ReadonlyArray<{ value: T; label: MessageDescriptor }>, i18n: I18n) =>
  options.map(({ value, label }) => ({ value, label: i18n._(label) }));
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
  const { t } = useLingui();
  const vote = useVoteFeedback();
  const askToLogIn = () =>
    toast({
      title: t`Authentication Required`,
      description: t`Please log in to vote on feedback.`,
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
                title: t`Error`,
                description: t`Failed to record your vote. Please try again.`,
                variant: "destructive",
              }),
      },
    );
  };
  return <FeedbackCard item={item} isVoting={vote.isPending} onVote={onVote} showAdminLink={showAdminLink} />;
}

export function FeedbackBoard() {
  const { t, i18n } = useLingui();
  const { user, isLoading: isUserLoading, permissions } = useCurrentUser();
  const { filters, update } = useFeedbackFilters();
  const list = useFeedbackList(filters, isUserLoading ? undefined : (user?.id ?? null));
  const [submitStep, setSubmitStep] = useState<SubmitStep>("closed");
  const isFiltered = filters.category !== "all" || filters.status !== "all";

  useEffect(() => {
    if (list.isError)
      // The language of the moment it failed (an effect runs only in the browser): a switch does not repeat it.
      toast({
        title: globalT`Error`,
        description: globalT`Failed to load feedback. Please refresh the page.`,
        variant: "destructive",
      });
  }, [list.isError]);

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">
            <Trans>Feedback &amp; Feature Requests</Trans>
          </h1>
          <p className="mt-1 text-slate-600">
            <Trans>
              Tell us what works, what doesn't and what you would like next. Vote on the ideas you want most.
            </Trans>
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {permissions.isAdmin ? (
            <Link to="/admin/feedback" className={buttonClasses({ variant: "secondary" })}>
              <Trans>Admin Panel</Trans>
            </Link>
          ) : null}
          {user ? (
            <Button onClick={() => setSubmitStep("tips")}>
              <Trans>Submit Feedback</Trans>
            </Button>
          ) : null}
        </div>
      </header>

      {!user && !isUserLoading ? (
        <section
          aria-labelledby="join-community"
          className="flex flex-col gap-3 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-200 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <h2 id="join-community" className="text-lg font-semibold text-brand-900">
              <Trans>Join the Community</Trans>
            </h2>
            <p className="text-sm text-brand-900/80">
              <Trans>Sign in to share your feedback and vote on the ideas you care about.</Trans>
            </p>
          </div>
          <Link to="/login" className={buttonClasses({ variant: "primary" })}>
            <Trans>Sign Up / Log In</Trans>
          </Link>
        </section>
      ) : null}

      <form
        aria-label={t`Sort and filter feedback`}
        className="grid gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-3"
        onSubmit={(event) => event.preventDefault()}
      >
        <SelectField
          label={t`Sort by`}
          value={filters.sort}
          options={inLanguage(SORT_OPTIONS, i18n)}
          onChange={(sort) => update({ sort })}
        />
        <SelectField
          label={t({ message: "Category", context: "feedback category" })}
          value={filters.category}
          options={inLanguage(CATEGORY_OPTIONS, i18n)}
          onChange={(category) => update({ category })}
        />
        <SelectField
          label={t({ message: "Status", context: "feedback status" })}
          value={filters.status}
          options={inLanguage(STATUS_OPTIONS, i18n)}
          onChange={(status) => update({ status })}
        />
      </form>

      {list.isPending ? (
        <div role="status" aria-label={t`Loading feedback`} className="flex flex-col gap-4">
          <FeedbackCardSkeleton />
          <FeedbackCardSkeleton />
          <FeedbackCardSkeleton />
        </div>
      ) : list.isError && !list.data ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-2xl bg-white p-10 text-center ring-1 ring-slate-200"
        >
          <p className="text-slate-700">
            <Trans>Failed to load feedback. Please refresh the page.</Trans>
          </p>
          <Button variant="secondary" onClick={() => list.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : list.items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl bg-white p-10 text-center ring-1 ring-slate-200">
          <h2 className="text-lg font-semibold">
            <Trans>No feedback found</Trans>
          </h2>
          <p className="text-slate-600">
            {isFiltered ? (
              <Trans>Try adjusting your filters to see more feedback.</Trans>
            ) : (
              <Trans>Be the first to share your feedback with the community!</Trans>
            )}
          </p>
          {!isFiltered && user ? (
            <Button onClick={() => setSubmitStep("tips")}>
              <Trans>Submit First Feedback</Trans>
            </Button>
          ) : null}
        </div>
      ) : (
        <ul aria-label={t`Feedback`} className="flex flex-col gap-4">
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
