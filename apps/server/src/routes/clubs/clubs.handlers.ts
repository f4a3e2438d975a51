import type { Context } from "hono";
import type { AppDeps } from "../../app/app-context.ts";
import { setAnswerHeaders } from "../../lib/answer-headers.ts";
import { clientIp } from "../../lib/client-ip.ts";
import { acceptClubInvite } from "../../services/clubs/accept-club-invite.ts";
import { changeMemberRole } from "../../services/clubs/change-member-role.ts";
import { CLUB_RATE_LIMITS } from "../../services/clubs/club-rate-limits.ts";
import { createClub } from "../../services/clubs/create-club.ts";
import { createClubInvite } from "../../services/clubs/create-club-invite.ts";
import { createTeam } from "../../services/clubs/create-team.ts";
import { deleteClub } from "../../services/clubs/delete-club.ts";
import { deleteTeam } from "../../services/clubs/delete-team.ts";
import { exportClub } from "../../services/clubs/export-club.ts";
import { getClub } from "../../services/clubs/get-club.ts";
import { leaveClub } from "../../services/clubs/leave-club.ts";
import { listClubInvites } from "../../services/clubs/list-club-invites.ts";
import { listClubMembers } from "../../services/clubs/list-club-members.ts";
import { listMyClubs } from "../../services/clubs/list-my-clubs.ts";
import { listTeams } from "../../services/clubs/list-teams.ts";
import { previewClubInvite } from "../../services/clubs/preview-club-invite.ts";
import { removeClubCrest } from "../../services/clubs/remove-club-crest.ts";
import { removeClubMember } from "../../services/clubs/remove-club-member.ts";
import { revokeClubInvite } from "../../services/clubs/revoke-club-invite.ts";
import { setClubCrest } from "../../services/clubs/set-club-crest.ts";
import { updateClub } from "../../services/clubs/update-club.ts";
import { updateTeam } from "../../services/clubs/update-team.ts";
import { consumeRateLimit, scaleRule } from "../../services/rate-limits/rate-limit.ts";
import { safeFileName } from "../../lib/file-name.ts";
import { createRouter } from "../create-router.ts";
import { readImageUpload } from "../image-upload.ts";
import { NO_STORE } from "../no-store.ts";
import {
  acceptClubInviteRoute,
  createClubInviteRoute,
  createClubRoute,
  createTeamRoute,
  deleteClubRoute,
  deleteTeamRoute,
  exportClubRoute,
  getClubRoute,
  leaveClubRoute,
  listClubInvitesRoute,
  listClubMembersRoute,
  listMyClubsRoute,
  listTeamsRoute,
  previewClubInviteRoute,
  removeClubCrestRoute,
  removeClubMemberRoute,
  revokeClubInviteRoute,
  setClubCrestRoute,
  updateClubMemberRoute,
  updateClubRoute,
  updateTeamRoute,
} from "./clubs.routes.ts";

