import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { SHORTCUT_SECTION_TITLES, type ShortcutSection } from "../../../editor/actions/editor-actions.ts";
import { EDITOR_SHORTCUTS, type KeyboardShortcut, type ShortcutKey } from "../editor-shortcuts.ts";
import { ProsePage } from "./prose-page.tsx";
import { ShortcutTable } from "./shortcut-table.tsx";

/** Ctrl, or Cmd on a Mac: the table prints it in the reader's language. */
const MOD: ShortcutKey = "Mod";

// Mirrors the app shell's global shortcuts (spec §2 "Keyboard shortcuts"); features may not import from app/.
// The pages' names are the navigation's messages, so both read the same in every language.
const GLOBAL_SHORTCUTS: readonly KeyboardShortcut[] = [
  { combos: [[MOD, "N"]], action: msg`Create Session` },
  { combos: [[MOD, "1"]], action: msg`Home` },
  { combos: [[MOD, "2"]], action: msg`Create Session` },
  { combos: [[MOD, "3"]], action: msg`My Sessions` },
  { combos: [[MOD, "4"]], action: msg`Global Library` },
];

/** Each editor table's name for screen readers: the section's name, in lower case after "Pitch editor:". */
const EDITOR_TABLE_CAPTIONS: Record<ShortcutSection, MessageDescriptor> = {
  Tools: msg`Pitch editor: tools`,
  Editing: msg`Pitch editor: editing`,
  Arranging: msg`Pitch editor: arranging`,
  "Animation and formations": msg`Pitch editor: animation and formations`,
  View: msg`Pitch editor: view`,
  Other: msg`Pitch editor: other`,
};

export default function ShortcutsPage() {
  const { t, i18n } = useLingui();
  return (
    <ProsePage
      title={t`Keyboard Shortcuts`}
      lead={t`Move around Touchline and build drills without reaching for the mouse. Ctrl/Cmd means Ctrl on Windows and Linux, and Cmd (⌘) on a Mac.`}
    >
      <section aria-labelledby="global-shortcuts-heading" className="mt-8">
        <h2 id="global-shortcuts-heading" className="text-xl font-semibold tracking-tight text-slate-900">
          <Trans>Everywhere in Touchline</Trans>
        </h2>
        <p className="mt-2 text-slate-600">
          <Trans>
            These work on every page. They are ignored while you are typing in a field, so they never get in the way of
            your notes.
          </Trans>
        </p>
        <ShortcutTable caption={t`Global shortcuts`} shortcuts={GLOBAL_SHORTCUTS} />
      </section>

      <section aria-labelledby="editor-shortcuts-heading" className="mt-12">
        <h2 id="editor-shortcuts-heading" className="text-xl font-semibold tracking-tight text-slate-900">
          <Trans>Pitch editor</Trans>
        </h2>
        <p className="mt-2 text-slate-600">
          <Trans>
            These work while anything in the editor has focus (the pitch, its toolbar, the catalogue, a panel) and you
            are not typing in a text field.
          </Trans>
        </p>
        {EDITOR_SHORTCUTS.map((group) => (
          <div key={group.title} className="mt-8">
            <h3 className="font-semibold text-slate-900">{i18n._(SHORTCUT_SECTION_TITLES[group.title])}</h3>
            <ShortcutTable caption={i18n._(EDITOR_TABLE_CAPTIONS[group.title])} shortcuts={group.shortcuts} />
          </div>
        ))}
      </section>

      <p className="mt-12 text-sm text-slate-600">
        <Trans>
          Missing a shortcut you would use every week?{" "}
          <Link to="/feedback" className="font-medium text-brand-700 underline-offset-4 hover:underline">
            Suggest it on the feedback page
          </Link>
          .
        </Trans>
      </p>
    </ProsePage>
  );
}
