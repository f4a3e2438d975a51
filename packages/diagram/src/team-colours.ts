/** One colour a team or a bib can wear; `text` is the label colour readable on `fill`. */
export interface TeamColour {
  readonly id: TeamColourId;
  readonly name: string;
  readonly fill: string;
  readonly text: string;
}

export const TEAM_COLOUR_IDS = [
  "red",
  "blue",
  "yellow",
  "green",
  "orange",
  "purple",
  "white",
  "black",
  "pink",
  "sky",
  "grey",
] as const;

/** Palette id stored on people; the name is what the equipment list says ("7 red bibs"). */
export type TeamColourId = (typeof TEAM_COLOUR_IDS)[number];

/** The team/bib palette. People store the id, never the hex, so a palette tweak recolours old diagrams. */
export const TEAM_COLOURS: readonly TeamColour[] = [
  { id: "red", name: "red", fill: "#dc2626", text: "#ffffff" },
  { id: "blue", name: "blue", fill: "#2563eb", text: "#ffffff" },
  { id: "yellow", name: "yellow", fill: "#facc15", text: "#111827" },
  { id: "green", name: "green", fill: "#16a34a", text: "#ffffff" },
  { id: "orange", name: "orange", fill: "#f97316", text: "#111827" },
  { id: "purple", name: "purple", fill: "#7c3aed", text: "#ffffff" },
  { id: "white", name: "white", fill: "#ffffff", text: "#111827" },
  { id: "black", name: "black", fill: "#111827", text: "#ffffff" },
  { id: "pink", name: "pink", fill: "#ec4899", text: "#111827" },
  { id: "sky", name: "sky blue", fill: "#38bdf8", text: "#111827" },
  { id: "grey", name: "grey", fill: "#6b7280", text: "#ffffff" },
];

/** Looks a palette entry up by id. */
export function teamColour(id: TeamColourId): TeamColour {
  return TEAM_COLOURS.find((colour) => colour.id === id) ?? (TEAM_COLOURS[0] as TeamColour);
}

function rgbOf(hex: string): [number, number, number] {
  return [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)) as [number, number, number];
}

/**
 * How far apart two colours look, by the "redmean" weighting of RGB: close enough to the eye for choosing
 * among eleven palette colours, without a colour-space library.
 */
function colourDistance(first: string, second: string): number {
  const [r1, g1, b1] = rgbOf(first);
  const [r2, g2, b2] = rgbOf(second);
  const redMean = (r1 + r2) / 2;
  return Math.sqrt(
    (2 + redMean / 256) * (r1 - r2) ** 2 + 4 * (g1 - g2) ** 2 + (2 + (255 - redMean) / 256) * (b1 - b2) ** 2,
  );
}

/** The palette colour that looks nearest to a `#rrggbb` colour, e.g. a club's kit colour. */
export function nearestTeamColour(hex: string): TeamColourId {
  let nearest = TEAM_COLOURS[0] as TeamColour;
  for (const colour of TEAM_COLOURS) {
    if (colourDistance(hex, colour.fill) < colourDistance(hex, nearest.fill)) nearest = colour;
  }
  return nearest.id;
}

/** What the two teams wear when a drawing says nothing: red at home, blue away. */
export const DEFAULT_TEAM_COLOURS = { home: "red", away: "blue" } as const satisfies Record<string, TeamColourId>;

/**
 * A club's two kit colours as a drawing's team colours: the home team wears the main colour, the away team
 * the second. When both come out as the same palette colour the teams could not be told apart, so the away
 * team wears the default away colour instead (red, if the club itself plays in blue).
 */
export function teamColoursOfKit(main: string, second: string): { home: TeamColourId; away: TeamColourId } {
  const home = nearestTeamColour(main);
  const away = nearestTeamColour(second);
  if (away !== home) return { home, away };
  return { home, away: home === DEFAULT_TEAM_COLOURS.away ? DEFAULT_TEAM_COLOURS.home : DEFAULT_TEAM_COLOURS.away };
}
