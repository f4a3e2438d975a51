import { z } from "zod";

/** Every error code the API returns; the client may branch on these, never on messages. */
export const ERROR_CODES = [
  "VALIDATION_FAILED",
  "INVALID_JSON",
  "PAYLOAD_TOO_LARGE",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "RATE_LIMITED",
  "INVALID_CREDENTIALS",
  "EMAIL_TAKEN",
  "WEAK_PASSWORD",
  "INVALID_RESET_TOKEN",
  "ACCOUNT_SUSPENDED",
  "EMAIL_NOT_CONFIRMED",
  "INVALID_CONFIRMATION_LINK",
  "SESSION_HELD_BY_MODERATION",
  "INTERNAL",
] as const;

export const ErrorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

export const ErrorResponseSchema = z.object({
  error: z.object({
    code: ErrorCodeSchema,
    message: z.string(),
    /** Field name → message, for validation errors a form can show beside its inputs. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
