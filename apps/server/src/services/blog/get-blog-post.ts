import type { BlogPost } from "@touchline/contracts";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { blogPosts } from "../../db/schema.ts";
import { findBlogPost } from "./blog-post-row.ts";

/** A published post by its slug; a draft answers exactly like a missing post. */
export function getPublishedBlogPost(db: Database, slug: string): Promise<BlogPost> {
  return findBlogPost(db, and(eq(blogPosts.slug, slug), eq(blogPosts.status, "published")));
}

/** Any post by id, drafts included: for the admin editor and its preview. */
export function getBlogPostForAdmin(db: Database, id: string): Promise<BlogPost> {
  return findBlogPost(db, eq(blogPosts.id, id));
}
