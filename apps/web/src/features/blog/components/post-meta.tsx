import { Trans, useLingui } from "@lingui/react/macro";
import type { BlogPostSummary } from "@touchline/contracts";
import { formatLongDate } from "../../../lib/format-date.ts";

/** "by Jo Coach · 12 March 2026" and the tags, as the list and the post show them. */
export function PostMeta({ post, className }: { post: BlogPostSummary; className?: string }) {
  const { t, i18n } = useLingui();
  const authorName = post.authorName;
  return (
    <div className={className}>
      <p className="text-sm text-slate-600">
        {authorName ? (
          <span>
            <Trans context="a blog post's author">by {authorName}</Trans>
          </span>
        ) : null}
        {authorName && post.publishedAt ? <span aria-hidden="true"> · </span> : null}
        {post.publishedAt ? (
          <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt, i18n.locale)}</time>
        ) : null}
      </p>
      {post.tags.length > 0 ? (
        <ul aria-label={t`Tags`} className="mt-2 flex flex-wrap gap-2">
          {post.tags.map((tag) => (
            <li
              key={tag}
              className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-brand-200"
            >
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
