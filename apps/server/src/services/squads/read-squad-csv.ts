import {
  type PlayerPosition,
  type SquadImportProblem,
  SquadPlayerInputSchema,
  type SquadPlayerValues,
} from "@touchline/contracts";
import { CsvError, type Options, parse } from "csv-parse/sync";
import { csvFieldText } from "../../lib/csv.ts";

/** A player read from a squad file, with the line of the file their row starts on (the header is line 1). */
export interface SquadFileRow {
  line: number;
  player: SquadPlayerValues;
}

export interface SquadFile {
  /** The rows that make a valid player, in the file's order. */
  rows: SquadFileRow[];
  /** What stops the rest (and the file), by line. */
  problems: SquadImportProblem[];
}

type Field = keyof SquadPlayerValues;

/** How a header names a column, compared without case, spaces or punctuation. */
const normalise = (text: string) =>
  text
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9#]/g, "");

/**
 * The headers each column goes by, the likeliest first: when a file has two that fit ("First name" and
 * "Nickname"), the earlier in this list wins.
 */
const COLUMN_NAMES: Record<Field, readonly string[]> = {
  firstName: ["firstname", "name", "nickname", "player", "playername", "forename", "givenname"],
  lastName: ["lastname", "surname", "familyname"],
  shirtNumber: ["number", "shirtnumber", "no", "shirt", "#", "shirtno", "shirt#", "nr", "num"],
  position: ["position", "pos"],
  birthYear: ["birthyear", "yearofbirth", "year", "born", "dateofbirth", "birthdate", "dob"],
};

const POSITION_WORDS: Record<string, PlayerPosition> = {
  goalkeeper: "goalkeeper",
  gk: "goalkeeper",
  keeper: "goalkeeper",
  goalie: "goalkeeper",
  defender: "defender",
  def: "defender",
  df: "defender",
  back: "defender",
  midfielder: "midfielder",
  mid: "midfielder",
  mf: "midfielder",
  forward: "forward",
  fw: "forward",
  striker: "forward",
  st: "forward",
  attacker: "forward",
};

/** Delimiters a squad file may use: spreadsheets copy with tabs, and write semicolons where a comma is the decimal sign. */
const DELIMITERS = ["\t", ";", ","] as const;

/**
 * The delimiter the header line uses most (a header names columns, so it holds no stray commas); a file
 * of one column has none, and reads the same with any. Excel's `sep=;` first line, when there, says it.
 */
function delimiterOf(headerLine: string): string {
  const counts = DELIMITERS.map((delimiter) => headerLine.split(delimiter).length - 1);
  const most = Math.max(...counts);
  return most === 0 ? "," : DELIMITERS[counts.indexOf(most)]!;
}

/** A whole number as a spreadsheet may write it ("7", "7.0"); anything else is NaN, which the schema names. */
const wholeNumber = (text: string) => (/^\d+(\.0+)?$/.test(text) ? Number(text) : Number.NaN);

const isDay = (month: string, day: string) =>
  Number(month) >= 1 && Number(month) <= 12 && Number(day) >= 1 && Number(day) <= 31;

/** A birth year, or the year of a birth date (2014-03-02, 02/03/2014 or 3.2.2014: the year is plain either way). */
function birthYearOf(text: string): number {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.]*)?$/.exec(text);
  if (iso) return isDay(iso[2]!, iso[3]!) ? Number(iso[1]) : Number.NaN;
  const dayFirst = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(text);
  if (dayFirst) {
    const [, a, b, year] = dayFirst;
    return isDay(a!, b!) || isDay(b!, a!) ? Number(year) : Number.NaN;
  }
  return wholeNumber(text);
}

/** The lines of a record that spans several (a quoted field with line breaks) before its last. */
const extraLines = (record: readonly string[]) => record.reduce((sum, field) => sum + field.split("\n").length - 1, 0);

type ParsedRecord = { record: string[]; info: { lines: number } };

/** What csv-parse says of a file it cannot read, as a coach would understand it. */
function unreadable(error: CsvError): string {
  if (error.code === "CSV_QUOTE_NOT_CLOSED") return "A quotation mark opened on this line is never closed";
  if (error.code === "CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE" || error.code === "CSV_INVALID_CLOSING_QUOTE") {
    return "Text follows a closing quotation mark: quote the whole field, doubling the quotation marks inside it";
  }
  return "This line cannot be read as CSV";
}

/**
 * The line the record csv-parse failed on starts on: the first line with anything on it after the records
 * it read (it reports the line it stopped on, which for a quotation never closed is the file's last).
 */
