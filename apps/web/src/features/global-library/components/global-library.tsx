import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  GLOBAL_LIBRARY_MAX_PAGE_SIZE,
  GLOBAL_LIBRARY_PAGE_SIZE,
  globalLibrarySortOf,
  type GlobalLibraryQuery,
  type GlobalLibraryResponse,
  isLocale,
  LOCALE_NAMES,
  LOCALES,
  type SessionSummary,
} from "@touchline/contracts";
import { Link, useNavigate } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { DiagramThumbnail } from "../../../editor/canvas/diagram-thumbnail.tsx";
import { Pagination } from "../../../components/ui/pagination.tsx";
import { formatMatchCount } from "../../../lib/format-match-count.ts";
import { useDebouncedFilter } from "../../../lib/use-debounced-filter.ts";
import { useUrlFilters } from "../../../lib/use-url-filters.ts";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { useGlobalLibrary } from "../api/use-global-library.ts";
import {
  ageGroupName,
  ageGroupOptions,
  formatDuration,
  phaseFilterOptions,
  INTENSITY_PHRASES,
  intensityFilterOptions,
  useCopySession,
} from "../../sessions/index.ts";

const SORT_OPTIONS = [
  { value: "newest", label: msg`Newest` },
  { value: "most_copied", label: msg`Most copied` },
  { value: "most_viewed", label: msg`Most viewed` },
] as const;
/** While searching, the search's own ranking comes first, by its own name. */
const SEARCH_SORT_OPTIONS = [{ value: "best_match", label: msg`Best match` }, ...SORT_OPTIONS] as const;
const DURATION_OPTIONS = [
  { value: "", label: msg`Any length` },
  { value: "0-45", label: msg`Up to 45 min` },
  { value: "45-75", label: msg`45–75 min` },
  { value: "75-600", label: msg`Over 75 min` },
];

/** The filters live in the URL, so a search can be bookmarked and the back button works. */
function useLibraryQuery() {
  const { params, update } = useUrlFilters();
  const { i18n } = useLingui();
  const read = (key: string) => params.get(key) ?? "";
  const language = read("language");
  const query = {
    q: read("q") || undefined,
    ageGroup: (read("ageGroup") || undefined) as GlobalLibraryQuery["ageGroup"],
    topic: read("topic") || undefined,
    phase: (read("phase") || undefined) as GlobalLibraryQuery["phase"],
    intensity: (read("intensity") || undefined) as GlobalLibraryQuery["intensity"],
    minDuration: read("minDuration") ? Number(read("minDuration")) : undefined,
    maxDuration: read("maxDuration") ? Number(read("maxDuration")) : undefined,
    sort: (read("sort") || undefined) as GlobalLibraryQuery["sort"],
    language: isLocale(language) ? language : undefined,
    // Sessions written in the reader's language come first.
    prefer: isLocale(i18n.locale) ? i18n.locale : undefined,
    page: Number(read("page")) || 1,
    // 12 cards unless the address asks for more (a bookmark of a longer page; the API allows up to 50).
    pageSize: Math.min(
      Math.max(Math.trunc(Number(read("pageSize"))) || GLOBAL_LIBRARY_PAGE_SIZE, 1),
      GLOBAL_LIBRARY_MAX_PAGE_SIZE,
    ),
  } satisfies GlobalLibraryQuery;
  return { query, read, update };
}

/**
 * How many pages the pager offers. Past the count's cap the pages the cap covers, and while the page on
 * screen is full one more, so a coach can page on through a broad search.
 */
function libraryPages({ total, totalIsCapped, pageSize, sessions }: GlobalLibraryResponse, page: number): number {
  const counted = Math.max(1, Math.ceil(total / pageSize));
  if (!totalIsCapped) return counted;
  return Math.max(counted, sessions.length === pageSize ? page + 1 : page);
}

