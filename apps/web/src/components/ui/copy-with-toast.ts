import { type ToastMessage, toast } from "./toast-store.ts";

type Toast = Omit<ToastMessage, "id">;

/**
 * Copies text to the clipboard and says so, or, where the clipboard is refused (an insecure page, a
 * browser's refusal), says what to do instead: every "Copy" button's one way of doing it.
 */
export async function copyWithToast(text: string, { copied, failed }: { copied: Toast; failed: Toast }) {
  try {
    await navigator.clipboard.writeText(text);
    toast(copied);
  } catch {
    toast(failed);
  }
}
