import { Trans, useLingui } from "@lingui/react/macro";
import type { BlogPostSummary } from "@touchline/contracts";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Pagination } from "../../../components/ui/pagination.tsx";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useAdminPost, useAdminPosts, useSetPostStatus } from "../api/use-admin-blog.ts";
import { formatLongDate } from "../../../lib/format-date.ts";
import { BlogPostEditor } from "./blog-post-editor.tsx";
import { StatusBadge } from "./status-badge.tsx";
import { showApiError } from "../../../lib/show-api-error.ts";

const ADMIN_PAGE_SIZE = 20;

/** /admin/blog: the list of posts, or the editor for `?post=new` / `?post={id}`. */
export function AdminBlog() {
  const [params] = useSearchParams();
  const postParam = params.get("post");
  if (postParam === "new") return <BlogPostEditor key="new" post={null} />;
  if (postParam) return <EditExistingPost key={postParam} id={postParam} />;
  return <PostList />;
}

function EditExistingPost({ id }: { id: string }) {
  const query = useAdminPost(id);
  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p role="alert" className="text-red-700">
          {query.error instanceof ApiError && query.error.status === 404 ? (
            <Trans>This post no longer exists.</Trans>
          ) : (
            query.error.message
          )}
        </p>
        <Link to="/admin/blog" className={buttonClasses({ variant: "secondary" })}>
          <Trans>Back to all posts</Trans>
        </Link>
      </div>
    );
  }
  return <BlogPostEditor post={query.data.post} />;
}

function PostList() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const posts = useAdminPosts({ page, pageSize: ADMIN_PAGE_SIZE });
  const pages = posts.data ? Math.max(1, Math.ceil(posts.data.total / posts.data.pageSize)) : 1;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-600">
          <Trans>Write posts in Markdown, preview them as you type, and publish when ready.</Trans>
        </p>
        <div className="flex gap-2">
          <Link to="/admin/images" className={buttonClasses({ variant: "secondary" })}>
            <Trans>Images</Trans>
          </Link>
          <Link to="/admin/blog?post=new" className={buttonClasses()}>
            <Trans>New post</Trans>
          </Link>
        </div>
      </div>
      {posts.isPending ? (
        <PageSpinner />
      ) : posts.isError ? (
        <p role="alert" className="text-red-700">
          {posts.error.message}
        </p>
      ) : posts.data.posts.length === 0 ? (
        <p className="rounded-2xl bg-white p-10 text-center text-slate-600 ring-1 ring-slate-200">
          <Trans>No posts yet. Write the first one.</Trans>
        </p>
      ) : (
        <>
          <ul aria-label={t`Posts`} className="divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
            {posts.data.posts.map((post) => (
              <PostRow key={post.id} post={post} />
            ))}
          </ul>
          <Pagination page={page} pages={pages} onPageChange={setPage} />
        </>
      )}
    </div>
  );
}

function PostRow({ post }: { post: BlogPostSummary }) {
  const { t, i18n } = useLingui();
  const postTitle = post.title;
  const updated = formatLongDate(post.updatedAt, i18n.locale);
  const published = post.publishedAt ? formatLongDate(post.publishedAt, i18n.locale) : null;
  const setStatus = useSetPostStatus();
  const isPublished = post.status === "published";
  const toggle = async () => {
    try {
      await setStatus.mutateAsync({ id: post.id, action: isPublished ? "unpublish" : "publish" });
      toast({ title: isPublished ? t`Post unpublished` : t`Post published`, description: post.title });
    } catch (error) {
      showApiError(error, t`Could not change the post`, { fallback: t`Please try again.` });
    }
  };
  return (
    <li aria-label={post.title} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={post.status} />
          <Link
            to={`/admin/blog?post=${post.id}`}
            className="truncate font-semibold hover:text-brand-700 hover:underline"
          >
            {post.title}
          </Link>
        </div>
        <p className="mt-1 text-xs text-slate-500">
          /blog/{post.slug} · <Trans>updated {updated}</Trans>
          {published ? (
            <>
              {" · "}
              <Trans>published {published}</Trans>
            </>
          ) : null}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Link
          to={`/admin/blog?post=${post.id}`}
          aria-label={t`Edit ${postTitle}`}
          className={buttonClasses({ variant: "secondary", size: "sm" })}
        >
          <Trans>Edit</Trans>
        </Link>
        {isPublished ? (
          <Link
            to={`/blog/${post.slug}`}
            aria-label={t`View ${postTitle}`}
            className={buttonClasses({ variant: "ghost", size: "sm" })}
          >
            <Trans>View</Trans>
          </Link>
        ) : null}
        <Button
          size="sm"
          variant={isPublished ? "ghost" : "primary"}
          disabled={setStatus.isPending}
          aria-label={isPublished ? t`Unpublish ${postTitle}` : t`Publish ${postTitle}`}
          onClick={toggle}
        >
          {isPublished ? <Trans>Unpublish</Trans> : <Trans>Publish</Trans>}
        </Button>
      </div>
    </li>
  );
}
