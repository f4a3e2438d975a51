import {
  AcceptedResponseSchema,
  SyllabusCoverageResponseSchema,
  SyllabusResponseSchema,
  SyllabusThemeIdSchema,
  SyllabusThemeInputSchema,
  SyllabusThemeResponseSchema,
} from "@touchline/contracts";
import { clubRole } from "../../auth/access.ts";
import { ClubParamsSchema } from "../club-params.ts";
import { defineRoute } from "../define-route.ts";
import { errorResponse, jsonBody, jsonResponse } from "../json-route.ts";

const tags = ["syllabus"];

const ThemeParamsSchema = ClubParamsSchema.extend({
  themeId: SyllabusThemeIdSchema.meta({ param: { name: "themeId", in: "path" }, example: "0b7d-theme" }),
});

const notSignedIn = errorResponse("Not signed in");
const notAMember = errorResponse("No such club among the caller's clubs, or no such theme in it");
const notAnAdmin = errorResponse("Only club admins change the syllabus");
const overlaps = errorResponse("The age group already has a theme in one of these weeks");

export const getSyllabusRoute = defineRoute({
  access: clubRole("assistant"),
  method: "get",
  path: "/api/clubs/{clubId}/syllabus",
  tags,
  summary: "The club's syllabus: the season's first day and the themes of each age group's weeks",
  request: { params: ClubParamsSchema },
  responses: {
    200: jsonResponse(SyllabusResponseSchema, "The syllabus"),
    401: notSignedIn,
    404: notAMember,
  },
});

export const createSyllabusThemeRoute = defineRoute({
  access: clubRole("admin"),
  method: "post",
  path: "/api/clubs/{clubId}/syllabus",
  tags,
  summary: "Add a theme for an age group over a range of the season's weeks",
  request: { params: ClubParamsSchema, ...jsonBody(SyllabusThemeInputSchema) },
  responses: {
    201: jsonResponse(SyllabusThemeResponseSchema, "The new theme"),
    400: errorResponse("Invalid theme; the message names the problem"),
    401: notSignedIn,
    403: notAnAdmin,
    404: notAMember,
    409: overlaps,
  },
});

export const updateSyllabusThemeRoute = defineRoute({
  access: clubRole("admin"),
  method: "put",
  path: "/api/clubs/{clubId}/syllabus/{themeId}",
  tags,
  summary: "Replace a theme of the syllabus",
  request: { params: ThemeParamsSchema, ...jsonBody(SyllabusThemeInputSchema) },
  responses: {
    200: jsonResponse(SyllabusThemeResponseSchema, "The theme as saved"),
    400: errorResponse("Invalid theme; the message names the problem"),
    401: notSignedIn,
    403: notAnAdmin,
    404: notAMember,
    409: overlaps,
  },
});

export const deleteSyllabusThemeRoute = defineRoute({
  access: clubRole("admin"),
  method: "delete",
  path: "/api/clubs/{clubId}/syllabus/{themeId}",
  tags,
  summary: "Remove a theme from the syllabus",
  request: { params: ThemeParamsSchema },
  responses: {
    200: jsonResponse(AcceptedResponseSchema, "Removed"),
    401: notSignedIn,
    403: notAnAdmin,
    404: notAMember,
  },
});

export const getSyllabusCoverageRoute = defineRoute({
  access: clubRole("assistant"),
  method: "get",
  path: "/api/clubs/{clubId}/syllabus/coverage",
  tags,
  summary: "Per team: its trainings in weeks with a theme, and how many follow the week's theme",
  request: { params: ClubParamsSchema },
  responses: {
    200: jsonResponse(SyllabusCoverageResponseSchema, "Each team's coverage of the syllabus, by team name"),
    401: notSignedIn,
    404: notAMember,
  },
});
