import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import {
  ADMIN_USER_SORTS,
  type AdminUserListQuery,
  type AdminUserSort,
  ROLES,
  type Role,
  USER_STATUSES,
  type UserStatus,
} from "@touchline/contracts";
import { Link } from "react-router";
import { LEVEL_NAMES } from "../../../components/audit-entry-list.tsx";
import { Pagination } from "../../../components/ui/pagination.tsx";
import { useDebouncedFilter } from "../../../lib/use-debounced-filter.ts";
import { useUrlFilters } from "../../../lib/use-url-filters.ts";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { errorText } from "../../admin/index.ts";
import { useAdminUsers } from "../api/use-admin-users.ts";
import { USER_SORT_NAMES, USER_STATUS_NAMES } from "../lib/user-names.ts";
import { LevelBadge, StatusBadge, UserDate } from "./user-labels.tsx";

const LEVEL_OPTIONS: Array<{ value: Role | ""; label: MessageDescriptor }> = [
  { value: "", label: msg`All levels` },
  ...ROLES.map((value) => ({ value, label: LEVEL_NAMES[value] })),
];
const STATUS_OPTIONS: Array<{ value: UserStatus | ""; label: MessageDescriptor }> = [
  { value: "", label: msg`All statuses` },
  ...USER_STATUSES.map((value) => ({ value, label: USER_STATUS_NAMES[value] })),
];
const SORT_OPTIONS = ADMIN_USER_SORTS.map((value) => ({ value, label: USER_SORT_NAMES[value] }));

/** The table's columns, in order. */
const COLUMNS = [
  msg`Name`,
  msg`Email`,
  msg`Level`,
  msg`Status`,
  msg`Created`,
  msg`Last active`,
] as const satisfies readonly MessageDescriptor[];

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/** Search, filters, sort and page live in the URL: a search can be bookmarked, and Back returns to it from a user's page. */
function useUsersQuery() {
  const { params, update } = useUrlFilters();
  const level = params.get("level");
  const status = params.get("status");
  const sort = params.get("sort");
  const query = {
    q: params.get("q") || undefined,
    level: isOneOf(ROLES, level) ? level : undefined,
    status: isOneOf(USER_STATUSES, status) ? status : undefined,
    sort: isOneOf(ADMIN_USER_SORTS, sort) ? sort : "newest",
    page: Number(params.get("page")) || 1,
  } satisfies AdminUserListQuery;
  return { query, update };
}

/** The users list for admins: search by name or e-mail, filter by level and status, sort, and page on the server. */
export function AdminUsers() {
  const { t, i18n } = useLingui();
  const { query, update } = useUsersQuery();
  // Search as the admin types, without a request per keystroke.
  const [searchText, setSearchText] = useDebouncedFilter(query.q, (q) => update({ q }));
  const list = useAdminUsers(query);

  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  const total = list.data?.total ?? 0;
  const translated = <T extends string>(options: ReadonlyArray<{ value: T; label: MessageDescriptor }>) =>
    options.map(({ value, label }) => ({ value, label: i18n._(label) }));

  return (
    <div className="flex flex-col gap-4">
      <form
        role="search"
        aria-label={t`Users`}
        className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor="users-search" className="text-sm font-medium text-slate-800">
            <Trans>Search by name or email</Trans>
          </label>
          <input
            id="users-search"
            type="search"
            value={searchText}
            placeholder={t`e.g. Silva or ana@club.org`}
            onChange={(event) => setSearchText(event.target.value)}
            className="h-11 rounded-lg border border-slate-300 px-3 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
          />
        </div>
        <div className="grid gap-3 sm:grid-cols-3">
          <SelectField<Role | "">
            label={t`Level`}
            value={query.level ?? ""}
            options={translated(LEVEL_OPTIONS)}
            onChange={(level) => update({ level })}
          />
          <SelectField<UserStatus | "">
            label={t`Status`}
            value={query.status ?? ""}
            options={translated(STATUS_OPTIONS)}
            onChange={(status) => update({ status })}
          />
          <SelectField<AdminUserSort>
            label={t`Sort by`}
            value={query.sort}
            options={translated(SORT_OPTIONS)}
            onChange={(sort) => update({ sort: sort === "newest" ? undefined : sort })}
          />
        </div>
      </form>
      {list.isPending ? (
        <PageSpinner />
      ) : list.isError ? (
        <p role="alert" className="text-red-700">
          {errorText(i18n, list.error)}
        </p>
      ) : list.data.users.length === 0 ? (
        <p className="rounded-2xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200">
          <Trans>No account matches. Try another name or fewer filters.</Trans>
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            <Plural value={total} one="# account" other="# accounts" />
          </p>
          <div className="overflow-x-auto rounded-2xl bg-white ring-1 ring-slate-200">
            <table className="w-full min-w-[44rem] text-left text-sm">
              <caption className="sr-only">
                <Trans>Users</Trans>
              </caption>
              <thead className="border-b border-slate-200 text-slate-700">
                <tr>
                  {COLUMNS.map((heading) => (
                    <th key={heading.id} scope="col" className="px-4 py-3 font-semibold">
                      {i18n._(heading)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {list.data.users.map((user) => (
                  <tr key={user.id}>
                    <th scope="row" className="px-4 py-3 font-medium">
                      <Link
                        to={`/admin/users/${encodeURIComponent(user.id)}`}
                        className="text-brand-700 hover:underline"
                      >
                        {user.name || user.email}
                      </Link>
                    </th>
                    <td className="max-w-[16rem] truncate px-4 py-3 text-slate-700">{user.email}</td>
                    <td className="px-4 py-3">
                      <LevelBadge role={user.role} />
                    </td>
                    <td className="px-4 py-3">
                      <StatusBadge status={user.status} />
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                      <UserDate iso={user.createdAt} />
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                      <UserDate iso={user.lastActiveAt} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={query.page} pages={pages} onPageChange={(next) => update({ page: String(next) })} />
        </>
      )}
    </div>
  );
}
