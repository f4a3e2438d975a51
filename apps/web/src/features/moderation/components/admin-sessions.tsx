import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ADMIN_SESSIONS_PAGE_SIZE, type AdminSession, type AdminSessionsQuery } from "@touchline/contracts";
import { useId } from "react";
import { Link } from "react-router";
import { Pagination } from "../../../components/ui/pagination.tsx";
import { useDebouncedFilter } from "../../../lib/use-debounced-filter.ts";
import { useUrlFilters } from "../../../lib/use-url-filters.ts";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { errorText } from "../../admin/index.ts";
import { useAdminSessions } from "../api/use-moderation.ts";
import { formatDay } from "../lib/dates.ts";
import { byAuthor, factLine, publishedOn } from "../lib/facts.ts";
import { SessionModerationActions } from "./session-moderation-actions.tsx";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters live in the URL, so a search can be shared with another moderator and survives a reload. */
function useSessionsQuery() {
  const { params, update } = useUrlFilters();
  const read = (key: string) => params.get(key) ?? "";
  const day = (key: string) => (ISO_DAY.test(read(key)) ? read(key) : undefined);
  const query = {
    q: read("q") || undefined,
    author: read("author") || undefined,
    from: day("from"),
    to: day("to"),
    page: Number(read("page")) || 1,
    pageSize: ADMIN_SESSIONS_PAGE_SIZE,
  } satisfies AdminSessionsQuery;
  return { query, update };
}

/**
 * /admin/sessions: every public session, searchable by its words, its author and the day it was
 * published, each with a link to it and Unpublish / Delete. Private sessions are only counted.
 */
export function AdminSessions() {
  const { t, i18n } = useLingui();
  const { query, update } = useSessionsQuery();
  const sessions = useAdminSessions(query);
  const [searchText, setSearchText] = useDebouncedFilter(query.q, (q) => update({ q }));
  const [authorText, setAuthorText] = useDebouncedFilter(query.author, (author) => update({ author }));
  const pages = sessions.data ? Math.max(1, Math.ceil(sessions.data.total / sessions.data.pageSize)) : 1;
  const matches = i18n.number(sessions.data?.total ?? 0);
  const publicCount = sessions.data?.counts.public ?? 0;
  const privateCount = i18n.number(sessions.data?.counts.private ?? 0);

  return (
    <div className="flex flex-col gap-4">
      <form
        role="search"
        aria-label={t`Filter public sessions`}
        className="grid gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          label={t`Search sessions`}
          type="search"
          value={searchText}
          placeholder={t`Title, theme or drill text`}
          onChange={(event) => setSearchText(event.target.value)}
        />
        <TextField
          label={t`Author`}
          type="search"
          value={authorText}
          placeholder={t`Part of a name`}
          onChange={(event) => setAuthorText(event.target.value)}
        />
        <TextField
          label={t`Published from`}
          type="date"
          value={query.from ?? ""}
          max={query.to}
          onChange={(event) => update({ from: event.target.value || undefined })}
        />
        <TextField
          label={t`Published to`}
          type="date"
          value={query.to ?? ""}
          min={query.from}
          onChange={(event) => update({ to: event.target.value || undefined })}
        />
      </form>
      {sessions.data ? (
        <p className="text-sm text-slate-700" aria-live="polite">
          {t`${matches} of ${plural(publicCount, { one: "# public session", other: "# public sessions" })} match. Private sessions: ${privateCount} (counted only: staff never see a coach's private work).`}
        </p>
      ) : null}
      {sessions.isPending ? (
        <PageSpinner />
      ) : sessions.isError ? (
        <p role="alert" className="text-red-700">
          {errorText(i18n, sessions.error)}
        </p>
      ) : sessions.data.sessions.length === 0 ? (
        <p className="rounded-2xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200">
          <Trans>No public session matches these filters.</Trans>
        </p>
      ) : (
        <>
          <ul aria-label={t`Public sessions`} className="flex flex-col gap-2">
            {sessions.data.sessions.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
          <Pagination
            page={query.page}
            pages={pages}
            onPageChange={(page) => update({ page: page > 1 ? String(page) : undefined })}
          />
        </>
      )}
    </div>
  );
}

function SessionRow({ session }: { session: AdminSession }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const { title, copyCount, viewCount, openReports } = session;
  const reviewedOn = session.reviewedAt ? formatDay(i18n, session.reviewedAt) : null;
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 md:flex-row md:items-center md:justify-between"
    >
      <div className="min-w-0">
        <h2 id={titleId} className="break-words font-semibold text-slate-900">
          {session.title}
        </h2>
        <p className="text-xs text-slate-600">
          {factLine([
            byAuthor(i18n, session.authorName),
            publishedOn(i18n, session.publishedAt),
            reviewedOn ? t`reviewed ${reviewedOn}` : t`not reviewed`,
            t`${plural(copyCount, { one: "# copy", other: "# copies" })}`,
            t`${plural(viewCount, { one: "# view", other: "# views" })}`,
          ])}
          {openReports > 0 ? (
            <span className="font-semibold text-amber-900">
              {" "}
              · {t`${plural(openReports, { one: "# open report", other: "# open reports" })}`}
            </span>
          ) : null}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={`/sessions/${session.id}`}
          aria-label={t`View ${title}`}
          className="inline-flex h-9 items-center rounded-lg px-3 text-sm font-medium text-brand-700 ring-1 ring-slate-300 hover:bg-slate-50"
        >
          <Trans context="verb: open a session">View</Trans>
        </Link>
        <SessionModerationActions sessionId={session.id} title={session.title} />
      </div>
    </li>
  );
}
