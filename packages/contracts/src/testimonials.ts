import { z } from "zod";

export const MAX_TESTIMONIAL_NAME = 80;
export const MAX_TESTIMONIAL_ROLE = 120;
export const MAX_TESTIMONIAL_CONTENT = 600;
export const MAX_TESTIMONIAL_RATING = 5;
/** How many of the newest testimonials the landing page shows. */
export const PUBLIC_TESTIMONIALS_LIMIT = 6;
export const ADMIN_TESTIMONIALS_PAGE_SIZE = 20;

/** A real coach's words, entered by a super admin with their permission. */
export const TestimonialInputSchema = z.object({
  name: z
    .string({ error: "Please give the coach's name" })
    .trim()
    .min(1, "Please give the coach's name")
    .max(MAX_TESTIMONIAL_NAME, `A name is at most ${MAX_TESTIMONIAL_NAME} characters`),
  /** Who they are, e.g. "U12 coach, Valletta FC". */
  role: z.string().trim().max(MAX_TESTIMONIAL_ROLE, `A role is at most ${MAX_TESTIMONIAL_ROLE} characters`).default(""),
  content: z
    .string({ error: "Please enter the quote" })
    .trim()
    .min(1, "Please enter the quote")
    .max(MAX_TESTIMONIAL_CONTENT, `A quote is at most ${MAX_TESTIMONIAL_CONTENT} characters`),
  /** Whole stars, or null to show none. */
  rating: z
    .number({ error: "A rating is a whole number from 1 to 5" })
    .int("A rating is a whole number from 1 to 5")
    .min(1, "A rating is a whole number from 1 to 5")
    .max(MAX_TESTIMONIAL_RATING, "A rating is a whole number from 1 to 5")
    .nullable()
    .default(null),
});
export type TestimonialInput = z.input<typeof TestimonialInputSchema>;

export const TestimonialSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  content: z.string(),
  rating: z.number().int().nullable(),
  createdAt: z.string(),
});
export type Testimonial = z.infer<typeof TestimonialSchema>;

export const TestimonialIdSchema = z
  .string()
  .min(1)
  .max(64, "Not a testimonial id")
  .regex(/^[A-Za-z0-9-]+$/, "Not a testimonial id");

export const TestimonialListResponseSchema = z.object({ testimonials: z.array(TestimonialSchema) });

export const AdminTestimonialListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

export const AdminTestimonialListResponseSchema = z.object({
  testimonials: z.array(TestimonialSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminTestimonialListResponse = z.infer<typeof AdminTestimonialListResponseSchema>;

export const TestimonialResponseSchema = z.object({ testimonial: TestimonialSchema });
