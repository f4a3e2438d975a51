import { randomUUID } from "node:crypto";
import {
  clubLibrarySizes,
  currentSeasonYear,
  type FederationSeed,
  seedFederation,
  startAppOnScratchPostgres,
} from "./clubs.ts";
import type { Cleanup } from "./lifecycle.ts";
import type { FigureGroup } from "./report.ts";
import { signUpBenchUser } from "./servers.ts";
import { withPostgresClient } from "../apps/server/test/postgres-server.ts";
import { percentile, runRequestClient, type SearchLoad } from "./sessions.ts";

/**
 * Players' loads at federation size (BENCH_ONLY=player-load; PostgreSQL only): the clubs part's federation,
 * plus squads and a register at every past occurrence for the teams of the first clubs, then a season's load
 * charts of the bench team (25 players) and a register of 30 marks saved through the real app. See README.md.
 */

export const PLAYER_LOAD_TARGET_MS = 150;
export const REGISTER_PUT_TARGET_MS = 100;
/** Teams 1 to 200 (clubs 1 to 20) have squads and registers; the rest of the federation has neither. */
const TEAMS_WITH_REGISTERS = 200;
const SQUAD_SIZE = 25;
/** The team whose register is saved: it has a squad of 30, one mark each. */
const REGISTER_TEAM = 2;
const REGISTER_SIZE = 30;
const LOAD_REQUESTS = 100;
const LOAD_WARMUP = 10;
const REGISTER_PUTS = 60;
const REGISTER_WARMUP = 6;

/** The squads and registers on top of the federation: a mark per player at each past, not cancelled occurrence. */
function registerSeedStatements(): Array<[label: string, sql: string]> {
  const hash = (seed: string) => `(hashtext(${seed}) & 2147483647)`;
  return [
    [
      "squads",
      `insert into squad_players (id, team_id, first_name, last_name, shirt_number, created_at, updated_at)
       select 'pl-' || t || '-' || n, 'team-' || t, 'Player' || n, 'Team' || t, n, now() - interval '3 years', now()
       from generate_series(1, ${TEAMS_WITH_REGISTERS}) t,
         lateral generate_series(1, case when t = ${REGISTER_TEAM} then ${REGISTER_SIZE} else ${SQUAD_SIZE} end) n`,
    ],
    [
      "registers (attendance marks)",
      // A weekly series' occurrences are its first start's wall time a week apart in the club's zone.
      `insert into attendance_marks (player_id, event_id, occurrence_start, is_present, late_minutes,
         left_early_minutes, client_mark_id, marked_at)
       select p.id, o.event_id, o.occurrence_start, h % 10 <> 0, case when h % 10 = 1 then 5 + h % 20 else 0 end,
         case when h % 10 = 2 then 10 else 0 end, 'seed-' || p.id || '-' || o.event_id || '-' || o.k, o.occurrence_start
       from (
         select e.id as event_id, e.team_id, k,
           ((e.starts_at at time zone c.time_zone) + k * interval '7 days') at time zone c.time_zone as occurrence_start
         from calendar_events e
         join teams t on t.id = e.team_id
         join clubs c on c.id = t.club_id,
         lateral generate_series(0, case when e.recurrence is null then 0
           else round(extract(epoch from e.recurrence_ends_at - e.starts_at) / 604800)::int end) as k
         where e.team_id in (select 'team-' || g from generate_series(1, ${TEAMS_WITH_REGISTERS}) g)
       ) as o
       join squad_players p on p.team_id = o.team_id
       left join calendar_event_exceptions x on x.event_id = o.event_id and x.occurrence_start = o.occurrence_start,
       lateral (select ${hash("p.id || '/' || o.event_id || '/' || o.k")} as h) as mark_hash
       where o.occurrence_start < now() and not coalesce(x.is_cancelled, false)`,
    ],
  ];
}

