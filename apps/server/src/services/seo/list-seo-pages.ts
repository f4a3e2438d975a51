import { SEO_PAGES, type SeoPage } from "@touchline/contracts";
import { inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { seoPages } from "../../db/schema.ts";
import { type SeoPageRecord, toSeoPage } from "./seo-page-row.ts";

/**
 * Every public page an admin can describe, in the screen's order, with what was saved for it. The list
 * is the fixed set of `SEO_PAGES` (a handful), so it is not paged.
 */
export async function listSeoPages(db: Database): Promise<SeoPage[]> {
  const rows = await db
    .select({
      path: seoPages.path,
      title: seoPages.title,
      description: seoPages.description,
      imageId: seoPages.imageId,
      updatedAt: seoPages.updatedAt,
    })
    .from(seoPages)
    .where(
      inArray(
        seoPages.path,
        SEO_PAGES.map((page) => page.path),
      ),
    );
  const byPath = new Map<string, SeoPageRecord>(rows.map((row) => [row.path, row]));
  return SEO_PAGES.map((page) => toSeoPage(page.path, byPath.get(page.path)));
}
