import { type BlogPostContent, slugify } from "@touchline/contracts";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { images } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { isUniqueViolation } from "../../lib/is-unique-violation.ts";

/** The columns a save writes from validated input; the slug comes from the title when left blank. */
export async function blogPostValues(db: Database, input: BlogPostContent) {
  if (input.coverImageId) {
    const [cover] = await db.select({ id: images.id }).from(images).where(eq(images.id, input.coverImageId));
    if (!cover) {
      throw new AppError("VALIDATION_FAILED", "The cover image no longer exists. Choose another one.", {
        coverImageId: "The cover image no longer exists. Choose another one.",
      });
    }
  }
  return {
    title: input.title,
    slug: input.slug || slugify(input.title),
    excerpt: input.excerpt,
    body: input.body,
    tags: input.tags,
    coverImageId: input.coverImageId,
  };
}

export function slugTaken(slug: string): AppError {
  const message = `Another post already uses the slug "${slug}". Choose a different slug.`;
  return new AppError("CONFLICT", message, { slug: message });
}

/** Runs a write that may hit the slug's unique constraint and turns that into a field error. */
export async function withSlugCheck<T>(slug: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(slug);
    throw error;
  }
}
