import { z } from "zod";
import { ClubIdSchema, LocalDateSchema, TeamIdSchema } from "./clubs.ts";
import { safeText } from "./safe-text.ts";
import { AgeGroupSchema, PhaseSchema } from "./sessions.ts";
import { fieldMessage } from "./field-message.ts";

/** What a team's calendar holds. */
export const CALENDAR_EVENT_KINDS = ["training", "match"] as const;
export const CalendarEventKindSchema = z.enum(CALENDAR_EVENT_KINDS);
export type CalendarEventKind = z.infer<typeof CalendarEventKindSchema>;
export const CALENDAR_EVENT_KIND_LABELS: Record<CalendarEventKind, string> = { training: "Training", match: "Match" };

export const CalendarEventIdSchema = z.string().min(1).max(64, /*i18n*/ "Not an event id");

/** A wall-clock time in the club's time zone, HH:MM (24-hour). */
export const LocalTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "A time is written HH:MM");

export const MIN_EVENT_MINUTES = 15;
export const MAX_EVENT_MINUTES = 300;
/** The longest window one calendar request may ask for: a month view with its leading and trailing weeks. */
export const MAX_CALENDAR_WINDOW_DAYS = 62;
/** The longest window of the weekly load: half a season. */
export const MAX_LOAD_WINDOW_DAYS = 184;

/** The same calendar date a year later ("2027-02-28" for "2026-02-28"); compared as text, as ISO dates sort. */
export function oneYearAfter(date: string): string {
  return `${String(Number(date.slice(0, 4)) + 1).padStart(4, "0")}${date.slice(4)}`;
}

/** Days from one calendar date to another (negative when `to` is earlier), free of daylight saving. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * What a training is planned with: one of the coach's own sessions, or a session of the club's library.
 * Exactly one of the two ids.
 */
export const CalendarEventLinkSchema = z.union([
  z.object({ sessionId: z.string().min(1).max(64) }).strict(),
  z.object({ clubItemId: z.string().min(1).max(64) }).strict(),
]);
export type CalendarEventLink = z.infer<typeof CalendarEventLinkSchema>;

export const MAX_BRING_LENGTH = 200;

/** The fields of an event as a coach writes them; `date` and `startTime` are the club's local wall time. */
const calendarEventFields = {
  kind: CalendarEventKindSchema,
  title: safeText(/*i18n*/ "The title")
    .trim()
    .min(1, /*i18n*/ "Please give the event a title")
    .max(80, /*i18n*/ "A title is at most 80 characters"),
  /** The (first) day, local. */
  date: LocalDateSchema,
  startTime: LocalTimeSchema,
  durationMinutes: z
    .number({ error: /*i18n*/ "Please give the duration in minutes" })
    .int(/*i18n*/ "Whole minutes, please")
    .min(MIN_EVENT_MINUTES, fieldMessage(/*i18n*/ "At least {min} minutes", { min: MIN_EVENT_MINUTES }))
    .max(MAX_EVENT_MINUTES, fieldMessage(/*i18n*/ "At most {max} minutes", { max: MAX_EVENT_MINUTES })),
  place: safeText(/*i18n*/ "The place").trim().max(120, /*i18n*/ "A place is at most 120 characters"),
  notes: safeText(/*i18n*/ "The notes").trim().max(2000, /*i18n*/ "Notes are at most 2,000 characters"),
  /** What players bring (shin pads, a white shirt): the team link shows it beside the place. */
  bring: safeText(/*i18n*/ "What to bring")
    .trim()
    .max(
      MAX_BRING_LENGTH,
      fieldMessage(/*i18n*/ "What to bring is at most {max} characters", { max: MAX_BRING_LENGTH }),
    ),
  /** Repeats every week on the same weekday and local time until this local date (inclusive), at most a year on. */
  repeatsWeeklyUntil: LocalDateSchema.nullable(),
  link: CalendarEventLinkSchema.nullable(),
};

type RepeatFields = { date?: string; repeatsWeeklyUntil?: string | null };

/** The repeat's end is on or after the first day, and at most a year after it. */
export function repeatProblem({ date, repeatsWeeklyUntil }: RepeatFields): string | null {
  if (!date || !repeatsWeeklyUntil) return null;
  if (repeatsWeeklyUntil < date) return "The last day of the repeat is on or after the first day";
  if (repeatsWeeklyUntil > oneYearAfter(date)) return "A weekly event repeats for at most a year";
  return null;
}