function failedLine(text: string, options: Options, error: CsvError): number {
  const read = Number(error.records) || 0;
  let lastLine = 0;
  try {
    const records = read > 0 ? (parse(text, { ...options, to: read }) as unknown as ParsedRecord[]) : [];
    lastLine = records.at(-1)?.info.lines ?? 0;
  } catch {
    return Number(error.lines) || 1;
  }
  const failed = text.split("\n").findIndex((line, index) => index >= lastLine && line.trim() !== "");
  return failed >= 0 ? failed + 1 : lastLine + 1;
}

/**
 * Reads a squad file: CSV with a header row, separated by commas, semicolons or tabs, maybe with a
 * byte-order mark, blank lines and quoted fields. Columns are found by their headers (COLUMN_NAMES); others
 * are ignored. Each row is checked with the same schema as a player added by hand; every problem is
 * reported with the line its row starts on. Rows with nothing in them (a spreadsheet's trailing commas)
 * are skipped. What concerns the squad as a whole (numbers taken, its size) is for the caller to check.
 */
export function readSquadCsv(csv: string): SquadFile {
  // One line end for all, so line numbers count what an editor shows whatever mix the file has.
  const lines = csv.replace(/\r\n?/g, "\n").split("\n");
  const firstLine = lines.findIndex((line) => line.replace(/^\uFEFF/, "").trim() !== "");
  const separatorHint = firstLine >= 0 ? /^\uFEFF?sep=(.)$/i.exec(lines[firstLine]!.trim()) : null;
  if (separatorHint) lines[firstLine] = "";
  const text = lines.join("\n");
  const headerLine = lines.find((line) => line.replace(/^\uFEFF/, "").trim() !== "") ?? "";
  const options: Options = {
    bom: true,
    delimiter: separatorHint ? separatorHint[1]! : delimiterOf(headerLine),
    info: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    trim: true,
  };

  let records: ParsedRecord[];
  try {
    // With `info`, each record comes with what the parser knew when it ended (its types do not say so).
    records = parse(text, options) as unknown as ParsedRecord[];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    return { rows: [], problems: [{ line: failedLine(text, options, error), message: unreadable(error) }] };
  }

  const [header, ...body] = records.map((parsed) => ({
    line: parsed.info.lines - extraLines(parsed.record),
    cells: parsed.record.map((cell) => csvFieldText(cell.trim())),
  }));
  if (!header) {
    return {
      rows: [],
      problems: [{ line: 1, message: "The file is empty: it needs a header row and a row per player" }],
    };
  }
  const names = header.cells.map(normalise);
  const columnOf = Object.fromEntries(
    Object.entries(COLUMN_NAMES).map(([field, synonyms]) => {
      const found = synonyms.map((synonym) => names.indexOf(synonym)).find((index) => index >= 0);
      return [field, found ?? -1];
    }),
  ) as Record<Field, number>;
  if (columnOf.firstName < 0) {
    const message = "No column of first names: the header row must name one First name (or Name, Nickname or Player)";
    return { rows: [], problems: [{ line: header.line, message }] };
  }

  const rows: SquadFileRow[] = [];
  const problems: SquadImportProblem[] = [];
  for (const { line, cells } of body) {
    if (cells.every((cell) => cell === "")) continue;
    const cell = (field: Field) => (columnOf[field] >= 0 ? (cells[columnOf[field]] ?? "") : "");
    const positionText = cell("position");
    const position = positionText === "" ? null : (POSITION_WORDS[normalise(positionText)] ?? null);
    const rowProblems =
      positionText !== "" && position === null
        ? [`“${positionText}” is not a position: write Goalkeeper, Defender, Midfielder or Forward`]
        : [];
    const numberText = cell("shirtNumber").replace(/^#\s*/, "");
    const yearText = cell("birthYear");
    const parsed = SquadPlayerInputSchema.safeParse({
      firstName: cell("firstName"),
      lastName: cell("lastName"),
      shirtNumber: numberText === "" ? null : wholeNumber(numberText),
      position,
      birthYear: yearText === "" ? null : birthYearOf(yearText),
    });
    if (!parsed.success) rowProblems.unshift(...parsed.error.issues.map((issue) => issue.message));
    if (rowProblems.length > 0) problems.push(...rowProblems.map((message) => ({ line, message })));
    else if (parsed.success) rows.push({ line, player: parsed.data });
  }
  if (rows.length === 0 && problems.length === 0) {
    problems.push({ line: header.line, message: "There are no players under the header row" });
  }
  return { rows, problems };
}