/** Monday on or after the 1st of September of `year`: where the seeded seasons start. */
function seasonMonday(year: number): string {
  const first = new Date(Date.UTC(year, 8, 1));
  first.setUTCDate(first.getUTCDate() + ((8 - first.getUTCDay()) % 7));
  return first.toISOString().slice(0, 10);
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export interface PlayerLoadResults extends FederationSeed {
  label: string;
  seedSeconds: number;
  marks: number;
  load: SearchLoad & { window: string; registers: number; players: number; kilobytes: number };
  register: { p95Ms: number; p50Ms: number; puts: number } | { skipped: string };
}

/**
 * Saves a register of 30 marks `REGISTER_PUTS` times, one at a time, rotating over a few of the team's past
 * occurrences (each save replaces the marks of the one before). Timed from this process.
 */
async function measureRegisterPuts(
  url: string,
  origin: string,
  cookie: string,
  databaseUrl: string,
): Promise<PlayerLoadResults["register"]> {
  const { occurrences, players } = await withPostgresClient(databaseUrl, async (client) => {
    const team = `team-${REGISTER_TEAM}`;
    const found = await client.query<{ event_id: string; occurrence_start: Date }>(
      `select event_id, occurrence_start from attendance_marks m join calendar_events e on e.id = m.event_id
       where e.team_id = $1 group by event_id, occurrence_start order by occurrence_start desc limit 4`,
      [team],
    );
    const squad = await client.query<{ id: string }>("select id from squad_players where team_id = $1", [team]);
    return { occurrences: found.rows, players: squad.rows.map((row) => row.id) };
  });
  if (occurrences.length === 0) return { skipped: "the seed left the register team without a past occurrence" };
  const put = async (index: number) => {
    const occurrence = occurrences[index % occurrences.length]!;
    const path =
      `/api/clubs/club-1/teams/team-${REGISTER_TEAM}/events/${encodeURIComponent(occurrence.event_id)}` +
      `/occurrences/${encodeURIComponent(occurrence.occurrence_start.toISOString())}/register`;
    const markedAt = new Date().toISOString();
    const marks = players.map((playerId, place) => ({
      clientMarkId: randomUUID(),
      playerId,
      isPresent: (place + index) % 9 !== 0,
      lateMinutes: (place + index) % 7 === 0 ? 10 : 0,
      leftEarlyMinutes: 0,
      markedAt,
    }));
    const started = performance.now();
    const response = await fetch(`${url}${path}`, {
      method: "PUT",
      headers: { Cookie: cookie, Origin: origin, "Content-Type": "application/json" },
      body: JSON.stringify({ marks }),
    });
    const text = await response.text();
    return { ms: performance.now() - started, status: response.status, text };
  };
  const first = await put(0);
  if (first.status !== 200) {
    return { skipped: `PUT …/register answered ${first.status} (${first.text.slice(0, 120)}): not in this build yet?` };
  }
  for (let index = 1; index <= REGISTER_WARMUP; index += 1) await put(index);
  const latencies: number[] = [];
  for (let index = 0; index < REGISTER_PUTS; index += 1) {
    const answer = await put(REGISTER_WARMUP + 1 + index);
    if (answer.status !== 200) throw new Error(`PUT …/register answered ${answer.status}: ${answer.text}`);
    latencies.push(answer.ms);
  }
  return { p95Ms: percentile(latencies, 95), p50Ms: percentile(latencies, 50), puts: latencies.length };
}

export async function measurePlayerLoadAtScale(
  cleanup: Cleanup,
  step: (text: string) => void,
): Promise<PlayerLoadResults | { skipped: string }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { skipped: "it needs PostgreSQL: set DATABASE_URL" };
  const scope = cleanup.scope("the player-load bench's app and database");
  try {
    const opened = await startAppOnScratchPostgres(serverUrl, "load", scope);
    if ("skipped" in opened) return opened;
    const { app, label, scratch } = opened;
    const user = await signUpBenchUser(app);
    const year = currentSeasonYear();

    step(`player-load: seeding the federation and registers for teams 1–${TEAMS_WITH_REGISTERS} on ${label}`);
    const started = performance.now();
    const seed = await seedFederation(
      scratch.url,
      user.email,
      year,
      clubLibrarySizes(),
      (text) => step(`player-load: ${text}`),
      registerSeedStatements(),
    );
    const seedSeconds = (performance.now() - started) / 1000;
    const marks = seed.seedSteps.find((seedStep) => seedStep.label.startsWith("registers"))?.rows ?? 0;

    // Last season, whole: September to the end of May, as the Load page asks for a season.
    const from = seasonMonday(year - 1);
    const to = addDays(from, 7 * 39 - 1);
    const loadUrl = `${app.url}/api/clubs/club-1/teams/team-1/player-load?from=${from}&to=${to}&asOf=${to}`;
    const headers = { Cookie: user.cookie };
    const first = await fetch(loadUrl, { headers });
    const body = await first.text();
    if (first.status !== 200) throw new Error(`${loadUrl} answered ${first.status}: ${body.slice(0, 200)}`);
    const answer = JSON.parse(body) as {
      team: { weeks: Array<{ registers: number }> };
      players: unknown[];
    };
    const registers = answer.team.weeks.reduce((total, week) => total + week.registers, 0);
    if (registers === 0) throw new Error(`${loadUrl} found no register: the seed should have made them`);
    step(`player-load: ${LOAD_REQUESTS} season load charts of the bench team, one at a time`);
    const load = await runRequestClient([loadUrl], headers, 1, { requests: LOAD_REQUESTS, warmup: LOAD_WARMUP });

    step(`player-load: ${REGISTER_PUTS} registers of ${REGISTER_SIZE} marks, one at a time`);
    const register = await measureRegisterPuts(app.url, app.origin, user.cookie, scratch.url);
    step(
      `player-load: season load p95 ${load.p95Ms.toFixed(1)} ms; register ${"skipped" in register ? register.skipped : `p95 ${register.p95Ms.toFixed(1)} ms`}`,
    );
    return {
      ...seed,
      label,
      seedSeconds,
      marks,
      load: {
        ...load,
        window: `${from}…${to}`,
        registers,
        players: answer.players.length,
        kilobytes: Buffer.byteLength(body) / 1000,
      },
      register,
    };
  } finally {
    await scope.runAll();
  }
}

