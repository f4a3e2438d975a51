import {
  type AdminUserResponse,
  checkAccountAction,
  grantableLevels,
  LEVEL_LABELS,
  type LevelActor,
  ROLES,
  type Role,
} from "@touchline/contracts";
import { type ReactNode, useState } from "react";
import { Link, useNavigate } from "react-router";
import { AuditEntryList } from "../../../components/audit-entry-list.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useSetPageLabel } from "../../../lib/page-label.ts";
import { useCurrentUser } from "../../auth/index.ts";
import {
  useAdminUser,
  useChangeUserLevel,
  useDeleteUser,
  useRestoreUser,
  useSuspendUser,
} from "../api/use-admin-users.ts";
import { ReasonDialog } from "../../../components/ui/reason-dialog.tsx";
import { showApiError } from "../../../lib/show-api-error.ts";
import { formatUserDate, LevelBadge, StatusBadge, UserDate } from "./user-labels.tsx";

const displayName = (user: AdminUserResponse["user"]) => user.name.trim() || user.email;

/** The level select offers only what the signed-in admin may grant this account; the server checks it again. */
function LevelForm({ data, actor }: { data: AdminUserResponse; actor: LevelActor }) {
  const { user, superAdminCount } = data;
  const choices = grantableLevels(actor, user, superAdminCount, ROLES);
  const [selected, setSelected] = useState<Role>(user.role);
  const changeLevel = useChangeUserLevel();
  if (choices.length <= 1) return null;

  return (
    <form
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        changeLevel.mutate(
          { id: user.id, input: selected },
          {
            onSuccess: () =>
              toast({ title: "Level changed", description: `${displayName(user)} is now ${LEVEL_LABELS[selected]}.` }),
            onError: (error) => showApiError(error, "Could not change the level"),
          },
        );
      }}
    >
      <SelectField<Role>
        className="sm:w-64"
        label="Level"
        value={selected}
        options={choices.map((value) => ({ value, label: LEVEL_LABELS[value] }))}
        onChange={setSelected}
      />
      <Button type="submit" disabled={selected === user.role || changeLevel.isPending}>
        {changeLevel.isPending ? "Please wait..." : "Change level"}
      </Button>
    </form>
  );
}

function AccountActions({ data, actor }: { data: AdminUserResponse; actor: LevelActor }) {
  const { user, superAdminCount } = data;
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<"suspend" | "delete" | null>(null);
  const suspend = useSuspendUser();
  const restore = useRestoreUser();
  const remove = useDeleteUser();
  const verdict = checkAccountAction(actor, user, superAdminCount);
  const name = displayName(user);

  if (!verdict.allowed) {
    return <p className="text-sm text-slate-600">{verdict.message}</p>;
  }
  return (
    <div className="flex flex-col gap-5">
      <LevelForm key={user.role} data={data} actor={actor} />
      <div className="flex flex-wrap gap-3">
        {user.status === "suspended" ? (
          <Button
            variant="secondary"
            disabled={restore.isPending}
            onClick={() =>
              restore.mutate(
                { id: user.id, input: undefined },
                {
                  onSuccess: () => toast({ title: "Account restored", description: `${name} can sign in again.` }),
                  onError: (error) => showApiError(error, "Could not restore the account"),
                },
              )
            }
          >
            Restore account
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => setDialog("suspend")}>
            Suspend account
          </Button>
        )}
        <Button variant="danger" onClick={() => setDialog("delete")}>
          Delete account
        </Button>
      </div>
      <ReasonDialog
        open={dialog === "suspend"}
        onOpenChange={(open) => setDialog(open ? "suspend" : null)}
        title={`Suspend ${name}?`}
        description="They are signed out everywhere at once and cannot sign in until the account is restored. They get the reason as a message."
        label="Reason"
        confirmLabel="Suspend account"
        isPending={suspend.isPending}
        onConfirm={(reason) =>
          suspend.mutate(
            { id: user.id, input: reason },
            {
              onSuccess: () => {
                setDialog(null);
                toast({ title: "Account suspended", description: `${name} is signed out and cannot sign in.` });
              },
              onError: (error) => showApiError(error, "Could not suspend the account"),
            },
          )
        }
      />
      <ReasonDialog
        open={dialog === "delete"}
        onOpenChange={(open) => setDialog(open ? "delete" : null)}
        title={`Delete ${name}'s account?`}
        description="The account, its sessions, drills and sign-ins are deleted at once, as when its holder deletes it. This cannot be undone."
        label="Reason"
        confirmLabel="Delete account"
        isDestructive
        isPending={remove.isPending}
        onConfirm={(reason) =>
          remove.mutate(
            { id: user.id, reason },
            {
              onSuccess: () => {
                setDialog(null);
                toast({ title: "Account deleted", description: `${user.email} has been deleted.` });
                navigate("/admin/users", { replace: true });
              },
              onError: (error) => showApiError(error, "Could not delete the account"),
            },
          )
        }
      />
    </div>
  );
}

