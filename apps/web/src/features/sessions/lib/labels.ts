import {
  AGE_GROUPS,
  type AgeGroup,
  INTENSITIES,
  INTENSITY_LOAD_WEIGHTS,
  type Intensity,
  LEVELS,
  type Level,
  PHASE_LABELS,
  PHASES,
} from "@touchline/contracts";

export const INTENSITY_LABELS: Record<Intensity, string> = { low: "Low", medium: "Medium", high: "High" };

/** "Load = minutes × intensity weight (Low 1, Medium 2, High 3)": stated wherever a load is shown. */
export const LOAD_RULE = `Load = minutes × intensity weight (${INTENSITIES.map(
  (intensity) => `${INTENSITY_LABELS[intensity]} ${INTENSITY_LOAD_WEIGHTS[intensity]}`,
).join(", ")})`;
export const LEVEL_LABELS: Record<Level, string> = {
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
  elite: "Elite",
};

export const ageGroupLabel = (ageGroup: AgeGroup) => (ageGroup === "adult" ? "Adult" : ageGroup);

export const INTENSITY_OPTIONS = INTENSITIES.map((value) => ({ value, label: INTENSITY_LABELS[value] }));
export const AGE_GROUP_OPTIONS = [
  { value: "", label: "Any age" },
  ...AGE_GROUPS.map((value) => ({ value, label: ageGroupLabel(value) })),
];
/** The libraries' filters (global and club): "any" first, then each phase or intensity. */
export const PHASE_FILTER_OPTIONS = [
  { value: "", label: "Any phase" },
  ...PHASES.map((value) => ({ value, label: PHASE_LABELS[value] })),
];
export const INTENSITY_FILTER_OPTIONS = [{ value: "", label: "Any intensity" }, ...INTENSITY_OPTIONS];
export const LEVEL_OPTIONS = [
  { value: "", label: "Any level" },
  ...LEVELS.map((value) => ({ value, label: LEVEL_LABELS[value] })),
];

export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}