const thousands = (value: number) => value.toLocaleString("en-US");

export function playerLoadGroups(results: PlayerLoadResults | { skipped: string }): FigureGroup[] {
  if ("skipped" in results) {
    return [
      {
        title: "players' loads at federation size: skipped",
        figures: [
          { name: "players' loads at federation size", value: 0, unit: "ms", note: `skipped: ${results.skipped}` },
        ],
      },
    ];
  }
  const { counts, load, register } = results;
  return [
    {
      title:
        `players' loads at federation size: ${thousands(counts.teams)} teams, ${thousands(counts.events)} calendar events, ` +
        `${thousands(results.marks)} attendance marks (teams 1–${TEAMS_WITH_REGISTERS}) on ${results.label}; one request at a time through HTTP as a club admin`,
      figures: [
        {
          name: "seeding (federation + squads + registers), then VACUUM ANALYZE",
          value: results.seedSeconds,
          unit: "s",
          note: results.seedSteps
            .filter((seedStep) => seedStep.label === "squads" || seedStep.label.startsWith("registers"))
            .map((seedStep) => `${seedStep.label} ${thousands(seedStep.rows)} rows ${seedStep.seconds.toFixed(1)} s`)
            .join(", "),
        },
        {
          name: "season load charts p95 (25 players)",
          value: load.p95Ms,
          unit: "ms",
          target: PLAYER_LOAD_TARGET_MS,
          note:
            `p50 ${load.p50Ms.toFixed(1)} ms over ${load.requests}; GET …/teams/team-1/player-load ${load.window}: ` +
            `${load.registers} registers, ${load.players} players, ${load.kilobytes.toFixed(0)} KB`,
        },
        "skipped" in register
          ? { name: "register PUT of 30 marks p95", value: 0, unit: "ms", note: `skipped: ${register.skipped}` }
          : {
              name: "register PUT of 30 marks p95",
              value: register.p95Ms,
              unit: "ms",
              target: REGISTER_PUT_TARGET_MS,
              note: `p50 ${register.p50Ms.toFixed(1)} ms over ${register.puts}, timed in the bench process`,
            },
      ],
    },
  ];
}
