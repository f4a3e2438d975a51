import { z } from "zod";
import { TeamIdSchema } from "./clubs.ts";
import { safeText } from "./safe-text.ts";
import { fieldMessage } from "./field-message.ts";

export const SquadPlayerIdSchema = z.string().min(1).max(64, /*i18n*/ "Not a player id");

export const PLAYER_POSITIONS = ["goalkeeper", "defender", "midfielder", "forward"] as const;
export const PlayerPositionSchema = z.enum(PLAYER_POSITIONS);
export type PlayerPosition = z.infer<typeof PlayerPositionSchema>;
export const PLAYER_POSITION_LABELS: Record<PlayerPosition, string> = {
  goalkeeper: "Goalkeeper",
  defender: "Defender",
  midfielder: "Midfielder",
  forward: "Forward",
};

/** A squad is a team's season: far more than any format's matchday squad, few enough to list on one page. */
export const MAX_SQUAD_SIZE = 60;
export const MAX_PLAYER_NAME_LENGTH = 40;
/** A pasted or uploaded squad file: 60 rows of a few short columns fit many times over. */
export const MAX_SQUAD_CSV_LENGTH = 20_000;

/** A name is one line: a line break (a quoted spreadsheet cell may hold one) would split it on every page. */
const ONE_LINE = /^[^\r\n]*$/;
const FirstNameSchema = safeText(/*i18n*/ "The player's first name")
  .trim()
  .min(1, /*i18n*/ "Please give the player's first name or nickname")
  .max(
    MAX_PLAYER_NAME_LENGTH,
    fieldMessage(/*i18n*/ "A first name is at most {max} characters", { max: MAX_PLAYER_NAME_LENGTH }),
  )
  .regex(ONE_LINE, /*i18n*/ "A first name is written on one line");
const LastNameSchema = safeText(/*i18n*/ "The player's last name")
  .trim()
  .max(
    MAX_PLAYER_NAME_LENGTH,
    fieldMessage(/*i18n*/ "A last name is at most {max} characters", { max: MAX_PLAYER_NAME_LENGTH }),
  )
  .regex(ONE_LINE, /*i18n*/ "A last name is written on one line");
export const ShirtNumberSchema = z
  .number({ message: /*i18n*/ "A shirt number is a whole number from 1 to 99" })
  .int(/*i18n*/ "A shirt number is a whole number from 1 to 99")
  .min(1, /*i18n*/ "A shirt number is a whole number from 1 to 99")
  .max(99, /*i18n*/ "A shirt number is a whole number from 1 to 99");
/** Youth football's players are born within this range; anything else is a typing slip. */
export const BirthYearSchema = z
  .number({ message: /*i18n*/ "A birth year is written in four digits, e.g. 2014" })
  .int(/*i18n*/ "A birth year is written in four digits, e.g. 2014")
  .min(1940, /*i18n*/ "A birth year is written in four digits, e.g. 2014")
  .max(2100, /*i18n*/ "A birth year is written in four digits, e.g. 2014");

/**
 * A player as the team's coaches write them: a first name (or nickname) is all that is needed. No e-mail or
 * phone: a player is reached through their personal link. The last name is seen only by the club's members;
 * a page open without an account writes the first name and the last name's initial.
 */
export const SquadPlayerInputSchema = z.object({
  firstName: FirstNameSchema,
  lastName: LastNameSchema.default(""),
  shirtNumber: ShirtNumberSchema.nullable().default(null),
  position: PlayerPositionSchema.nullable().default(null),
  birthYear: BirthYearSchema.nullable().default(null),
});
export type SquadPlayerInput = z.input<typeof SquadPlayerInputSchema>;
export type SquadPlayerValues = z.output<typeof SquadPlayerInputSchema>;

