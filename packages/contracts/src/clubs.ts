import { z } from "zod";
import { CLUB_ROLES } from "./club-roles.ts";
import { safeText } from "./safe-text.ts";
import { AgeGroupSchema } from "./sessions.ts";
import { fieldMessage } from "./field-message.ts";

export const ClubRoleSchema = z.enum(CLUB_ROLES);

/** Ids are server-made; the bound only keeps junk in a URL from reaching the database. */
export const ClubIdSchema = z.string().min(1).max(64, /*i18n*/ "Not a club id");
export const TeamIdSchema = z.string().min(1).max(64, /*i18n*/ "Not a team id");

export const MAX_CLUB_NAME_LENGTH = 80;
export const ClubNameSchema = safeText(/*i18n*/ "The club's name")
  .trim()
  .min(1, /*i18n*/ "Please give the club a name")
  .max(
    MAX_CLUB_NAME_LENGTH,
    fieldMessage(/*i18n*/ "A club's name is at most {max} characters", { max: MAX_CLUB_NAME_LENGTH }),
  );

export const KitColourSchema = z.string().regex(/^#[0-9a-f]{6}$/i, /*i18n*/ "A colour is written #rrggbb");

/** An IANA time zone name the server's Intl knows ("Europe/Madrid"); the club's calendar is read in it. */
export const TimeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat("en", { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, "Not a time zone");

/** A local calendar date, YYYY-MM-DD. */
export const LocalDateSchema = z.iso.date(/*i18n*/ "A date is written YYYY-MM-DD");

export const TEAM_FORMATS = ["5v5", "7v7", "9v9", "11v11"] as const;
export const TeamFormatSchema = z.enum(TEAM_FORMATS);
export type TeamFormat = z.infer<typeof TeamFormatSchema>;

/** A club as its members see it. `crestUrl` is null until a crest is uploaded. */
export const ClubSchema = z.object({
  id: ClubIdSchema,
  name: z.string(),
  crestUrl: z.string().nullable(),
  kitPrimary: KitColourSchema,
  kitSecondary: KitColourSchema,
  timeZone: z.string(),
  seasonStartsOn: LocalDateSchema.nullable(),
  /** The asker's own role in it. */
  myRole: ClubRoleSchema,
  memberCount: z.number().int().min(0),
  createdAt: z.iso.datetime(),
});
export type Club = z.infer<typeof ClubSchema>;

export const ClubResponseSchema = z.object({ club: ClubSchema });
export type ClubResponse = z.infer<typeof ClubResponseSchema>;
/** The clubs the signed-in coach belongs to, by name: the navigation's switcher lists them. */
export const ClubListResponseSchema = z.object({ clubs: z.array(ClubSchema) });
export type ClubListResponse = z.infer<typeof ClubListResponseSchema>;

export const CreateClubRequestSchema = z.object({
  name: ClubNameSchema,
  kitPrimary: KitColourSchema.default("#1d4ed8"),
  kitSecondary: KitColourSchema.default("#ffffff"),
  timeZone: TimeZoneSchema.default("Europe/London"),
});
export type CreateClubRequest = z.input<typeof CreateClubRequestSchema>;
/** The request as parsed, defaults filled in. */
export type CreateClubValues = z.output<typeof CreateClubRequestSchema>;

/** A partial update by a club admin; at least one field. */
export const UpdateClubRequestSchema = z
  .object({
    name: ClubNameSchema,
    kitPrimary: KitColourSchema,
    kitSecondary: KitColourSchema,
    timeZone: TimeZoneSchema,
    seasonStartsOn: LocalDateSchema.nullable(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: /*i18n*/ "Send at least one field to change" });
export type UpdateClubRequest = z.infer<typeof UpdateClubRequestSchema>;

export const ClubMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  role: ClubRoleSchema,
  joinedAt: z.iso.datetime(),
});
export type ClubMember = z.infer<typeof ClubMemberSchema>;
export const ClubMemberListResponseSchema = z.object({ members: z.array(ClubMemberSchema) });
export type ClubMemberListResponse = z.infer<typeof ClubMemberListResponseSchema>;
export const ClubMemberResponseSchema = z.object({ member: ClubMemberSchema });
export type ClubMemberResponse = z.infer<typeof ClubMemberResponseSchema>;

export const UpdateClubMemberRequestSchema = z.object({ role: ClubRoleSchema });
export type UpdateClubMemberRequest = z.infer<typeof UpdateClubMemberRequestSchema>;

export const MAX_INVITE_DAYS = 30;
export const CreateClubInviteRequestSchema = z.object({
  role: ClubRoleSchema.default("coach"),
  /** How long the link works, in days. */
  expiresInDays: z.number().int().min(1).max(MAX_INVITE_DAYS).default(7),
  /** How many coaches may join with it; null: any number until it expires. */
  maxUses: z.number().int().min(1).max(500).nullable().default(null),
  /** When set, the link is also sent to this address. */
  email: z.email(/*i18n*/ "Please enter a valid e-mail address").max(254).nullable().default(null),
});
export type CreateClubInviteRequest = z.input<typeof CreateClubInviteRequestSchema>;
export type CreateClubInviteValues = z.output<typeof CreateClubInviteRequestSchema>;

export const ClubInviteSchema = z.object({
  id: z.string(),
  role: ClubRoleSchema,
  email: z.string().nullable(),
  expiresAt: z.iso.datetime(),
  maxUses: z.number().int().nullable(),
  useCount: z.number().int(),
  isRevoked: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type ClubInvite = z.infer<typeof ClubInviteSchema>;
export const ClubInviteListResponseSchema = z.object({ invites: z.array(ClubInviteSchema) });
export type ClubInviteListResponse = z.infer<typeof ClubInviteListResponseSchema>;
/** The link is in this answer only: the server keeps a hash of its token. */
export const CreatedClubInviteResponseSchema = z.object({ invite: ClubInviteSchema, url: z.string() });
export type CreatedClubInviteResponse = z.infer<typeof CreatedClubInviteResponseSchema>;
export const ClubInviteIdSchema = z.string().min(1).max(64, /*i18n*/ "Not an invitation id");

export const InviteTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, /*i18n*/ "Not an invitation link");
/** What the invitation page shows before joining, to anyone holding the link. */
export const ClubInvitePreviewSchema = z.object({
  clubName: z.string(),
  crestUrl: z.string().nullable(),
  role: ClubRoleSchema,
  kitPrimary: KitColourSchema,
  kitSecondary: KitColourSchema,
});
export type ClubInvitePreview = z.infer<typeof ClubInvitePreviewSchema>;
export const ClubInvitePreviewResponseSchema = z.object({ invite: ClubInvitePreviewSchema });
export type ClubInvitePreviewResponse = z.infer<typeof ClubInvitePreviewResponseSchema>;

export const TeamNameSchema = safeText(/*i18n*/ "The team's name")
  .trim()
  .min(1, /*i18n*/ "Please give the team a name")
  .max(60, /*i18n*/ "A team's name is at most 60 characters");
export const SeasonSchema = safeText(/*i18n*/ "The season").trim().min(1, /*i18n*/ "Please name the season").max(20);

export const TeamSchema = z.object({
  id: TeamIdSchema,
  clubId: ClubIdSchema,
  name: z.string(),
  ageGroup: AgeGroupSchema,
  format: TeamFormatSchema,
  season: z.string(),
  coaches: z.array(z.object({ userId: z.string(), name: z.string() })),
});
export type Team = z.infer<typeof TeamSchema>;
export const TeamResponseSchema = z.object({ team: TeamSchema });
export type TeamResponse = z.infer<typeof TeamResponseSchema>;
export const TeamListResponseSchema = z.object({ teams: z.array(TeamSchema) });
export type TeamListResponse = z.infer<typeof TeamListResponseSchema>;

/** A team's fields as a club admin writes them. */
const teamFields = {
  name: TeamNameSchema,
  ageGroup: AgeGroupSchema,
  format: TeamFormatSchema,
  season: SeasonSchema,
  /** Members of the club (coach or admin) who coach it. */
  coachIds: z.array(z.string().min(1).max(64)).max(20, /*i18n*/ "A team has at most 20 coaches"),
};

export const CreateTeamRequestSchema = z.object({ ...teamFields, coachIds: teamFields.coachIds.default([]) });
export type CreateTeamRequest = z.input<typeof CreateTeamRequestSchema>;
export type CreateTeamValues = z.output<typeof CreateTeamRequestSchema>;
/** A partial update: only the fields sent change (no defaults, so leaving out `coachIds` keeps the coaches). */
export const UpdateTeamRequestSchema = z
  .object(teamFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: /*i18n*/ "Send at least one field to change" });
export type UpdateTeamRequest = z.input<typeof UpdateTeamRequestSchema>;
export type UpdateTeamValues = z.output<typeof UpdateTeamRequestSchema>;
