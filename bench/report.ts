/**
 * One measured number of the benchmark, and the plain-text table they are printed in.
 *
 * A figure is compared with at most one of:
 * - `floor`: the same work done by the simplest possible server/bundle on the same machine, measured in the
 *   same run; the ratio says how close the app comes to it.
 * - `target`: a fixed budget; the ratio says how much of the budget is used (≤ 1.00× meets a ceiling).
 */
export interface Figure {
  name: string;
  value: number;
  unit: Unit;
  /** A budget to meet; `better` says whether it is a ceiling (default) or a minimum. */
  target?: number;
  /** The same measurement on a bare baseline; `floorLabel` names it in the table. */
  floor?: number;
  floorLabel?: string;
  /** Which direction is good; defaults to "higher" for req/s and "lower" for everything else. */
  better?: "higher" | "lower";
  /** Anything worth printing beside the row, e.g. the individual samples. */
  note?: string;
}

/** Free text; "req/s", "ms" and "KB gzip" get their own number format, anything else two decimals at most. */
export type Unit = "req/s" | "ms" | "KB gzip" | (string & {});

/** A section heading and the figures under it, so later figures (editor, PDF) slot in as their own group. */
export interface FigureGroup {
  title: string;
  figures: Figure[];
}

function formatNumber(value: number, unit: Unit): string {
  if (unit === "req/s") return Math.round(value).toLocaleString("en-US");
  if (unit === "ms") return value < 100 ? value.toFixed(1) : Math.round(value).toLocaleString("en-US");
  if (unit === "KB gzip") return value.toFixed(1);
  return value.toLocaleString("en-US", { maximumFractionDigits: 2 });
}

function betterOf(figure: Figure): "higher" | "lower" {
  return figure.better ?? (figure.unit === "req/s" ? "higher" : "lower");
}

function reference(figure: Figure): string {
  if (figure.floor !== undefined) {
    return `${figure.floorLabel ?? "floor"} ${formatNumber(figure.floor, figure.unit)}`;
  }
  if (figure.target !== undefined) {
    return `target ${betterOf(figure) === "lower" ? "≤" : "≥"} ${formatNumber(figure.target, figure.unit)}`;
  }
  return "";
}

function ratio(figure: Figure): string {
  if (figure.floor !== undefined) {
    return figure.floor > 0 ? `${(figure.value / figure.floor).toFixed(2)}× ${figure.floorLabel ?? "floor"}` : "n/a";
  }
  if (figure.target !== undefined) {
    const met = betterOf(figure) === "lower" ? figure.value <= figure.target : figure.value >= figure.target;
    return `${(figure.value / figure.target).toFixed(2)}× target ${met ? "(met)" : "(MISSED)"}`;
  }
  return "";
}

/** The table as lines of text; `printReport` writes it to stdout. */
export function formatReport(header: string[], groups: FigureGroup[]): string {
  const rows = groups.flatMap((group) =>
    group.figures.map((figure) => [
      figure.name,
      `${formatNumber(figure.value, figure.unit)} ${figure.unit}`,
      reference(figure),
      ratio(figure),
      figure.note ?? "",
    ]),
  );
  const titles = ["figure", "value", "target/floor", "ratio", "note"];
  const widths = titles.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join("  ")
      .trimEnd();

  const out = [...header, "", line(titles), "-".repeat(widths.reduce((sum, width) => sum + width + 2, -2))];
  let index = 0;
  for (const group of groups) {
    out.push(`[${group.title}]`);
    for (let i = 0; i < group.figures.length; i += 1) out.push(line(rows[index++]!));
  }
  return out.join("\n");
}

export function printReport(header: string[], groups: FigureGroup[]): void {
  console.log(`\n${formatReport(header, groups)}\n`);
}
