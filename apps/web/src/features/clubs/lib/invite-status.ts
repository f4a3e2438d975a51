import type { ClubInvite } from "@touchline/contracts";

export type InviteStatus = "active" | "expired" | "revoked" | "used-up";

export const INVITE_STATUS_LABELS: Record<InviteStatus, string> = {
  active: "Active",
  expired: "Expired",
  revoked: "Revoked",
  "used-up": "Used up",
};

/** Whether a link still lets a coach join: revoked first, then its use limit, then its date. */
export function inviteStatusOf(
  invite: Pick<ClubInvite, "isRevoked" | "maxUses" | "useCount" | "expiresAt">,
  now: Date = new Date(),
): InviteStatus {
  if (invite.isRevoked) return "revoked";
  if (invite.maxUses !== null && invite.useCount >= invite.maxUses) return "used-up";
  if (new Date(invite.expiresAt).getTime() <= now.getTime()) return "expired";
  return "active";
}
