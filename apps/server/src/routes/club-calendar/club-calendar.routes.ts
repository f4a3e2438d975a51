import { z } from "@hono/zod-openapi";
import {
  AcceptedResponseSchema,
  CalendarEventIdSchema,
  CalendarEventInputSchema,
  CalendarEventResponseSchema,
  CalendarFeedStatusResponseSchema,
  CalendarFeedTokenSchema,
  CalendarWindowQuerySchema,
  CreatedCalendarFeedResponseSchema,
  LoadWindowQuerySchema,
  TeamCalendarResponseSchema,
  TeamLoadResponseSchema,
  UpdateCalendarEventRequestSchema,
  UpdateOccurrenceRequestSchema,
} from "@touchline/contracts";
import { clubRole, publicAccess } from "../../auth/access.ts";
import { TeamParamsSchema } from "../club-params.ts";
import { defineRoute } from "../define-route.ts";
import { errorResponse, jsonBody, jsonResponse } from "../json-route.ts";

const tags = ["club-calendar"];

const EventParamsSchema = TeamParamsSchema.extend({
  eventId: CalendarEventIdSchema.meta({ param: { name: "eventId", in: "path" }, example: "5c8d1a2e-event" }),
});
const OccurrenceParamsSchema = EventParamsSchema.extend({
  occurrenceStart: z.iso
    .datetime({ message: "An occurrence is named by its original start, an ISO date-time in UTC" })
    .meta({ param: { name: "occurrenceStart", in: "path" }, example: "2026-03-17T18:00:00.000Z" }),
});

const notSignedIn = errorResponse("Not signed in");
/** A club the caller is not a member of answers exactly like a missing one. */
const notFound = errorResponse("No such club among the caller's clubs, or no such team or event in it");
const mayNotWrite = errorResponse("Only the club's admins and the team's coaches change its calendar");
const roleTooLow = errorResponse("The caller's role in the club does not allow this");

export const getTeamCalendarRoute = defineRoute({
  access: clubRole("assistant"),
  method: "get",
  path: "/api/clubs/{clubId}/teams/{teamId}/calendar",
  tags,
  summary: "A team's calendar for a window of local dates (at most 62 days): occurrences and the weeks' themes",
  description:
    "Weekly events are expanded for the window in the club's time zone; each occurrence comes in UTC and in the " +
    "club's local date and time.",
  request: { params: TeamParamsSchema, query: CalendarWindowQuerySchema },
  responses: {
    200: jsonResponse(TeamCalendarResponseSchema, "The window's occurrences and weeks"),
    400: errorResponse("Invalid window"),
    401: notSignedIn,
    404: notFound,
  },
});

export const createCalendarEventRoute = defineRoute({
  access: clubRole("coach"),
  method: "post",
  path: "/api/clubs/{clubId}/teams/{teamId}/events",
  tags,
  summary: "Put a training or match on the team's calendar, once or weekly until a day (club admins, team coaches)",
  request: { params: TeamParamsSchema, ...jsonBody(CalendarEventInputSchema) },
  responses: {
    201: jsonResponse(CalendarEventResponseSchema, "The event"),
    400: errorResponse("Invalid event, or a session that is neither the caller's own nor the club library's"),
    401: notSignedIn,
    403: mayNotWrite,
    404: notFound,
  },
});

export const updateCalendarEventRoute = defineRoute({
  access: clubRole("coach"),
  method: "patch",
  path: "/api/clubs/{clubId}/teams/{teamId}/events/{eventId}",
  tags,
  summary: "Change an event: every occurrence of a series (club admins, team coaches)",
  request: { params: EventParamsSchema, ...jsonBody(UpdateCalendarEventRequestSchema) },
  responses: {
    200: jsonResponse(CalendarEventResponseSchema, "The event as changed"),
    400: errorResponse("Invalid change, or a session that is neither the caller's own nor the club library's"),
    401: notSignedIn,
    403: mayNotWrite,
    404: notFound,
  },
});

export const deleteCalendarEventRoute = defineRoute({
  access: clubRole("coach"),
  method: "delete",
  path: "/api/clubs/{clubId}/teams/{teamId}/events/{eventId}",
  tags,
  summary: "Take an event, with every occurrence of its series, off the calendar (club admins, team coaches)",
  request: { params: EventParamsSchema },
  responses: {
    200: jsonResponse(AcceptedResponseSchema, "Deleted"),
    400: errorResponse("Invalid id"),
    401: notSignedIn,
    403: mayNotWrite,
    404: notFound,
  },
});

