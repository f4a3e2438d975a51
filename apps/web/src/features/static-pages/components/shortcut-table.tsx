import { Fragment } from "react";
import type { KeyboardShortcut, ShortcutKey } from "../editor-shortcuts.ts";

const KEY_CLASSES =
  "inline-flex min-w-7 items-center justify-center rounded-md border border-slate-300 border-b-2 bg-slate-50 px-1.5 py-0.5 font-mono text-xs font-semibold text-slate-800";

/** How a key is printed: "Mod" is Ctrl on Windows and Linux, Cmd on macOS; "Plus" is the + key. */
function labelOf(key: ShortcutKey): string {
  return key === "Mod" ? "Ctrl/Cmd" : key === "Plus" ? "+" : key;
}

/** A key combination as nested `<kbd>` elements, the HTML way of writing "press these together". */
export function KeyCombo({ keys }: { keys: readonly ShortcutKey[] }) {
  return (
    <kbd className="inline-flex flex-wrap items-center gap-1 font-sans">
      {keys.map((key, index) => (
        <Fragment key={key}>
          {index > 0 ? <span className="text-slate-500">+</span> : null}
          <kbd className={KEY_CLASSES}>{labelOf(key)}</kbd>
        </Fragment>
      ))}
    </kbd>
  );
}

export function ShortcutTable({ caption, shortcuts }: { caption: string; shortcuts: readonly KeyboardShortcut[] }) {
  return (
    <div className="mt-4 overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full table-fixed text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="w-1/2 px-4 py-3">
              Shortcut
            </th>
            <th scope="col" className="px-4 py-3">
              Action
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
                      {index > 0 ? <span className="text-xs text-slate-500">or</span> : null}
                      <KeyCombo keys={keys} />
                    </Fragment>
                  ))}
                </span>
              </td>
              <td className="px-4 py-3 text-slate-700">{shortcut.action}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
