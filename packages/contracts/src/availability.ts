import { z } from "zod";
import { CalendarEventIdSchema, CalendarEventKindSchema, LocalTimeSchema } from "./club-calendar.ts";
import { KitColourSchema, LocalDateSchema } from "./clubs.ts";
import { safeText } from "./safe-text.ts";
import { SquadPlayerIdSchema } from "./squads.ts";
import { fieldMessage } from "./field-message.ts";

/** A personal link's token: 256 bits, URL-safe, 43 characters. */
export const PlayerLinkTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, /*i18n*/ "Not a player's link");

/** A player's personal link as the team's coaches see it: its address, and when it was last opened. */
export const PlayerLinkSchema = z.object({
  playerId: SquadPlayerIdSchema,
  url: z.string(),
  createdAt: z.iso.datetime(),
  lastOpenedAt: z.iso.datetime().nullable(),
});
export type PlayerLink = z.infer<typeof PlayerLinkSchema>;
export const PlayerLinkResponseSchema = z.object({ link: PlayerLinkSchema });
export type PlayerLinkResponse = z.infer<typeof PlayerLinkResponseSchema>;
/** The squad's live links (a player without one is not listed). */
export const PlayerLinkListResponseSchema = z.object({ links: z.array(PlayerLinkSchema) });
export type PlayerLinkListResponse = z.infer<typeof PlayerLinkListResponseSchema>;

/** How the squad answered for one occurrence: every player is in exactly one of the three. */
export const AvailabilityCountsSchema = z.object({
  available: z.number().int().min(0),
  notAvailable: z.number().int().min(0),
  noAnswer: z.number().int().min(0),
});
export type AvailabilityCounts = z.infer<typeof AvailabilityCountsSchema>;

/** The counts of one occurrence of the calendar's window, named as the occurrence is. */
export const OccurrenceAvailabilitySchema = AvailabilityCountsSchema.extend({
  eventId: CalendarEventIdSchema,
  occurrenceStart: z.iso.datetime(),
});
export type OccurrenceAvailability = z.infer<typeof OccurrenceAvailabilitySchema>;

export const MAX_AVAILABILITY_REASON_LENGTH = 200;

/** The counts of every occurrence of a calendar window, and the squad's size they share out. */
export const AvailabilityWindowResponseSchema = z.object({
  squadSize: z.number().int().min(0),
  occurrences: z.array(OccurrenceAvailabilitySchema),
});
export type AvailabilityWindowResponse = z.infer<typeof AvailabilityWindowResponseSchema>;

/** A player's answer for one occurrence, given on their personal link. */
export const AvailabilityAnswerSchema = z.object({
  isAvailable: z.boolean(),
  reason: z.string(),
  answeredAt: z.iso.datetime(),
});
export type AvailabilityAnswer = z.infer<typeof AvailabilityAnswerSchema>;

/** One occurrence's register of answers, for the club's members: each player with their answer, if any. */
export const OccurrenceAvailabilityResponseSchema = z.object({
  counts: AvailabilityCountsSchema,
  /** How many of the squad opened this occurrence's plan on their personal link ("Seen by 11 of 16"). */
  seenBy: z.number().int().min(0),
  players: z.array(
    z.object({
      playerId: SquadPlayerIdSchema,
      firstName: z.string(),
      lastName: z.string(),
      shirtNumber: z.number().int().nullable(),
      answer: AvailabilityAnswerSchema.nullable(),
    }),
  ),
});
export type OccurrenceAvailabilityResponse = z.infer<typeof OccurrenceAvailabilityResponseSchema>;

/** An answer as a player or a parent gives it: an optional reason goes with "not available". */
export const AnswerAvailabilityRequestSchema = z.object({
  eventId: CalendarEventIdSchema,
  occurrenceStart: z.iso.datetime({ message: /*i18n*/ "An occurrence is named by its original start, in UTC" }),
  isAvailable: z.boolean(),
  reason: safeText(/*i18n*/ "The reason")
    .trim()
    .max(
      MAX_AVAILABILITY_REASON_LENGTH,
      fieldMessage(/*i18n*/ "A reason is at most {max} characters", { max: MAX_AVAILABILITY_REASON_LENGTH }),
    )
    .default(""),
});
export type AnswerAvailabilityRequest = z.input<typeof AnswerAvailabilityRequestSchema>;

/** What the personal link's page shows: who it is for (never the full name), the team and its coming events. */
export const PlayerPageResponseSchema = z.object({
  player: z.object({ name: z.string(), shirtNumber: z.number().int().nullable() }),
  team: z.object({
    name: z.string(),
    clubName: z.string(),
    crestUrl: z.string().nullable(),
    kitPrimary: KitColourSchema,
    kitSecondary: KitColourSchema,
    /** The club's zone: each event's date and time are given in it. */
    timeZone: z.string(),
  }),
  /** The team's events of the coming weeks, by start, each with this player's answer. */
  events: z.array(
    z.object({
      eventId: CalendarEventIdSchema,
      occurrenceStart: z.iso.datetime(),
      kind: CalendarEventKindSchema,
      title: z.string(),
      date: LocalDateSchema,
      time: LocalTimeSchema,
      durationMinutes: z.number().int(),
      place: z.string(),
      answer: AvailabilityAnswerSchema.nullable(),
    }),
  ),
});
export type PlayerPageResponse = z.infer<typeof PlayerPageResponseSchema>;

/** How many days ahead a personal link lists the team's events. */
export const PLAYER_PAGE_DAYS_AHEAD = 42;