/** A partial change: only the fields sent change. */
export const UpdateSquadPlayerRequestSchema = z
  .object({
    firstName: FirstNameSchema,
    lastName: LastNameSchema,
    shirtNumber: ShirtNumberSchema.nullable(),
    position: PlayerPositionSchema.nullable(),
    birthYear: BirthYearSchema.nullable(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: /*i18n*/ "Send at least one field to change" });
export type UpdateSquadPlayerRequest = z.input<typeof UpdateSquadPlayerRequestSchema>;
export type UpdateSquadPlayerValues = z.output<typeof UpdateSquadPlayerRequestSchema>;

export const SquadPlayerSchema = z.object({
  id: SquadPlayerIdSchema,
  teamId: TeamIdSchema,
  firstName: z.string(),
  lastName: z.string(),
  shirtNumber: z.number().int().nullable(),
  position: PlayerPositionSchema.nullable(),
  birthYear: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
});
export type SquadPlayer = z.infer<typeof SquadPlayerSchema>;
export const SquadPlayerResponseSchema = z.object({ player: SquadPlayerSchema });
export type SquadPlayerResponse = z.infer<typeof SquadPlayerResponseSchema>;
/** A team's squad, by shirt number (players without one last, by first name). */
export const SquadResponseSchema = z.object({ players: z.array(SquadPlayerSchema) });
export type SquadResponse = z.infer<typeof SquadResponseSchema>;

/**
 * A squad file, pasted or uploaded: CSV (commas, semicolons or tabs, as spreadsheets copy), a header row
 * naming the columns. `dryRun` reads it and answers what would be added, changing nothing.
 */
export const ImportSquadRequestSchema = z.object({
  csv: z
    .string()
    .min(1, /*i18n*/ "Paste or choose a squad file")
    .max(
      MAX_SQUAD_CSV_LENGTH,
      fieldMessage(/*i18n*/ "A squad file is at most {max} characters", {
        max: MAX_SQUAD_CSV_LENGTH.toLocaleString("en"),
      }),
    ),
  dryRun: z.boolean().default(false),
});
export type ImportSquadRequest = z.input<typeof ImportSquadRequestSchema>;

/** A row of a squad file that cannot be added, by its line in the file (the header is line 1). */
export const SquadImportProblemSchema = z.object({ line: z.number().int().min(1), message: z.string() });
export type SquadImportProblem = z.infer<typeof SquadImportProblemSchema>;

/**
 * What a squad file holds: the players it would add (`players`, as read) and the problems that stop it.
 * A file with any problem adds nobody; `added` is how many players an import added (0 on a dry run).
 */
export const ImportSquadResponseSchema = z.object({
  players: z.array(
    z.object({
      firstName: z.string(),
      lastName: z.string(),
      shirtNumber: z.number().int().nullable(),
      position: PlayerPositionSchema.nullable(),
      birthYear: z.number().int().nullable(),
    }),
  ),
  problems: z.array(SquadImportProblemSchema),
  added: z.number().int().min(0),
});
export type ImportSquadResponse = z.infer<typeof ImportSquadResponseSchema>;

/** The squad file's columns, as export writes them and import reads them first. */
export const SQUAD_CSV_COLUMNS = ["First name", "Last name", "Number", "Position", "Birth year"] as const;

/**
 * How a player is named where no account is needed (personal and team links): first name and the last
 * name's initial, never the full name of a child.
 */
export function publicPlayerName(player: Pick<SquadPlayer, "firstName" | "lastName">): string {
  const initial = player.lastName.trim().charAt(0);
  return initial ? `${player.firstName} ${initial.toUpperCase()}.` : player.firstName;
}

/** A player as the data exports write them: every field the club keeps. */
export const ExportedSquadPlayerSchema = SquadPlayerSchema.extend({
  updatedAt: z.iso.datetime(),
  /** The player's marks in the team's registers, by occurrence; who took each by account id only. */
  attendanceMarks: z.array(
    z.object({
      eventId: z.string(),
      occurrenceStart: z.iso.datetime(),
      isPresent: z.boolean(),
      lateMinutes: z.number().int(),
      leftEarlyMinutes: z.number().int(),
      markedAt: z.iso.datetime(),
      markedById: z.string().nullable(),
      savedAt: z.iso.datetime(),
    }),
  ),
});
export type ExportedSquadPlayer = z.infer<typeof ExportedSquadPlayerSchema>;

export const CLUB_EXPORT_FORMAT = "touchline-club-export";

/**
 * "Download the club's data": everything a club keeps about its members, teams, squads and calendars, as
 * one JSON document for its admins (GDPR access and portability, the club being who keeps the players'
 * data). Members by name and role, never their e-mail addresses; personal links by their dates, never
 * their tokens; calendar events as stored (first start and RFC 5545 rule in UTC, with their exceptions).
 */
export const ClubExportSchema = z.object({
  format: z.literal(CLUB_EXPORT_FORMAT),
  version: z.literal(1),
  exportedAt: z.iso.datetime(),
  club: z.object({
    id: z.string(),
    name: z.string(),
    kitPrimary: z.string(),
    kitSecondary: z.string(),
    timeZone: z.string(),
    seasonStartsOn: z.string().nullable(),
    createdAt: z.iso.datetime(),
  }),
  members: z.array(z.object({ userId: z.string(), name: z.string(), role: z.string(), joinedAt: z.iso.datetime() })),
  teams: z.array(
    z.object({
      id: TeamIdSchema,
      name: z.string(),
      ageGroup: z.string(),
      format: z.string(),
      season: z.string(),
      coaches: z.array(z.object({ userId: z.string(), name: z.string() })),
      squad: z.array(
        ExportedSquadPlayerSchema.extend({
          /** Their personal links: when each was made, revoked and last opened. */
          links: z.array(
            z.object({
              createdAt: z.iso.datetime(),
              revokedAt: z.iso.datetime().nullable(),
              lastOpenedAt: z.iso.datetime().nullable(),
            }),
          ),
        }),
      ),
      calendarEvents: z.array(
        z.object({
          id: z.string(),
          kind: z.string(),
          title: z.string(),
          startsAt: z.iso.datetime(),
          durationMinutes: z.number().int(),
          place: z.string(),
          notes: z.string(),
          recurrence: z.string().nullable(),
          recurrenceEndsAt: z.iso.datetime().nullable(),
          sessionId: z.string().nullable(),
          clubItemId: z.string().nullable(),
          createdById: z.string().nullable(),
          createdAt: z.iso.datetime(),
          updatedAt: z.iso.datetime(),
          exceptions: z.array(
            z.object({
              occurrenceStart: z.iso.datetime(),
              isCancelled: z.boolean(),
              movedTo: z.iso.datetime().nullable(),
            }),
          ),
        }),
      ),
      availabilityAnswers: z.array(
        z.object({
          playerId: z.string(),
          eventId: z.string(),
          occurrenceStart: z.iso.datetime(),
          isAvailable: z.boolean(),
          reason: z.string(),
          answeredAt: z.iso.datetime(),
        }),
      ),
    }),
  ),
});
export type ClubExport = z.infer<typeof ClubExportSchema>;
