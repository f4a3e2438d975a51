import {
  type AdminTestimonialListResponse,
  ADMIN_TESTIMONIALS_PAGE_SIZE,
  PUBLIC_TESTIMONIALS_LIMIT,
  type Testimonial,
} from "@touchline/contracts";
import { desc } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { testimonials } from "../../db/schema.ts";
import { pageTotal, totalMatchingColumn } from "../../db/paged-total.ts";
import { testimonialColumns, toTestimonial } from "./testimonial-row.ts";

const newestFirst = [desc(testimonials.createdAt), desc(testimonials.id)];

/** The landing page's quotes: the newest few. */
export async function listPublicTestimonials(db: Database): Promise<Testimonial[]> {
  const rows = await db
    .select(testimonialColumns)
    .from(testimonials)
    .orderBy(...newestFirst)
    .limit(PUBLIC_TESTIMONIALS_LIMIT);
  return rows.map(toTestimonial);
}

/** Every quote, newest first, a page at a time, for the super admin who manages them. */
export async function listAllTestimonials(db: Database, page: number): Promise<AdminTestimonialListResponse> {
  const pageSize = ADMIN_TESTIMONIALS_PAGE_SIZE;
  const rows = await db
    .select({ ...testimonialColumns, total: totalMatchingColumn() })
    .from(testimonials)
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const total = await pageTotal(db, rows, { page, table: testimonials, where: undefined });
  return { testimonials: rows.map(({ total: _total, ...row }) => toTestimonial(row)), total, page, pageSize };
}
