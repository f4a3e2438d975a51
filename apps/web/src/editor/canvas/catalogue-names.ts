import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import type {
  EquipmentItem,
  EquipmentKind,
  FormationId,
  ObjectKind,
  PitchTemplateId,
  Team,
  TeamColourId,
} from "@touchline/diagram";

/*
 * The names the shared diagram package gives its catalogue, formations, pitch templates and team colours,
 * in the reader's language. The package keeps its English names (the server writes with them too); the
 * editor shows these, with the same English wording, wherever it names one. A test checks every entry
 * of the package has its name here, so a new one cannot be left untranslated.
 */

/** A catalogue entry's palette name ("Mini goal"), by its kind. */
export const CATALOGUE_NAMES: Record<ObjectKind, MessageDescriptor> = {
  player: msg({ message: "Player", context: "catalogue item" }),
  goalkeeper: msg({ message: "Goalkeeper", context: "catalogue item" }),
  coach: msg({ message: "Coach", context: "catalogue item" }),
  neutral: msg({ message: "Neutral", context: "catalogue item: a player on neither team" }),
  ball: msg({ message: "Ball", context: "catalogue item" }),
  cone: msg({ message: "Cone", context: "catalogue item" }),
  disc: msg({ message: "Disc", context: "catalogue item: a flat marker disc" }),
  pole: msg({ message: "Pole", context: "catalogue item: a slalom pole" }),
  mannequin: msg({ message: "Mannequin", context: "catalogue item: a free-kick dummy" }),
  hurdle: msg({ message: "Hurdle", context: "catalogue item" }),
  ladder: msg({ message: "Ladder", context: "catalogue item: an agility ladder" }),
  ring: msg({ message: "Ring", context: "catalogue item: an agility ring" }),
  "mini-goal": msg({ message: "Mini goal", context: "catalogue item" }),
  goal: msg({ message: "Goal", context: "catalogue item: the goal frame" }),
  flag: msg({ message: "Flag", context: "catalogue item: a corner flag" }),
  rebounder: msg({ message: "Rebounder", context: "catalogue item: a rebound net" }),
  pass: msg({ message: "Pass", context: "catalogue item: a line drawn for a pass" }),
  run: msg({ message: "Run", context: "catalogue item: a line drawn for a player's run" }),
  dribble: msg({ message: "Dribble", context: "catalogue item: a line drawn for a dribble" }),
  shot: msg({ message: "Shot", context: "catalogue item: a line drawn for a shot" }),
  line: msg({ message: "Line", context: "catalogue item: a plain line" }),
  rectangle: msg({ message: "Rectangle", context: "catalogue item: an area" }),
  ellipse: msg({ message: "Ellipse", context: "catalogue item: an area" }),
  polygon: msg({ message: "Polygon", context: "catalogue item: an area" }),
  text: msg({ message: "Text", context: "catalogue item: a text label" }),
  marker: msg({ message: "Marker", context: "catalogue item: a numbered step marker" }),
  pen: msg({ message: "Pen", context: "catalogue item: freehand drawing" }),
};

/** A catalogue entry's name in the reader's language. */
export function catalogueName(i18n: I18n, kind: ObjectKind): string {
  return i18n._(CATALOGUE_NAMES[kind]);
}

/** A formation's name ("7-a-side 2-3-1"), by its id. */
export const FORMATION_NAMES: Record<FormationId, MessageDescriptor> = {
  "4-4-2": msg({ message: "4-4-2", context: "formation" }),
  "4-3-3": msg({ message: "4-3-3", context: "formation" }),
  "4-2-3-1": msg({ message: "4-2-3-1", context: "formation" }),
  "3-5-2": msg({ message: "3-5-2", context: "formation" }),
  "5-3-2": msg({ message: "5-3-2", context: "formation" }),
  "2-3-1": msg({ message: "7-a-side 2-3-1", context: "formation" }),
  "3-2-3": msg({ message: "9-a-side 3-2-3", context: "formation" }),
};

/** A pitch template's name ("Half pitch"), by its id. */
export const PITCH_TEMPLATE_NAMES: Record<PitchTemplateId, MessageDescriptor> = {
  full: msg`Full pitch`,
  half: msg`Half pitch`,
  "attacking-third": msg`Attacking third`,
  "penalty-area": msg`Penalty area`,
  futsal: msg`Futsal court`,
  blank: msg`Blank area`,
  custom: msg`Custom size`,
};