export function clubRoutes(deps: AppDeps) {
  /** Counted before the token is looked up, so guesses count too. */
  const countInviteLinkUse = (c: Context) =>
    consumeRateLimit(
      deps.db,
      scaleRule(CLUB_RATE_LIMITS.inviteLinksPerIp, deps.env.RATE_LIMIT_IP_FACTOR),
      clientIp(c, deps.env.TRUST_PROXY),
    );

  return createRouter()
    .openapi(listMyClubsRoute, async (c) => {
      // Membership decides what may be read: never from a shared cache (so for every club answer).
      setAnswerHeaders(c, NO_STORE);
      return c.json({ clubs: await listMyClubs(deps.db, c.var.user.id) }, 200);
    })

    .openapi(createClubRoute, async (c) => {
      const club = await createClub(deps.db, c.var.user.id, c.req.valid("json"));
      return c.json({ club }, 201);
    })

    .openapi(getClubRoute, async (c) => {
      setAnswerHeaders(c, NO_STORE);
      const { clubId, role } = c.var.membership;
      return c.json({ club: await getClub(deps.db, clubId, role) }, 200);
    })

    .openapi(updateClubRoute, async (c) => {
      const club = await updateClub(deps.db, c.var.membership.clubId, c.req.valid("json"));
      return c.json({ club }, 200);
    })

    .openapi(deleteClubRoute, async (c) => {
      await deleteClub(deps.db, c.var.membership.clubId, c.var.user.id);
      return c.body(null, 204);
    })

    .openapi(setClubCrestRoute, async (c) => {
      const club = await setClubCrest(deps.db, c.var.membership.clubId, c.var.user.id, await readImageUpload(c));
      return c.json({ club }, 200);
    })

    .openapi(removeClubCrestRoute, async (c) => {
      return c.json({ club: await removeClubCrest(deps.db, c.var.membership.clubId) }, 200);
    })

    .openapi(listClubMembersRoute, async (c) => {
      setAnswerHeaders(c, NO_STORE);
      return c.json({ members: await listClubMembers(deps.db, c.var.membership.clubId) }, 200);
    })

    .openapi(updateClubMemberRoute, async (c) => {
      const { userId } = c.req.valid("param");
      const { clubId } = c.var.membership;
      const member = await changeMemberRole(deps.db, clubId, c.var.user.id, userId, c.req.valid("json").role);
      return c.json({ member }, 200);
    })

    .openapi(removeClubMemberRoute, async (c) => {
      await removeClubMember(deps.db, c.var.membership.clubId, c.var.user.id, c.req.valid("param").userId);
      return c.body(null, 204);
    })

    .openapi(leaveClubRoute, async (c) => {
      await leaveClub(deps.db, c.var.membership.clubId, c.var.user.id);
      return c.body(null, 204);
    })

    .openapi(listClubInvitesRoute, async (c) => {
      setAnswerHeaders(c, NO_STORE);
      return c.json({ invites: await listClubInvites(deps.db, c.var.membership.clubId) }, 200);
    })

    .openapi(createClubInviteRoute, async (c) => {
      // The answer holds the link: no cache keeps it.
      setAnswerHeaders(c, NO_STORE);
      const created = await createClubInvite(
        deps,
        c.var.membership.clubId,
        c.var.user,
        c.req.valid("json"),
        c.req.raw.headers,
      );
      return c.json(created, 201);
    })

    .openapi(revokeClubInviteRoute, async (c) => {
      await revokeClubInvite(deps.db, c.var.membership.clubId, c.req.valid("param").inviteId);
      return c.body(null, 204);
    })

    .openapi(previewClubInviteRoute, async (c) => {
      setAnswerHeaders(c, [...NO_STORE, ["X-Robots-Tag", "noindex"]]);
      await countInviteLinkUse(c);
      return c.json({ invite: await previewClubInvite(deps.db, c.req.valid("param").token) }, 200);
    })

    .openapi(acceptClubInviteRoute, async (c) => {
      await countInviteLinkUse(c);
      const club = await acceptClubInvite(deps.db, c.req.valid("param").token, c.var.user.id);
      return c.json({ club }, 200);
    })

    .openapi(listTeamsRoute, async (c) => {
      setAnswerHeaders(c, NO_STORE);
      return c.json({ teams: await listTeams(deps.db, c.var.membership.clubId) }, 200);
    })

    .openapi(createTeamRoute, async (c) => {
      const team = await createTeam(deps.db, c.var.membership.clubId, c.req.valid("json"));
      return c.json({ team }, 201);
    })

    .openapi(updateTeamRoute, async (c) => {
      const { teamId } = c.req.valid("param");
      const team = await updateTeam(deps.db, c.var.membership.clubId, teamId, c.req.valid("json"));
      return c.json({ team }, 200);
    })

    .openapi(deleteTeamRoute, async (c) => {
      await deleteTeam(deps.db, c.var.membership.clubId, c.req.valid("param").teamId);
      return c.body(null, 204);
    })

    .openapi(exportClubRoute, async (c) => {
      const data = await exportClub(deps.db, c.var.membership.clubId, c.var.user.id);
      const fileName = `${safeFileName(data.club.name, "club")}-export-${data.exportedAt.slice(0, 10)}.json`;
      c.header("Content-Disposition", `attachment; filename="${fileName}"`);
      return c.json(data, 200);
    });
}
