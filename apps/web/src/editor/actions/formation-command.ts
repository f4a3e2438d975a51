// Loaded with the first formation applied, or with the editor's other deferred parts (see editor-actions.ts).
export { applyFormation } from "@touchline/diagram";