/** A team colour's name, written in lower case as the package writes it ("sky blue"). */
export const TEAM_COLOUR_NAMES: Record<TeamColourId, MessageDescriptor> = {
  red: msg({ message: "red", context: "team colour" }),
  blue: msg({ message: "blue", context: "team colour" }),
  yellow: msg({ message: "yellow", context: "team colour" }),
  green: msg({ message: "green", context: "team colour" }),
  orange: msg({ message: "orange", context: "team colour" }),
  purple: msg({ message: "purple", context: "team colour" }),
  white: msg({ message: "white", context: "team colour" }),
  black: msg({ message: "black", context: "team colour" }),
  pink: msg({ message: "pink", context: "team colour" }),
  sky: msg({ message: "sky blue", context: "team colour" }),
  grey: msg({ message: "grey", context: "team colour" }),
};

/** "Home" or "Away": a team's name as the panels write it. */
export const TEAM_NAMES: Record<Team, MessageDescriptor> = {
  home: msg({ message: "Home", context: "team" }),
  away: msg({ message: "Away", context: "team" }),
};

/** A team's name in lower case, inside a phrase ("Player 7, Alex Smith, home") or capitalised by a style. */
export const TEAM_NAMES_IN_LOWER_CASE: Record<Team, MessageDescriptor> = {
  home: msg({ message: "home", context: "team, in lower case" }),
  away: msg({ message: "away", context: "team, in lower case" }),
};

/** "14 cones": how many of a kind of equipment, with the noun agreeing with the count. */
const EQUIPMENT_COUNTS: Record<EquipmentKind, (count: number) => MessageDescriptor> = {
  ball: (count) => msg`${plural(count, { one: "# ball", other: "# balls" })}`,
  cone: (count) => msg`${plural(count, { one: "# cone", other: "# cones" })}`,
  disc: (count) => msg`${plural(count, { one: "# disc", other: "# discs" })}`,
  pole: (count) => msg`${plural(count, { one: "# pole", other: "# poles" })}`,
  mannequin: (count) => msg`${plural(count, { one: "# mannequin", other: "# mannequins" })}`,
  hurdle: (count) => msg`${plural(count, { one: "# hurdle", other: "# hurdles" })}`,
  ladder: (count) => msg`${plural(count, { one: "# ladder", other: "# ladders" })}`,
  ring: (count) => msg`${plural(count, { one: "# ring", other: "# rings" })}`,
  "mini-goal": (count) => msg`${plural(count, { one: "# mini goal", other: "# mini goals" })}`,
  goal: (count) => msg`${plural(count, { one: "# goal", other: "# goals" })}`,
  flag: (count) => msg`${plural(count, { one: "# flag", other: "# flags" })}`,
  rebounder: (count) => msg`${plural(count, { one: "# rebounder", other: "# rebounders" })}`,
};

/** "7 red bibs": bibs of one colour, one for each player, goalkeeper and neutral who wears it. */
const BIB_COUNTS: Record<TeamColourId, (count: number) => MessageDescriptor> = {
  red: (count) => msg`${plural(count, { one: "# red bib", other: "# red bibs" })}`,
  blue: (count) => msg`${plural(count, { one: "# blue bib", other: "# blue bibs" })}`,
  yellow: (count) => msg`${plural(count, { one: "# yellow bib", other: "# yellow bibs" })}`,
  green: (count) => msg`${plural(count, { one: "# green bib", other: "# green bibs" })}`,
  orange: (count) => msg`${plural(count, { one: "# orange bib", other: "# orange bibs" })}`,
  purple: (count) => msg`${plural(count, { one: "# purple bib", other: "# purple bibs" })}`,
  white: (count) => msg`${plural(count, { one: "# white bib", other: "# white bibs" })}`,
  black: (count) => msg`${plural(count, { one: "# black bib", other: "# black bibs" })}`,
  pink: (count) => msg`${plural(count, { one: "# pink bib", other: "# pink bibs" })}`,
  sky: (count) => msg`${plural(count, { one: "# sky blue bib", other: "# sky blue bibs" })}`,
  grey: (count) => msg`${plural(count, { one: "# grey bib", other: "# grey bibs" })}`,
};

/** The kit a drawing needs as one line, "14 cones, 4 poles, 7 red bibs", in the reader's language. */
export function formatEquipmentList(i18n: I18n, items: readonly EquipmentItem[]): string {
  return items
    .map((item) =>
      i18n._(item.item === "bib" ? BIB_COUNTS[item.colour](item.count) : EQUIPMENT_COUNTS[item.item](item.count)),
    )
    .join(", ");
}
