import { APIError } from "better-auth/api";
import { AppError } from "../lib/app-error.ts";

/** Maps the auth library's errors onto our codes and wording; anything unexpected stays a 500. */
export function translateAuthError(error: unknown): unknown {
  if (!(error instanceof APIError)) return error;
  switch (error.body?.code) {
    case "USER_ALREADY_EXISTS":
    case "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL":
      return new AppError("EMAIL_TAKEN", "An account with this email already exists. Try signing in instead.");
    case "INVALID_EMAIL_OR_PASSWORD":
      return new AppError("INVALID_CREDENTIALS", "Invalid email or password.");
    case "ACCOUNT_SUSPENDED":
      return new AppError("ACCOUNT_SUSPENDED", error.body.message ?? "This account has been suspended.");
    case "EMAIL_NOT_VERIFIED":
      return new AppError(
        "EMAIL_NOT_CONFIRMED",
        "Please confirm your e-mail address first: follow the link we sent you.",
      );
    case "INVALID_TOKEN":
      return new AppError("INVALID_RESET_TOKEN", "Invalid or expired reset link");
    case "PASSWORD_TOO_SHORT":
    case "PASSWORD_TOO_LONG":
    case "INVALID_EMAIL":
      return new AppError("VALIDATION_FAILED", error.body?.message ?? "Invalid input.");
    default:
      return error;
  }
}

export async function callAuth<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw translateAuthError(error);
  }
}
