import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { findAction } from "../actions/editor-actions.ts";
import { describeBinding } from "../actions/key-binding.ts";
import { useEditor } from "../store/editor-store.ts";
import { useActionContext, useAvailableActions, useIsActionAvailable } from "./action-context.ts";
import type { EditorIconName } from "./editor-icons.tsx";
import { type MenuEntry, ToolbarMenu, ToolButton } from "./toolbar-menu.tsx";

/**
 * How much of the toolbar fits its row: "wide" (a laptop or larger) shows every control, "medium" (a
 * tablet) keeps the editing ones and moves the view's to the More menu, "narrow" (a phone) keeps undo,
 * redo and delete. Whatever is not in the row is in More, so every control stays one or two presses away.
 */
export type ToolbarFit = "wide" | "medium" | "narrow";

type ControlName = "duplicate" | "snap" | "zoom" | "full-screen";

const INLINE: Record<ToolbarFit, ReadonlySet<ControlName>> = {
  wide: new Set(["duplicate", "snap", "zoom", "full-screen"]),
  medium: new Set(["duplicate", "snap"]),
  narrow: new Set(),
};

/** An action's name and its first key, as a tooltip: "Undo (Ctrl+Z)". */
function tooltipOf(i18n: I18n, name: string): string {
  const action = findAction(name);
  const label = i18n._(action.label);
  if (!action.bindings[0]) return label;
  const shortcut = describeBinding(i18n, action.bindings[0]);
  return i18n._(msg({ message: `${label} (${shortcut})`, context: "tooltip: an action and its key" }));
}

function ActionButton({ name, icon, label }: { name: string; icon: EditorIconName; label?: string }) {
  const { i18n } = useLingui();
  const context = useActionContext();
  const isAvailable = useIsActionAvailable(name);
  const action = findAction(name);
  return (
    <ToolButton
      icon={icon}
      label={label ?? i18n._(action.label)}
      tooltip={tooltipOf(i18n, name)}
      disabled={!isAvailable}
      onClick={() => action.perform(context)}
    />
  );
}

/** Zoom out, the zoom, zoom in, fit: the wheel and a pinch do the same on the pitch. */
function ZoomControls() {
  const { t, i18n } = useLingui();
  const zoom = useEditor((state) => state.ui.view.zoom);
  return (
    <div role="group" aria-label={t`Zoom`} className="flex shrink-0 items-center">
      <ActionButton name="zoom-out" icon="zoomOut" />
      <output aria-label={t`Zoom level`} className="min-w-10 text-center text-xs tabular-nums text-slate-600">
        {zoomPercent(i18n, zoom)}
      </output>
      <ActionButton name="zoom-in" icon="zoomIn" />
      <ActionButton name="zoom-to-fit" icon="fit" />
    </div>
  );
}

/** An action's first key as menus write it ("Shift+F"); `isMac` false writes Mod as Ctrl everywhere. */
function bindingOf(i18n: I18n, name: string, isMac?: boolean): string {
  return describeBinding(i18n, findAction(name).bindings[0]!, isMac);
}

/** The zoom as a percentage, "150%", written as the reader's language writes one. */
function zoomPercent(i18n: I18n, zoom: number): string {
  return i18n.number(Math.round(zoom * 100) / 100, { style: "percent" });
}

/** The editor's full-screen toggle: in the editor's header, or in the toolbar of an editor without one. */
export function FullScreenButton({ isFullScreen }: { isFullScreen: boolean }) {
  const { t, i18n } = useLingui();
  const context = useActionContext();
  const shortcut = bindingOf(i18n, "toggle-full-screen");
  const escape = bindingOf(i18n, "escape");
  return (
    <ToolButton
      icon={isFullScreen ? "leaveFullScreen" : "fullScreen"}
      label={t`Full screen`}
      tooltip={isFullScreen ? t`Leave full screen (${escape}) (${shortcut})` : t`Full screen (${shortcut})`}
      aria-pressed={isFullScreen}
      className={isFullScreen ? "bg-brand-50 text-brand-800" : undefined}
      onClick={() => findAction("toggle-full-screen").perform(context)}
    />
  );
}

