import {
  type CalendarWeek,
  type CalendarWindowQuery,
  isoWeekOf,
  seasonWeekOf,
  type TeamCalendarResponse,
  themeOfWeek,
} from "@touchline/contracts";
import { and, asc, eq, gte, lte } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { syllabusThemes } from "../../db/schema.ts";
import { listWindowOccurrences } from "./list-window-occurrences.ts";
import { type ClubCaller, type ClubTeamContext, openClubTeam } from "../clubs/open-club-team.ts";
import { addDays, windowOfDates } from "./wall-time.ts";

/**
 * The weeks (Monday to Sunday) the window touches, each with its number in the club's season (null before
 * it and past its last week) and the syllabus's theme for the team's age group.
 */
export async function calendarWeeks(
  db: Database,
  context: ClubTeamContext,
  from: string,
  to: string,
): Promise<CalendarWeek[]> {
  const mondays: string[] = [];
  for (let monday = isoWeekOf(from).monday; monday <= to; monday = addDays(monday, 7)) mondays.push(monday);
  // Counted from the Monday of the season's first day, so every week row has one number.
  const seasonMonday = context.seasonStartsOn ? isoWeekOf(context.seasonStartsOn).monday : null;
  const numbers = mondays.map((monday) => seasonWeekOf(monday, seasonMonday));
  const numbered = numbers.filter((week): week is number => week !== null);
  const themes =
    numbered.length === 0
      ? []
      : await db
          .select({
            ageGroup: syllabusThemes.ageGroup,
            firstWeek: syllabusThemes.firstWeek,
            lastWeek: syllabusThemes.lastWeek,
            title: syllabusThemes.title,
            phases: syllabusThemes.phases,
            topics: syllabusThemes.topics,
          })
          .from(syllabusThemes)
          .where(
            and(
              eq(syllabusThemes.clubId, context.team.clubId),
              eq(syllabusThemes.ageGroup, context.team.ageGroup),
              lte(syllabusThemes.firstWeek, Math.max(...numbered)),
              gte(syllabusThemes.lastWeek, Math.min(...numbered)),
            ),
          )
          .orderBy(asc(syllabusThemes.firstWeek), asc(syllabusThemes.lastWeek));
  return mondays.map((weekStartsOn, index) => {
    const seasonWeek = numbers[index]!;
    const theme = themeOfWeek(themes, context.team.ageGroup, seasonWeek);
    return {
      weekStartsOn,
      seasonWeek,
      theme: theme ? { title: theme.title, phases: theme.phases, topics: theme.topics } : null,
    };
  });
}

/** A team's calendar for a window of the club's local dates, for any member of the club. */
export async function listTeamCalendar(
  db: Database,
  caller: ClubCaller,
  teamId: string,
  { from, to }: CalendarWindowQuery,
): Promise<TeamCalendarResponse> {
  const context = await openClubTeam(db, caller, teamId);
  const [occurrences, weeks] = await Promise.all([
    listWindowOccurrences(db, teamId, windowOfDates(from, to, context.timeZone), context.timeZone),
    calendarWeeks(db, context, from, to),
  ]);
  return { team: context.team, timeZone: context.timeZone, canEdit: context.canEdit, from, to, occurrences, weeks };
}
