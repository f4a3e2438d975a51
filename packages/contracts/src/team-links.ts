import { DiagramSchema } from "@touchline/diagram";
import { z } from "zod";
import { AvailabilityAnswerSchema, PlayerPageResponseSchema } from "./availability.ts";
import { CalendarEventIdSchema, CalendarEventKindSchema, LocalTimeSchema } from "./club-calendar.ts";
import { LocalDateSchema } from "./clubs.ts";
import { IntensitySchema } from "./drills.ts";

/** A team link's token: 256 bits, URL-safe, 43 characters (as a personal link's). */
export const TeamLinkTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, /*i18n*/ "Not a team link");

/** The team's live link as its club's members see it; null when the team has none. */
export const TeamLinkStatusResponseSchema = z.object({
  link: z.object({ url: z.string(), createdAt: z.iso.datetime() }).nullable(),
});
export type TeamLinkStatusResponse = z.infer<typeof TeamLinkStatusResponseSchema>;

/** How far ahead a team link looks for the next event. */
export const TEAM_LINK_DAYS_AHEAD = 42;

/**
 * A drill of the next event's session as players see it: what it is and how it is set up, its drawing, and
 * its coaching points only when the coach marked them for players (otherwise an empty list).
 */
export const PlayerDrillSchema = z.object({
  id: z.string(),
  title: z.string(),
  durationMinutes: z.number().int(),
  intensity: IntensitySchema,
  organisation: z.string(),
  diagram: DiagramSchema,
  coachingPoints: z.array(z.string()),
});
export type PlayerDrill = z.infer<typeof PlayerDrillSchema>;

/** The team's next occurrence that has not ended, in the club's local date and time. */
export const NextEventSchema = z.object({
  eventId: CalendarEventIdSchema,
  occurrenceStart: z.iso.datetime(),
  kind: CalendarEventKindSchema,
  title: z.string(),
  date: LocalDateSchema,
  time: LocalTimeSchema,
  durationMinutes: z.number().int(),
  place: z.string(),
  bring: z.string(),
  /** The session it is planned with; null for a match or an unplanned training. */
  session: z.object({ title: z.string(), drills: z.array(PlayerDrillSchema) }).nullable(),
});
export type NextEvent = z.infer<typeof NextEventSchema>;

/** What the team link opens, for anyone holding it: never a player's name. */
export const TeamPageResponseSchema = z.object({
  team: PlayerPageResponseSchema.shape.team,
  /** Null when nothing is planned in the coming weeks. */
  event: NextEventSchema.nullable(),
});
export type TeamPageResponse = z.infer<typeof TeamPageResponseSchema>;

/** The same plan opened from a player's personal link: who it is for (first name and initial) and their answer. */
export const PlayerNextEventResponseSchema = TeamPageResponseSchema.extend({
  player: PlayerPageResponseSchema.shape.player,
  answer: AvailabilityAnswerSchema.nullable(),
});
export type PlayerNextEventResponse = z.infer<typeof PlayerNextEventResponseSchema>;
