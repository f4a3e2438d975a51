import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  CLUB_LIBRARY_KINDS,
  type ClubLibraryItemSummary,
  type ClubLibraryQuery,
  type ClubRole,
  hasClubRole,
} from "@touchline/contracts";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { ConfirmDelete } from "../../../components/ui/confirm-delete.tsx";
import { Pagination } from "../../../components/ui/pagination.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { DiagramThumbnail } from "../../../editor/canvas/diagram-thumbnail.tsx";
import { showApiError } from "../../../lib/show-api-error.ts";
import { useDebouncedFilter } from "../../../lib/use-debounced-filter.ts";
import { useUrlFilters } from "../../../lib/use-url-filters.ts";
import {
  ageGroupName,
  ageGroupOptions,
  formatDuration,
  INTENSITY_PHRASES,
  intensityFilterOptions,
  PHASE_NAMES,
  phaseFilterOptions,
} from "../../sessions/index.ts";
import { useClubLibrary, useCopyClubItem, usePinClubItem, useRemoveClubItem } from "../api/use-club-library.ts";
import { KIND_NAMES, KIND_PLURAL_NAMES } from "../lib/club-library-labels.ts";
import { ShareToClubDialog } from "./share-to-club-dialog.tsx";

const KIND_OPTIONS = [
  { value: "", label: msg`Everything` },
  ...CLUB_LIBRARY_KINDS.map((value) => ({ value, label: KIND_PLURAL_NAMES[value] })),
];
const SORT_OPTIONS = [
  { value: "newest", label: msg`Newest` },
  { value: "title", label: msg`Title` },
];
const SEARCH_SORT_OPTIONS = [{ value: "best_match", label: msg`Best match` }, ...SORT_OPTIONS];

/** Where a copy opens once made: the coach's own editor of that kind. */
export const MY_COPY_PATHS = {
  session: (id: string) => `/create-session?session=${id}`,
  drill: () => "/library",
  "tactical-drill": (id: string) => `/tactical-drill/${id}`,
} as const;

/** The filters live in the URL, as the global library's do: a search can be bookmarked and shared in the club. */
function useClubLibraryQuery() {
  const { params, update } = useUrlFilters();
  const read = (key: string) => params.get(key) ?? "";
  const query = {
    q: read("q") || undefined,
    kind: (read("kind") || undefined) as ClubLibraryQuery["kind"],
    ageGroup: (read("ageGroup") || undefined) as ClubLibraryQuery["ageGroup"],
    topic: read("topic") || undefined,
    phase: (read("phase") || undefined) as ClubLibraryQuery["phase"],
    intensity: (read("intensity") || undefined) as ClubLibraryQuery["intensity"],
    essentials: read("essentials") === "true" ? ("true" as const) : undefined,
    sort: (read("sort") || undefined) as ClubLibraryQuery["sort"],
    page: Number(read("page")) || 1,
  } satisfies ClubLibraryQuery;
  return { query, read, update };
}

/**
 * The club's library: what its members shared, the essentials a club admin pinned first. Every member
 * searches it and copies from it; coaches share into it; club admins pin and remove.
 */
