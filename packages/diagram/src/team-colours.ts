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
