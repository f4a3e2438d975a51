/**
 * A cell that a spreadsheet would run as a formula: `=`, `+`, `-`, `@`, their full-width forms (`＝＋－＠`,
 * which some spreadsheets read as the ASCII ones), or a tab or return first.
 */
const FORMULA_START = /^[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/;

/**
 * One CSV field: text that starts like a formula gets a leading apostrophe, so opening the file in a
 * spreadsheet shows a coach's name rather than running it; a field with a comma, quote or line break
 * is quoted, its quotes doubled (RFC 4180). Numbers are written as they are.
 */
export function csvField(value: string | number): string {
  if (typeof value === "number") return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The text a field read from a CSV file stands for: the apostrophe `csvField` put before a formula-like
 * start is taken off again, so a file this server wrote reads back as it was.
 */
export function csvFieldText(field: string): string {
  return field.startsWith("'") && FORMULA_START.test(field.slice(1)) ? field.slice(1) : field;
}

/** One CSV record with its CRLF line end. */
export const csvLine = (fields: readonly (string | number)[]) => `${fields.map(csvField).join(",")}\r\n`;
