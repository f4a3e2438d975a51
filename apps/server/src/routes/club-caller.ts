import type { ClubMemberVariables } from "../auth/access.ts";
import type { ClubCaller } from "../services/clubs/open-club-team.ts";

/** The caller of a club route, as its access (`clubRole`) found them, for the services that check what they may do. */
export const clubCallerOf = (c: { var: ClubMemberVariables }): ClubCaller => ({
  userId: c.var.user.id,
  clubId: c.var.membership.clubId,
  role: c.var.membership.role,
});
