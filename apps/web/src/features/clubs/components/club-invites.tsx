import { CLUB_ROLE_LABELS, type ClubInvite } from "@touchline/contracts";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDelete } from "../../../components/ui/confirm-delete.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { formatDate } from "../../../lib/format-date.ts";
import { useClubInvites, useRevokeInvite } from "../api/use-club-invites.ts";
import { INVITE_STATUS_LABELS, type InviteStatus, inviteStatusOf } from "../lib/invite-status.ts";
import { CreateInviteDialog } from "./create-invite-dialog.tsx";
import { InviteLinkDialog } from "./invite-link-dialog.tsx";

const STATUS_CLASSES: Record<InviteStatus, string> = {
  active: "bg-brand-50 text-brand-800",
  expired: "bg-slate-100 text-slate-700",
  revoked: "bg-red-50 text-red-800",
  "used-up": "bg-amber-50 text-amber-900",
};

function usesOf(invite: ClubInvite): string {
  const used = `${invite.useCount} joined`;
  return invite.maxUses === null ? used : `${used} of ${invite.maxUses}`;
}

/** A club admin's invitation links: make one (its address shown once), see each one's state, revoke it. */
export function ClubInvites({ clubId }: { clubId: string }) {
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
            Invitations
          </h2>
          <p className="mt-1 text-slate-600">Links that let coaches join the club with a role.</p>
        </div>
        <Button onClick={() => setIsCreating(true)}>Create an invitation link</Button>
      </div>
      {invites.isPending ? (
        <PageSpinner label="Loading invitations..." />
      ) : invites.isError ? (
        <p role="alert" className="text-red-700">
          {invites.error.message}
        </p>
      ) : invites.data.invites.length === 0 ? (
        <p className="rounded-2xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200">
          No invitations yet. Create a link and send it to your coaches.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
          {invites.data.invites.map((invite) => {
            const status = inviteStatusOf(invite);
            const name = `${CLUB_ROLE_LABELS[invite.role]} invitation${invite.email ? ` for ${invite.email}` : ""}`;
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
                      {INVITE_STATUS_LABELS[status]}
                    </span>
                  </p>
                  <p className="mt-0.5 text-sm text-slate-600">
                    {status === "expired" ? "Expired" : "Expires"} {formatDate(invite.expiresAt)} · {usesOf(invite)} ·
                    made {formatDate(invite.createdAt)}
                  </p>
                </div>
                {status === "active" ? (
                  <Button
                    variant="ghost"
                    className="self-start text-red-700 sm:self-auto"
                    onClick={() => setToRevoke(invite)}
                    aria-label={`Revoke ${name}`}
                  >
                    Revoke
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
        item={toRevoke ? { ...toRevoke, title: CLUB_ROLE_LABELS[toRevoke.role] } : null}
        onClose={() => setToRevoke(null)}
        question={() => "Revoke this invitation link?"}
        description="Nobody can join with it any more. Coaches who already joined stay in the club."
        confirmLabel="Revoke link"
        remove={(id) => revokeInvite.mutateAsync(id)}
        deleted={() => ({ title: "Invitation revoked" })}
      />
    </section>
  );
}