export const changeOccurrenceRoute = defineRoute({
  access: clubRole("coach"),
  method: "put",
  path: "/api/clubs/{clubId}/teams/{teamId}/events/{eventId}/occurrences/{occurrenceStart}",
  tags,
  summary: "Move one occurrence to another local day and time, or cancel it (club admins, team coaches)",
  description:
    "The occurrence is named by its original start. Moving the only occurrence of a one-off event moves the event.",
  request: { params: OccurrenceParamsSchema, ...jsonBody(UpdateOccurrenceRequestSchema) },
  responses: {
    200: jsonResponse(AcceptedResponseSchema, "Changed"),
    400: errorResponse("Invalid change, or cancelling a one-off event (delete it instead)"),
    401: notSignedIn,
    403: mayNotWrite,
    404: errorResponse("No such club, team or event, or the event has no occurrence at that start"),
  },
});

export const getTeamLoadRoute = defineRoute({
  access: clubRole("assistant"),
  method: "get",
  path: "/api/clubs/{clubId}/teams/{teamId}/load",
  tags,
  summary: "The team's weekly training load from its calendar's trainings and their sessions (the load rule)",
  request: { params: TeamParamsSchema, query: LoadWindowQuerySchema },
  responses: {
    200: jsonResponse(TeamLoadResponseSchema, "Each week the window touches, Monday first"),
    400: errorResponse("Invalid window"),
    401: notSignedIn,
    404: notFound,
  },
});

export const getCalendarFeedRoute = defineRoute({
  access: clubRole("coach"),
  method: "get",
  path: "/api/clubs/{clubId}/teams/{teamId}/feed",
  tags,
  summary: "Whether the team's iCalendar feed address is live (never the address itself)",
  request: { params: TeamParamsSchema },
  responses: {
    200: jsonResponse(CalendarFeedStatusResponseSchema, "The feed's status"),
    400: errorResponse("Invalid id"),
    401: notSignedIn,
    403: roleTooLow,
    404: notFound,
  },
});

export const createCalendarFeedRoute = defineRoute({
  access: clubRole("coach"),
  method: "post",
  path: "/api/clubs/{clubId}/teams/{teamId}/feed",
  tags,
  summary: "Make the team's secret feed address, replacing any older one (club admins, team coaches)",
  description: "The address is in this answer only: the server keeps a SHA-256 of its token.",
  request: { params: TeamParamsSchema },
  responses: {
    201: jsonResponse(CreatedCalendarFeedResponseSchema, "The new address"),
    400: errorResponse("Invalid id"),
    401: notSignedIn,
    403: mayNotWrite,
    404: notFound,
  },
});

export const revokeCalendarFeedRoute = defineRoute({
  access: clubRole("coach"),
  method: "delete",
  path: "/api/clubs/{clubId}/teams/{teamId}/feed",
  tags,
  summary: "Stop the team's feed address (club admins, team coaches)",
  request: { params: TeamParamsSchema },
  responses: {
    200: jsonResponse(CalendarFeedStatusResponseSchema, "The feed, no longer live"),
    400: errorResponse("Invalid id"),
    401: notSignedIn,
    403: mayNotWrite,
    404: notFound,
  },
});

export const calendarFeedRoute = defineRoute({
  access: publicAccess,
  method: "get",
  path: "/api/calendar-feeds/{token}",
  tags,
  summary: "A team's calendar as iCalendar, for the calendar apps that subscribe to its secret address",
  description: "The token may end in `.ics`. Rate-limited per address; a revoked or unknown token is 404.",
  request: {
    params: z.object({
      token: CalendarFeedTokenSchema.meta({ param: { name: "token", in: "path" }, example: "q3V…Zk.ics" }),
    }),
  },
  responses: {
    200: { description: "The calendar", content: { "text/calendar": { schema: { type: "string" } } } },
    400: errorResponse("Not a feed address"),
    404: errorResponse("No live feed at this address"),
    429: errorResponse("Too many requests from this address"),
  },
});
