import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  type AdminUserResponse,
  checkAccountAction,
  grantableLevels,
  type LevelActor,
  ROLES,
  type Role,
} from "@touchline/contracts";
import { type ReactNode, useState } from "react";
import { Link, useNavigate } from "react-router";
import { AuditEntryList, LEVEL_NAMES } from "../../../components/audit-entry-list.tsx";
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
import { errorText } from "../../admin/index.ts";
import { LEVEL_RULE_TEXTS } from "../lib/user-names.ts";
import { formatUserDate, LevelBadge, StatusBadge, UserDate } from "./user-labels.tsx";

const displayName = (user: AdminUserResponse["user"]) => user.name.trim() || user.email;

/** The level select offers only what the signed-in admin may grant this account; the server checks it again. */
function LevelForm({ data, actor }: { data: AdminUserResponse; actor: LevelActor }) {
  const { t, i18n } = useLingui();
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
            onSuccess: () => {
              const name = displayName(user);
              const level = i18n._(LEVEL_NAMES[selected]);
              toast({ title: t`Level changed`, description: t`${name} is now ${level}.` });
            },
            onError: (error) => showApiError(error, t`Could not change the level`),
          },
        );
      }}
    >
      <SelectField<Role>
        className="sm:w-64"
        label={t`Level`}
        value={selected}
        options={choices.map((value) => ({ value, label: i18n._(LEVEL_NAMES[value]) }))}
        onChange={setSelected}
      />
      <Button type="submit" disabled={selected === user.role || changeLevel.isPending}>
        {changeLevel.isPending ? <Trans>Please wait...</Trans> : <Trans>Change level</Trans>}
      </Button>
    </form>
  );
}

function AccountActions({ data, actor }: { data: AdminUserResponse; actor: LevelActor }) {
  const { t, i18n } = useLingui();
  const { user, superAdminCount } = data;
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<"suspend" | "delete" | null>(null);
  const suspend = useSuspendUser();
  const restore = useRestoreUser();
  const remove = useDeleteUser();
  const verdict = checkAccountAction(actor, user, superAdminCount);
  const name = displayName(user);
  const { email } = user;

  if (!verdict.allowed) {
    return <p className="text-sm text-slate-600">{i18n._(LEVEL_RULE_TEXTS[verdict.refusal])}</p>;
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
                  onSuccess: () => toast({ title: t`Account restored`, description: t`${name} can sign in again.` }),
                  onError: (error) => showApiError(error, t`Could not restore the account`),
                },
              )
            }
          >
            <Trans>Restore account</Trans>
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => setDialog("suspend")}>
            <Trans>Suspend account</Trans>
          </Button>
        )}
        <Button variant="danger" onClick={() => setDialog("delete")}>
          <Trans>Delete account</Trans>
        </Button>
      </div>
      <ReasonDialog
        open={dialog === "suspend"}
        onOpenChange={(open) => setDialog(open ? "suspend" : null)}
        title={t`Suspend ${name}?`}
        description={t`They are signed out everywhere at once and cannot sign in until the account is restored. They get the reason as a message.`}
        label={t`Reason`}
        confirmLabel={t`Suspend account`}
        isPending={suspend.isPending}
        onConfirm={(reason) =>
          suspend.mutate(
            { id: user.id, input: reason },
            {
              onSuccess: () => {
                setDialog(null);
                toast({ title: t`Account suspended`, description: t`${name} is signed out and cannot sign in.` });
              },
              onError: (error) => showApiError(error, t`Could not suspend the account`),
            },
          )
        }
      />
      <ReasonDialog
        open={dialog === "delete"}
        onOpenChange={(open) => setDialog(open ? "delete" : null)}
        title={t`Delete ${name}'s account?`}
        description={t`The account, its sessions, drills and sign-ins are deleted at once, as when its holder deletes it. This cannot be undone.`}
        label={t`Reason`}
        confirmLabel={t`Delete account`}
        isDestructive
        isPending={remove.isPending}
        onConfirm={(reason) =>
          remove.mutate(
            { id: user.id, reason },
            {
              onSuccess: () => {
                setDialog(null);
                toast({ title: t`Account deleted`, description: t`${email} has been deleted.` });
                navigate("/admin/users", { replace: true });
              },
              onError: (error) => showApiError(error, t`Could not delete the account`),
            },
          )
        }
      />
    </div>
  );
}

function UserPage({ data }: { data: AdminUserResponse }) {
  const { t, i18n } = useLingui();
  const { user } = data;
  const { user: viewer } = useCurrentUser();
  useSetPageLabel(displayName(user));
  const facts: Array<[MessageDescriptor, ReactNode]> = [
    [msg`Created`, <UserDate key="created" iso={user.createdAt} />],
    [msg`Last active`, <UserDate key="active" iso={user.lastActiveAt} />],
    [msg`Sessions`, i18n.number(user.counts.sessions)],
    [msg`Public sessions`, i18n.number(user.counts.publicSessions)],
    [msg`Drills in library`, i18n.number(user.counts.drills)],
    [msg`Feedback items`, i18n.number(user.counts.feedback)],
  ];
  const suspendedOn = formatUserDate(i18n, user.suspendedAt);
  const suspensionReason = user.suspensionReason;

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
            <Trans>
              Suspended on {suspendedOn}. Reason: {suspensionReason}
            </Trans>
          </p>
        ) : null}
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {facts.map(([label, value]) => (
            <div key={label.id} className="rounded-lg bg-slate-50 p-3">
              <dt className="text-xs font-medium text-slate-600">{i18n._(label)}</dt>
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
            <Trans>Actions</Trans>
          </h2>
          <AccountActions data={data} actor={{ kind: "user", id: viewer.id, role: viewer.role }} />
        </section>
      ) : null}
      <section
        aria-labelledby="user-history"
        className="flex flex-col gap-2 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
      >
        <h2 id="user-history" className="text-lg font-semibold">
          <Trans>Admin actions on this account</Trans>
        </h2>
        <AuditEntryList
          entries={data.audit}
          label={t`Admin actions`}
          emptyText={t`No admin action has been taken on this account.`}
          showTarget={false}
        />
      </section>
    </div>
  );
}

/** One account for admins: profile, level, dates, counts, the actions the level rules allow, and its audit history. */
export function AdminUserDetails({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const query = useAdminUser(id);
  return (
    <div className="flex flex-col gap-4">
      <Link to="/admin/users" className="self-start text-sm font-medium text-brand-700 hover:underline">
        <Trans>All users</Trans>
      </Link>
      {query.isPending ? (
        <PageSpinner />
      ) : query.isError ? (
        <p role="alert" className="text-slate-700">
          {query.error instanceof ApiError && query.error.code === "NOT_FOUND"
            ? t`This account does not exist (any more).`
            : errorText(i18n, query.error)}
        </p>
      ) : (
        <UserPage data={query.data} />
      )}
    </div>
  );
}
