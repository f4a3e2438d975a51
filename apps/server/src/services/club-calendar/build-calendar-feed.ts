import { TZDate } from "@date-fns/tz";
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import { CALENDAR_EVENT_KIND_LABELS } from "@touchline/contracts";
import { and, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import { ICalCalendar, ICalEventRepeatingFreq } from "ical-generator";
import type { Database } from "../../db/client.ts";
import {
  calendarEventExceptions,
  calendarEvents,
  clubLibraryItems,
  clubs,
  teamCalendarFeeds,
  teams,
  trainingSessions,
} from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { safeFileName } from "../../lib/file-name.ts";
import { calendarEventColumns, type CalendarEventRecord, linkedSessionOf } from "./calendar-event-row.ts";
import { feedTokenHash } from "./calendar-feed-token.ts";

/** How far back the feed reaches: a season and a bit, so a calendar app keeps the season's past trainings. */
export const FEED_HISTORY_DAYS = 400;

const e = calendarEvents;
const x = calendarEventExceptions;

export const feedNotFound = () => new AppError("NOT_FOUND", "There is no such calendar feed.");

function descriptionOf(record: CalendarEventRecord): string {
  const session = linkedSessionOf(record);
  return [session ? `Session: ${session.title}` : "", record.bring ? `Bring: ${record.bring}` : "", record.notes]
    .filter(Boolean)
    .join("\n\n");
}

/**
 * The team's calendar as iCalendar (RFC 5545), made by `ical-generator`, for the feed address a calendar
 * app subscribes to. Times are written in the club's zone (`DTSTART;TZID=Europe/London:…`) with its
 * VTIMEZONE, so Google, Apple and Outlook show the club's local times wherever the reader is. A weekly
 * event is one VEVENT with its RRULE (UNTIL in UTC), a cancelled occurrence an EXDATE and a moved one an
 * override VEVENT of the same UID with a RECURRENCE-ID: the apps expand the series as our calendar does.
 * An unknown or revoked token is 404.
 */
export async function buildCalendarFeed(
  db: Database,
  token: string,
  now = new Date(),
): Promise<{ ics: string; fileName: string }> {
  const [feed] = await db
    .select({ teamId: teams.id, teamName: teams.name, clubName: clubs.name, timeZone: clubs.timeZone })
    .from(teamCalendarFeeds)
    .innerJoin(teams, eq(teams.id, teamCalendarFeeds.teamId))
    .innerJoin(clubs, eq(clubs.id, teams.clubId))
    .where(and(eq(teamCalendarFeeds.tokenHash, feedTokenHash(token)), isNull(teamCalendarFeeds.revokedAt)));
  if (!feed) throw feedNotFound();
  const { timeZone } = feed;

  const since = new Date(now.getTime() - FEED_HISTORY_DAYS * 86_400_000);
  const records = await db
    .select({ ...calendarEventColumns, updatedAt: e.updatedAt })
    .from(e)
    .leftJoin(trainingSessions, eq(trainingSessions.id, e.sessionId))
    .leftJoin(clubLibraryItems, eq(clubLibraryItems.id, e.clubItemId))
    .where(and(eq(e.teamId, feed.teamId), gte(sql`coalesce(${e.recurrenceEndsAt}, ${e.startsAt})`, since)))
    .orderBy(e.startsAt, e.id);
  const recurring = records.filter((record) => record.recurrence).map((record) => record.id);
  const exceptions = recurring.length === 0 ? [] : await db.select().from(x).where(inArray(x.eventId, recurring));

  const calendar = new ICalCalendar({
    name: `${feed.teamName} · ${feed.clubName}`,
    prodId: { company: "Touchline", product: "Team calendar", language: "EN" },
    // The generator writes a VTIMEZONE for every event's zone. No calendar-wide zone name: with one,
    // ical-generator writes DTSTAMP and UNTIL as local times, which RFC 5545 wants in UTC.
    timezone: { name: null, generator: getVtimezoneComponent },
    // Calendar apps may poll hourly.
    ttl: 60 * 60,
    x: [["X-WR-TIMEZONE", timeZone]],
  });
  const zoned = (instant: Date) => new TZDate(instant.getTime(), timeZone);
  for (const record of records) {
    const uid = `${record.id}@touchline`;
    const durationMs = record.durationMinutes * 60_000;
    const common = {
      id: uid,
      timezone: timeZone,
      stamp: record.updatedAt,
      summary: record.title,
      description: descriptionOf(record) || null,
      location: record.place || null,
      categories: [{ name: CALENDAR_EVENT_KIND_LABELS[record.kind] }],
    };
    const own = exceptions.filter((exception) => exception.eventId === record.id);
    const cancelled = own.filter((exception) => exception.isCancelled).map((exc) => zoned(exc.occurrenceStart));
    calendar.createEvent({
      ...common,
      start: zoned(record.startsAt),
      end: zoned(new Date(record.startsAt.getTime() + durationMs)),
      repeating:
        record.recurrence && record.recurrenceEndsAt
          ? {
              freq: ICalEventRepeatingFreq.WEEKLY,
              // A plain Date: written in UTC, as RFC 5545 wants UNTIL beside a zoned DTSTART.
              until: record.recurrenceEndsAt,
              // Left out when empty: an empty list would still write an empty EXDATE line.
              exclude: cancelled.length > 0 ? cancelled : undefined,
            }
          : null,
    });
    for (const moved of own) {
      if (moved.isCancelled || !moved.movedTo) continue;
      calendar.createEvent({
        ...common,
        recurrenceId: zoned(moved.occurrenceStart),
        start: zoned(moved.movedTo),
        end: zoned(new Date(moved.movedTo.getTime() + durationMs)),
      });
    }
  }
  return { ics: calendar.toString(), fileName: `${safeFileName(feed.teamName, "team")}.ics` };
}
