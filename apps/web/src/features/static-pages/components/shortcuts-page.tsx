import { Link } from "react-router";
import { EDITOR_SHORTCUTS, type KeyboardShortcut } from "../editor-shortcuts.ts";
import { ProsePage } from "./prose-page.tsx";
import { ShortcutTable } from "./shortcut-table.tsx";

// Mirrors the app shell's global shortcuts (spec §2 "Keyboard shortcuts"); features may not import from app/.
const GLOBAL_SHORTCUTS: readonly KeyboardShortcut[] = [
  { combos: [["Mod", "N"]], action: "Create Session" },
  { combos: [["Mod", "1"]], action: "Home" },
  { combos: [["Mod", "2"]], action: "Create Session" },
  { combos: [["Mod", "3"]], action: "My Sessions" },
  { combos: [["Mod", "4"]], action: "Global Library" },
];

export default function ShortcutsPage() {
  return (
    <ProsePage
      title="Keyboard Shortcuts"
      lead="Move around Touchline and build drills without reaching for the mouse. Ctrl/Cmd means Ctrl on Windows and Linux, and Cmd (⌘) on a Mac."
    >
      <section aria-labelledby="global-shortcuts-heading" className="mt-8">
        <h2 id="global-shortcuts-heading" className="text-xl font-semibold tracking-tight text-slate-900">
          Everywhere in Touchline
        </h2>
        <p className="mt-2 text-slate-600">
          These work on every page. They are ignored while you are typing in a field, so they never get in the way of
          your notes.
        </p>
        <ShortcutTable caption="Global shortcuts" shortcuts={GLOBAL_SHORTCUTS} />
      </section>

      <section aria-labelledby="editor-shortcuts-heading" className="mt-12">
        <h2 id="editor-shortcuts-heading" className="text-xl font-semibold tracking-tight text-slate-900">
          Pitch editor
        </h2>
        <p className="mt-2 text-slate-600">
          These work while anything in the editor has focus (the pitch, its toolbar, the catalogue, a panel) and you are
          not typing in a text field.
        </p>
        {EDITOR_SHORTCUTS.map((group) => (
          <div key={group.title} className="mt-8">
            <h3 className="font-semibold text-slate-900">{group.title}</h3>
            <ShortcutTable caption={`Pitch editor: ${group.title.toLowerCase()}`} shortcuts={group.shortcuts} />
          </div>
        ))}
      </section>

      <p className="mt-12 text-sm text-slate-600">
        Missing a shortcut you would use every week?{" "}
        <Link to="/feedback" className="font-medium text-brand-700 underline-offset-4 hover:underline">
          Suggest it on the feedback page
        </Link>
        .
      </p>
    </ProsePage>
  );
}
