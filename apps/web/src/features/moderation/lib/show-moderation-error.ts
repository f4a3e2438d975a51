import { toast } from "../../../components/ui/toast-store.ts";
import { ApiError } from "../../../lib/api-client.ts";

/** A refused or failed moderation action as a toast with the server's message. */
export function showModerationError(error: unknown, title: string): void {
  toast({ title, description: error instanceof ApiError ? error.message : "Please try again.", variant: "destructive" });
}
