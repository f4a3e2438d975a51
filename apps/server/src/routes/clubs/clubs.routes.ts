import { z } from "@hono/zod-openapi";
import {
  ClubInviteIdSchema,
  ClubInviteListResponseSchema,
  ClubInvitePreviewResponseSchema,
  ClubListResponseSchema,
  ClubMemberListResponseSchema,
  ClubMemberResponseSchema,
  ClubExportSchema,
  ClubResponseSchema,
  CreateClubInviteRequestSchema,
  CreateClubRequestSchema,
  CreatedClubInviteResponseSchema,
  CreateTeamRequestSchema,
  TeamListResponseSchema,
  TeamResponseSchema,
  UpdateClubMemberRequestSchema,
  UpdateClubRequestSchema,
  UpdateTeamRequestSchema,
} from "@touchline/contracts";
import { clubRole, publicAccess, signedIn } from "../../auth/access.ts";
import { ClubParamsSchema, TeamParamsSchema } from "../club-params.ts";
import { defineRoute } from "../define-route.ts";
import { imageUploadBodyLimit, imageUploadDescription, imageUploadRequestBody } from "../image-upload.ts";
import { errorResponse, jsonBody, jsonResponse } from "../json-route.ts";
import { noStore } from "../no-store.ts";

const tags = ["clubs"];

const MemberParamsSchema = ClubParamsSchema.extend({
  userId: z
    .string()
    .min(1)
    .max(64, "Not a user id")
    .meta({ param: { name: "userId", in: "path" }, example: "9b0e3c55-user" }),
});
const InviteParamsSchema = ClubParamsSchema.extend({
  inviteId: ClubInviteIdSchema.meta({ param: { name: "inviteId", in: "path" }, example: "1f9a7c3b-invite" }),
});
/** Any text: a token that cannot be one of ours is a dead link like any other (404), not a malformed request. */
const TokenParamsSchema = z.object({
  token: z
    .string()
    .min(1)
    .max(128)
    .meta({ param: { name: "token", in: "path" }, example: "Jt2d…x8Q" }),
});

const notSignedIn = errorResponse("Not signed in");
/** A club the caller is not a member of answers exactly like a missing one. */
const notAMember = errorResponse("No such club among the caller's clubs");
const notAdmin = errorResponse("Only the club's admins may do this");
const deadLink = errorResponse("The invitation link has expired, was withdrawn, is used up or never existed");
const noContent = { description: "Done; nothing to answer" };

/** The path the crest upload is sent to, as Hono writes it: the app's 1 MB body limit skips it. */
export const CLUB_CREST_UPLOAD_PATH = "/api/clubs/:clubId/crest";

export const listMyClubsRoute = defineRoute({
  access: signedIn,
  method: "get",
  path: "/api/clubs",
  tags,
  summary: "The clubs the caller belongs to, by name, with their role in each",
  responses: {
    200: jsonResponse(ClubListResponseSchema, "The caller's clubs"),
    401: notSignedIn,
  },
});

export const createClubRoute = defineRoute({
  access: signedIn,
  method: "post",
  path: "/api/clubs",
  tags,
  summary: "Create a club; the caller becomes its club admin",
  request: jsonBody(CreateClubRequestSchema),
  responses: {
    201: jsonResponse(ClubResponseSchema, "The new club"),
    400: errorResponse("Invalid name, colour or time zone"),
    401: notSignedIn,
  },
});

export const getClubRoute = defineRoute({
  access: clubRole("assistant"),
  method: "get",
  path: "/api/clubs/{clubId}",
  tags,
  summary: "One of the caller's clubs",
  request: { params: ClubParamsSchema },
  responses: {
    200: jsonResponse(ClubResponseSchema, "The club"),
    400: errorResponse("Invalid id"),
    401: notSignedIn,
    404: notAMember,
  },
});

export const updateClubRoute = defineRoute({
  access: clubRole("admin"),
  method: "patch",
  path: "/api/clubs/{clubId}",
  tags,
  summary: "Change the club's name, kit colours, time zone or first day of the season (club admins)",
  request: { params: ClubParamsSchema, ...jsonBody(UpdateClubRequestSchema) },
  responses: {
    200: jsonResponse(ClubResponseSchema, "The club as changed"),
    400: errorResponse("Invalid id or body"),
    401: notSignedIn,
    403: notAdmin,
    404: notAMember,
  },
});

export const deleteClubRoute = defineRoute({
  access: clubRole("admin"),
  method: "delete",
  path: "/api/clubs/{clubId}",
  tags,
  summary: "Delete the club with its library, teams, calendars and syllabus (club admins)",
  request: { params: ClubParamsSchema },
  responses: {
    204: noContent,
    400: errorResponse("Invalid id"),
    401: notSignedIn,
    403: notAdmin,
    404: notAMember,
  },
});

