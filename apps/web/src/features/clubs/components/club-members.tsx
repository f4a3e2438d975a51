import { Trans, useLingui } from "@lingui/react/macro";
import { type Club, CLUB_ROLES, type ClubMember, type ClubRole, hasClubRole } from "@touchline/contracts";
import { lazy, Suspense, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDelete } from "../../../components/ui/confirm-delete.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { formatDate } from "../../../lib/format-date.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { useCurrentUser } from "../../auth/index.ts";
import { useChangeMemberRole, useClubMembers, useLeaveClub, useRemoveMember } from "../api/use-club-members.ts";
import { CLUB_ROLE_NAMES } from "../lib/club-role-names.ts";
import { ClubInvites } from "./club-invites.tsx";

const ConfirmDialog = lazy(() => import("../../../components/ui/confirm-dialog.tsx"));

const ROLES_HIGHEST_FIRST = [...CLUB_ROLES].reverse();

const ROLE_BADGE_CLASSES: Record<ClubRole, string> = {
  admin: "bg-amber-100 text-amber-900",
  coach: "bg-brand-50 text-brand-800",
  assistant: "bg-slate-100 text-slate-800",
};

export function RoleBadge({ role }: { role: ClubRole }) {
  const { t } = useLingui();
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${ROLE_BADGE_CLASSES[role]}`}>
      {t(CLUB_ROLE_NAMES[role])}
    </span>
  );
}

/**
 * `/clubs/{id}/members`: who is in the club and in which role. Club admins change roles, remove members and
 * invite by link; anyone may leave. The server's refusals (the last club admin cannot step down or leave)
 * are shown as it words them.
 */
export function ClubMembers({ club }: { club: Club }) {
  const { t, i18n } = useLingui();
  const clubName = club.name;
  const members = useClubMembers(club.id);
  const { user } = useCurrentUser();
  const isAdmin = hasClubRole(club.myRole, "admin");
  const changeRole = useChangeMemberRole(club.id);
  const removeMember = useRemoveMember(club.id);
  const leaveClub = useLeaveClub(club.id);
  const navigate = useNavigate();
  const [toRemove, setToRemove] = useState<ClubMember | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);

  const onRoleChange = (member: ClubMember, role: ClubRole) =>
    changeRole.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () => {
          const memberName = member.name;
          const roleName = t(CLUB_ROLE_NAMES[role]);
          toast({ title: t`Role changed`, description: t`${memberName} is now ${roleName}.` });
        },
        onError: (error) => showApiError(error, t`Could not change the role`),
      },
    );

  const leave = async () => {
    setIsLeaving(false);
    try {
      await leaveClub.mutateAsync();
      toast({ title: t`You left ${clubName}`, description: t`What you shared stays in the club's library.` });
      await navigate("/", { replace: true });
    } catch (error) {
      showApiError(error, t`Could not leave the club`);
    }
  };

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="club-members-title" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="club-members-title" className="text-2xl font-bold tracking-tight">
              <Trans>Members</Trans>
            </h2>
            <p className="mt-1 text-slate-600">
              <Trans>
                Club admins run the club; coaches share and plan; assistants read the library and calendars.
              </Trans>
            </p>
          </div>
          <Button variant="secondary" onClick={() => setIsLeaving(true)}>
            <Trans>Leave club</Trans>
          </Button>
        </div>
        {members.isPending ? (
          <PageSpinner label={t`Loading members...`} />
        ) : members.isError ? (
          <p role="alert" className="text-red-700">
            {members.error.message}
          </p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
            {members.data.members.map((member) => {
              const isMe = member.userId === user?.id;
              const memberName = member.name;
              const joinedOn = formatDate(member.joinedAt, i18n.locale);
              return (
                <li
                  key={member.userId}
                  aria-label={member.name}
                  className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="break-words font-semibold">{member.name}</span>
                      {isMe ? (
                        <span className="text-sm text-slate-600">
                          <Trans>(you)</Trans>
                        </span>
                      ) : null}
                      <RoleBadge role={member.role} />
                    </p>
                    <p className="mt-0.5 text-sm text-slate-600">
                      <Trans>Joined {joinedOn}</Trans>
                    </p>
                  </div>
                  {isAdmin ? (
                    <div className="flex flex-wrap items-center gap-2">
                      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
                        <Trans>
                          Role<span className="sr-only"> of {memberName}</span>
                        </Trans>
                        <select
                          value={member.role}
                          disabled={changeRole.isPending && changeRole.variables.userId === member.userId}
                          onChange={(event) => onRoleChange(member, event.target.value as ClubRole)}
                          className="h-11 rounded-lg border border-slate-300 bg-white px-3 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
                        >
                          {ROLES_HIGHEST_FIRST.map((role) => (
                            <option key={role} value={role}>
                              {t(CLUB_ROLE_NAMES[role])}
                            </option>
                          ))}
                        </select>
                      </label>
                      {isMe ? null : (
                        <Button
                          variant="ghost"
                          className="text-red-700"
                          onClick={() => setToRemove(member)}
                          aria-label={t`Remove ${memberName}`}
                        >
                          <Trans>Remove</Trans>
                        </Button>
                      )}
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {isAdmin ? <ClubInvites clubId={club.id} /> : null}
      <ConfirmDelete
        item={toRemove ? { ...toRemove, id: toRemove.userId, title: toRemove.name } : null}
        onClose={() => setToRemove(null)}
        question={({ title: memberName }) => t`Remove ${memberName} from ${clubName}?`}
        description={t`They lose access to the club's library, teams and calendars at once. What they shared stays with the club.`}
        confirmLabel={t`Remove member`}
        remove={(userId) => removeMember.mutateAsync(userId)}
        deleted={({ title: memberName }) => ({
          title: t`Member removed`,
          description: t`${memberName} is no longer in the club.`,
        })}
      />
      {isLeaving ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={setIsLeaving}
            title={t`Leave ${clubName}?`}
            description={t`You lose access to the club's library, teams and calendars. What you shared stays with the club. To come back you need a new invitation.`}
            confirmLabel={t`Leave club`}
            isDestructive
            onConfirm={() => void leave()}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
