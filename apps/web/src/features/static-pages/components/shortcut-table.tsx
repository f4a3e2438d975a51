import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Fragment } from "react";
import { keyName } from "../../../editor/actions/key-binding.ts";
import type { KeyboardShortcut, ShortcutKey } from "../editor-shortcuts.ts";

const KEY_CLASSES =
  "inline-flex min-w-7 items-center justify-center rounded-md border border-slate-300 border-b-2 bg-slate-50 px-1.5 py-0.5 font-mono text-xs font-semibold text-slate-800";

/**
 * How a key is printed, in the reader's language ("Umschalt" in German): "Mod" is Ctrl on Windows and
 * Linux, Cmd on macOS; "Plus" is the + key.
 */
function labelOf(i18n: I18n, key: ShortcutKey): string {
  if (key === "Mod") return i18n._(msg({ message: "Ctrl/Cmd", context: "keyboard key" }));
  return key === "Plus" ? "+" : keyName(i18n, key);
}

/** A key combination as nested `<kbd>` elements, the HTML way of writing "press these together". */
export function KeyCombo({ keys }: { keys: readonly ShortcutKey[] }) {
  const { i18n } = useLingui();
  return (
    <kbd className="inline-flex flex-wrap items-center gap-1 font-sans">
      {keys.map((key, index) => (
        <Fragment key={key}>
          {index > 0 ? <span className="text-slate-500">+</span> : null}
          <kbd className={KEY_CLASSES}>{labelOf(i18n, key)}</kbd>
        </Fragment>
      ))}
    </kbd>
  );
}

export function ShortcutTable({ caption, shortcuts }: { caption: string; shortcuts: readonly KeyboardShortcut[] }) {
  const { i18n } = useLingui();
  return (
    <div className="mt-4 overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full table-fixed text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="w-1/2 px-4 py-3">
              <Trans context="keyboard shortcut">Shortcut</Trans>
            </th>
            <th scope="col" className="px-4 py-3">
              <Trans context="what a keyboard shortcut does">Action</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {shortcuts.map((shortcut) => (
            <tr key={shortcut.combos.map((keys) => keys.join("+")).join(" ")}>
              <td className="px-4 py-3">
                <span className="flex flex-wrap items-center gap-2">
                  {shortcut.combos.map((keys, index) => (
                    <Fragment key={keys.join("+")}>
                      {index > 0 ? (
                        <span className="text-xs text-slate-500">
                          <Trans context="one key combination or another">or</Trans>
                        </span>
                      ) : null}
                      <KeyCombo keys={keys} />
                    </Fragment>
                  ))}
                </span>
              </td>
              <td className="px-4 py-3 text-slate-700">{i18n._(shortcut.action)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
