import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ClubInvite } from "@touchline/contracts";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDelete } from "../../../components/ui/confirm-delete.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { formatDate } from "../../../lib/format-date.ts";
import { useClubInvites, useRevokeInvite } from "../api/use-club-invites.ts";
import { CLUB_ROLE_NAMES } from "../lib/club-role-names.ts";
import { INVITE_STATUS_LABELS, type InviteStatus, inviteStatusOf } from "../lib/invite-status.ts";
import { CreateInviteDialog } from "./create-invite-dialog.tsx";
import { InviteLinkDialog } from "./invite-link-dialog.tsx";

const STATUS_CLASSES: Record<InviteStatus, string> = {
  active: "bg-brand-50 text-brand-800",
  expired: "bg-slate-100 text-slate-700",
  revoked: "bg-red-50 text-red-800",
  "used-up": "bg-amber-50 text-amber-900",
};

/** A club admin's invitation links: make one (its address shown once), see each one's state, revoke it. */
export function ClubInvites({ clubId }: { clubId: string }) {
  const { t, i18n } = useLingui();
  const invites = useClubInvites(clubId);
  const revokeInvite = useRevokeInvite(clubId);
  const [isCreating, setIsCreating] = useState(false);
  const [newUrl, setNewUrl] = useState<string | null>(null);
  const [toRevoke, setToRevoke] = useState<ClubInvite | null>(null);

  return (
    <section aria-labelledby="club-invites-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="club-invites-title" className="text-2xl font-bold tracking-tight">
            <Trans>Invitations</Trans>
          </h2>
          <p className="mt-1 text-slate-600">
            <Trans>Links that let coaches join the club with a role.</Trans>
          </p>
        </div>
        <Button onClick={() => setIsCreating(true)}>
          <Trans>Create an invitation link</Trans>
        </Button>
      </div>
      {invites.isPending ? (
        <PageSpinner label={t`Loading invitations...`} />
      ) : invites.isError ? (
        <p role="alert" className="text-red-700">
          {invites.error.message}
        </p>
      ) : invites.data.invites.length === 0 ? (
        <p className="rounded-2xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200">
          <Trans>No invitations yet. Create a link and send it to your coaches.</Trans>
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
          {invites.data.invites.map((invite) => {
            const status = inviteStatusOf(invite);
            const role = t(CLUB_ROLE_NAMES[invite.role]);
            const email = invite.email;
            const name = email ? t`${role} invitation for ${email}` : t`${role} invitation`;
            const joined = invite.useCount;
            const maxUses = invite.maxUses;
            const uses =
              maxUses === null
                ? t`${plural(joined, { one: "# joined", other: "# joined" })}`
                : t`${plural(joined, { one: "# joined", other: "# joined" })} of ${maxUses}`;
            const expiresOn = formatDate(invite.expiresAt, i18n.locale);
            const madeOn = formatDate(invite.createdAt, i18n.locale);
            return (
              <li
                key={invite.id}
                aria-label={name}
                className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="break-all font-semibold">{name}</span>
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASSES[status]}`}>
                      {t(INVITE_STATUS_LABELS[status])}
                    </span>
                  </p>
                  <p className="mt-0.5 text-sm text-slate-600">
                    {status === "expired" ? (
                      <Trans>
                        Expired {expiresOn} · {uses} · made {madeOn}
                      </Trans>
                    ) : (
                      <Trans>
                        Expires {expiresOn} · {uses} · made {madeOn}
                      </Trans>
                    )}
                  </p>
                </div>
                {status === "active" ? (
                  <Button
                    variant="ghost"
                    className="self-start text-red-700 sm:self-auto"
                    onClick={() => setToRevoke(invite)}
                    aria-label={t`Revoke ${name}`}
                  >
                    <Trans>Revoke</Trans>
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <CreateInviteDialog clubId={clubId} open={isCreating} onOpenChange={setIsCreating} onCreated={setNewUrl} />
      <InviteLinkDialog url={newUrl} onClose={() => setNewUrl(null)} />
      <ConfirmDelete
        item={toRevoke ? { ...toRevoke, title: t(CLUB_ROLE_NAMES[toRevoke.role]) } : null}
        onClose={() => setToRevoke(null)}
        question={() => t`Revoke this invitation link?`}
        description={t`Nobody can join with it any more. Coaches who already joined stay in the club.`}
        confirmLabel={t`Revoke link`}
        remove={(id) => revokeInvite.mutateAsync(id)}
        deleted={() => ({ title: t`Invitation revoked` })}
      />
    </section>
  );
}