const checkRepeat = (body: RepeatFields, context: z.core.$RefinementCtx) => {
  const problem = repeatProblem(body);
  if (problem) context.addIssue({ code: "custom", path: ["repeatsWeeklyUntil"], message: problem });
};

export const CalendarEventInputSchema = z
  .object({
    ...calendarEventFields,
    place: calendarEventFields.place.default(""),
    notes: calendarEventFields.notes.default(""),
    bring: calendarEventFields.bring.default(""),
    repeatsWeeklyUntil: calendarEventFields.repeatsWeeklyUntil.default(null),
    link: calendarEventFields.link.default(null),
  })
  .superRefine(checkRepeat);
/** What the form holds and the API takes; `z.input` so the defaulted fields may be left out. */
export type CalendarEventInput = z.input<typeof CalendarEventInputSchema>;
/** The same once parsed: every field present. */
export type CalendarEventValues = z.output<typeof CalendarEventInputSchema>;

/**
 * A change to the whole event (every occurrence of a series); at least one field. Occurrences moved or
 * cancelled one by one keep their change while the series still has them.
 */
export const UpdateCalendarEventRequestSchema = z
  .object(calendarEventFields)
  .partial()
  .superRefine(checkRepeat)
  .refine((body) => Object.keys(body).length > 0, { message: /*i18n*/ "Send at least one field to change" });
export type UpdateCalendarEventRequest = z.input<typeof UpdateCalendarEventRequestSchema>;

/** One occurrence moved to another local day and time, or cancelled. */
export const UpdateOccurrenceRequestSchema = z.union([
  z.object({ movedTo: z.object({ date: LocalDateSchema, time: LocalTimeSchema }) }),
  z.object({ isCancelled: z.literal(true) }),
]);
export type UpdateOccurrenceRequest = z.infer<typeof UpdateOccurrenceRequestSchema>;

/** The session a training is planned with, as the calendar shows it. */
export const LinkedSessionSchema = z.object({
  /** "own": a coach's own session (its id opens it for that coach); "club": an item of the club library. */
  kind: z.enum(["own", "club"]),
  id: z.string(),
  title: z.string(),
});
export type LinkedSession = z.infer<typeof LinkedSessionSchema>;

/**
 * One occurrence of an event as a calendar draws it: in UTC and, already converted by the server, in the
 * club's local date and time, so a client needs no time-zone arithmetic.
 */
export const CalendarOccurrenceSchema = z.object({
  eventId: CalendarEventIdSchema,
  /** Its original start (UTC): the occurrence's id, kept when it is moved. */
  occurrenceStart: z.iso.datetime(),
  /** Where it starts now (UTC): `occurrenceStart` unless moved. */
  startsAt: z.iso.datetime(),
  date: LocalDateSchema,
  time: LocalTimeSchema,
  durationMinutes: z.number().int(),
  kind: CalendarEventKindSchema,
  title: z.string(),
  place: z.string(),
  notes: z.string(),
  bring: z.string(),
  isRecurring: z.boolean(),
  /** This occurrence alone was moved from its series' day or time. */
  isMoved: z.boolean(),
  /** The event as a coach edits it: its first day and local time, and the repeat's last day. */
  series: z.object({
    date: LocalDateSchema,
    startTime: LocalTimeSchema,
    repeatsWeeklyUntil: LocalDateSchema.nullable(),
  }),
  linkedSession: LinkedSessionSchema.nullable(),
});
export type CalendarOccurrence = z.infer<typeof CalendarOccurrenceSchema>;

/** A club's syllabus theme as a week of the calendar shows it. */
export const WeekThemeSchema = z.object({
  title: z.string(),
  phases: z.array(PhaseSchema),
  topics: z.array(z.string()),
});
export type WeekTheme = z.infer<typeof WeekThemeSchema>;

/** A week (Monday to Sunday) the window touches: its number in the club's season and the syllabus's theme. */
export const CalendarWeekSchema = z.object({
  weekStartsOn: LocalDateSchema,
  /** 1 for the week of the club's season start; null before it or when the club has set no season. */
  seasonWeek: z.number().int().nullable(),
  /** The club's theme for the team's age group that week, if the syllabus has one. */
  theme: WeekThemeSchema.nullable(),
});
export type CalendarWeek = z.infer<typeof CalendarWeekSchema>;

const windowOf = (maxDays: number) =>
  z
    .object({ from: LocalDateSchema, to: LocalDateSchema })
    .refine((window) => window.to >= window.from, {
      path: ["to"],
      message: /*i18n*/ "The window ends on or after it starts",
    })
    .refine((window) => daysBetween(window.from, window.to) < maxDays, {
      path: ["to"],
      message: fieldMessage(/*i18n*/ "A window is at most {max} days", { max: maxDays }),
    });

