// What other features may use of the drill library: the session builder picks drills from it and saves a
// drill into it.
export { useCreateLibraryDrill } from "./api/use-library-drills.ts";
export { LibraryPickerDialog } from "./components/library-picker-dialog.tsx";
