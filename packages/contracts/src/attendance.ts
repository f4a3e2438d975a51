import { z } from "zod";
import { AvailabilityAnswerSchema } from "./availability.ts";
import {
  CalendarEventIdSchema,
  CalendarEventKindSchema,
  LinkedSessionSchema,
  LocalTimeSchema,
  MAX_EVENT_MINUTES,
} from "./club-calendar.ts";
import { LocalDateSchema } from "./clubs.ts";
import { PlayerPositionSchema, SquadPlayerIdSchema } from "./squads.ts";
import { fieldMessage } from "./field-message.ts";

/** The most marks one save carries: a whole squad (`MAX_SQUAD_SIZE`), each player once. */
export const MAX_REGISTER_MARKS = 60;

const minutesOff = (what: string) =>
  z
    .number({ error: fieldMessage(/*i18n*/ "{what} is a number of minutes", { what }) })
    .int(/*i18n*/ "Whole minutes, please")
    .min(0, fieldMessage(/*i18n*/ "{what} is 0 minutes or more", { what }))
    .max(MAX_EVENT_MINUTES, fieldMessage(/*i18n*/ "{what} is at most {max} minutes", { what, max: MAX_EVENT_MINUTES }));

/**
 * One tap on the register, as a device took it: its own id for the mark (so a mark sent twice is kept
 * once) and the device's time of the tap (the later tap of a player wins, whichever arrives first).
 */
export const AttendanceMarkInputSchema = z.object({
  clientMarkId: z
    .string()
    .min(1, /*i18n*/ "A mark needs its device's id")
    .max(64, /*i18n*/ "A mark's id is at most 64 characters")
    .regex(/^[A-Za-z0-9_-]+$/, /*i18n*/ "A mark's id is letters, digits, - and _"),
  playerId: SquadPlayerIdSchema,
  isPresent: z.boolean(),
  /** Minutes after the start the player arrived. */
  lateMinutes: minutesOff(/*i18n*/ "Arrived late by"),
  /** Minutes before the end the player left. */
  leftEarlyMinutes: minutesOff(/*i18n*/ "Left early by"),
  markedAt: z.iso.datetime({ message: /*i18n*/ "When the mark was taken, an ISO date-time in UTC", offset: true }),
});
export type AttendanceMarkInput = z.infer<typeof AttendanceMarkInputSchema>;

export const SaveRegisterRequestSchema = z.object({
  marks: z
    .array(AttendanceMarkInputSchema)
    .min(1, /*i18n*/ "Send at least one mark")
    .max(MAX_REGISTER_MARKS, fieldMessage(/*i18n*/ "At most {max} marks at once", { max: MAX_REGISTER_MARKS })),
});
export type SaveRegisterRequest = z.infer<typeof SaveRegisterRequestSchema>;

/** A player's mark as the server kept it: the latest tap of any device. */
export const AttendanceMarkSchema = z.object({
  isPresent: z.boolean(),
  lateMinutes: z.number().int().min(0),
  leftEarlyMinutes: z.number().int().min(0),
  markedAt: z.iso.datetime(),
});
export type AttendanceMark = z.infer<typeof AttendanceMarkSchema>;

/** One player of the register: who, what they answered beforehand, and their mark once taken. */
export const RegisterPlayerSchema = z.object({
  playerId: SquadPlayerIdSchema,
  firstName: z.string(),
  lastName: z.string(),
  shirtNumber: z.number().int().nullable(),
  position: PlayerPositionSchema.nullable(),
  answer: AvailabilityAnswerSchema.nullable(),
  mark: AttendanceMarkSchema.nullable(),
});
export type RegisterPlayer = z.infer<typeof RegisterPlayerSchema>;

/**
 * One occurrence's register: the occurrence (its date and time where it now takes place, in the club's
 * zone), the session it is planned with, and every squad player in the squad's order.
 */
export const RegisterResponseSchema = z.object({
  occurrence: z.object({
    eventId: CalendarEventIdSchema,
    occurrenceStart: z.iso.datetime(),
    kind: CalendarEventKindSchema,
    title: z.string(),
    date: LocalDateSchema,
    time: LocalTimeSchema,
    durationMinutes: z.number().int(),
    place: z.string(),
  }),
  linkedSession: LinkedSessionSchema.nullable(),
  /** Whether the caller may take this register: every member of the club does (assistants too). */
  canTake: z.boolean(),
  players: z.array(RegisterPlayerSchema),
});
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

/** A player's minutes in an occurrence: its length less what they missed at either end. */
export const minutesPlayed = (
  durationMinutes: number,
  mark: Pick<AttendanceMark, "lateMinutes" | "leftEarlyMinutes">,
) => Math.max(0, durationMinutes - mark.lateMinutes - mark.leftEarlyMinutes);
