import type { I18n } from "@lingui/core";
import { ApiError } from "../../../lib/api-client.ts";
import { apiErrorMessage } from "../../../lib/i18n/error-messages.ts";

/**
 * Why an admin screen could not load, as the reader should read it: the server's words for an English
 * reader, its code's meaning for the others (as `showApiError` says it in a toast).
 */
export const errorText = (i18n: I18n, error: Error): string =>
  error instanceof ApiError ? apiErrorMessage(i18n, error) : error.message;