export function GlobalLibrary() {
  const { t, i18n } = useLingui();
  const { query, read, update } = useLibraryQuery();
  // Search as the coach types, without a request per keystroke.
  const [searchText, setSearchText] = useDebouncedFilter(query.q, (q) => update({ q }));
  // The topic applies as the coach types too, like the search.
  const [topicText, setTopicText] = useDebouncedFilter(query.topic, (topic) => update({ topic: topic?.toLowerCase() }));
  const library = useGlobalLibrary(query);
  // Held by the page, not by a card: a copy started on a result finishes (toast, then the editor) and
  // its button stays busy even if a newer search takes the card away and brings it back meanwhile.
  const copySession = useCopySession();
  const navigate = useNavigate();
  const copyingId = copySession.isPending ? copySession.variables : undefined;
  const copy = async (session: SessionSummary) => {
    try {
      const { session: copied } = await copySession.mutateAsync(session.id);
      toast({ title: t`Copied to your sessions`, description: t`It is private until you publish it.` });
      await navigate(`/create-session?session=${copied.id}`);
    } catch (error) {
      showApiError(error, t`Could not copy`, { fallback: t`Please try again.` });
    }
  };

  const pages = library.data ? libraryPages(library.data, query.page) : 1;
  const matchCount = library.data ? formatMatchCount(library.data.total, library.data.totalIsCapped, i18n.locale) : "";
  const duration =
    query.minDuration !== undefined || query.maxDuration !== undefined
      ? `${query.minDuration ?? 0}-${query.maxDuration ?? 600}`
      : "";

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">
          <Trans>Global Library</Trans>
        </h1>
        <p className="mt-1 text-slate-600">
          <Trans>Sessions shared by coaches worldwide. Copy one to your sessions and make it yours.</Trans>
        </p>
      </div>
      <form
        role="search"
        className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor="library-search" className="text-sm font-medium">
            <Trans>Search sessions</Trans>
          </label>
          <input
            id="library-search"
            type="search"
            value={searchText}
            placeholder={t`e.g. rondo, pressing, finishing`}
            onChange={(event) => setSearchText(event.target.value)}
            className="h-11 rounded-lg border border-slate-300 px-3 focus:border-brand-600 focus:outline-none"
          />
        </div>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <SelectField
            label={t`Age group`}
            value={read("ageGroup")}
            options={ageGroupOptions(i18n)}
            onChange={(ageGroup) => update({ ageGroup })}
          />
          <div className="flex flex-col gap-1.5">
            <label htmlFor="library-topic" className="text-sm font-medium text-slate-800">
              <Trans>Topic</Trans>
            </label>
            <input
              id="library-topic"
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
            label={t`Duration`}
            value={duration}
            options={DURATION_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
            onChange={(value) => {
              const [min, max] = value ? value.split("-") : [undefined, undefined];
              update({ minDuration: min, maxDuration: max });
            }}
          />
          <SelectField
            label={t`Intensity`}
            value={read("intensity")}
            options={intensityFilterOptions(i18n)}
            onChange={(intensity) => update({ intensity })}
          />
          <SelectField
            label={t`Written in`}
            value={query.language ?? ""}
            options={[
              { value: "", label: t`All languages` },
              ...LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] })),
            ]}
            onChange={(language) => update({ language })}
          />
          <SelectField
            label={t`Sort by`}
            value={globalLibrarySortOf(query.q, query.sort)}
            options={(query.q ? SEARCH_SORT_OPTIONS : SORT_OPTIONS).map((option) => ({
              ...option,
              label: t(option.label),
            }))}
            onChange={(sort) => update({ sort })}
          />
        </div>
      </form>
      {library.isPending ? (
        <PageSpinner />
      ) : library.isError ? (
        <p role="alert" className="text-red-700">
          {library.error.message}
        </p>
      ) : library.data.sessions.length === 0 ? (
        <p className="rounded-2xl bg-white p-10 text-center text-slate-600 ring-1 ring-slate-200">
          <Trans>No public session matches these filters. Try fewer filters or another word.</Trans>
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {library.data.total === 1 && !library.data.totalIsCapped ? (
              <Trans>1 session</Trans>
            ) : (
              <Trans>{matchCount} sessions</Trans>
            )}
          </p>
          {/* While a newer search loads, the previous results stay on screen and clickable (keepPreviousData),
              and a card keeps its element (keyed by session id) when the new answer lists it again. */}
          <ul aria-busy={library.isPlaceholderData} className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {library.data.sessions.map((session) => (
              <LibraryCard
                key={session.id}
                session={session}
                isCopying={copyingId === session.id}
                onCopy={() => void copy(session)}
              />
            ))}
          </ul>
          <Pagination
            page={query.page}
            pages={pages}
            morePages={library.data.totalIsCapped}
            onPageChange={(next) => update({ page: String(next) })}
          />
        </>
      )}
    </div>
  );
}

function LibraryCard({
  session,
  isCopying,
  onCopy,
}: {
  session: SessionSummary;
  isCopying: boolean;
  onCopy: () => void;
}) {
  const { t, i18n } = useLingui();
  const { title, authorName, drillCount, copyCount, viewCount } = session;
  return (
    <li aria-label={session.title} className="flex flex-col gap-3 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <DiagramThumbnail thumbnail={session.thumbnail} title={session.title} />
      <h2 className="text-lg font-semibold">
        <Link to={`/sessions/${session.id}`} className="hover:text-brand-700 hover:underline">
          {session.title}
        </Link>
      </h2>
      <p className="text-sm text-slate-600">
        <Trans>by {authorName}</Trans>
      </p>
      <p className="text-sm text-slate-700">
        {[
          // Said only when it is not the reader's own.
          session.language === i18n.locale ? null : LOCALE_NAMES[session.language],
          session.ageGroup ? ageGroupName(i18n, session.ageGroup) : null,
          t`${plural(drillCount, { one: "# drill", other: "# drills" })}`,
          formatDuration(i18n, session.totalDurationMinutes),
          i18n._(INTENSITY_PHRASES[session.intensity]),
        ]
          .filter(Boolean)
          .join(" · ")}
      </p>
      {session.theme ? <p className="line-clamp-3 text-sm text-slate-700">{session.theme}</p> : null}
      <p className="mt-auto flex gap-4 text-xs text-slate-500">
        <span>{t`${plural(copyCount, { one: "# copy", other: "# copies" })}`}</span>
        <span>{t`${plural(viewCount, { one: "# view", other: "# views" })}`}</span>
      </p>
      <Button size="sm" disabled={isCopying} onClick={onCopy}>
        {/* The name begins with the words on the button, for voice users; the title tells the cards apart. */}
        <Trans>
          Copy to my sessions<span className="sr-only"> ({title})</span>
        </Trans>
      </Button>
    </li>
  );
}
