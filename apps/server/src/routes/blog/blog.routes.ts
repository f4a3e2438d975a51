import { z } from "@hono/zod-openapi";
import {
  AcceptedResponseSchema,
  BLOG_FEED_PATH,
  BLOG_FEED_SIZE,
  BlogPostIdSchema,
  BlogPostInputSchema,
  BlogPostListQuerySchema,
  BlogPostListResponseSchema,
  BlogPostResponseSchema,
  BlogSlugSchema,
} from "@touchline/contracts";
import { minimumLevel, publicAccess } from "../../auth/access.ts";
import { defineRoute } from "../define-route.ts";
import { errorResponse, jsonBody, jsonResponse } from "../json-route.ts";

const tags = ["blog"];

const SlugParamsSchema = z.object({
  slug: BlogSlugSchema.meta({ param: { name: "slug", in: "path" }, example: "rondos-five-variations" }),
});
const PostParamsSchema = z.object({
  id: BlogPostIdSchema.meta({ param: { name: "id", in: "path" }, example: "3f0c8a52-1d4e-4d7b-9a55-7f1f0e2c9b61" }),
});

const notSignedIn = errorResponse("Not signed in");
const notAdmin = errorResponse("Signed in below admin level");
const notFound = errorResponse("No such blog post");

export const listPublishedPostsRoute = defineRoute({
  access: publicAccess,
  method: "get",
  path: "/api/blog/posts",
  tags,
  summary: "Published blog posts, newest first, one page at a time",
  request: { query: BlogPostListQuerySchema },
  responses: {
    200: jsonResponse(BlogPostListResponseSchema, "One page of published posts and how many there are"),
    400: errorResponse("Invalid page"),
  },
});

export const getPublishedPostRoute = defineRoute({
  access: publicAccess,
  method: "get",
  path: "/api/blog/posts/{slug}",
  tags,
  summary: "One published post by its slug (a draft answers 404)",
  request: { params: SlugParamsSchema },
  responses: {
    200: jsonResponse(BlogPostResponseSchema, "The post, its body as Markdown"),
    404: notFound,
  },
});

export const blogFeedRoute = defineRoute({
  access: publicAccess,
  method: "get",
  path: BLOG_FEED_PATH,
  tags,
  summary: `Atom feed of the ${BLOG_FEED_SIZE} newest published posts`,
  responses: {
    200: { description: "An Atom 1.0 document", content: { "application/atom+xml": { schema: { type: "string" } } } },
  },
});

export const listAllPostsRoute = defineRoute({
  access: minimumLevel("admin"),
  method: "get",
  path: "/api/admin/blog/posts",
  tags,
  summary: "Every post, drafts included, most recently changed first (admins)",
  request: { query: BlogPostListQuerySchema },
  responses: {
    200: jsonResponse(BlogPostListResponseSchema, "One page of posts and how many there are"),
    400: errorResponse("Invalid page"),
    401: notSignedIn,
    403: notAdmin,
  },
});

export const getPostForAdminRoute = defineRoute({
  access: minimumLevel("admin"),
  method: "get",
  path: "/api/admin/blog/posts/{id}",
  tags,
  summary: "One post by id, drafts included (admins)",
  request: { params: PostParamsSchema },
  responses: {
    200: jsonResponse(BlogPostResponseSchema, "The post"),
    401: notSignedIn,
    403: notAdmin,
    404: notFound,
  },
});

export const createPostRoute = defineRoute({
  access: minimumLevel("admin"),
  method: "post",
  path: "/api/admin/blog/posts",
  tags,
  summary: "Write a post (admins); a blank slug is derived from the title",
  request: jsonBody(BlogPostInputSchema),
  responses: {
    201: jsonResponse(BlogPostResponseSchema, "The saved post"),
    400: errorResponse("Invalid content; `fields` names the field"),
    401: notSignedIn,
    403: notAdmin,
    409: errorResponse("Another post already uses the slug (`fields.slug`)"),
    413: errorResponse("The body is larger than 1 MB"),
  },
});

export const updatePostRoute = defineRoute({
  access: minimumLevel("admin"),
  method: "put",
  path: "/api/admin/blog/posts/{id}",
  tags,
  summary: "Replace a post's content and status (admins); publishing stamps the date the first time",
  request: { params: PostParamsSchema, ...jsonBody(BlogPostInputSchema) },
  responses: {
    200: jsonResponse(BlogPostResponseSchema, "The saved post"),
    400: errorResponse("Invalid content; `fields` names the field"),
    401: notSignedIn,
    403: notAdmin,
    404: notFound,
    409: errorResponse("Another post already uses the slug (`fields.slug`)"),
    413: errorResponse("The body is larger than 1 MB"),
  },
});

const statusRoute = (action: "publish" | "unpublish") =>
  defineRoute({
    access: minimumLevel("admin"),
    method: "post",
    path: `/api/admin/blog/posts/{id}/${action}`,
    tags,
    summary:
      action === "publish"
        ? "Publish a post (admins); the date is stamped the first time only"
        : "Take a post off the blog (admins); it becomes a draft and keeps its date",
    request: { params: PostParamsSchema },
    responses: {
      200: jsonResponse(BlogPostResponseSchema, "The post"),
      401: notSignedIn,
      403: notAdmin,
      404: notFound,
    },
  });
export const publishPostRoute = statusRoute("publish");
export const unpublishPostRoute = statusRoute("unpublish");

export const deletePostRoute = defineRoute({
  access: minimumLevel("admin"),
  method: "delete",
  path: "/api/admin/blog/posts/{id}",
  tags,
  summary: "Delete a post for good (admins)",
  request: { params: PostParamsSchema },
  responses: {
    200: jsonResponse(AcceptedResponseSchema, "Deleted"),
    401: notSignedIn,
    403: notAdmin,
    404: notFound,
  },
});
