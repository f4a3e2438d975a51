import type { ErrorCode } from "@touchline/contracts";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ZodError } from "zod";

const STATUS_BY_CODE: Record<ErrorCode, ContentfulStatusCode> = {
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INVALID_CREDENTIALS: 401,
  EMAIL_TAKEN: 409,
  WEAK_PASSWORD: 400,
  INVALID_RESET_TOKEN: 400,
  ACCOUNT_SUSPENDED: 403,
  EMAIL_NOT_CONFIRMED: 403,
  INVALID_CONFIRMATION_LINK: 400,
  SESSION_HELD_BY_MODERATION: 409,
  INTERNAL: 500,
};

/** A failure the client is told about: services throw it, the error middleware turns it into JSON. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Seconds until a rate-limited request may be retried. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  get status(): ContentfulStatusCode {
    return STATUS_BY_CODE[this.code];
  }
}

/** A zod failure as one readable message plus a field → message map for forms. */
export function validationError(error: ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join(".") || "body";
    fields[field] ??= issue.message;
  }
  const [first] = error.issues;
  const where = first && first.path.length > 0 ? `${first.path.join(".")}: ` : "";
  return new AppError("VALIDATION_FAILED", `${where}${first?.message ?? "Invalid input."}`, fields);
}
