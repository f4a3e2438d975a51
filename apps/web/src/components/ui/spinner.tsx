import { useLingui } from "@lingui/react/macro";
import { cn } from "../../lib/cn.ts";

export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-block size-6 animate-spin rounded-full border-3 border-brand-200 border-t-brand-600",
        className,
      )}
    />
  );
}

/** The full-area spinner shown while a page loads or authentication is being resolved. */
export function PageSpinner({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-slate-600"
    >
      <Spinner className="size-8" />
      <span className="text-sm">{label ?? t`Loading...`}</span>
    </div>
  );
}

/**
 * A whole page still loading (its code or its guard): the spinner, and meanwhile the site's name as the
 * document's title, since the page before took its own title away with it.
 */
export function PageLoading() {
  return (
    <>
      <title>Touchline</title>
      <PageSpinner />
    </>
  );
}
