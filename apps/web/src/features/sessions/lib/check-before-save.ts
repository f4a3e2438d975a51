import { t } from "@lingui/core/macro";
import type { z } from "zod";
import { toast } from "../../../components/ui/toast-store.ts";

export type SaveCheck<T> = { ok: true; content: T } | { ok: false; problems: ReadonlyMap<string, string> };

/**
 * Checks what Save would send against the server's own schema. When it fails, a toast tells the first
 * problem, and every problem comes back by its path ("title", "blocks.0.title") for the field to show.
 * (It runs on Save, in the browser: its words are the app's language.)
 */
export function checkBeforeSave<S extends z.ZodType>(
  schema: S,
  input: z.input<S>,
  what: "session" | "drill",
): SaveCheck<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, content: result.data };
  const problems = new Map<string, string>();
  for (const issue of result.error.issues) {
    const path = issue.path.join(".");
    if (!problems.has(path)) problems.set(path, issue.message);
  }
  toast({
    title: t`Cannot save yet`,
    description:
      result.error.issues[0]?.message ??
      (what === "session" ? t`Please check the session.` : t`Please check the drill.`),
    variant: "destructive",
  });
  return { ok: false, problems };
}
