import { ADMIN_SESSIONS_PAGE_SIZE, type AdminSession, type AdminSessionsQuery } from "@touchline/contracts";
import { useId } from "react";
import { Link } from "react-router";
import { Pagination } from "../../../components/ui/pagination.tsx";
import { useDebouncedFilter } from "../../../lib/use-debounced-filter.ts";
import { useUrlFilters } from "../../../lib/use-url-filters.ts";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useAdminSessions } from "../api/use-moderation.ts";
import { formatDate } from "../../../lib/format-date.ts";
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
  const { query, update } = useSessionsQuery();
  const sessions = useAdminSessions(query);
  const [searchText, setSearchText] = useDebouncedFilter(query.q, (q) => update({ q }));
  const [authorText, setAuthorText] = useDebouncedFilter(query.author, (author) => update({ author }));
  const pages = sessions.data ? Math.max(1, Math.ceil(sessions.data.total / sessions.data.pageSize)) : 1;

  return (
    <div className="flex flex-col gap-4">
      <form
        role="search"
        aria-label="Filter public sessions"
        className="grid gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          label="Search sessions"
          type="search"
          value={searchText}
          placeholder="Title, theme or drill text"
          onChange={(event) => setSearchText(event.target.value)}
        />
        <TextField
          label="Author"
          type="search"
          value={authorText}
          placeholder="Part of a name"
          onChange={(event) => setAuthorText(event.target.value)}
        />
        <TextField
          label="Published from"
          type="date"
          value={query.from ?? ""}
          max={query.to}
          onChange={(event) => update({ from: event.target.value || undefined })}
        />
        <TextField
          label="Published to"
          type="date"
          value={query.to ?? ""}
          min={query.from}
          onChange={(event) => update({ to: event.target.value || undefined })}
        />
      </form>
      {sessions.data ? (
        <p className="text-sm text-slate-700" aria-live="polite">
          {sessions.data.total} of {sessions.data.counts.public} public session
          {sessions.data.counts.public === 1 ? "" : "s"} match. Private sessions: {sessions.data.counts.private}{" "}
          (counted only: staff never see a coach's private work).
        </p>
      ) : null}
      {sessions.isPending ? (
        <PageSpinner />
      ) : sessions.isError ? (
        <p role="alert" className="text-red-700">
          {sessions.error.message}
        </p>
      ) : sessions.data.sessions.length === 0 ? (
        <p className="rounded-2xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200">
          No public session matches these filters.
        </p>
      ) : (
        <>
          <ul aria-label="Public sessions" className="flex flex-col gap-2">
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
  const titleId = useId();
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
          by {session.authorName}
          {session.publishedAt ? ` · published ${formatDate(session.publishedAt)}` : ""} ·{" "}
          {session.reviewedAt ? `reviewed ${formatDate(session.reviewedAt)}` : "not reviewed"} · {session.copyCount} cop
          {session.copyCount === 1 ? "y" : "ies"} · {session.viewCount} view{session.viewCount === 1 ? "" : "s"}
          {session.openReports > 0 ? (
            <span className="font-semibold text-amber-900">
              {" "}
              · {session.openReports} open report{session.openReports === 1 ? "" : "s"}
            </span>
          ) : null}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={`/sessions/${session.id}`}
          aria-label={`View ${session.title}`}
          className="inline-flex h-9 items-center rounded-lg px-3 text-sm font-medium text-brand-700 ring-1 ring-slate-300 hover:bg-slate-50"
        >
          View
        </Link>
        <SessionModerationActions sessionId={session.id} title={session.title} />
      </div>
    </li>
  );
}
