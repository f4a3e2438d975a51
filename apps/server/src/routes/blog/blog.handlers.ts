import { NO_STORE } from "../no-store.ts";
import { setAnswerHeaders } from "../../lib/answer-headers.ts";
import type { AppDeps } from "../../app/app-context.ts";
import { createRouter } from "../create-router.ts";
import { buildBlogFeed } from "../../services/blog/build-blog-feed.ts";
import { createBlogPost } from "../../services/blog/create-blog-post.ts";
import { deleteBlogPost } from "../../services/blog/delete-blog-post.ts";
import { getBlogPostForAdmin, getPublishedBlogPost } from "../../services/blog/get-blog-post.ts";
import { listAllBlogPosts, listPublishedBlogPosts } from "../../services/blog/list-blog-posts.ts";
import { setBlogPostStatus } from "../../services/blog/set-blog-post-status.ts";
import { updateBlogPost } from "../../services/blog/update-blog-post.ts";
import {
  blogFeedRoute,
  createPostRoute,
  deletePostRoute,
  getPostForAdminRoute,
  getPublishedPostRoute,
  listAllPostsRoute,
  listPublishedPostsRoute,
  publishPostRoute,
  unpublishPostRoute,
  updatePostRoute,
} from "./blog.routes.ts";

export function blogRoutes(deps: AppDeps) {
  return (
    createRouter()
      // Public reads: published posts only. Revalidated on every visit so an unpublished post disappears at once.
      .openapi(listPublishedPostsRoute, async (c) => {
        c.header("Cache-Control", "no-cache");
        return c.json(await listPublishedBlogPosts(deps.db, c.req.valid("query")), 200);
      })

      .openapi(getPublishedPostRoute, async (c) => {
        c.header("Cache-Control", "no-cache");
        return c.json({ post: await getPublishedBlogPost(deps.db, c.req.valid("param").slug) }, 200);
      })

      .openapi(blogFeedRoute, async (c) => {
        const xml = await buildBlogFeed(deps.db, deps.env.APP_URL);
        // Feed readers poll; five minutes of staleness is fine for a blog.
        c.header("Cache-Control", "public, max-age=300");
        c.header("Content-Type", "application/atom+xml; charset=utf-8");
        return c.body(xml, 200);
      })

      .openapi(listAllPostsRoute, async (c) => {
        setAnswerHeaders(c, NO_STORE);
        return c.json(await listAllBlogPosts(deps.db, c.req.valid("query")), 200);
      })

      .openapi(getPostForAdminRoute, async (c) => {
        setAnswerHeaders(c, NO_STORE);
        return c.json({ post: await getBlogPostForAdmin(deps.db, c.req.valid("param").id) }, 200);
      })

      .openapi(createPostRoute, async (c) => {
        const user = c.var.user;
        return c.json({ post: await createBlogPost(deps.db, user, c.req.valid("json")) }, 201);
      })

      .openapi(updatePostRoute, async (c) => {
        const admin = c.var.user;
        return c.json(
          { post: await updateBlogPost(deps.db, admin, c.req.valid("param").id, c.req.valid("json")) },
          200,
        );
      })

      .openapi(publishPostRoute, async (c) => {
        const admin = c.var.user;
        return c.json({ post: await setBlogPostStatus(deps.db, admin, c.req.valid("param").id, "published") }, 200);
      })

      .openapi(unpublishPostRoute, async (c) => {
        const admin = c.var.user;
        return c.json({ post: await setBlogPostStatus(deps.db, admin, c.req.valid("param").id, "draft") }, 200);
      })

      .openapi(deletePostRoute, async (c) => {
        await deleteBlogPost(deps.db, c.req.valid("param").id);
        return c.json({ ok: true as const }, 200);
      })
  );
}
