import type { Testimonial } from "@touchline/contracts";
import { testimonials } from "../../db/schema.ts";

export const testimonialColumns = {
  id: testimonials.id,
  name: testimonials.name,
  role: testimonials.role,
  content: testimonials.content,
  rating: testimonials.rating,
  createdAt: testimonials.createdAt,
};

export function toTestimonial(row: {
  id: string;
  name: string;
  role: string;
  content: string;
  rating: number | null;
  createdAt: Date;
}): Testimonial {
  return { ...row, createdAt: row.createdAt.toISOString() };
}
