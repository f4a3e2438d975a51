import { z } from "zod";
import { daysBetween } from "./club-calendar.ts";
import { TagSchema, MAX_TAGS } from "./drills.ts";
import { safeText } from "./safe-text.ts";
import { AgeGroupSchema, PhaseSchema, PHASES } from "./sessions.ts";
import { fieldMessage } from "./field-message.ts";

/** The longest season the syllabus plans, in weeks. */
export const MAX_SEASON_WEEKS = 52;

export const SyllabusThemeIdSchema = z.string().min(1).max(64, /*i18n*/ "Not a syllabus theme id");

const SeasonWeekSchema = z
  .number({ error: /*i18n*/ "Give the week as a number" })
  .int(/*i18n*/ "Give the week as a whole number")
  .min(1, /*i18n*/ "Weeks count from 1")
  .max(MAX_SEASON_WEEKS, fieldMessage(/*i18n*/ "A season has at most {max} weeks", { max: MAX_SEASON_WEEKS }));

/**
 * A theme of the club's syllabus: for one age group, over a range of the season's weeks (week 1 starts on
 * the club's first day of the season), with the phases and topics a training must cover to count as
 * following it.
 */
export const SyllabusThemeInputSchema = z
  .object({
    ageGroup: AgeGroupSchema,
    firstWeek: SeasonWeekSchema,
    lastWeek: SeasonWeekSchema,
    title: safeText(/*i18n*/ "The theme")
      .trim()
      .min(1, /*i18n*/ "Please name the theme")
      .max(120, /*i18n*/ "A theme is at most 120 characters"),
    phases: z.array(PhaseSchema).max(PHASES.length).default([]),
    topics: z
      .array(TagSchema)
      .max(MAX_TAGS, fieldMessage(/*i18n*/ "At most {max} topics", { max: MAX_TAGS }))
      .default([]),
  })
  .refine((theme) => theme.firstWeek <= theme.lastWeek, {
    message: /*i18n*/ "The last week comes after the first",
    path: ["lastWeek"],
  })
  .refine((theme) => theme.phases.length + theme.topics.length > 0, {
    message: /*i18n*/ "Choose at least one phase or topic, so trainings can be checked against the theme",
    path: ["phases"],
  });
export type SyllabusThemeInput = z.input<typeof SyllabusThemeInputSchema>;

export const SyllabusThemeSchema = z.object({
  id: SyllabusThemeIdSchema,
  ageGroup: AgeGroupSchema,
  firstWeek: z.number().int(),
  lastWeek: z.number().int(),
  title: z.string(),
  phases: z.array(PhaseSchema),
  topics: z.array(z.string()),
});
export type SyllabusTheme = z.infer<typeof SyllabusThemeSchema>;

export const SyllabusResponseSchema = z.object({
  /** The Monday of week 1, or null until a club admin sets the season's first day. */
  seasonStartsOn: z.string().nullable(),
  themes: z.array(SyllabusThemeSchema),
});
export type SyllabusResponse = z.infer<typeof SyllabusResponseSchema>;
export const SyllabusThemeResponseSchema = z.object({ theme: SyllabusThemeSchema });

/** Per team: how many of its scheduled trainings in weeks with a theme follow that theme. */
export const SyllabusCoverageSchema = z.object({
  teamId: z.string(),
  teamName: z.string(),
  ageGroup: AgeGroupSchema,
  /** Trainings scheduled in weeks with a theme for the team's age group. */
  scheduled: z.number().int(),
  /** Of those, the ones whose session covers the week's theme. */
  matching: z.number().int(),
});
export type SyllabusCoverage = z.infer<typeof SyllabusCoverageSchema>;
export const SyllabusCoverageResponseSchema = z.object({ teams: z.array(SyllabusCoverageSchema) });
export type SyllabusCoverageResponse = z.infer<typeof SyllabusCoverageResponseSchema>;

/** The season week (1-based) a local date falls in, or null before the season or past its last week. */
export function seasonWeekOf(localDate: string, seasonStartsOn: string | null): number | null {
  if (!seasonStartsOn) return null;
  const days = daysBetween(seasonStartsOn, localDate);
  if (days < 0) return null;
  const week = Math.floor(days / 7) + 1;
  return week <= MAX_SEASON_WEEKS ? week : null;
}

/** The theme of an age group's season week, if the syllabus has one. */
export function themeOfWeek<Theme extends Pick<SyllabusTheme, "ageGroup" | "firstWeek" | "lastWeek">>(
  themes: readonly Theme[],
  ageGroup: string,
  week: number | null,
): Theme | null {
  if (week === null) return null;
  return (
    themes.find((theme) => theme.ageGroup === ageGroup && theme.firstWeek <= week && week <= theme.lastWeek) ?? null
  );
}

/**
 * Whether a session follows a theme: it covers one of the theme's phases (when the theme names phases) and
 * one of its topics (when it names topics). Topics compare without case, as the libraries' filters do.
 */
export function followsTheme(
  session: { phases: readonly string[]; topics: readonly string[] },
  theme: Pick<SyllabusTheme, "phases" | "topics">,
): boolean {
  const coversPhase = theme.phases.length === 0 || theme.phases.some((phase) => session.phases.includes(phase));
  const topics = new Set(session.topics.map((topic) => topic.toLowerCase()));
  const coversTopic = theme.topics.length === 0 || theme.topics.some((topic) => topics.has(topic.toLowerCase()));
  return coversPhase && coversTopic;
}
