// What other features may use of sessions: the drill library edits a drill with the builder's own document,
// editor and checks; the global library copies a session and shows its facts with the same labels; the club
// library shows a shared session's drills as a session page does; a team's calendar draws its load as My
// Sessions does; a register is taken in on-the-pitch mode.
export { useCopySession } from "./api/use-sessions.ts";
export { AnimatedDiagram } from "./components/animated-diagram.tsx";
export { DrillEditor } from "./components/drill-editor.tsx";
export { DrillSection } from "./components/drill-section.tsx";
export { OnThePitchMode, type PitchRegister } from "./components/on-the-pitch-mode.tsx";
export { loadScaleOf } from "./components/session-load.tsx";
export { type LoadBarWeek, WeeklyLoadBars } from "./components/weekly-load-chart.tsx";
export { useDocument } from "./hooks/use-document.ts";
export { useUndoShortcuts } from "./hooks/use-undo-shortcuts.ts";
export { checkBeforeSave } from "./lib/check-before-save.ts";
export { createDocumentStore, type DocumentStore } from "./lib/document-store.ts";
// The labels in the reader's language, each written with the caller's i18n instance (`useLingui()`'s).
export {
  ageGroupName,
  ageGroupOptions,
  formatDuration,
  formatTrainingDate,
  INTENSITY_NAMES,
  INTENSITY_PHRASES,
  intensityFilterOptions,
  LEVEL_NAMES,
  loadRule,
  PHASE_NAMES,
  phaseFilterOptions,
} from "./lib/labels.ts";
export { drillDrawings, type DrillDraft, newDrill } from "./lib/session-document.ts";
