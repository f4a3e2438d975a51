import { z } from "zod";
import { RoleSchema } from "./role-schema.ts";
import { safeText } from "./safe-text.ts";

/** The spec's minimum; common passwords are refused on the server on top of this. */
export const MIN_PASSWORD_LENGTH = 6;
/** Long enough for any passphrase, short enough that hashing it is no denial of service. */
export const MAX_PASSWORD_LENGTH = 128;

export const EmailSchema = z
  .string({ error: "Please enter your email address" })
  .trim()
  .min(1, "Please enter your email address")
  .max(254, "That email address is too long")
  .pipe(z.email("Please enter a valid email address"));

export const PasswordSchema = z
  .string({ error: "Please enter a password" })
  .min(1, "Please enter a password")
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`);

const NameSchema = (label: string) =>
  safeText(`Your ${label}`, { error: `Please enter your ${label}` })
    .trim()
    .min(1, `Please enter your ${label}`)
    .max(80, `Your ${label} must be at most 80 characters`);

export const SignInRequestSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
});
export type SignInRequest = z.infer<typeof SignInRequestSchema>;

export const SignUpRequestSchema = SignInRequestSchema.extend({
  firstName: NameSchema("first name"),
  lastName: NameSchema("last name"),
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
  token: z.string().min(1, "Invalid or expired confirmation link").max(200),
  password: z
    .string({ error: "Please enter the password you chose when you signed up" })
    .min(1, "Please enter the password you chose when you signed up")
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`),
});
export type ConfirmEmailRequest = z.infer<typeof ConfirmEmailRequestSchema>;

export const ForgotPasswordRequestSchema = z.object({ email: EmailSchema });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;

export const ResetTokenSchema = z.string().min(1, "Invalid or expired reset link").max(200);

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
    message: "Passwords do not match",
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