function UserPage({ data }: { data: AdminUserResponse }) {
  const { user } = data;
  const { user: viewer } = useCurrentUser();
  useSetPageLabel(displayName(user));
  const facts: Array<[string, ReactNode]> = [
    ["Created", <UserDate key="created" iso={user.createdAt} />],
    ["Last active", <UserDate key="active" iso={user.lastActiveAt} />],
    ["Sessions", user.counts.sessions],
    ["Public sessions", user.counts.publicSessions],
    ["Drills in library", user.counts.drills],
    ["Feedback items", user.counts.feedback],
  ];

  return (
    <div className="flex flex-col gap-5">
      <section
        aria-labelledby="user-profile"
        className="flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
      >
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="user-profile" className="text-xl font-semibold break-words">
            {displayName(user)}
          </h2>
          <LevelBadge role={user.role} />
          <StatusBadge status={user.status} />
        </div>
        <p className="break-all text-slate-700">{user.email}</p>
        {user.status === "suspended" ? (
          <p className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
            Suspended on {formatUserDate(user.suspendedAt)}. Reason: {user.suspensionReason}
          </p>
        ) : null}
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {facts.map(([label, value]) => (
            <div key={label} className="rounded-lg bg-slate-50 p-3">
              <dt className="text-xs font-medium text-slate-600">{label}</dt>
              <dd className="mt-1 font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {viewer ? (
        <section
          aria-labelledby="user-actions"
          className="flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
        >
          <h2 id="user-actions" className="text-lg font-semibold">
            Actions
          </h2>
          <AccountActions data={data} actor={{ kind: "user", id: viewer.id, role: viewer.role }} />
        </section>
      ) : null}
      <section
        aria-labelledby="user-history"
        className="flex flex-col gap-2 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
      >
        <h2 id="user-history" className="text-lg font-semibold">
          Admin actions on this account
        </h2>
        <AuditEntryList
          entries={data.audit}
          label="Admin actions"
          emptyText="No admin action has been taken on this account."
          showTarget={false}
        />
      </section>
    </div>
  );
}

/** One account for admins: profile, level, dates, counts, the actions the level rules allow, and its audit history. */
export function AdminUserDetails({ id }: { id: string }) {
  const query = useAdminUser(id);
  return (
    <div className="flex flex-col gap-4">
      <Link to="/admin/users" className="self-start text-sm font-medium text-brand-700 hover:underline">
        All users
      </Link>
      {query.isPending ? (
        <PageSpinner />
      ) : query.isError ? (
        <p role="alert" className="text-slate-700">
          {query.error instanceof ApiError && query.error.code === "NOT_FOUND"
            ? "This account does not exist (any more)."
            : query.error.message}
        </p>
      ) : (
        <UserPage data={query.data} />
      )}
    </div>
  );
}
