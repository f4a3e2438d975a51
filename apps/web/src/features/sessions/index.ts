// What other features may use of sessions: the drill library edits a drill with the builder's own document,
// editor and checks; the global library copies a session and shows its facts with the same labels.
export { useCopySession } from "./api/use-sessions.ts";
export { DrillEditor } from "./components/drill-editor.tsx";
export { useDocument } from "./hooks/use-document.ts";
export { useUndoShortcuts } from "./hooks/use-undo-shortcuts.ts";
export { checkBeforeSave } from "./lib/check-before-save.ts";
export { createDocumentStore, type DocumentStore } from "./lib/document-store.ts";
export { AGE_GROUP_OPTIONS, ageGroupLabel, formatMinutes, INTENSITY_LABELS } from "./lib/labels.ts";
export { drillDrawings, type DrillDraft, newDrill } from "./lib/session-document.ts";
