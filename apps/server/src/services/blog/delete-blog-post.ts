import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { blogPosts } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";

/** Deletes a post for good; its images stay in the image library. */
export async function deleteBlogPost(db: Database, id: string): Promise<void> {
  const deleted = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
  if (deleted.length === 0) throw new AppError("NOT_FOUND", "There is no such blog post.");
}
