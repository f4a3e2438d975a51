import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { toast } from "../components/ui/toast-store.ts";
import { ApiError } from "./api-client.ts";
import { apiErrorMessage } from "./i18n/error-messages.ts";

export interface ShowApiErrorOptions<T extends FieldValues> {
  /** The form whose inputs get the server's field messages… */
  setError?: UseFormSetError<T>;
  /** …for these of its fields. */
  fields?: readonly Path<T>[];
  /** The toast's description when the failure is not an answer of the server (which has a message). */
  fallback?: string;
}

/**
 * Turns a failed API call into a destructive toast titled `title` with the server's message (its code's
 * meaning in the reader's language, for a reader of another language than English), and puts
 * the server's field messages beside the form's inputs, so a refusal reads the same whether the browser
 * or the server caught it. Returns the message shown, for a page that also says it in place.
 */
export function showApiError<T extends FieldValues>(
  error: unknown,
  title: string,
  { setError, fields = [], fallback = i18n._(msg`An unexpected error occurred`) }: ShowApiErrorOptions<T> = {},
): string {
  const message = error instanceof ApiError ? apiErrorMessage(i18n, error) : fallback;
  if (error instanceof ApiError && setError) {
    for (const [field, fieldMessage] of Object.entries(error.fields)) {
      if ((fields as readonly string[]).includes(field)) setError(field as Path<T>, { message: fieldMessage });
    }
  }
  toast({ title, description: message, variant: "destructive" });
  return message;
}
