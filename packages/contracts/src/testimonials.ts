import { z } from "zod";
import { fieldMessage } from "./field-message.ts";

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
    .string({ error: /*i18n*/ "Please give the coach's name" })
    .trim()
    .min(1, /*i18n*/ "Please give the coach's name")
    .max(
      MAX_TESTIMONIAL_NAME,
      fieldMessage(/*i18n*/ "A name is at most {max} characters", { max: MAX_TESTIMONIAL_NAME }),
    ),
  /** Who they are, e.g. "U12 coach, Valletta FC". */
  role: z
    .string()
    .trim()
    .max(
      MAX_TESTIMONIAL_ROLE,
      fieldMessage(/*i18n*/ "A role is at most {max} characters", { max: MAX_TESTIMONIAL_ROLE }),
    )
    .default(""),
  content: z
    .string({ error: /*i18n*/ "Please enter the quote" })
    .trim()
    .min(1, /*i18n*/ "Please enter the quote")
    .max(
      MAX_TESTIMONIAL_CONTENT,
      fieldMessage(/*i18n*/ "A quote is at most {max} characters", { max: MAX_TESTIMONIAL_CONTENT }),
    ),
  /** Whole stars, or null to show none. */
  rating: z
    .number({ error: /*i18n*/ "A rating is a whole number from 1 to 5" })
    .int(/*i18n*/ "A rating is a whole number from 1 to 5")
    .min(1, /*i18n*/ "A rating is a whole number from 1 to 5")
    .max(MAX_TESTIMONIAL_RATING, /*i18n*/ "A rating is a whole number from 1 to 5")
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
  .max(64, /*i18n*/ "Not a testimonial id")
  .regex(/^[A-Za-z0-9-]+$/, /*i18n*/ "Not a testimonial id");

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
