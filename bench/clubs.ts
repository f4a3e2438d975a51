import { AGE_GROUPS, ClubLibraryQuerySchema, LEVELS, PHASES } from "@touchline/contracts";
import { diagramThumbnail } from "@touchline/diagram";
import type pg from "pg";
import {
  createScratchDatabase,
  type ScratchDatabase,
  withPostgresClient,
} from "../apps/server/test/postgres-server.ts";
import { clubLibraryStatements } from "../apps/server/src/services/club-library/list-club-library.ts";
import { benchTempDir } from "./database.ts";
import type { Cleanup } from "./lifecycle.ts";
import type { Figure, FigureGroup } from "./report.ts";
import { type RunningApp, signUpBenchUser, startApp } from "./servers.ts";
import { POINTS, runRequestClient, type SearchLoad, seedDiagrams, WORDS } from "./sessions.ts";

/**
 * Clubs at federation size (BENCH_ONLY=clubs; PostgreSQL only): 5,000 clubs, 50,000 teams, about 1,000,000
 * calendar events and 200,000 sessions shared into clubs, seeded straight into a temporary database of the
 * DATABASE_URL server with set-based SQL, then a club's library search, a busy team's month view and its
 * season's iCalendar feed through the real app's HTTP API as a member of the club. See README.md.
 */

export const CLUBS = 5_000;
const TEAMS_PER_CLUB = 10;
export const TEAMS = CLUBS * TEAMS_PER_CLUB;
export const CLUB_SESSIONS = 200_000;
const MEMBERS_PER_CLUB = 8;
/** A team's rows: per season 3 terms × 2 weekly trainings (rules) and 4 one-off matches; 2 seasons. */
const GENERIC_SEASONS = 2;

export const CLUB_SEARCH_TARGET_MS = 50;
export const MONTH_VIEW_TARGET_MS = 50;
export const FEED_TARGET_MS = 100;
/** The seed's budget, so the part stays a few minutes on this machine. */
const SEED_TARGET_SECONDS = 120;
const CLUB_REQUESTS = 240;
const CLUB_WARMUP = 24;
const FEED_FETCHES = 50;
const FEED_WARMUP = 5;

/** The club and team the bench user belongs to: the federation's largest club library, and its busiest team. */
const BENCH_CLUB = 1;
const BENCH_TEAM = 1;
const clubId = (club: number) => `club-${club}`;
const teamId = (team: number) => `team-${team}`;

/** The clubs' zones (all with daylight saving); club 1 is in the first. */
const TIME_ZONES = [
  "Europe/London",
  "Europe/Dublin",
  "Europe/Lisbon",
  "Europe/Madrid",
  "Europe/Paris",
  "Europe/Amsterdam",
  "Europe/Berlin",
  "Europe/Rome",
  "Europe/Malta",
  "Europe/Warsaw",
];
/** The age group of a club's team by its place in the club (team 1, the busy one, is a U14 team). */
const TEAM_AGES = ["U14", "U15", "U16", "U17", "U18", "U9", "U10", "U11", "U12", "U13"] as const;
const TOWNS = ["Harbour", "Valley", "Northfield", "Riverside", "Hillcrest", "Old Town", "Westport", "Eastbrook"];
const SUFFIXES = ["FC", "United", "Athletic", "Rovers", "Juniors", "Wanderers", "Albion"];

/** The year the current season started: a season runs from September to May, so July starts the next. */
export function currentSeasonYear(now = new Date()): number {
  return now.getUTCMonth() >= 6 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
}

/**
 * Each club's share of the 200,000 sessions, skewed as a federation is (a few big academies, many small
 * clubs): proportional to 1/√rank, rounded so the total is exact. Club 1 has the most (about 1,430).
 */