export const setClubCrestRoute = defineRoute({
  access: clubRole("admin"),
  middleware: [imageUploadBodyLimit],
  method: "put",
  path: "/api/clubs/{clubId}/crest",
  tags,
  summary: "Upload the club's crest, replacing any other (club admins)",
  description: imageUploadDescription,
  request: { params: ClubParamsSchema, body: imageUploadRequestBody },
  responses: {
    200: jsonResponse(ClubResponseSchema, "The club with its new crest"),
    400: errorResponse("No file, a file that is not a PNG, JPEG or WebP picture, or one that cannot be decoded"),
    401: notSignedIn,
    403: notAdmin,
    404: notAMember,
    413: errorResponse("The file is larger than the upload limit, or decodes to too many pixels"),
  },
});

export const removeClubCrestRoute = defineRoute({
  access: clubRole("admin"),
  method: "delete",
  path: "/api/clubs/{clubId}/crest",
  tags,
  summary: "Remove the club's crest (club admins)",
  request: { params: ClubParamsSchema },
  responses: {
    200: jsonResponse(ClubResponseSchema, "The club without a crest"),
    400: errorResponse("Invalid id"),
    401: notSignedIn,
    403: notAdmin,
    404: notAMember,
  },
});

export const listClubMembersRoute = defineRoute({
  access: clubRole("assistant"),
  method: "get",
  path: "/api/clubs/{clubId}/members",
  tags,
  summary: "The club's members with their roles: admins, then coaches, then assistants",
  request: { params: ClubParamsSchema },
  responses: {
    200: jsonResponse(ClubMemberListResponseSchema, "The members"),
    400: errorResponse("Invalid id"),
    401: notSignedIn,
    404: notAMember,
  },
});

export const updateClubMemberRoute = defineRoute({
  access: clubRole("admin"),
  method: "patch",
  path: "/api/clubs/{clubId}/members/{userId}",
  tags,
  summary: "Give a member another role (club admins); the club always keeps a club admin",
  request: { params: MemberParamsSchema, ...jsonBody(UpdateClubMemberRequestSchema) },
  responses: {
    200: jsonResponse(ClubMemberResponseSchema, "The member with their new role"),
    400: errorResponse("Invalid id or role"),
    401: notSignedIn,
    403: notAdmin,
    404: errorResponse("No such club among the caller's clubs, or no such member of it"),
    409: errorResponse("The member is the club's only admin"),
  },
});

export const removeClubMemberRoute = defineRoute({
  access: clubRole("admin"),
  method: "delete",
  path: "/api/clubs/{clubId}/members/{userId}",
  tags,
  summary: "Remove a member from the club (club admins); their next request to it is refused",
  request: { params: MemberParamsSchema },
  responses: {
    204: noContent,
    400: errorResponse("Invalid id"),
    401: notSignedIn,
    403: notAdmin,
    404: errorResponse("No such club among the caller's clubs, or no such member of it"),
    409: errorResponse("The member is the club's only admin"),
  },
});

export const leaveClubRoute = defineRoute({
  access: clubRole("assistant"),
  method: "post",
  path: "/api/clubs/{clubId}/leave",
  tags,
  summary: "Leave the club; the last member leaving deletes it",
  request: { params: ClubParamsSchema },
  responses: {
    204: noContent,
    400: errorResponse("Invalid id"),
    401: notSignedIn,
    404: notAMember,
    409: errorResponse("The caller is the club's only admin and other members remain"),
  },
});

export const listClubInvitesRoute = defineRoute({
  access: clubRole("admin"),
  method: "get",
  path: "/api/clubs/{clubId}/invites",
  tags,
  summary: "The club's invitations, newest first, live or not (club admins); never their links",
  request: { params: ClubParamsSchema },
  responses: {
    200: jsonResponse(ClubInviteListResponseSchema, "The invitations"),
    400: errorResponse("Invalid id"),
    401: notSignedIn,
    403: notAdmin,
    404: notAMember,
  },
});

export const createClubInviteRoute = defineRoute({
  access: clubRole("admin"),
  method: "post",
  path: "/api/clubs/{clubId}/invites",
  tags,
  summary: "Make an invitation link with a role, a lifetime and an optional use limit, mailed when an address is given",
  description: "The link is in this answer only: the server keeps a SHA-256 of its token.",
  request: { params: ClubParamsSchema, ...jsonBody(CreateClubInviteRequestSchema) },
  responses: {
    201: jsonResponse(CreatedClubInviteResponseSchema, "The invitation and its link"),
    400: errorResponse("Invalid role, lifetime, limit or address"),
    401: notSignedIn,
    403: notAdmin,
    404: notAMember,
    429: errorResponse("Too many invitations mailed lately"),
  },
});

