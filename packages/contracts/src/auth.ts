import { z } from "zod";
import { RoleSchema } from "./role-schema.ts";
import { safeText } from "./safe-text.ts";
import { fieldMessage } from "./field-message.ts";

/** The spec's minimum; common passwords are refused on the server on top of this. */
export const MIN_PASSWORD_LENGTH = 6;
/** Long enough for any passphrase, short enough that hashing it is no denial of service. */
export const MAX_PASSWORD_LENGTH = 128;

export const EmailSchema = z
  .string({ error: /*i18n*/ "Please enter your email address" })
  .trim()
  .min(1, /*i18n*/ "Please enter your email address")
  .max(254, /*i18n*/ "That email address is too long")
  .pipe(z.email(/*i18n*/ "Please enter a valid email address"));

export const PasswordSchema = z
  .string({ error: /*i18n*/ "Please enter a password" })
  .min(1, /*i18n*/ "Please enter a password")
  .min(
    MIN_PASSWORD_LENGTH,
    fieldMessage(/*i18n*/ "Password must be at least {min} characters long", { min: MIN_PASSWORD_LENGTH }),
  )
  .max(
    MAX_PASSWORD_LENGTH,
    fieldMessage(/*i18n*/ "Password must be at most {max} characters long", { max: MAX_PASSWORD_LENGTH }),
  );

/** A coach's name, with its own messages: each language words "your first name" its own way. */
const NameSchema = (messages: { label: string; missing: string; tooLong: string }) =>
  safeText(messages.label, { error: messages.missing }).trim().min(1, messages.missing).max(80, messages.tooLong);

export const SignInRequestSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
});
export type SignInRequest = z.infer<typeof SignInRequestSchema>;

export const SignUpRequestSchema = SignInRequestSchema.extend({
  firstName: NameSchema({
    label: /*i18n*/ "Your first name",
    missing: /*i18n*/ "Please enter your first name",
    tooLong: /*i18n*/ "Your first name must be at most 80 characters",
  }),
  lastName: NameSchema({
    label: /*i18n*/ "Your last name",
    missing: /*i18n*/ "Please enter your last name",
    tooLong: /*i18n*/ "Your last name must be at most 80 characters",
  }),
});
export type SignUpRequest = z.infer<typeof SignUpRequestSchema>;

/**
 * Sign-up answers the same for every address, taken or not: the rest happens by e-mail (a confirmation link
 * for a new address, a notice for an existing account).
 */
export const SignUpResponseSchema = z.object({ email: z.string() });

/**
 * Following a sign-up's link asks for the password typed at that sign-up: someone who signed up again with
 * the same pending address gets no say over the account, whichever link its owner follows.
 */
export const ConfirmEmailRequestSchema = z.object({
  token: z.string().min(1, /*i18n*/ "Invalid or expired confirmation link").max(200),
  password: z
    .string({ error: /*i18n*/ "Please enter the password you chose when you signed up" })
    .min(1, /*i18n*/ "Please enter the password you chose when you signed up")
    .max(
      MAX_PASSWORD_LENGTH,
      fieldMessage(/*i18n*/ "Password must be at most {max} characters long", { max: MAX_PASSWORD_LENGTH }),
    ),
});
export type ConfirmEmailRequest = z.infer<typeof ConfirmEmailRequestSchema>;

export const ForgotPasswordRequestSchema = z.object({ email: EmailSchema });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;

export const ResetTokenSchema = z.string().min(1, /*i18n*/ "Invalid or expired reset link").max(200);

export const CheckResetTokenRequestSchema = z.object({ token: ResetTokenSchema });
export type CheckResetTokenRequest = z.infer<typeof CheckResetTokenRequestSchema>;

export const ResetPasswordRequestSchema = z.object({
  token: ResetTokenSchema,
  password: PasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

/** The reset screen's form: the confirmation is checked in the browser only. */
export const ResetPasswordFormSchema = z
  .object({ password: PasswordSchema, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: /*i18n*/ "Passwords do not match",
    path: ["confirmPassword"],
  });
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;

/** The signed-in user as the web app sees it: account and profile together. */
export const CurrentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: RoleSchema,
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

export const AuthSessionResponseSchema = z.object({ user: CurrentUserSchema.nullable() });
export type AuthSessionResponse = z.infer<typeof AuthSessionResponseSchema>;

export const UserResponseSchema = z.object({ user: CurrentUserSchema });

export const AcceptedResponseSchema = z.object({ ok: z.literal(true) });
