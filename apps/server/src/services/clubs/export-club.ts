import { CLUB_EXPORT_FORMAT, type ClubExport } from "@touchline/contracts";
import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  availabilityAnswers,
  calendarEventExceptions,
  calendarEvents,
  clubs,
  squadPlayerLinks,
  squadPlayers,
} from "../../db/schema.ts";
import { consumeRateLimit } from "../rate-limits/rate-limit.ts";
import { exportedSquadsOf } from "../squads/exported-squads.ts";
import { CLUB_RATE_LIMITS } from "./club-rate-limits.ts";
import { clubNotFound } from "./club-row.ts";
import { listClubMembers } from "./list-club-members.ts";
import { readTeams } from "./team-row.ts";

const iso = (date: Date) => date.toISOString();

/** Rows by a key, each list in the rows' order: a club's teams find theirs without a scan each. */
function byKey<Row, Key>(rows: readonly Row[], key: (row: Row) => Key): (wanted: Key) => Row[] {
  const groups = new Map<Key, Row[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return (wanted) => groups.get(wanted) ?? [];
}
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * Everything the club keeps about people and its season, read straight from the tables with named columns
 * only: members by name and role (no addresses), teams with their coaches, squads (with their personal
 * links' dates, never their tokens), calendar events as stored and availability answers. The club's
 * library and syllabus are its coaching content, not personal data, and stay out.
 */
export async function exportClub(db: Database, clubId: string, userId: string): Promise<ClubExport> {
  await consumeRateLimit(db, CLUB_RATE_LIMITS.exportPerAccount, userId);
  const [club] = await db
    .select({
      id: clubs.id,
      name: clubs.name,
      kitPrimary: clubs.kitPrimary,
      kitSecondary: clubs.kitSecondary,
      timeZone: clubs.timeZone,
      seasonStartsOn: clubs.seasonStartsOn,
      createdAt: clubs.createdAt,
    })
    .from(clubs)
    .where(eq(clubs.id, clubId));
  if (!club) throw clubNotFound();
  const [members, teams] = await Promise.all([listClubMembers(db, clubId), readTeams(db, clubId)]);
  const teamIds = teams.map((team) => team.id);

  const [players, links, events, exceptions, answers] =
    teamIds.length === 0
      ? [[], [], [], [], []]
      : await Promise.all([
          exportedSquadsOf(db, teamIds),
          db
            .select({
              playerId: squadPlayerLinks.playerId,
              createdAt: squadPlayerLinks.createdAt,
              revokedAt: squadPlayerLinks.revokedAt,
              lastOpenedAt: squadPlayerLinks.lastOpenedAt,
            })
            .from(squadPlayerLinks)
            .innerJoin(squadPlayers, eq(squadPlayers.id, squadPlayerLinks.playerId))
            .where(inArray(squadPlayers.teamId, teamIds))
            .orderBy(asc(squadPlayerLinks.createdAt), asc(squadPlayerLinks.id)),
          db
            .select({
              id: calendarEvents.id,
              teamId: calendarEvents.teamId,
              kind: calendarEvents.kind,
              title: calendarEvents.title,
              startsAt: calendarEvents.startsAt,
              durationMinutes: calendarEvents.durationMinutes,
              place: calendarEvents.place,
              notes: calendarEvents.notes,
              recurrence: calendarEvents.recurrence,
              recurrenceEndsAt: calendarEvents.recurrenceEndsAt,
              sessionId: calendarEvents.sessionId,
              clubItemId: calendarEvents.clubItemId,
              createdById: calendarEvents.createdById,
              createdAt: calendarEvents.createdAt,
              updatedAt: calendarEvents.updatedAt,
            })
            .from(calendarEvents)
            .where(inArray(calendarEvents.teamId, teamIds))
            .orderBy(asc(calendarEvents.startsAt), asc(calendarEvents.id)),
          db
            .select({
              eventId: calendarEventExceptions.eventId,
              occurrenceStart: calendarEventExceptions.occurrenceStart,
              isCancelled: calendarEventExceptions.isCancelled,
              movedTo: calendarEventExceptions.movedTo,
            })
            .from(calendarEventExceptions)
            .innerJoin(calendarEvents, eq(calendarEvents.id, calendarEventExceptions.eventId))
            .where(inArray(calendarEvents.teamId, teamIds))
            .orderBy(asc(calendarEventExceptions.occurrenceStart)),
          db
            .select({
              teamId: squadPlayers.teamId,
              playerId: availabilityAnswers.playerId,
              eventId: availabilityAnswers.eventId,
              occurrenceStart: availabilityAnswers.occurrenceStart,
              isAvailable: availabilityAnswers.isAvailable,
              reason: availabilityAnswers.reason,
              answeredAt: availabilityAnswers.answeredAt,
            })
            .from(availabilityAnswers)
            .innerJoin(squadPlayers, eq(squadPlayers.id, availabilityAnswers.playerId))
            .where(inArray(squadPlayers.teamId, teamIds))
            .orderBy(asc(availabilityAnswers.occurrenceStart), asc(availabilityAnswers.playerId)),
        ]);
  const playersOf = byKey(players, (player) => player.teamId);
  const linksOf = byKey(links, (link) => link.playerId);
  const eventsOf = byKey(events, (event) => event.teamId);
  const exceptionsOf = byKey(exceptions, (exception) => exception.eventId);
  const answersOf = byKey(answers, (answer) => answer.teamId);

  return {
    format: CLUB_EXPORT_FORMAT,
    version: 1,
    exportedAt: new Date().toISOString(),
    club: { ...club, createdAt: iso(club.createdAt) },
    members,
    teams: teams.map((team) => ({
      id: team.id,
      name: team.name,
      ageGroup: team.ageGroup,
      format: team.format,
      season: team.season,
      coaches: team.coaches,
      squad: playersOf(team.id).map((player) => ({
        ...player,
        links: linksOf(player.id).map((link) => ({
          createdAt: iso(link.createdAt),
          revokedAt: isoOrNull(link.revokedAt),
          lastOpenedAt: isoOrNull(link.lastOpenedAt),
        })),
      })),
      calendarEvents: eventsOf(team.id).map(({ teamId: _teamId, ...event }) => ({
        ...event,
        startsAt: iso(event.startsAt),
        recurrenceEndsAt: isoOrNull(event.recurrenceEndsAt),
        createdAt: iso(event.createdAt),
        updatedAt: iso(event.updatedAt),
        exceptions: exceptionsOf(event.id).map((exception) => ({
          occurrenceStart: iso(exception.occurrenceStart),
          isCancelled: exception.isCancelled,
          movedTo: isoOrNull(exception.movedTo),
        })),
      })),
      availabilityAnswers: answersOf(team.id).map(({ teamId: _teamId, ...answer }) => ({
        ...answer,
        occurrenceStart: iso(answer.occurrenceStart),
        answeredAt: iso(answer.answeredAt),
      })),
    })),
  };
}
