import { z } from "@hono/zod-openapi";
import {
  AcceptedResponseSchema,
  AdminTestimonialListQuerySchema,
  AdminTestimonialListResponseSchema,
  TestimonialIdSchema,
  TestimonialInputSchema,
  TestimonialListResponseSchema,
  TestimonialResponseSchema,
} from "@touchline/contracts";
import { minimumLevel, publicAccess } from "../../auth/access.ts";
import { defineRoute } from "../define-route.ts";
import { errorResponse, jsonBody, jsonResponse } from "../json-route.ts";

const tags = ["testimonials"];
const notSignedIn = errorResponse("Not signed in");
const notSuperAdmin = errorResponse("Signed in below super admin level");
const notFound = errorResponse("No such testimonial");

export const ADMIN_TESTIMONIALS_PATH = "/api/admin/testimonials";

const TestimonialParamsSchema = z.object({
  id: TestimonialIdSchema.meta({
    param: { name: "id", in: "path" },
    example: "3f0c8a52-1d4e-4d7b-9a55-7f1f0e2c9b61",
  }),
});

export const listTestimonialsRoute = defineRoute({
  access: publicAccess,
  method: "get",
  path: "/api/testimonials",
  tags,
  summary: "The landing page's testimonials, newest first (a few; none when nobody entered any)",
  responses: { 200: jsonResponse(TestimonialListResponseSchema, "The newest testimonials") },
});

export const listAllTestimonialsRoute = defineRoute({
  access: minimumLevel("super_admin"),
  method: "get",
  path: ADMIN_TESTIMONIALS_PATH,
  tags,
  summary: "Every testimonial, newest first, a page at a time (super admins)",
  request: { query: AdminTestimonialListQuerySchema },
  responses: {
    200: jsonResponse(AdminTestimonialListResponseSchema, "One page of testimonials and how many there are"),
    400: errorResponse("Invalid page"),
    401: notSignedIn,
    403: notSuperAdmin,
  },
});

export const createTestimonialRoute = defineRoute({
  access: minimumLevel("super_admin"),
  method: "post",
  path: ADMIN_TESTIMONIALS_PATH,
  tags,
  summary: "Add a real coach's quote to the landing page (super admins); audited",
  request: jsonBody(TestimonialInputSchema),
  responses: {
    201: jsonResponse(TestimonialResponseSchema, "The new testimonial"),
    400: errorResponse("Missing name or quote, a field too long, or a rating outside 1–5"),
    401: notSignedIn,
    403: notSuperAdmin,
  },
});

export const updateTestimonialRoute = defineRoute({
  access: minimumLevel("super_admin"),
  method: "put",
  path: `${ADMIN_TESTIMONIALS_PATH}/{id}`,
  tags,
  summary: "Change a testimonial (super admins); audited",
  request: { params: TestimonialParamsSchema, ...jsonBody(TestimonialInputSchema) },
  responses: {
    200: jsonResponse(TestimonialResponseSchema, "The testimonial as saved"),
    400: errorResponse("Invalid id, missing name or quote, a field too long, or a rating outside 1–5"),
    401: notSignedIn,
    403: notSuperAdmin,
    404: notFound,
  },
});

export const deleteTestimonialRoute = defineRoute({
  access: minimumLevel("super_admin"),
  method: "delete",
  path: `${ADMIN_TESTIMONIALS_PATH}/{id}`,
  tags,
  summary: "Delete a testimonial (super admins); audited",
  request: { params: TestimonialParamsSchema },
  responses: {
    200: jsonResponse(AcceptedResponseSchema, "Deleted"),
    400: errorResponse("Invalid id"),
    401: notSignedIn,
    403: notSuperAdmin,
    404: notFound,
  },
});
