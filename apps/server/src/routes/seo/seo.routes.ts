import { SeoPageInputSchema, SeoPageListResponseSchema, SeoPageResponseSchema } from "@touchline/contracts";
import { minimumLevel } from "../../auth/access.ts";
import { defineRoute } from "../define-route.ts";
import { errorResponse, jsonBody, jsonResponse } from "../json-route.ts";

const tags = ["seo"];
const notSignedIn = errorResponse("Not signed in");
const notAdmin = errorResponse("Signed in below admin level");

export const SEO_ADMIN_PATH = "/api/admin/seo";

export const listSeoPagesRoute = defineRoute({
  access: minimumLevel("admin"),
  method: "get",
  path: SEO_ADMIN_PATH,
  tags,
  summary: "Every public page an admin can describe, with its title, description and share image (admins)",
  responses: {
    200: jsonResponse(SeoPageListResponseSchema, "The pages, in the screen's order, with their defaults"),
    401: notSignedIn,
    403: notAdmin,
  },
});

export const updateSeoPageRoute = defineRoute({
  access: minimumLevel("admin"),
  method: "put",
  path: SEO_ADMIN_PATH,
  tags,
  summary: "Set one public page's title, description and share image (admins); audited",
  description: "An empty title or description puts the page's default back. The image must be in the image library.",
  request: jsonBody(SeoPageInputSchema),
  responses: {
    200: jsonResponse(SeoPageResponseSchema, "The page as saved"),
    400: errorResponse("Unknown page, a title or description too long, or an image that is not in the library"),
    401: notSignedIn,
    403: notAdmin,
  },
});