/** A window of local dates, both included. */
export const CalendarWindowQuerySchema = windowOf(MAX_CALENDAR_WINDOW_DAYS);
export type CalendarWindowQuery = z.infer<typeof CalendarWindowQuerySchema>;
export const LoadWindowQuerySchema = windowOf(MAX_LOAD_WINDOW_DAYS);
export type LoadWindowQuery = z.infer<typeof LoadWindowQuerySchema>;

export const CalendarTeamSchema = z.object({
  id: TeamIdSchema,
  clubId: ClubIdSchema,
  name: z.string(),
  ageGroup: AgeGroupSchema,
});

/** A team's calendar for a window of local dates. */
export const TeamCalendarResponseSchema = z.object({
  team: CalendarTeamSchema,
  /** The club's IANA time zone, in which every local date and time of the answer is given. */
  timeZone: z.string(),
  /** Whether the asker may add, change and move events (a club admin or one of the team's coaches). */
  canEdit: z.boolean(),
  from: LocalDateSchema,
  to: LocalDateSchema,
  /** By start, earliest first. */
  occurrences: z.array(CalendarOccurrenceSchema),
  weeks: z.array(CalendarWeekSchema),
});
export type TeamCalendarResponse = z.infer<typeof TeamCalendarResponseSchema>;

/** An event as written: its occurrences are read through the calendar. */
export const CalendarEventSchema = z.object({
  id: CalendarEventIdSchema,
  teamId: TeamIdSchema,
  kind: CalendarEventKindSchema,
  title: z.string(),
  date: LocalDateSchema,
  startTime: LocalTimeSchema,
  durationMinutes: z.number().int(),
  place: z.string(),
  notes: z.string(),
  bring: z.string(),
  repeatsWeeklyUntil: LocalDateSchema.nullable(),
  /** The RFC 5545 rule as stored (`FREQ=WEEKLY;UNTIL=…Z`), null for a one-off event. */
  recurrence: z.string().nullable(),
  linkedSession: LinkedSessionSchema.nullable(),
});
export type CalendarEvent = z.infer<typeof CalendarEventSchema>;
export const CalendarEventResponseSchema = z.object({ event: CalendarEventSchema });
export type CalendarEventResponse = z.infer<typeof CalendarEventResponseSchema>;

/**
 * A week's training load from the team's calendar: the existing load rule (`sessionLoad`, `HARD_WEEK_RATIO`)
 * over the sessions the week's trainings are planned with.
 */
export const TeamWeekLoadSchema = z.object({
  monday: LocalDateSchema,
  isoYear: z.number().int(),
  isoWeek: z.number().int(),
  load: z.number().int(),
  /** Trainings with a linked session: those that count. */
  sessions: z.number().int(),
  /** Every training of the week, planned or not. */
  trainings: z.number().int(),
  isCurrent: z.boolean(),
  isHard: z.boolean(),
});
export type TeamWeekLoad = z.infer<typeof TeamWeekLoadSchema>;
export const TeamLoadResponseSchema = z.object({ weeks: z.array(TeamWeekLoadSchema) });
export type TeamLoadResponse = z.infer<typeof TeamLoadResponseSchema>;

/** Whether the team has a live feed address; the address itself is shown only when it is made. */
export const CalendarFeedStatusSchema = z.object({
  isActive: z.boolean(),
  createdAt: z.iso.datetime().nullable(),
});
export const CalendarFeedStatusResponseSchema = z.object({ feed: CalendarFeedStatusSchema });
export type CalendarFeedStatusResponse = z.infer<typeof CalendarFeedStatusResponseSchema>;
/** A new secret address (any older one stops working): in this answer only, the server keeps a hash. */
export const CreatedCalendarFeedResponseSchema = z.object({
  feed: CalendarFeedStatusSchema,
  /** https://…/api/calendar-feeds/<token>.ics */
  url: z.string(),
  /** The same address with the webcal: scheme, which opens the device's calendar app to subscribe. */
  webcalUrl: z.string(),
});
export type CreatedCalendarFeedResponse = z.infer<typeof CreatedCalendarFeedResponseSchema>;

/** A feed token in its address, optionally followed by `.ics` (some calendar apps want the extension). */
export const CalendarFeedTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22,64}(\.ics)?$/, "Not a calendar feed address");
