import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ClubInvite } from "@touchline/contracts";

export type InviteStatus = "active" | "expired" | "revoked" | "used-up";

export const INVITE_STATUS_LABELS: Record<InviteStatus, MessageDescriptor> = {
  active: msg({ message: "Active", context: "invitation link" }),
  expired: msg({ message: "Expired", context: "invitation link" }),
  revoked: msg({ message: "Revoked", context: "invitation link" }),
  "used-up": msg({ message: "Used up", context: "invitation link" }),
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
