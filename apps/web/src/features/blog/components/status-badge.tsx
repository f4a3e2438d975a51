import { Trans } from "@lingui/react/macro";
import type { BlogPostStatus } from "@touchline/contracts";

/** "Draft" or "Published", as the admin list and the editor show a post's state. */
export function StatusBadge({ status }: { status: BlogPostStatus }) {
  return status === "published" ? (
    <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
      <Trans context="blog post status">Published</Trans>
    </span>
  ) : (
    <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800">
      <Trans context="blog post status">Draft</Trans>
    </span>
  );
}
