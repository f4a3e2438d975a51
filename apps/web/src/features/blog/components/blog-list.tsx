import { Trans, useLingui } from "@lingui/react/macro";
import { BLOG_FEED_PATH, BLOG_PAGE_SIZE, type BlogPostSummary } from "@touchline/contracts";
import { Link, useSearchParams } from "react-router";
import { Pagination } from "../../../components/ui/pagination.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { TranslatedDescription } from "../../../lib/translated-description.tsx";
import { useMetaDescription } from "../../../lib/use-meta-description.ts";
import { usePublishedPosts } from "../api/use-blog-posts.ts";
import { BlogFeedLink } from "./blog-feed-link.tsx";
import { LazyImage } from "../../images/index.ts";
import { PostMeta } from "./post-meta.tsx";

/** /blog: published posts, newest first, a page at a time (the page number lives in the URL). */
export function BlogList() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const posts = usePublishedPosts({ page, pageSize: BLOG_PAGE_SIZE });
  const description = t`Session plans, drills and coaching ideas for grassroots football coaches, from the Touchline team.`;
  useMetaDescription(description);
  const pages = posts.data ? Math.max(1, Math.ceil(posts.data.total / posts.data.pageSize)) : 1;
  const goTo = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <title>{page > 1 ? t`Blog, page ${page} – Touchline` : t`Blog – Touchline`}</title>
      <TranslatedDescription content={description} />
      <BlogFeedLink />
      <header className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">
            <Trans>Blog</Trans>
          </h1>
          <p className="mt-1 text-slate-600">{description}</p>
        </div>
        <a href={BLOG_FEED_PATH} className="text-sm font-medium text-brand-700 hover:underline">
          <Trans>Atom feed</Trans>
        </a>
      </header>
      {posts.isPending ? (
        <PageSpinner />
      ) : posts.isError ? (
        <p role="alert" className="text-red-700">
          {posts.error.message}
        </p>
      ) : posts.data.posts.length === 0 ? (
        <p className="rounded-2xl bg-white p-10 text-center text-slate-600 ring-1 ring-slate-200">
          {page > 1 ? <Trans>There are no posts on this page.</Trans> : <Trans>No posts yet. Check back soon.</Trans>}
        </p>
      ) : (
        <>
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {posts.data.posts.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </ul>
          <Pagination page={page} pages={pages} onPageChange={goTo} />
        </>
      )}
    </div>
  );
}

function PostCard({ post }: { post: BlogPostSummary }) {
  return (
    <li aria-label={post.title} className="flex flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200">
      <Link to={`/blog/${post.slug}`} tabIndex={-1} aria-hidden="true" className="block aspect-[16/9] bg-slate-100">
        {post.coverImageUrl ? (
          <LazyImage
            src={post.coverImageUrl}
            alt=""
            className="size-full object-cover"
            placeholderClassName="size-full rounded-none"
          />
        ) : (
          <PitchPlaceholder label={post.tags[0]} />
        )}
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h2 className="text-lg font-semibold leading-snug">
          <Link to={`/blog/${post.slug}`} className="hover:text-brand-700 hover:underline">
            {post.title}
          </Link>
        </h2>
        {post.excerpt ? <p className="line-clamp-3 text-sm text-slate-700">{post.excerpt}</p> : null}
        <PostMeta post={post} className="mt-auto pt-2" />
      </div>
    </li>
  );
}

/** A cover for posts without one: pitch markings on grass, with the post's first tag. */
function PitchPlaceholder({ label }: { label?: string }) {
  return (
    <span className="relative flex size-full items-end bg-gradient-to-br from-brand-600 to-brand-800 p-4">
      <svg
        aria-hidden="true"
        viewBox="0 0 160 90"
        preserveAspectRatio="xMidYMid slice"
        className="absolute inset-0 size-full text-white/25"
        fill="none"
        stroke="currentColor"
        strokeWidth={1}
      >
        <rect x="8" y="8" width="144" height="74" />
        <line x1="80" y1="8" x2="80" y2="82" />
        <circle cx="80" cy="45" r="12" />
        <rect x="8" y="27" width="18" height="36" />
        <rect x="134" y="27" width="18" height="36" />
      </svg>
      {label ? (
        <span className="relative rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-brand-800">
          {label}
        </span>
      ) : null}
    </span>
  );
}