export function ClubLibrary({ clubId, clubName, myRole }: { clubId: string; clubName: string; myRole: ClubRole }) {
  const { t, i18n } = useLingui();
  const { query, read, update } = useClubLibraryQuery();
  const [searchText, setSearchText] = useDebouncedFilter(query.q, (q) => update({ q }));
  const [topicText, setTopicText] = useDebouncedFilter(query.topic, (topic) => update({ topic: topic?.toLowerCase() }));
  const library = useClubLibrary(clubId, query);
  const [isSharing, setIsSharing] = useState(false);
  const [toRemove, setToRemove] = useState<ClubLibraryItemSummary | null>(null);
  const removeItem = useRemoveClubItem(clubId);
  const isAdmin = hasClubRole(myRole, "admin");
  const pages = library.data ? Math.max(1, Math.ceil(library.data.total / library.data.pageSize)) : 1;
  const itemCount = library.data?.total ?? 0;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-2xl font-bold tracking-tight">
            <Trans>Club library</Trans>
          </h2>
          <p className="mt-1 text-slate-600">
            <Trans>Sessions, drills and tactical drills shared with {clubName}. They belong to the club.</Trans>
          </p>
        </div>
        {hasClubRole(myRole, "coach") ? (
          <div className="flex flex-wrap gap-2">
            {/* The session is the coach's own until shared; the club gives its drawings the kit colours. */}
            <Link
              to={`/create-session?club=${encodeURIComponent(clubId)}`}
              className={buttonClasses({ variant: "secondary" })}
            >
              <Trans>New session in club colours</Trans>
            </Link>
            <Button onClick={() => setIsSharing(true)}>
              <Trans>Share from my work</Trans>
            </Button>
          </div>
        ) : null}
      </div>
      <form
        role="search"
        className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor="club-library-search" className="text-sm font-medium">
            <Trans>Search the club library</Trans>
          </label>
          <input
            id="club-library-search"
            type="search"
            value={searchText}
            placeholder={t`e.g. rondo, pressing, finishing`}
            onChange={(event) => setSearchText(event.target.value)}
            className="h-11 rounded-lg border border-slate-300 px-3 focus:border-brand-600 focus:outline-none"
          />
        </div>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6">
          <SelectField
            label={t({ message: "Kind", context: "a club library item's kind: session, drill or tactical drill" })}
            value={read("kind")}
            options={KIND_OPTIONS.map(({ value, label }) => ({ value, label: t(label) }))}
            onChange={(kind) => update({ kind })}
          />
          <SelectField
            label={t`Age group`}
            value={read("ageGroup")}
            options={ageGroupOptions(i18n)}
            onChange={(ageGroup) => update({ ageGroup })}
          />
          <div className="flex flex-col gap-1.5">
            <label htmlFor="club-library-topic" className="text-sm font-medium text-slate-800">
              <Trans>Topic</Trans>
            </label>
            <input
              id="club-library-topic"
              value={topicText}
              placeholder={t`e.g. rondo`}
              onChange={(event) => setTopicText(event.target.value)}
              className="h-11 rounded-lg border border-slate-300 px-3 focus:border-brand-600 focus:outline-none"
            />
          </div>
          <SelectField
            label={t`Phase of play`}
            value={read("phase")}
            options={phaseFilterOptions(i18n)}
            onChange={(phase) => update({ phase })}
          />
          <SelectField
            label={t`Intensity`}
            value={read("intensity")}
            options={intensityFilterOptions(i18n)}
            onChange={(intensity) => update({ intensity })}
          />
          <SelectField
            label={t`Sort by`}
            value={query.sort ?? (query.q ? "best_match" : "newest")}
            options={(query.q ? SEARCH_SORT_OPTIONS : SORT_OPTIONS).map(({ value, label }) => ({
              value,
              label: t(label),
            }))}
            onChange={(sort) => update({ sort })}
          />
        </div>
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            className="size-5 accent-brand-600"
            checked={query.essentials === "true"}
            onChange={(event) => update({ essentials: event.target.checked ? "true" : undefined })}
          />
          <Trans>Club essentials only</Trans>
        </label>
      </form>
      {library.isPending ? (
        <PageSpinner />
      ) : library.isError ? (
        <p role="alert" className="text-red-700">
          {library.error.message}
        </p>
      ) : library.data.items.length === 0 ? (
        <p className="rounded-2xl bg-white p-10 text-center text-slate-600 ring-1 ring-slate-200">
          {library.data.total === 0 && !query.q && !query.kind && !query.ageGroup && !query.phase && !query.topic ? (
            <Trans>
              Nothing is shared with the club yet. Coaches share sessions, drills and tactical drills from their own
              work.
            </Trans>
          ) : (
            <Trans>Nothing in the club library matches these filters. Try fewer filters or another word.</Trans>
          )}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {t`${plural(itemCount, { one: "# item", other: "# items" })}`}
          </p>
          <ul aria-busy={library.isPlaceholderData} className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {library.data.items.map((item) => (
              <ClubItemCard
                key={item.id}
                clubId={clubId}
                item={item}
                isAdmin={isAdmin}
                onRemove={() => setToRemove(item)}
              />
            ))}
          </ul>
          <Pagination page={query.page} pages={pages} onPageChange={(next) => update({ page: String(next) })} />
        </>
      )}
      <ShareToClubDialog clubId={clubId} clubName={clubName} open={isSharing} onOpenChange={setIsSharing} />
      <ConfirmDelete
        item={toRemove}
        onClose={() => setToRemove(null)}
        question={({ title: itemTitle }) => t`Remove “${itemTitle}” from the club library?`}
        description={t`Members lose it from the club library; their own copies stay. Trainings it was planned for keep their time without it.`}
        confirmLabel={t`Remove from club`}
        remove={(id) => removeItem.mutateAsync(id)}
        deleted={(item) => ({ title: t`Removed from the club library`, description: item.title })}
      />
    </div>
  );
}

