import { Trans, useLingui } from "@lingui/react/macro";
import type { BlogPost } from "@touchline/contracts";
import { Link } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useSetPageLabel } from "../../../lib/page-label.ts";
import { siteOrigin } from "../../../lib/site-origin.ts";
import { useMetaDescription } from "../../../lib/use-meta-description.ts";
import { usePublishedPost } from "../api/use-blog-posts.ts";
import { describeMarkdown } from "../lib/format.ts";
import { BlogFeedLink } from "./blog-feed-link.tsx";
import { LazyImage } from "../../images/index.ts";
import { MarkdownContent } from "./markdown-content.tsx";
import { PostMeta } from "./post-meta.tsx";

/** /blog/{slug}: one published post with its meta tags, or a friendly not-found state. */
export function BlogPostView({ slug }: { slug: string }) {
  const { t } = useLingui();
  const query = usePublishedPost(slug);
  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <PostNotFound />;
    return (
      <div className="mx-auto flex max-w-3xl flex-col items-start gap-4 px-4 py-12">
        <title>{t`Blog – Touchline`}</title>
        <p role="alert" className="text-red-700">
          {query.error.message}
        </p>
        <Button variant="secondary" onClick={() => query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  return <PostArticle post={query.data.post} />;
}

/** The tags a search engine or a chat app reads when the post is shared. React 19 moves them into <head>. */
function PostMetaTags({ post }: { post: BlogPost }) {
  const { t } = useLingui();
  const postTitle = post.title;
  const origin = siteOrigin();
  const url = `${origin}/blog/${post.slug}`;
  const description = post.excerpt || describeMarkdown(post.body);
  useMetaDescription(description);
  return (
    <>
      <title>{t`${postTitle} – Touchline Blog`}</title>
      <link rel="canonical" href={url} />
      <meta property="og:type" content="article" />
      <meta property="og:title" content={post.title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content="Touchline" />
      {post.coverImageUrl ? <meta property="og:image" content={`${origin}${post.coverImageUrl}`} /> : null}
      {post.publishedAt ? <meta property="article:published_time" content={post.publishedAt} /> : null}
      {post.tags.map((tag) => (
        <meta key={tag} property="article:tag" content={tag} />
      ))}
      <meta name="twitter:card" content={post.coverImageUrl ? "summary_large_image" : "summary"} />
      <BlogFeedLink />
    </>
  );
}

function PostArticle({ post }: { post: BlogPost }) {
  // The slug is a shortened title; the last breadcrumb shows the real one.
  useSetPageLabel(post.title);
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      <PostMetaTags post={post} />
      <Link to="/blog" className="text-sm font-medium text-brand-700 hover:underline">
        <Trans>← All posts</Trans>
      </Link>
      <header className="mt-4 border-b border-slate-200 pb-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{post.title}</h1>
        {post.excerpt ? <p className="mt-3 text-lg leading-8 text-slate-600">{post.excerpt}</p> : null}
        <PostMeta post={post} className="mt-4" />
      </header>
      {post.coverImageUrl ? (
        <LazyImage
          src={post.coverImageUrl}
          alt=""
          className="mt-6 h-auto w-full rounded-2xl"
          placeholderClassName="mt-6 aspect-[16/9] w-full rounded-2xl"
        />
      ) : null}
      <MarkdownContent markdown={post.body} className="mt-8" />
      <footer className="mt-12 border-t border-slate-200 pt-6">
        <Link to="/blog" className={buttonClasses({ variant: "secondary" })}>
          <Trans>Back to the blog</Trans>
        </Link>
      </footer>
    </article>
  );
}

function PostNotFound() {
  const { t } = useLingui();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <title>{t`Post not found – Touchline`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <p className="text-6xl font-extrabold text-brand-600">404</p>
      <h1 className="mt-4 text-2xl font-bold">
        <Trans>This post is not on the blog</Trans>
      </h1>
      <p className="mt-2 text-slate-600">
        <Trans>It may have been moved, unpublished or never existed.</Trans>
      </p>
      <Link to="/blog" className={`${buttonClasses()} mt-8`}>
        <Trans>Back to the blog</Trans>
      </Link>
    </div>
  );
}