export const revokeClubInviteRoute = defineRoute({
  access: clubRole("admin"),
  method: "delete",
  path: "/api/clubs/{clubId}/invites/{inviteId}",
  tags,
  summary: "Withdraw an invitation: its link stops working at once (club admins)",
  request: { params: InviteParamsSchema },
  responses: {
    204: noContent,
    400: errorResponse("Invalid id"),
    401: notSignedIn,
    403: notAdmin,
    404: errorResponse("No such club among the caller's clubs, or no such invitation of it"),
  },
});

export const previewClubInviteRoute = defineRoute({
  access: publicAccess,
  method: "get",
  path: "/api/club-invites/{token}",
  tags,
  summary: "What an invitation link offers (the club's name and crest, the role), for anyone holding it",
  description: "Rate-limited per address. A dead link (expired, withdrawn, used up or unknown) is 404.",
  request: { params: TokenParamsSchema },
  responses: {
    200: jsonResponse(ClubInvitePreviewResponseSchema, "The invitation"),
    404: deadLink,
    429: errorResponse("Too many requests from this address"),
  },
});

export const acceptClubInviteRoute = defineRoute({
  access: signedIn,
  method: "post",
  path: "/api/club-invites/{token}/accept",
  tags,
  summary: "Join the club with an invitation link, in its role; a member already keeps their role",
  request: { params: TokenParamsSchema },
  responses: {
    200: jsonResponse(ClubResponseSchema, "The club joined"),
    401: notSignedIn,
    404: deadLink,
    429: errorResponse("Too many requests from this address"),
  },
});

export const listTeamsRoute = defineRoute({
  access: clubRole("assistant"),
  method: "get",
  path: "/api/clubs/{clubId}/teams",
  tags,
  summary: "The club's teams by name, with their coaches",
  request: { params: ClubParamsSchema },
  responses: {
    200: jsonResponse(TeamListResponseSchema, "The teams"),
    400: errorResponse("Invalid id"),
    401: notSignedIn,
    404: notAMember,
  },
});

export const createTeamRoute = defineRoute({
  access: clubRole("admin"),
  method: "post",
  path: "/api/clubs/{clubId}/teams",
  tags,
  summary: "Add a team, coached by club members who are coaches or admins (club admins)",
  request: { params: ClubParamsSchema, ...jsonBody(CreateTeamRequestSchema) },
  responses: {
    201: jsonResponse(TeamResponseSchema, "The new team"),
    400: errorResponse("Invalid field, or a coach who is not a coach or admin of the club"),
    401: notSignedIn,
    403: notAdmin,
    404: notAMember,
  },
});

export const updateTeamRoute = defineRoute({
  access: clubRole("admin"),
  method: "patch",
  path: "/api/clubs/{clubId}/teams/{teamId}",
  tags,
  summary: "Change a team; coaches sent replace its coaches (club admins)",
  request: { params: TeamParamsSchema, ...jsonBody(UpdateTeamRequestSchema) },
  responses: {
    200: jsonResponse(TeamResponseSchema, "The team as changed"),
    400: errorResponse("Invalid field, or a coach who is not a coach or admin of the club"),
    401: notSignedIn,
    403: notAdmin,
    404: errorResponse("No such club among the caller's clubs, or no such team in it"),
  },
});

export const deleteTeamRoute = defineRoute({
  access: clubRole("admin"),
  method: "delete",
  path: "/api/clubs/{clubId}/teams/{teamId}",
  tags,
  summary: "Delete a team with its calendar, feed and squad (club admins)",
  request: { params: TeamParamsSchema },
  responses: {
    204: noContent,
    400: errorResponse("Invalid id"),
    401: notSignedIn,
    403: notAdmin,
    404: errorResponse("No such club among the caller's clubs, or no such team in it"),
  },
});

export const exportClubRoute = defineRoute({
  access: clubRole("admin"),
  middleware: [noStore],
  method: "get",
  path: "/api/clubs/{clubId}/export",
  tags,
  summary:
    "Download the club's data as JSON (club admins): members by name and role, teams, squads, calendars and " +
    "availability answers; no e-mail addresses or tokens",
  request: { params: ClubParamsSchema },
  responses: {
    200: jsonResponse(ClubExportSchema, "The export, as an attachment (<club>-export-YYYY-MM-DD.json)"),
    400: errorResponse("Invalid id"),
    401: notSignedIn,
    403: notAdmin,
    404: notAMember,
    429: errorResponse("Too many exports in an hour"),
  },
});