/** "Copy to my library", with the toast and the way to the copy; the club's item stays as it is. */
export function useCopyToMyWork(clubId: string) {
  const { t } = useLingui();
  const copyItem = useCopyClubItem(clubId);
  const navigate = useNavigate();
  const copy = async (item: Pick<ClubLibraryItemSummary, "id" | "title">) => {
    try {
      const { copy: made } = await copyItem.mutateAsync(item.id);
      const itemTitle = item.title;
      toast({ title: t`Copied to your work`, description: t`${itemTitle} is yours to change.` });
      await navigate(MY_COPY_PATHS[made.kind](made.id));
    } catch (error) {
      showApiError(error, t`Could not copy`, { fallback: t`Please try again.` });
    }
  };
  return { copy, copyingId: copyItem.isPending ? copyItem.variables : undefined };
}

function ClubItemCard({
  clubId,
  item,
  isAdmin,
  onRemove,
}: {
  clubId: string;
  item: ClubLibraryItemSummary;
  isAdmin: boolean;
  onRemove(): void;
}) {
  const { t, i18n } = useLingui();
  const itemTitle = item.title;
  const authorName = item.authorName;
  const pin = usePinClubItem(clubId);
  const { copy, copyingId } = useCopyToMyWork(clubId);
  const togglePin = () =>
    pin.mutate(
      { itemId: item.id, isPinned: !item.isPinned },
      {
        onSuccess: () => toast({ title: item.isPinned ? t`Unpinned` : t`Pinned as a club essential` }),
        onError: (error) => showApiError(error, t`Could not change the pin`),
      },
    );
  return (
    <li aria-label={item.title} className="flex flex-col gap-3 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <DiagramThumbnail thumbnail={item.thumbnail} title={item.title} />
      <p className="flex flex-wrap gap-2 text-xs font-medium">
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">{t(KIND_NAMES[item.kind])}</span>
        {item.isPinned ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-900">
            <Trans>Club essential</Trans>
          </span>
        ) : null}
      </p>
      <h3 className="text-lg font-semibold">
        <Link to={`/clubs/${clubId}/library/${item.id}`} className="hover:text-brand-700 hover:underline">
          {item.title}
        </Link>
      </h3>
      <p className="text-sm text-slate-600">
        <Trans>by {authorName}</Trans>
      </p>
      <p className="text-sm text-slate-700">
        {[
          item.ageGroup ? ageGroupName(i18n, item.ageGroup) : null,
          item.totalDurationMinutes > 0 ? formatDuration(i18n, item.totalDurationMinutes) : null,
          item.intensity ? t(INTENSITY_PHRASES[item.intensity]) : null,
          ...item.phases.map((phase) => t(PHASE_NAMES[phase])),
        ]
          .filter(Boolean)
          .join(" · ")}
      </p>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button size="sm" disabled={copyingId === item.id} onClick={() => void copy(item)}>
          <Trans>
            Copy to my work<span className="sr-only"> ({itemTitle})</span>
          </Trans>
        </Button>
        {isAdmin ? (
          <>
            <Button size="sm" variant="secondary" disabled={pin.isPending} onClick={togglePin}>
              {item.isPinned ? (
                <Trans>
                  Unpin<span className="sr-only"> ({itemTitle})</span>
                </Trans>
              ) : (
                <Trans>
                  Pin as essential<span className="sr-only"> ({itemTitle})</span>
                </Trans>
              )}
            </Button>
            <Button size="sm" variant="secondary" onClick={onRemove}>
              <Trans>
                Remove<span className="sr-only"> ({itemTitle})</span>
              </Trans>
            </Button>
          </>
        ) : null}
      </div>
    </li>
  );
}
