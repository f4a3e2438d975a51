import { type I18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type ErrorCode, SOURCE_LOCALE } from "@touchline/contracts";
import type { ApiError } from "../api-client.ts";

/**
 * What each of the API's error codes means, for a reader of another language than English. The server
 * writes its messages in English (the spec's wording): English readers see them as written, the others
 * see their code's meaning in their language.
 */
const ERROR_CODE_MESSAGES: Record<ErrorCode | "NETWORK", MessageDescriptor> = {
  VALIDATION_FAILED: msg`Some of what you entered needs another look.`,
  INVALID_JSON: msg`The request could not be read. Please try again.`,
  PAYLOAD_TOO_LARGE: msg`That is too large to send.`,
  UNAUTHENTICATED: msg`Please sign in to continue.`,
  FORBIDDEN: msg`You are not allowed to do this.`,
  NOT_FOUND: msg`This could not be found. It may have been deleted.`,
  CONFLICT: msg`This changed in the meantime. Reload and try again.`,
  RATE_LIMITED: msg`Too many attempts. Please wait a moment and try again.`,
  INVALID_CREDENTIALS: msg`The e-mail address or the password is not right.`,
  EMAIL_TAKEN: msg`An account with this e-mail address already exists.`,
  WEAK_PASSWORD: msg`Please choose a stronger password.`,
  INVALID_RESET_TOKEN: msg`This reset link is no longer valid. Ask for a new one.`,
  ACCOUNT_SUSPENDED: msg`This account is suspended.`,
  EMAIL_NOT_CONFIRMED: msg`Please confirm your e-mail address first: follow the link we sent you.`,
  INVALID_CONFIRMATION_LINK: msg`This confirmation link is no longer valid.`,
  SESSION_HELD_BY_MODERATION: msg`This session is held by a moderator and stays private until it is reviewed.`,
  INTERNAL: msg`Something went wrong on our side. Please try again.`,
  NETWORK: msg`Touchline could not be reached. Check the connection and try again.`,
};

/** The server's refusal as the reader should read it: as written in English, else its code's meaning. */
export function apiErrorMessage(i18n: I18n, error: Pick<ApiError, "code" | "message">): string {
  // An instance speaking no language yet (the shared one, on the server) keeps the server's English.
  if (!i18n.locale || i18n.locale === SOURCE_LOCALE) return error.message;
  return i18n._(ERROR_CODE_MESSAGES[error.code]);
}
