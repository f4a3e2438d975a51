import type { EquipmentKind, ObjectKind, ObjectProps } from "./schema.ts";

export type CatalogueGroup = "people" | "equipment" | "lines" | "areas" | "annotations";

/** A palette entry: everything the editor needs to offer and create one kind of object. */
export interface CatalogueEntry<K extends ObjectKind = ObjectKind> {
  readonly kind: K;
  readonly group: CatalogueGroup;
  /** Palette label, e.g. "Mini goal". */
  readonly label: string;
  /** Lower-case nouns for counted lists: "1 mini goal", "2 mini goals". */
  readonly noun: { readonly one: string; readonly other: string };
  /** Props a new object of this kind starts with. */
  readonly defaults: ObjectProps<K>;
  /**
   * Drawing size in metres at scale 1 (tokens are drawn larger than life so they stay visible on
   * a full pitch). For lines it is the default length; for areas the default width × height.
   */
  readonly size: { readonly width: number; readonly height: number };
}

/** A catalogue entry of any kind, still discriminated on `kind`. */
export type AnyCatalogueEntry = { [K in ObjectKind]: CatalogueEntry<K> }[ObjectKind];

const WHITE = "#ffffff";

function line<K extends "pass" | "run" | "dribble" | "shot" | "line">(
  kind: K,
  label: string,
  width: number,
  arrowEnd: boolean,
): CatalogueEntry<K> {
  return {
    kind,
    group: "lines",
    label,
    noun: { one: label.toLowerCase(), other: `${label.toLowerCase()}s` },
    defaults: { end: { x: 10, y: 0 }, arrowStart: false, arrowEnd, colour: WHITE, width } as ObjectProps<K>,
    size: { width: 10, height: 0 },
  };
}

function equipment<K extends Exclude<EquipmentKind, "ball">>(
  kind: K,
  label: string,
  one: string,
  colour: string,
  width: number,
  height: number,
): CatalogueEntry<K> {
  return {
    kind,
    group: "equipment",
    label,
    noun: { one, other: `${one}s` },
    defaults: { colour, scale: 1 } as ObjectProps<K>,
    size: { width, height },
  };
}

const areaStyle = { fill: WHITE, fillOpacity: 0.15, border: "dashed", stroke: WHITE } as const;

/** Every kind in palette order; the web palette and the equipment list are built from it. */
export const CATALOGUE: readonly AnyCatalogueEntry[] = [
  {
    kind: "player",
    group: "people",
    label: "Player",
    noun: { one: "player", other: "players" },
    defaults: { team: "home", colour: "red", label: "", hasFacing: false },
    size: { width: 2, height: 2 },
  },
  {
    kind: "goalkeeper",
    group: "people",
    label: "Goalkeeper",
    noun: { one: "goalkeeper", other: "goalkeepers" },
    defaults: { team: "home", colour: "yellow", label: "1", hasFacing: false },
    size: { width: 2, height: 2 },
  },
  {
    kind: "coach",
    group: "people",
    label: "Coach",
    noun: { one: "coach", other: "coaches" },
    defaults: { colour: "black", label: "C", hasFacing: false },
    size: { width: 2, height: 2 },
  },
  {
    kind: "neutral",
    group: "people",
    label: "Neutral",
    noun: { one: "neutral", other: "neutrals" },
    defaults: { colour: "orange", label: "N", hasFacing: false },
    size: { width: 2, height: 2 },
  },
  {
    kind: "ball",
    group: "equipment",
    label: "Ball",
    noun: { one: "ball", other: "balls" },
    defaults: { colour: WHITE, scale: 1 },
    size: { width: 0.8, height: 0.8 },
  },
  equipment("cone", "Cone", "cone", "#f97316", 0.9, 0.9),
  equipment("disc", "Disc", "disc", "#facc15", 0.8, 0.8),
  equipment("pole", "Pole", "pole", "#facc15", 0.6, 0.6),
  equipment("mannequin", "Mannequin", "mannequin", "#1e3a8a", 1.2, 0.6),
  equipment("hurdle", "Hurdle", "hurdle", "#ef4444", 1.2, 0.4),
  equipment("ladder", "Ladder", "ladder", "#facc15", 4, 0.8),
  equipment("ring", "Ring", "ring", "#3b82f6", 1, 1),
  equipment("mini-goal", "Mini goal", "mini goal", WHITE, 3, 1.2),
  equipment("goal", "Goal", "goal", WHITE, 7.32, 2),
  equipment("flag", "Flag", "flag", "#ef4444", 0.8, 0.8),
  equipment("rebounder", "Rebounder", "rebounder", "#111827", 2, 1),
  line("pass", "Pass", 0.25, true),
  line("run", "Run", 0.25, true),
  line("dribble", "Dribble", 0.25, true),
  line("shot", "Shot", 0.5, true),
  line("line", "Line", 0.25, false),
  {
    kind: "rectangle",
    group: "areas",
    label: "Rectangle",
    noun: { one: "rectangle", other: "rectangles" },
    defaults: { width: 20, height: 15, ...areaStyle },
    size: { width: 20, height: 15 },
  },
  {
    kind: "ellipse",
    group: "areas",
    label: "Ellipse",
    noun: { one: "ellipse", other: "ellipses" },
    defaults: { width: 15, height: 10, ...areaStyle },
    size: { width: 15, height: 10 },
  },
  {
    kind: "polygon",
    group: "areas",
    label: "Polygon",
    noun: { one: "polygon", other: "polygons" },
    defaults: {
      points: [
        { x: 0, y: 0 },
        { x: 10, y: 0 },
        { x: 5, y: 8 },
      ],
      ...areaStyle,
    },
    size: { width: 10, height: 8 },
  },
  {
    kind: "text",
    group: "annotations",
    label: "Text",
    noun: { one: "text", other: "texts" },
    defaults: { text: "Text", fontSize: 2, colour: WHITE },
    size: { width: 8, height: 2 },
  },
  {
    kind: "marker",
    group: "annotations",
    label: "Marker",
    noun: { one: "marker", other: "markers" },
    defaults: { number: 1, colour: "#f59e0b" },
    size: { width: 1.6, height: 1.6 },
  },
  {
    kind: "pen",
    group: "annotations",
    label: "Pen",
    noun: { one: "pen mark", other: "pen marks" },
    defaults: {
      points: [
        { x: 0, y: 0 },
        { x: 4, y: 0 },
      ],
      colour: "#facc15",
      width: 0.4,
    },
    size: { width: 4, height: 0 },
  },
];

const BY_KIND = new Map<ObjectKind, AnyCatalogueEntry>(CATALOGUE.map((entry) => [entry.kind, entry]));

/** The catalogue entry for a kind. */
export function catalogueEntry<K extends ObjectKind>(kind: K): CatalogueEntry<K> {
  const entry = BY_KIND.get(kind);
  if (!entry) throw new Error(`No catalogue entry for kind "${kind}"`);
  return entry as unknown as CatalogueEntry<K>;
}
