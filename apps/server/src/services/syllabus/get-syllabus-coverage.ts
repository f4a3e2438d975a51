import {
  followsTheme,
  MAX_SEASON_WEEKS,
  seasonWeekOf,
  type SyllabusCoverageResponse,
  themeOfWeek,
} from "@touchline/contracts";
import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { clubLibraryItems, clubs, syllabusThemes, teams, trainingSessions } from "../../db/schema.ts";
import { linkedSessionIds } from "../club-calendar/calendar-event-row.ts";
import { listWindowOccurrences } from "../club-calendar/list-window-occurrences.ts";
import { addDays, windowOfDates } from "../club-calendar/wall-time.ts";
import { syllabusThemeColumns } from "./syllabus-row.ts";

type Covered = { phases: string[]; topics: string[] };

/** What each linked session covers: the coach's own sessions and the club library's, by id. */
async function coverageOf(db: Database, sessionIds: string[], clubItemIds: string[]) {
  const [own, club] = await Promise.all([
    sessionIds.length === 0
      ? []
      : db
          .select({ id: trainingSessions.id, phases: trainingSessions.phases, topics: trainingSessions.topics })
          .from(trainingSessions)
          .where(inArray(trainingSessions.id, sessionIds)),
    clubItemIds.length === 0
      ? []
      : db
          .select({ id: clubLibraryItems.id, phases: clubLibraryItems.phases, topics: clubLibraryItems.topics })
          .from(clubLibraryItems)
          .where(inArray(clubLibraryItems.id, clubItemIds)),
  ]);
  return {
    own: new Map<string, Covered>(own.map(({ id, ...covered }) => [id, covered])),
    club: new Map<string, Covered>(club.map(({ id, ...covered }) => [id, covered])),
  };
}

/**
 * For each team of the club: its trainings scheduled in the season's weeks that have a theme for its age
 * group, and how many of them are planned with a session that follows that week's theme (`followsTheme`).
 * A training without a session follows no theme. Weeks count from the club's first day of the season; with
 * none set, nothing is scheduled against the syllabus yet.
 */
export async function getSyllabusCoverage(db: Database, clubId: string): Promise<SyllabusCoverageResponse> {
  const [[club], clubTeams, themes] = await Promise.all([
    db
      .select({ timeZone: clubs.timeZone, seasonStartsOn: clubs.seasonStartsOn })
      .from(clubs)
      .where(eq(clubs.id, clubId)),
    db
      .select({ id: teams.id, name: teams.name, ageGroup: teams.ageGroup })
      .from(teams)
      .where(eq(teams.clubId, clubId))
      .orderBy(asc(teams.name)),
    db.select(syllabusThemeColumns).from(syllabusThemes).where(eq(syllabusThemes.clubId, clubId)),
  ]);
  const seasonStartsOn = club?.seasonStartsOn ?? null;
  if (!club || !seasonStartsOn) {
    return {
      teams: clubTeams.map((team) => ({
        teamId: team.id,
        teamName: team.name,
        ageGroup: team.ageGroup,
        scheduled: 0,
        matching: 0,
      })),
    };
  }
  const season = windowOfDates(seasonStartsOn, addDays(seasonStartsOn, MAX_SEASON_WEEKS * 7 - 1), club.timeZone);
  const planned = await Promise.all(
    clubTeams.map(async (team) => {
      const trainings = (await listWindowOccurrences(db, team.id, season, club.timeZone)).filter(
        (occurrence) => occurrence.kind === "training",
      );
      return trainings.flatMap((training) => {
        const theme = themeOfWeek(themes, team.ageGroup, seasonWeekOf(training.date, seasonStartsOn));
        return theme ? [{ teamId: team.id, theme, linkedSession: training.linkedSession }] : [];
      });
    }),
  );
  const linked = linkedSessionIds(planned.flat().map((training) => training.linkedSession));
  const covered = await coverageOf(db, linked.own, linked.club);
  return {
    teams: clubTeams.map((team, index) => {
      const trainings = planned[index]!;
      const matching = trainings.filter(({ theme, linkedSession }) => {
        const session = linkedSession ? covered[linkedSession.kind].get(linkedSession.id) : undefined;
        return session !== undefined && followsTheme(session, theme);
      }).length;
      return { teamId: team.id, teamName: team.name, ageGroup: team.ageGroup, scheduled: trainings.length, matching };
    }),
  };
}
