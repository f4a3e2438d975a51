import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import {
  AGE_GROUPS,
  type AgeGroup,
  deriveSessionEquipment,
  INTENSITIES,
  INTENSITY_LOAD_WEIGHTS,
  type Intensity,
  intlLocaleOf,
  LEVELS,
  type Level,
  type Phase,
  PHASES,
  type SessionFactsBlock,
} from "@touchline/contracts";
import { formatEquipmentList } from "../../../editor/canvas/catalogue-names.ts";

/*
 * The sessions' words in the reader's language. Each helper takes the i18n instance it writes with: a
 * component's (`useLingui()`), since the session page is drawn on the server for each reader, or the PDF's.
 */

/** An intensity's name on its own ("Medium"), as the intensity selects and the load's weights say it. */
export const INTENSITY_NAMES: Record<Intensity, MessageDescriptor> = {
  low: msg({ message: "Low", context: "intensity" }),
  medium: msg({ message: "Medium", context: "intensity" }),
  high: msg({ message: "High", context: "intensity" }),
};

/** An intensity in a line of facts ("Medium intensity"). */
export const INTENSITY_PHRASES: Record<Intensity, MessageDescriptor> = {
  low: msg`Low intensity`,
  medium: msg`Medium intensity`,
  high: msg`High intensity`,
};

export const LEVEL_NAMES: Record<Level, MessageDescriptor> = {
  beginner: msg({ message: "Beginner", context: "session level" }),
  intermediate: msg({ message: "Intermediate", context: "session level" }),
  advanced: msg({ message: "Advanced", context: "session level" }),
  elite: msg({ message: "Elite", context: "session level" }),
};

/** The phases of play (the contracts' PHASE_LABELS are English). */
export const PHASE_NAMES: Record<Phase, MessageDescriptor> = {
  attacking: msg({ message: "Attacking", context: "phase of play" }),
  defending: msg({ message: "Defending", context: "phase of play" }),
  "transition-to-attack": msg`Transition to attack`,
  "transition-to-defence": msg`Transition to defence`,
  "set-pieces": msg`Set pieces`,
};

/** "U12", "Adult". */
export function ageGroupName(i18n: I18n, ageGroup: AgeGroup): string {
  if (ageGroup === "adult") return i18n._(msg({ message: "Adult", context: "age group" }));
  const age = ageGroup.slice(1);
  return i18n._(msg({ message: `U${age}`, comment: "An age group: players under {age} years old (U12)" }));
}

/** "45 min", "1 h", "1 h 30 min". */
export function formatDuration(i18n: I18n, duration: number): string {
  const hours = Math.floor(duration / 60);
  const minutes = duration % 60;
  if (hours === 0) return i18n._(msg`${plural(minutes, { one: "# min", other: "# min" })}`);
  if (minutes === 0) return i18n._(msg`${plural(hours, { one: "# h", other: "# h" })}`);
  return i18n._(
    msg`${plural(hours, { one: "# h", other: "# h" })} ${plural(minutes, { one: "# min", other: "# min" })}`,
  );
}

/** "Load = minutes × intensity weight (Low 1, Medium 2, High 3)": stated wherever a load is shown. */
export function loadRule(i18n: I18n): string {
  const weights = INTENSITIES.map(
    (intensity) => `${i18n._(INTENSITY_NAMES[intensity])} ${i18n.number(INTENSITY_LOAD_WEIGHTS[intensity])}`,
  ).join(", ");
  return i18n._(msg`Load = minutes × intensity weight (${weights})`);
}

/** A session's training date ("2026-11-24") in the reader's language; `options` say how long. */
export function formatTrainingDate(i18n: I18n, date: string, options: Intl.DateTimeFormatOptions): string {
  const parsed = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat(intlLocaleOf(i18n.locale), { ...options, timeZone: "UTC" }).format(parsed);
}

/** A moment (an ISO timestamp) in the reader's language and time zone. */
export const formatMoment = (i18n: I18n, iso: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(intlLocaleOf(i18n.locale), options).format(new Date(iso));

export const intensityOptions = (i18n: I18n) =>
  INTENSITIES.map((value) => ({ value, label: i18n._(INTENSITY_NAMES[value]) }));

export const ageGroupOptions = (i18n: I18n) => [
  { value: "", label: i18n._(msg`Any age`) },
  ...AGE_GROUPS.map((value) => ({ value, label: ageGroupName(i18n, value) })),
];

export const levelOptions = (i18n: I18n) => [
  { value: "", label: i18n._(msg`Any level`) },
  ...LEVELS.map((value) => ({ value, label: i18n._(LEVEL_NAMES[value]) })),
];

/** The libraries' filters (global and club): "any" first, then each phase or intensity. */
export const phaseFilterOptions = (i18n: I18n) => [
  { value: "", label: i18n._(msg`Any phase`) },
  ...PHASES.map((value) => ({ value, label: i18n._(PHASE_NAMES[value]) })),
];

export const intensityFilterOptions = (i18n: I18n) => [
  { value: "", label: i18n._(msg`Any intensity`) },
  ...intensityOptions(i18n),
];

/**
 * The equipment a session's drills need ("14 Hütchen, 4 Stangen"), counted from their drawings as the
 * server counts it (its stored `derived.equipment` is English), in the reader's language.
 */
export const sessionEquipment = (i18n: I18n, blocks: readonly Pick<SessionFactsBlock, "diagram">[]): string[] =>
  deriveSessionEquipment(blocks).map((item) => formatEquipmentList(i18n, [item]));
