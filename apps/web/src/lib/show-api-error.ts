import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { toast } from "../components/ui/toast-store.ts";
import { ApiError } from "./api-client.ts";

/**
 * Puts the server's field messages beside the form's inputs and the overall message in a toast, so a
 * refusal reads the same whether the browser or the server caught it.
 */
export function showApiError<T extends FieldValues>(
  error: unknown,
  title: string,
  setError?: UseFormSetError<T>,
  fields: readonly Path<T>[] = [],
) {
  const message = error instanceof ApiError ? error.message : "An unexpected error occurred";
  if (error instanceof ApiError && setError) {
    for (const [field, fieldMessage] of Object.entries(error.fields)) {
      if ((fields as readonly string[]).includes(field)) setError(field as Path<T>, { message: fieldMessage });
    }
  }
  toast({ title, description: message, variant: "destructive" });
}
