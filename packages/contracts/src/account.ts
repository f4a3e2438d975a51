import { z } from "zod";
import { CurrentUserSchema, EmailSchema, MAX_PASSWORD_LENGTH, PasswordSchema, SignUpRequestSchema } from "./auth.ts";
import { localeSchema } from "./locale-schema.ts";
import { SIZE_UNITS } from "./size-units.ts";
import { ExportedSquadPlayerSchema } from "./squads.ts";
import { fieldMessage } from "./field-message.ts";

/** The current password, asked again before anything that could take the account over or end it. */
export const CurrentPasswordSchema = z
  .string({ error: /*i18n*/ "Please enter your current password" })
  .min(1, /*i18n*/ "Please enter your current password")
  .max(
    MAX_PASSWORD_LENGTH,
    fieldMessage(/*i18n*/ "Password must be at most {max} characters long", { max: MAX_PASSWORD_LENGTH }),
  );

/** Name fields with the same rules and messages as sign-up. */
export const UpdateProfileRequestSchema = SignUpRequestSchema.pick({ firstName: true, lastName: true });
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>;

export const ChangeEmailRequestSchema = z.object({
  newEmail: EmailSchema,
  currentPassword: CurrentPasswordSchema,
});
export type ChangeEmailRequest = z.infer<typeof ChangeEmailRequestSchema>;

/** How long an e-mail change link works: a day, so it survives a night's sleep but not a leaked inbox. */
export const EMAIL_CHANGE_LINK_LIFETIME_HOURS = 24;
export const EMAIL_CHANGE_LINK_INVALID = "This confirmation link is invalid, has expired or was already used.";

export const ConfirmEmailChangeRequestSchema = z.object({
  token: z.string().min(1, EMAIL_CHANGE_LINK_INVALID).max(200, EMAIL_CHANGE_LINK_INVALID),
});
export type ConfirmEmailChangeRequest = z.infer<typeof ConfirmEmailChangeRequestSchema>;

export const EmailChangeRequestedResponseSchema = z.object({
  ok: z.literal(true),
  /** The address the confirmation link was sent to; the account keeps its old address until then. */
  pendingEmail: z.string(),
});

export const ChangePasswordRequestSchema = z.object({
  currentPassword: CurrentPasswordSchema,
  newPassword: PasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/** The settings form: the confirmation is checked in the browser only. */
export const ChangePasswordFormSchema = ChangePasswordRequestSchema.extend({ confirmNewPassword: z.string() }).refine(
  (form) => form.newPassword === form.confirmNewPassword,
  { message: /*i18n*/ "Passwords do not match", path: ["confirmNewPassword"] },
);
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

/** What the coach must type, exactly, to delete the account. */
export const DELETE_ACCOUNT_CONFIRMATION = "DELETE";

export const DeleteAccountRequestSchema = z.object({
  // A refined string rather than a literal, so a form can hold what was typed before it matches.
  confirmation: z
    .string({ error: fieldMessage(/*i18n*/ "Type {word} to confirm", { word: DELETE_ACCOUNT_CONFIRMATION }) })
    .refine((typed) => typed === DELETE_ACCOUNT_CONFIRMATION, `Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm`),
  password: CurrentPasswordSchema,
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequestSchema>;
/** What the form holds while the coach is still typing the confirmation. */
export type DeleteAccountFormValues = z.input<typeof DeleteAccountRequestSchema>;

export const SizeUnitSchema = z.enum(SIZE_UNITS, { error: /*i18n*/ "Choose metres or yards" });

/** The language a coach chose for Touchline; null follows their browser. */
export const AccountLanguageSchema = localeSchema.nullable();

/** The display preferences a coach sets in the account settings. */
export const PreferencesSchema = z.object({ sizeUnit: SizeUnitSchema, language: AccountLanguageSchema });
export type Preferences = z.infer<typeof PreferencesSchema>;

/** The preferences to change; the others stay as they are. */
export const UpdatePreferencesRequestSchema = PreferencesSchema.partial().refine(
  (change) => change.sizeUnit !== undefined || change.language !== undefined,
  "Choose a unit or a language",
);
export type UpdatePreferencesRequest = z.infer<typeof UpdatePreferencesRequestSchema>;

export const PreferencesResponseSchema = z.object({ preferences: PreferencesSchema });

/** What the settings page shows: the profile plus an e-mail change still waiting for its link. */
export const AccountSchema = CurrentUserSchema.extend({
  createdAt: z.string(),
  pendingEmail: z.string().nullable(),
  sizeUnit: SizeUnitSchema,
  language: AccountLanguageSchema,
});
export type Account = z.infer<typeof AccountSchema>;

export const AccountResponseSchema = z.object({ account: AccountSchema });

/**
 * "Download my data": everything personal Touchline holds about the coach, as one JSON document
 * (GDPR access and portability). Never password hashes, session tokens or link tokens.
 */
const Timestamp = z.string();
const Row = z.record(z.string(), z.unknown());

export const ACCOUNT_EXPORT_FORMAT = "touchline-account-export";

export const AccountExportSchema = z.object({
  format: z.literal(ACCOUNT_EXPORT_FORMAT),
  version: z.literal(1),
  exportedAt: Timestamp,
  profile: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    role: z.string(),
    sizeUnit: z.string(),
    language: z.string().nullable(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  }),
  pendingEmailChange: z.object({ newEmail: z.string(), expiresAt: Timestamp }).nullable(),
  trainingSessions: z.array(Row),
  libraryDrills: z.array(Row),
  tacticalDrills: z.array(Row),
  sessionReports: z.array(Row),
  feedback: z.array(Row),
  feedbackVotes: z.array(Row),
  messageReceipts: z.array(Row),
  signInSessions: z.array(
    z.object({
      createdAt: Timestamp,
      lastActiveAt: Timestamp,
      expiresAt: Timestamp,
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  ),
  emailsSent: z.array(z.object({ subject: z.string(), createdAt: Timestamp, sentAt: Timestamp.nullable() })),
  authored: z.object({ blogPosts: z.array(Row), broadcasts: z.array(Row), images: z.array(Row) }),
  /** The clubs they belong to: their role in each, since when, and the club's teams they coach with their squads. */
  clubs: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      role: z.string(),
      joinedAt: Timestamp,
      coachedTeams: z.array(
        z.object({ id: z.string(), name: z.string(), season: z.string(), squad: z.array(ExportedSquadPlayerSchema) }),
      ),
    }),
  ),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;
