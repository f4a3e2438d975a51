import { zodResolver as englishZodResolver } from "@hookform/resolvers/zod";
import { i18n } from "@lingui/core";
import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import { translateFieldMessage } from "./field-messages.ts";

/** Every message in a form's errors, nested fields and lists included, in the reader's language. */
function translateErrors(errors: unknown): void {
  if (typeof errors !== "object" || errors === null) return;
  for (const [key, value] of Object.entries(errors)) {
    if (key === "ref") continue;
    if (key === "message" && typeof value === "string") {
      (errors as { message: string }).message = translateFieldMessage(i18n, value);
    } else translateErrors(value);
  }
}

function translatingZodResolver(...args: unknown[]): Resolver<FieldValues> {
  const resolve = (englishZodResolver as (...resolverArgs: unknown[]) => Resolver<FieldValues>)(...args);
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    translateErrors(result.errors as FieldErrors);
    return result;
  };
}

/**
 * The forms' resolver: the shared schema validates as on the server (`@hookform/resolvers`' zod resolver),
 * and its English messages reach the form in the reader's language. Typed as the library's, overloads and all.
 */
export const zodResolver = translatingZodResolver as unknown as typeof englishZodResolver;
