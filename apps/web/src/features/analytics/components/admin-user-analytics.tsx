import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import {
  USER_ANALYTICS_CSV_PATH,
  USER_ANALYTICS_PAGE_SIZE,
  USER_ANALYTICS_SEARCH_MAX,
  USER_ANALYTICS_SORTS,
  type UserAnalyticsRow,
  type UserAnalyticsSort,
} from "@touchline/contracts";
import { useState } from "react";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { Pagination } from "../../../components/ui/pagination.tsx";
import { useDebouncedFilter } from "../../../lib/use-debounced-filter.ts";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { api } from "../../../lib/api-client.ts";
import { cn } from "../../../lib/cn.ts";
import { errorText } from "../../admin/index.ts";
import { useUserAnalytics } from "../api/use-analytics.ts";
import { USER_ANALYTICS_COLUMN_NAMES, USER_ANALYTICS_SORTED_BY } from "../lib/metric-names.ts";

type Direction = "asc" | "desc";

/** Text columns start A to Z; counts and last active start with the most. */
const firstDirection = (sort: UserAnalyticsSort): Direction => (sort === "name" || sort === "email" ? "asc" : "desc");

const isNumeric = (sort: UserAnalyticsSort) => sort !== "name" && sort !== "email" && sort !== "lastActive";

function cellOf(i18n: I18n, row: UserAnalyticsRow, column: UserAnalyticsSort) {
  if (column === "lastActive")
    return row.lastActive ? (
      <time dateTime={row.lastActive}>
        {i18n.date(row.lastActive, { year: "numeric", month: "short", day: "numeric" })}
      </time>
    ) : (
      i18n._(msg({ message: "Never", context: "last active" }))
    );
  const value = row[column];
  return typeof value === "number" ? i18n.number(value) : value;
}

function SortArrow({ direction }: { direction: Direction | null }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 12 12"
      className={cn(
        "size-3 shrink-0",
        direction === null ? "text-slate-400" : "text-slate-800",
        direction === "asc" && "rotate-180",
      )}
      fill="currentColor"
    >
      {direction === null ? <path d="M6 1 9 5H3zM6 11 3 7h6z" /> : <path d="M6 10 1.5 3h9z" />}
    </svg>
  );
}

/**
 * Per-user activity: a table sorted by any column (its header is a button; `aria-sort` says the
 * order), searched by name or e-mail, paginated on the server, and downloadable as CSV with the same
 * search and order.
 */
export function AdminUserAnalytics() {
  const { t, i18n } = useLingui();
  const [sort, setSort] = useState<UserAnalyticsSort>("sessionsCreated");
  const [dir, setDir] = useState<Direction>("desc");
  const [page, setPage] = useState(1);
  const [q, setQ] = useState("");
  const [search, setSearch] = useDebouncedFilter(q, (value) => {
    setQ(value ?? "");
    setPage(1);
  });

  const query = useUserAnalytics({ sort, dir, page, pageSize: USER_ANALYTICS_PAGE_SIZE, q });
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1;
  const total = query.data?.total ?? 0;
  const errorMessage = query.error ? errorText(i18n, query.error) : "";
  const sortColumn = i18n._(USER_ANALYTICS_SORTED_BY[sort]);

  const sortBy = (column: UserAnalyticsSort) => {
    if (column === sort) setDir(dir === "asc" ? "desc" : "asc");
    else {
      setSort(column);
      setDir(firstDirection(column));
    }
    setPage(1);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <TextField
          className="sm:w-80"
          label={t`Search users`}
          type="search"
          placeholder={t`Name or email`}
          maxLength={USER_ANALYTICS_SEARCH_MAX}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <a
          href={api.url(USER_ANALYTICS_CSV_PATH, { query: { sort, dir, q } })}
          download
          className={buttonClasses({ variant: "secondary" })}
        >
          <Trans>Download CSV</Trans>
        </a>
      </div>
      {query.isPending ? (
        <PageSpinner />
      ) : query.isError ? (
        <p role="alert" className="text-red-700">
          <Trans>Failed to load user activity: {errorMessage}</Trans>
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-700" aria-live="polite">
            {q ? (
              <Plural value={total} one={`# user matching “${q}”`} other={`# users matching “${q}”`} />
            ) : (
              <Plural value={total} one="# user" other="# users" />
            )}
          </p>
          <div className="overflow-x-auto rounded-2xl bg-white ring-1 ring-slate-200">
            <table className="w-full min-w-[48rem] text-left text-sm" aria-busy={query.isFetching || undefined}>
              <caption className="sr-only">
                {dir === "asc"
                  ? t`User activity, sorted by ${sortColumn}, ascending`
                  : t`User activity, sorted by ${sortColumn}, descending`}
              </caption>
              <thead>
                <tr className="border-b border-slate-200">
                  {USER_ANALYTICS_SORTS.map((column) => (
                    <th
                      key={column}
                      scope="col"
                      aria-sort={column === sort ? (dir === "asc" ? "ascending" : "descending") : "none"}
                      className={cn("p-0 font-medium text-slate-800", isNumeric(column) && "text-right")}
                    >
                      <button
                        type="button"
                        onClick={() => sortBy(column)}
                        className={cn(
                          "inline-flex min-h-11 w-full items-center gap-1 px-3 py-2 hover:bg-slate-50",
                          isNumeric(column) ? "justify-end text-right" : "justify-start text-left",
                        )}
                      >
                        {i18n._(USER_ANALYTICS_COLUMN_NAMES[column])}
                        <SortArrow direction={column === sort ? dir : null} />
                      </button>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {query.data.users.length === 0 ? (
                  <tr>
                    <td colSpan={USER_ANALYTICS_SORTS.length} className="p-8 text-center text-slate-600">
                      <Trans>No users found</Trans>
                    </td>
                  </tr>
                ) : (
                  query.data.users.map((row) => (
                    <tr key={row.id} className="border-b border-slate-100 last:border-0">
                      {USER_ANALYTICS_SORTS.map((column) =>
                        column === "name" ? (
                          <th key={column} scope="row" className="px-3 py-2 font-medium text-slate-900">
                            {row.name}
                          </th>
                        ) : (
                          <td
                            key={column}
                            className={cn(
                              "px-3 py-2 text-slate-800",
                              isNumeric(column) && "text-right tabular-nums",
                              column === "email" && "break-all",
                            )}
                          >
                            {cellOf(i18n, row, column)}
                          </td>
                        ),
                      )}
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
          <Pagination page={page} pages={pages} onPageChange={setPage} />
        </>
      )}
    </div>
  );
}