export function clubLibrarySizes(clubs = CLUBS, total = CLUB_SESSIONS): number[] {
  const weights = Array.from({ length: clubs }, (_, index) => 1 / Math.sqrt(index + 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  const sizes = weights.map((weight) => Math.floor((total * weight) / sum));
  let missing = total - sizes.reduce((a, b) => a + b, 0);
  for (let index = 0; missing > 0; index = (index + 1) % clubs, missing -= 1) sizes[index]! += 1;
  return sizes;
}

const textArray = (values: readonly string[]) =>
  `array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(", ")}]::text[]`;
/** The k-th pseudo-random non-negative int of `seed` (an SQL integer expression): deterministic, no random(). */
const hash = (seed: string, k: number) => `(hashint8((${seed})::bigint * 64 + ${k}) & 2147483647)`;
/** The first local date on or after `day` (an SQL date) that falls on ISO weekday `isodow` (1 = Monday). */
const onOrAfter = (day: string, isodow: string) =>
  `(${day} + ((${isodow} - extract(isodow from ${day})::int + 7) % 7))`;
/** `local` (an SQL timestamp without zone, a wall-clock reading) as the instant it is in the club's zone. */
const inZone = (local: string) => `((${local}) at time zone tz)`;

/**
 * The weekly training series of `teams` (an SQL set of team numbers) over `seasons`: each season's three
 * terms (September–December, January–March, April–May), one series per weekday in `weekdays` (SQL int[]
 * over `ht`, the team's hash), at a team's usual hour. Columns: id, t, club, tz, d0 (the first local date),
 * weeks (steps to the last), at_time, duration, hk (the series' hash).
 */
function trainingSeries(teams: string, seasons: number[], weekdays: string): string {
  return `
    select 'ev-' || t || '-' || y || '-' || term || '-' || slot as id, t, club, tz, d0, (term_end - d0) / 7 as weeks,
      at_time, duration, hk
    from (
      select *, ${onOrAfter("term_start", "isodow")} as d0
      from (
        select t, 1 + (t - 1) / ${TEAMS_PER_CLUB} as club,
          zones[1 + ((t - 1) / ${TEAMS_PER_CLUB}) % cardinality(zones)] as tz, y, term, slot, isodow,
          ${hash(`t::bigint * 100000 + y * 100 + term * 3 + slot`, 2)} as hk,
          (array[make_date(y, 9, 1), make_date(y + 1, 1, 5), make_date(y + 1, 4, 13)])[term] as term_start,
          (array[make_date(y, 12, 18), make_date(y + 1, 3, 27), make_date(y + 1, 5, 29)])[term] as term_end,
          make_time(17 + ht % 3, ((ht / 3) % 2) * 30, 0) as at_time, 60 + 15 * ((ht / 6) % 3) as duration
        from ${teams} as t,
          lateral (select ${hash("t", 1)} as ht) as team_hash,
          unnest(array[${seasons.join(", ")}]) as y,
          generate_series(1, 3) as term,
          lateral unnest(${weekdays}) with ordinality as weekday(isodow, slot),
          (select ${textArray(TIME_ZONES)} as zones) as lists
      ) as terms
    ) as series`;
}

/** Inserts the series as weekly training rules (UNTIL and recurrence_ends_at: the last occurrence's start, UTC). */
function insertTrainings(series: string): string {
  const lastStart = inZone("(d0 + 7 * weeks) + at_time");
  return `
    insert into calendar_events (id, team_id, kind, title, starts_at, duration_minutes, place, notes, recurrence,
      recurrence_ends_at, club_item_id, created_by_id, created_at, updated_at)
    select id, 'team-' || t, 'training', 'Training', ${inZone("d0 + at_time")}, duration, 'Pitch ' || (1 + hk % 4), '',
      'FREQ=WEEKLY;UNTIL=' || to_char(${lastStart} at time zone 'UTC', 'YYYYMMDD"T"HH24MISS"Z"'), ${lastStart},
      -- Half the trainings are planned with one of the club's shared sessions.
      case when hk % 2 = 0 then 'ci-' || club || '-' || (1 + (hk / 2) % sizes.items) end,
      'club-user-' || ((club - 1) * ${MEMBERS_PER_CLUB} + 1), now(), now()
    from (${series}) as series
    join bench_club_sizes as sizes using (club)`;
}

/** One occurrence cancelled in a fifth of the series, one moved a day later in a seventh (never the same one). */
function insertExceptions(series: string): string {
  return `
    insert into calendar_event_exceptions (event_id, occurrence_start, is_cancelled, moved_to)
    select id, ${inZone("(d0 + 7 * week) + at_time")}, cancelled,
      case when not cancelled then ${inZone("(d0 + 7 * week + 1) + at_time")} end
    from (${series}) as series,
      lateral (values
        (true, hk % 5 = 0, (hk / 5) % (weeks + 1)),
        (false, hk % 7 = 0, ((hk / 5) % (weeks + 1) + 1 + (hk / 35) % weeks) % (weeks + 1))
      ) as exception(cancelled, chosen, week)
    where chosen`;
}

/** One-off matches on Saturdays (`weekIndexes`: SQL set of weeks after the season's first Saturday, over `hk`). */
function insertMatches(
  teams: string,
  seasons: number[],
  weekIndexes: string,
  perSeason: string,
  where = "true",
): string {
  const firstSaturday = onOrAfter("make_date(y, 9, 1)", "6");
  return `
    insert into calendar_events (id, team_id, kind, title, starts_at, duration_minutes, place, notes,
      created_by_id, created_at, updated_at)
    select 'ev-m-' || t || '-' || y || '-' || m, 'team-' || t, 'match',
      'v ' || towns[1 + hk % cardinality(towns)] || ' ' || suffixes[1 + (hk / 8) % cardinality(suffixes)],
      ${inZone(`(${firstSaturday} + 7 * week_index) + make_time(9 + hk % 5, 0, 0)`)}, 90,
      case when hk % 2 = 0 then 'Home ground' else 'Away' end, '',
      'club-user-' || ((club - 1) * ${MEMBERS_PER_CLUB} + 1), now(), now()
    from (
      select t, 1 + (t - 1) / ${TEAMS_PER_CLUB} as club, zones[1 + ((t - 1) / ${TEAMS_PER_CLUB}) % cardinality(zones)] as tz,
        y, m, ${hash("t::bigint * 100000 + y * 100 + m", 3)} as hk, towns, suffixes
      from ${teams} as t, unnest(array[${seasons.join(", ")}]) as y, ${perSeason} as m,
        (select ${textArray(TIME_ZONES)} as zones, ${textArray(TOWNS)} as towns, ${textArray(SUFFIXES)} as suffixes) as lists
    ) as matches, lateral (select ${weekIndexes} as week_index) as week
    where ${where}`;
}

/** Every seeding statement in order, deterministic (hashes of row numbers), built for the season starting in `year`. */
export function clubSeedStatements(year: number, benchUserId: string): Array<[label: string, sql: string]> {
  const users = CLUBS * MEMBERS_PER_CLUB;
  const seasonLabel = `${year}/${String(year + 1).slice(2)}`;
  const seasonMonday = onOrAfter(`make_date(${year}, 9, 1)`, "1");
  const genericSeasons = Array.from({ length: GENERIC_SEASONS }, (_, index) => year - GENERIC_SEASONS + 1 + index);
  const busySeasons = [year - 2, year - 1, year];
  const genericTeams = `generate_series(${BENCH_TEAM + 1}, ${TEAMS})`;
  const busyTeam = `generate_series(${BENCH_TEAM}, ${BENCH_TEAM})`;
  const genericSeries = trainingSeries(genericTeams, genericSeasons, "array[1 + ht % 3, 3 + ht % 3]");
  // The bench user's team trains Monday, Wednesday and Friday and plays every Saturday: ~20 a month.
  const busySeries = trainingSeries(busyTeam, busySeasons, "array[1, 3, 5]");
  const item = "club::bigint * 100000 + k";
  // Eight tiny drill diagrams (as the global library's seed), their JSON free of quotes to escape.
  const diagrams = seedDiagrams();
  if (JSON.stringify(diagrams).includes("'")) throw new Error("a seed diagram's JSON holds a quote");
  const f = (k: number) => `(${hash(item, k)} % 1000000) / 1000000.0`;
  return [
    [
      "users",
      `insert into users (id, name, email, email_verified, first_name, last_name, created_at, updated_at)
       select 'club-user-' || g, 'Coach' || g || ' Lastname' || (g % 997), 'club-coach' || g || '@bench.example', true,
              'Coach' || g, 'Lastname' || (g % 997), now() - (g % 700) * interval '1 day', now()
       from generate_series(1, ${users}) g`,
    ],
    [
      "clubs",
      `insert into clubs (id, name, kit_primary, kit_secondary, time_zone, season_starts_on, created_at, updated_at)
       select 'club-' || c, towns[1 + ${hash("c", 1)} % cardinality(towns)] || ' ' || suffixes[1 + ${hash("c", 2)} % cardinality(suffixes)] || ' ' || c,
              '#' || lpad(to_hex(${hash("c", 3)} % 16777216), 6, '0'), '#ffffff', zones[1 + (c - 1) % cardinality(zones)],
              ${seasonMonday}, now() - (c % 900) * interval '1 day', now()
       from generate_series(1, ${CLUBS}) c,
         (select ${textArray(TOWNS)} as towns, ${textArray(SUFFIXES)} as suffixes, ${textArray(TIME_ZONES)} as zones) as lists`,
    ],
    [
      "club members",
      `insert into club_members (club_id, user_id, role, joined_at)
       select 'club-' || c, 'club-user-' || ((c - 1) * ${MEMBERS_PER_CLUB} + k),
              case when k = 1 then 'admin' when k <= 6 then 'coach' else 'assistant' end, now() - (k * 30) * interval '1 day'
       from generate_series(1, ${CLUBS}) c, generate_series(1, ${MEMBERS_PER_CLUB}) k
       union all
       select 'club-${BENCH_CLUB}', '${benchUserId}', 'admin', now()`,
    ],
    [
      "teams",
      `insert into teams (id, club_id, name, age_group, format, season)
       select 'team-' || t, 'club-' || (1 + (t - 1) / ${TEAMS_PER_CLUB}), age || ' ' || colours[1 + ${hash("t", 1)} % 4], age,
              case when age in ('U9', 'U10') then '7v7' when age in ('U11', 'U12') then '9v9' else '11v11' end, '${seasonLabel}'
       from generate_series(1, ${TEAMS}) t,
         lateral (select (${textArray(TEAM_AGES)})[1 + (t - 1) % ${TEAMS_PER_CLUB}] as age) as team_age,
         (select array['Blue', 'Red', 'White', 'Black'] as colours) as lists`,
    ],
    [
      "team coaches",
      `insert into team_coaches (team_id, user_id)
       select 'team-' || t, 'club-user-' || ((club - 1) * ${MEMBERS_PER_CLUB} + 2 + place % 5)
       from generate_series(1, ${TEAMS}) t, lateral (select 1 + (t - 1) / ${TEAMS_PER_CLUB} as club, (t - 1) % ${TEAMS_PER_CLUB} as place) as p
       union all
       select 'team-' || t, 'club-user-' || ((club - 1) * ${MEMBERS_PER_CLUB} + 7 + (place / 2) % 2)
       from generate_series(1, ${TEAMS}) t, lateral (select 1 + (t - 1) / ${TEAMS_PER_CLUB} as club, (t - 1) % ${TEAMS_PER_CLUB} as place) as p
       where place % 2 = 0
       union all
       select 'team-${BENCH_TEAM}', '${benchUserId}'`,
    ],
    [
      "club library (sessions)",
      // Rows as share-to-club.ts writes a shared session: content {kind, theme, objectives, blocks, coverBlockId}
      // with one small drill (a tiny diagram), its picture as the list's thumbnail, its minutes as the total,
      // the filter columns beside it, search_text from the theme and the texts.
      `insert into club_library_items (id, club_id, kind, title, content, age_group, level, phases, topics, intensity,
         total_duration_minutes, thumbnail, search_text, shared_by_id, author_name, pinned_at, shared_at)
       select 'ci-' || club || '-' || k, 'club-' || club, 'session', title,
              jsonb_build_object('kind', 'session', 'theme', theme, 'objectives', objectives, 'coverBlockId', null,
                'blocks', jsonb_build_array(jsonb_build_object('id', 'b-' || club || '-' || k, 'title', block_title,
                  'diagram', diagrams -> picture, 'organisation', 'Groups of six on a half pitch.',
                  'coachingPoints', jsonb_build_array(point_c, point_a), 'durationMinutes', minutes,
                  'intensity', intensity, 'players', null, 'progressions', '[]'::jsonb))),
              age_group, level, phases, array[a, b], intensity, minutes, thumbnails -> picture,
              concat_ws(chr(10), theme, objectives->>0, objectives->>1, block_title, 'Groups of six on a half pitch.',
                point_c, point_a),
              'club-user-' || sharer, 'Coach' || sharer || ' Lastname' || (sharer % 997),
              case when ${hash(item, 9)} % 60 = 0 then shared_at end, shared_at
       from (
         select *, jsonb_build_array('Improve ' || a, 'Use ' || b || ' in the game') as objectives,
           'Work on ' || b || ' and ' || c || '; end with a game that rewards ' || a || '.' as theme,
           left(case k % 5
             when 0 then initcap(a) || ' and ' || b
             when 1 then initcap(a) || ' game with ' || b
             when 2 then initcap(a) || ' circuit'
             when 3 then initcap(a) || ' under pressure: ' || b
             else 'Small-sided ' || a || ' to ' || d
           end, 120) as title,
           initcap(c) || ' drill' as block_title
         from (
           select club, k, diagrams, thumbnails, words[1 + wa] as a, words[1 + wb] as b, words[1 + wc] as c, words[1 + wd] as d,
             points[1 + wa] as point_a, points[1 + wc] as point_c, points[1 + wd] as point_d,
             (club - 1) * ${MEMBERS_PER_CLUB} + 1 + ${hash(item, 10)} % 6 as sharer,
             now() - make_interval(secs => floor(${f(11)} * 3 * 365 * 86400)) as shared_at,
             -- Weighted towards the age groups most teams are in (U10–U16 get 60 %), 5 % give none.
             case when ${f(12)} < 0.05 then null
               when ${f(12)} < 0.65 then age_groups[5 + ${hash(item, 13)} % 7]
               else age_groups[1 + ${hash(item, 13)} % cardinality(age_groups)] end as age_group,
             case when ${f(14)} < 0.1 then null else levels[1 + ${hash(item, 15)} % 4] end as level,
             case when ${hash(item, 16)} % 2 = 0 then array[phase_list[1 + ${hash(item, 17)} % cardinality(phase_list)]]
               else array[phase_list[1 + ${hash(item, 17)} % cardinality(phase_list)],
                 phase_list[1 + (${hash(item, 17)} % cardinality(phase_list) + 1 + ${hash(item, 18)} % (cardinality(phase_list) - 1)) % cardinality(phase_list)]]
             end as phases,
             (array['low', 'medium', 'medium', 'high'])[1 + ${hash(item, 19)} % 4] as intensity,
             ${hash(item, 20)} % 8 as picture, 20 + 5 * (${hash(item, 21)} % 11) as minutes
           from (
             -- Four distinct words: b, c and d in the first, second and last third of the places after a.
             select club, k, ${hash(item, 1)} % n as wa, (${hash(item, 1)} + 1 + ${hash(item, 2)} % third) % n as wb,
               (${hash(item, 1)} + 1 + third + ${hash(item, 3)} % third) % n as wc,
               (${hash(item, 1)} + 1 + 2 * third + ${hash(item, 4)} % third) % n as wd
             from bench_club_sizes as sizes, generate_series(1, sizes.items) as k,
               lateral (select ${WORDS.length} as n, ${Math.floor((WORDS.length - 1) / 3)} as third) as counts
           ) as drawn,
           (select ${textArray(WORDS)} as words, ${textArray(WORDS.map((word) => POINTS[word]))} as points,
             ${textArray(AGE_GROUPS)} as age_groups, ${textArray(LEVELS)} as levels, ${textArray(PHASES)} as phase_list,
             '${JSON.stringify(diagrams)}'::jsonb as diagrams, '${JSON.stringify(diagrams.map(diagramThumbnail))}'::jsonb as thumbnails) as lists
         ) as named
       ) as items`,
    ],
    [
      "syllabus themes",
      `insert into syllabus_themes (id, club_id, age_group, first_week, last_week, title, phases, topics)
       select 'theme-' || c || '-' || place || '-' || block, 'club-' || c, (${textArray(TEAM_AGES)})[1 + place],
              1 + block * 6, 6 + block * 6, initcap(words[1 + ${hash("c * 1000 + place * 10 + block", 1)} % cardinality(words)]) || ' block',
              array[phase_list[1 + ${hash("c * 1000 + place * 10 + block", 2)} % cardinality(phase_list)]],
              array[words[1 + ${hash("c * 1000 + place * 10 + block", 1)} % cardinality(words)]]
       from generate_series(1, ${CLUBS}) c, generate_series(0, ${TEAMS_PER_CLUB - 1}) place, generate_series(0, 5) block,
         (select ${textArray(WORDS)} as words, ${textArray(PHASES)} as phase_list) as lists`,
    ],
    ["calendar: weekly trainings", insertTrainings(genericSeries)],
    ["calendar: matches", insertMatches(genericTeams, genericSeasons, "3 + m * 8 + hk % 3", "generate_series(0, 3)")],
    ["calendar: moved and cancelled occurrences", insertExceptions(genericSeries)],
    ["calendar: the busy team's trainings", insertTrainings(busySeries)],
    [
      "calendar: the busy team's matches",
      // Every Saturday from September to mid-May but the winter break (weeks 15 to 17).
      insertMatches(busyTeam, busySeasons, "m", "generate_series(0, 36)", "week_index not between 15 and 17"),
    ],
    ["calendar: the busy team's exceptions", insertExceptions(busySeries)],
  ];
}

/** The searches the load rotates through in the bench club's library: a word and one filter each. */
export const CLUB_SEARCHES: Array<Record<string, string>> = [
  { q: "pressing", phase: "attacking" },
  { q: "rondo", ageGroup: "U14" },
  { q: "finishing", intensity: "high" },
  { q: "possession", phase: "defending" },
  { q: "counter", ageGroup: "U12" },
  { q: "crossing", phase: "set-pieces" },
  { q: "overload", phase: "transition-to-attack" },
  { q: "switch", intensity: "medium" },
];

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
const libraryPath = (search: Record<string, string>) => `/api/clubs/${clubId(BENCH_CLUB)}/library?${query(search)}`;

/** A local date `days` after `date`. */
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The month view's window as the calendar screen asks for it: Monday of the 1st's week to Sunday of the last day's. */
export function monthGrid(year: number, month: number): { from: string; to: string } {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const last = new Date(Date.UTC(year, month, 0));
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  return {
    from: addDays(iso(first), -((first.getUTCDay() + 6) % 7)),
    to: addDays(iso(last), 6 - ((last.getUTCDay() + 6) % 7)),
  };
}

/** October, November, February and March of the current season: busy months, away from the breaks. */
export function monthWindows(year: number): Array<{ from: string; to: string }> {
  return [monthGrid(year, 10), monthGrid(year, 11), monthGrid(year + 1, 2), monthGrid(year + 1, 3)];
}

export interface ClubPlan {
  search: string;
  indexes: string[];
  seqScan: boolean;
  pageMs: number;
  countMs: number;
}

/** EXPLAIN ANALYZE of the statements list-club-library.ts runs for `search` in the bench club: the page and the count. */
async function explainClubSearch(app: RunningApp, search: Record<string, string>): Promise<ClubPlan> {
  const { db } = app.database;
  const statements = clubLibraryStatements(db, clubId(BENCH_CLUB), ClubLibraryQuerySchema.parse(search));
  const client = (db as unknown as { $client?: pg.Pool }).$client;
  if (!client) throw new Error("the app's drizzle database exposes no $client");
  const explain = async (statement: { sql: string; params: unknown[] }) => {
    const { rows } = await client.query<Record<string, string>>(
      `explain (analyze, buffers) ${statement.sql}`,
      statement.params,
    );
    return rows.map((row) => Object.values(row)[0]!).join("\n");
  };
  const pagePlan = await explain(statements.page.toSQL());
  const countPlan = await explain(statements.count.toSQL());
  const indexes = new Set<string>();
  for (const plan of [pagePlan, countPlan]) {
    for (const match of plan.matchAll(/(?:Index Scan|Index Only Scan|Bitmap Index Scan) (?:using|on) (\w+)/g))
      indexes.add(match[1]!);
  }
  if (process.env.BENCH_EXPLAIN)
    console.error(`EXPLAIN ANALYZE ${libraryPath(search)}\n${pagePlan}\n--- count\n${countPlan}`);
  const executionMs = (plan: string) => Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);
  return {
    search: libraryPath(search),
    indexes: [...indexes],
    seqScan: /Seq Scan on club_library_items/.test(pagePlan + countPlan),
    pageMs: executionMs(pagePlan),
    countMs: executionMs(countPlan),
  };
}

async function getJson<T>(url: string, headers: Record<string, string>): Promise<T> {
  const response = await fetch(url, { headers });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export interface ClubResults extends FederationSeed {
  label: string;
  /** Everything: the statements, VACUUM ANALYZE and the counts. */
  seedSeconds: number;
  benchClubItems: number;
  search: { load: SearchLoad; totals: number[]; plan: ClubPlan };
  month: { load: SearchLoad; windows: string[]; occurrences: number[]; teamEvents: number };
  feed: { medianMs: number; p95Ms: number; fetches: number; events: number; kilobytes: number };
}

export interface FederationSeed {
  seedSteps: Array<{ label: string; seconds: number; rows: number }>;
  vacuumSeconds: number;
  counts: Record<"clubs" | "teams" | "events" | "exceptions" | "items", number>;
}

/**
 * The app on a database of its own, made on the PostgreSQL server at `serverUrl` and dropped when `scope`
 * ends; skipped, with the reason, when the server will not make one.
 */
export async function startAppOnScratchPostgres(
  serverUrl: string,
  part: string,
  scope: Cleanup,
): Promise<{ app: RunningApp; label: string; scratch: ScratchDatabase } | { skipped: string }> {
  let scratch: ScratchDatabase;
  try {
    scratch = await createScratchDatabase(serverUrl, `touchline_bench_${part}_${process.pid}`);
  } catch (error) {
    return { skipped: `could not create a database (${error instanceof Error ? error.message : error})` };
  }
  scope.defer(`drop database ${scratch.name}`, scratch.drop);
  const version = await withPostgresClient(
    scratch.url,
    async (client) =>
      (await client.query<{ server_version: string }>("show server_version")).rows[0]?.server_version ?? "?",
  );
  const label = `PostgreSQL ${version} (temporary database ${scratch.name})`;
  const app = await startApp({ kind: "postgres", url: scratch.url, label, dataDir: benchTempDir(scope, part) }, scope);
  return { app, label, scratch };
}

/**
 * Seeds the federation (`clubSeedStatements`, the bench user an admin of club 1 and a coach of its team 1),
 * then `more` statements on top of it (another part's rows), then VACUUM ANALYZE, as autovacuum's steady
 * state would be.
 */
export async function seedFederation(
  url: string,
  benchUserEmail: string,
  year: number,
  sizes: number[],
  step: (text: string) => void,
  more: Array<[label: string, sql: string]> = [],
): Promise<FederationSeed> {
  const seedSteps: FederationSeed["seedSteps"] = [];
  let vacuumSeconds = 0;
  const counts = await withPostgresClient(url, async (client) => {
    const [benchUser] = (await client.query<{ id: string }>("select id from users where email = $1", [benchUserEmail]))
      .rows;
    if (!benchUser) throw new Error(`no user ${benchUserEmail}`);
    await client.query("create temp table bench_club_sizes (club int primary key, items int not null)");
    await client.query(
      "insert into bench_club_sizes select club::int, items from unnest($1::int[]) with ordinality as s(items, club)",
      [sizes],
    );
    for (const [stepLabel, statement] of [...clubSeedStatements(year, benchUser.id), ...more]) {
      step(`seeding ${stepLabel}`);
      const stepStarted = performance.now();
      const result = await client.query(statement);
      seedSteps.push({
        label: stepLabel,
        seconds: (performance.now() - stepStarted) / 1000,
        rows: result.rowCount ?? 0,
      });
    }
    const vacuumStarted = performance.now();
    step("VACUUM ANALYZE");
    // Autovacuum would otherwise visit the bulk-loaded tables during the measurements.
    await client.query("vacuum analyze");
    vacuumSeconds = (performance.now() - vacuumStarted) / 1000;
    const [row] = (
      await client.query<FederationSeed["counts"]>(
        `select (select count(*)::int from clubs) as clubs, (select count(*)::int from teams) as teams,
           (select count(*)::int from calendar_events) as events,
           (select count(*)::int from calendar_event_exceptions) as exceptions,
           (select count(*)::int from club_library_items) as items`,
      )
    ).rows;
    return row!;
  });
  return { seedSteps, vacuumSeconds, counts };
}

export async function measureClubsAtScale(
  cleanup: Cleanup,
  step: (text: string) => void,
): Promise<ClubResults | { skipped: string }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { skipped: "it needs PostgreSQL: set DATABASE_URL" };
  const scope = cleanup.scope("the clubs bench's app and database");
  try {
    const opened = await startAppOnScratchPostgres(serverUrl, "clubs", scope);
    if ("skipped" in opened) return opened;
    const { app, label, scratch } = opened;
    const user = await signUpBenchUser(app);
    const year = currentSeasonYear();
    const sizes = clubLibrarySizes();

    step(
      `clubs: seeding ${CLUBS.toLocaleString("en-US")} clubs, ${TEAMS.toLocaleString("en-US")} teams, ~1,000,000 calendar events and ${CLUB_SESSIONS.toLocaleString("en-US")} club sessions on ${label}`,
    );
    const started = performance.now();
    const { seedSteps, vacuumSeconds, counts } = await seedFederation(scratch.url, user.email, year, sizes, (text) =>
      step(`clubs: ${text}`),
    );
    const seedSeconds = (performance.now() - started) / 1000;
    const headers = { Cookie: user.cookie };

    // The club library: a word and one filter, in the federation's largest club library.
    const searchUrls = CLUB_SEARCHES.map((search) => `${app.url}${libraryPath(search)}`);
    const totals: number[] = [];
    for (const url of searchUrls) {
      const body = await getJson<{ total: number; items: Array<{ id: string }> }>(url, headers);
      if (!body.total || body.items.length === 0)
        throw new Error(`${url} found nothing: the seeded library should match it`);
      totals.push(body.total);
      // The seeded content must read as the route's contract says (its answer is validated).
      await getJson(`${app.url}/api/clubs/${clubId(BENCH_CLUB)}/library/${body.items[0]!.id}`, headers);
    }
    step(`clubs: ${CLUB_REQUESTS} club-library searches, one at a time`);
    const searchLoad = await runRequestClient(searchUrls, headers, 1, { requests: CLUB_REQUESTS, warmup: CLUB_WARMUP });
    const plan = await explainClubSearch(app, CLUB_SEARCHES[0]!);

    // The busy team's month view.
    const windows = monthWindows(year);
    const monthUrls = windows.map(
      ({ from, to }) =>
        `${app.url}/api/clubs/${clubId(BENCH_CLUB)}/teams/${teamId(BENCH_TEAM)}/calendar?${query({ from, to })}`,
    );
    const occurrences: number[] = [];
    for (const url of monthUrls) {
      const body = await getJson<{ occurrences: unknown[] }>(url, headers);
      occurrences.push(body.occurrences.length);
    }
    step(`clubs: ${CLUB_REQUESTS} month views of the busy team, one at a time`);
    const monthLoad = await runRequestClient(monthUrls, headers, 1, { requests: CLUB_REQUESTS, warmup: CLUB_WARMUP });
    const teamEvents = await withPostgresClient(
      scratch.url,
      async (client) =>
        (
          await client.query<{ n: number }>("select count(*)::int as n from calendar_events where team_id = $1", [
            teamId(BENCH_TEAM),
          ])
        ).rows[0]!.n,
    );

    // The busy team's iCalendar feed, through the address the coach makes for it.
    const created = await fetch(`${app.url}/api/clubs/${clubId(BENCH_CLUB)}/teams/${teamId(BENCH_TEAM)}/feed`, {
      method: "POST",
      headers: { ...headers, Origin: app.origin },
    });
    if (created.status !== 201) throw new Error(`making the feed failed: ${created.status} ${await created.text()}`);
    const { url: feedAddress } = (await created.json()) as { url: string };
    const feedUrl = `${app.url}${new URL(feedAddress).pathname}`;
    const feedResponse = await fetch(feedUrl);
    const ics = await feedResponse.text();
    if (feedResponse.status !== 200 || !ics.startsWith("BEGIN:VCALENDAR"))
      throw new Error(`${feedUrl} answered ${feedResponse.status}: ${ics.slice(0, 200)}`);
    step(`clubs: ${FEED_FETCHES} fetches of the busy team's iCalendar feed`);
    const feedLoad = await runRequestClient([feedUrl], {}, 1, { requests: FEED_FETCHES, warmup: FEED_WARMUP });
    step(
      `clubs: search p95 ${searchLoad.p95Ms.toFixed(1)} ms, month view p95 ${monthLoad.p95Ms.toFixed(1)} ms, feed p95 ${feedLoad.p95Ms.toFixed(1)} ms`,
    );
    return {
      label,
      seedSeconds,
      vacuumSeconds,
      seedSteps,
      counts,
      benchClubItems: sizes[BENCH_CLUB - 1]!,
      search: { load: searchLoad, totals, plan },
      month: { load: monthLoad, windows: windows.map(({ from, to }) => `${from}…${to}`), occurrences, teamEvents },
      feed: {
        medianMs: feedLoad.p50Ms,
        p95Ms: feedLoad.p95Ms,
        fetches: feedLoad.requests,
        events: ics.match(/^BEGIN:VEVENT/gm)?.length ?? 0,
        kilobytes: Buffer.byteLength(ics) / 1000,
      },
    };
  } finally {
    await scope.runAll();
  }
}

const thousands = (value: number) => value.toLocaleString("en-US");

export function clubGroups(results: ClubResults | { skipped: string }): FigureGroup[] {
  if ("skipped" in results) {
    return [
      {
        title: "clubs at federation size: skipped",
        figures: [{ name: "clubs at federation size", value: 0, unit: "ms", note: `skipped: ${results.skipped}` }],
      },
    ];
  }
  const { counts, search, month, feed } = results;
  const { plan } = search;
  const indexNote = plan.seqScan
    ? `FAIL: Seq Scan on club_library_items (indexes seen: ${plan.indexes.join(", ") || "none"})`
    : `index used: ${plan.indexes.join(", ") || "none"}`;
  const figures: Figure[] = [
    {
      name: "seeding (set-based SQL), then VACUUM ANALYZE",
      value: results.seedSeconds,
      unit: "s",
      target: SEED_TARGET_SECONDS,
      note:
        `VACUUM ANALYZE ${results.vacuumSeconds.toFixed(1)} s; ` +
        results.seedSteps
          .map((seed) => `${seed.label} ${thousands(seed.rows)} rows ${seed.seconds.toFixed(1)} s`)
          .join(", "),
    },
    {
      name: "club-library search p95 (word + one filter)",
      value: search.load.p95Ms,
      unit: "ms",
      target: CLUB_SEARCH_TARGET_MS,
      note:
        `p50 ${search.load.p50Ms.toFixed(1)} ms over ${search.load.requests}; the largest club library (${thousands(results.benchClubItems)} items), ` +
        `${CLUB_SEARCHES.length} searches rotated, matching ${search.totals.join("/")}; EXPLAIN ANALYZE ${plan.search}: ${indexNote}; ` +
        `${plan.pageMs.toFixed(1)} ms page + ${plan.countMs.toFixed(1)} ms count`,
    },
    {
      name: "team month view p95",
      value: month.load.p95Ms,
      unit: "ms",
      target: MONTH_VIEW_TARGET_MS,
      note:
        `p50 ${month.load.p50Ms.toFixed(1)} ms over ${month.load.requests}; the busy team (${month.teamEvents} event rows over 3 seasons, ` +
        `3 weekly trainings + a Saturday match); windows ${month.windows.join(", ")} rotated with ${month.occurrences.join("/")} occurrences`,
    },
    {
      name: "season iCalendar feed p95",
      value: feed.p95Ms,
      unit: "ms",
      target: FEED_TARGET_MS,
      note: `${feed.fetches} fetches one at a time; ${thousands(feed.events)} VEVENTs (series, overrides and matches of the last 400 days and on), ${feed.kilobytes.toFixed(0)} KB`,
    },
    {
      name: "season iCalendar feed median",
      value: feed.medianMs,
      unit: "ms",
      target: FEED_TARGET_MS,
    },
  ];
  return [
    {
      title: `clubs at federation size: ${thousands(counts.clubs)} clubs, ${thousands(counts.teams)} teams, ${thousands(counts.events)} calendar events (${thousands(counts.exceptions)} moved or cancelled occurrences), ${thousands(counts.items)} club sessions on ${results.label}; one request at a time through HTTP as a club admin`,
      figures,
    },
  ];
}