/**
 * The editor's toolbar: one row of icon buttons, `leading` (the panel toggles of a smaller screen) first,
 * the page's `extras` last, and a More menu with what `fit` leaves out of the row and the command palette.
 * `hasFullScreen`: the toolbar carries the full-screen toggle (an editor without a header of its own).
 */
export function EditorToolbar({
  extras,
  leading,
  fit = "wide",
  isFullScreen = false,
  hasFullScreen = true,
}: {
  extras?: ReactNode;
  leading?: ReactNode;
  fit?: ToolbarFit;
  isFullScreen?: boolean;
  hasFullScreen?: boolean;
}) {
  const { t, i18n } = useLingui();
  const context = useActionContext();
  const isSnapping = useEditor((state) => state.ui.isSnappingToGrid);
  const zoom = useEditor((state) => state.ui.view.zoom);
  const available = useAvailableActions();
  const inline = INLINE[fit];
  const entry = (name: string, icon: EditorIconName, hint?: string): MenuEntry => {
    const action = findAction(name);
    const binding = action.bindings[0];
    return {
      label: i18n._(action.label),
      icon,
      hint: hint ?? (binding ? describeBinding(i18n, binding) : undefined),
      disabled: !available.has(name),
      onSelect: () => action.perform(context),
    };
  };
  const moreEntries: (MenuEntry | "separator")[] = [];
  if (!inline.has("duplicate")) moreEntries.push(entry("duplicate", "duplicate"));
  if (!inline.has("snap"))
    moreEntries.push({
      label: i18n._(findAction("toggle-snap").label),
      icon: "snap",
      checked: isSnapping,
      onSelect: () => findAction("toggle-snap").perform(context),
    });
  if (!inline.has("zoom"))
    moreEntries.push(
      entry("zoom-in", "zoomIn", zoomPercent(i18n, zoom)),
      entry("zoom-out", "zoomOut"),
      entry("zoom-to-fit", "fit"),
    );
  if (hasFullScreen && !inline.has("full-screen"))
    moreEntries.push({
      label: isFullScreen ? t`Leave full screen` : t`Full screen`,
      icon: isFullScreen ? "leaveFullScreen" : "fullScreen",
      hint: bindingOf(i18n, "toggle-full-screen"),
      onSelect: () => findAction("toggle-full-screen").perform(context),
    });
  if (moreEntries.length > 0) moreEntries.push("separator");
  moreEntries.push({
    label: t`Find an action…`,
    icon: "search",
    // Ctrl on every system here, as the hint always said.
    hint: bindingOf(i18n, "command-palette", false),
    onSelect: () => context.openCommandPalette(),
  });

  return (
    <div
      role="toolbar"
      aria-label={t({ message: "Editor", context: "the pitch editor's toolbar" })}
      className={cn(
        // Relative: what a page adds positioned (a visually hidden file input) stays inside the row.
        // Painted after the pitch (z-10), as the catalogue is: see the editor's layout.
        "relative z-10 flex min-w-0 shrink-0 items-center gap-0.5 [&>*]:shrink-0",
      )}
    >
      {leading}
      <ActionButton name="undo" icon="undo" />
      <ActionButton name="redo" icon="redo" />
      {inline.has("duplicate") ? <ActionButton name="duplicate" icon="duplicate" /> : null}
      <ActionButton name="delete" icon="delete" />
      {inline.has("snap") ? (
        <ToolButton
          icon="snap"
          label={i18n._(findAction("toggle-snap").label)}
          tooltip={tooltipOf(i18n, "toggle-snap")}
          aria-pressed={isSnapping}
          className={isSnapping ? "bg-brand-50 text-brand-800" : undefined}
          onClick={() => findAction("toggle-snap").perform(context)}
        />
      ) : null}
      {inline.has("zoom") ? (
        <>
          <span className="mx-1 h-6 w-px bg-slate-200" aria-hidden="true" />
          <ZoomControls />
        </>
      ) : null}
      {hasFullScreen && inline.has("full-screen") ? <FullScreenButton isFullScreen={isFullScreen} /> : null}
      <ToolbarMenu label={t`More tools`} icon="more" entries={moreEntries} />
      {extras ? <div className="flex items-center gap-1 pl-1">{extras}</div> : null}
    </div>
  );
}
