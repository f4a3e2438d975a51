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

function tooltipOf(name: string): string {
  const action = findAction(name);
  return action.bindings[0] ? `${action.label} (${describeBinding(action.bindings[0])})` : action.label;
}

function ActionButton({ name, icon, label }: { name: string; icon: EditorIconName; label?: string }) {
  const context = useActionContext();
  const isAvailable = useIsActionAvailable(name);
  const action = findAction(name);
  return (
    <ToolButton
      icon={icon}
      label={label ?? action.label}
      tooltip={tooltipOf(name)}
      disabled={!isAvailable}
      onClick={() => action.perform(context)}
    />
  );
}

/** Zoom out, the zoom, zoom in, fit: the wheel and a pinch do the same on the pitch. */
function ZoomControls() {
  const zoom = useEditor((state) => state.ui.view.zoom);
  return (
    <div role="group" aria-label="Zoom" className="flex shrink-0 items-center">
      <ActionButton name="zoom-out" icon="zoomOut" />
      <output aria-label="Zoom level" className="min-w-10 text-center text-xs tabular-nums text-slate-600">
        {Math.round(zoom * 100)}%
      </output>
      <ActionButton name="zoom-in" icon="zoomIn" />
      <ActionButton name="zoom-to-fit" icon="fit" />
    </div>
  );
}

/** The editor's full-screen toggle: in the editor's header, or in the toolbar of an editor without one. */
export function FullScreenButton({ isFullScreen }: { isFullScreen: boolean }) {
  const context = useActionContext();
  return (
    <ToolButton
      icon={isFullScreen ? "leaveFullScreen" : "fullScreen"}
      label="Full screen"
      tooltip={`${isFullScreen ? "Leave full screen (Escape)" : "Full screen"} (Shift+F)`}
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
  const context = useActionContext();
  const isSnapping = useEditor((state) => state.ui.isSnappingToGrid);
  const zoom = useEditor((state) => state.ui.view.zoom);
  const available = useAvailableActions();
  const inline = INLINE[fit];
  const entry = (name: string, icon: EditorIconName, hint?: string): MenuEntry => {
    const action = findAction(name);
    const binding = action.bindings[0];
    return {
      label: action.label,
      icon,
      hint: hint ?? (binding ? describeBinding(binding) : undefined),
      disabled: !available.has(name),
      onSelect: () => action.perform(context),
    };
  };
  const moreEntries: (MenuEntry | "separator")[] = [];
  if (!inline.has("duplicate")) moreEntries.push(entry("duplicate", "duplicate"));
  if (!inline.has("snap"))
    moreEntries.push({
      label: "Snap to grid",
      icon: "snap",
      checked: isSnapping,
      onSelect: () => findAction("toggle-snap").perform(context),
    });
  if (!inline.has("zoom"))
    moreEntries.push(
      entry("zoom-in", "zoomIn", `${Math.round(zoom * 100)}%`),
      entry("zoom-out", "zoomOut"),
      entry("zoom-to-fit", "fit"),
    );
  if (hasFullScreen && !inline.has("full-screen"))
    moreEntries.push({
      label: isFullScreen ? "Leave full screen" : "Full screen",
      icon: isFullScreen ? "leaveFullScreen" : "fullScreen",
      hint: "Shift+F",
      onSelect: () => findAction("toggle-full-screen").perform(context),
    });
  if (moreEntries.length > 0) moreEntries.push("separator");
  moreEntries.push({
    label: "Find an action…",
    icon: "search",
    hint: "Ctrl+K",
    onSelect: () => context.openCommandPalette(),
  });

  return (
    <div
      role="toolbar"
      aria-label="Editor"
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
          label="Snap to grid"
          tooltip="Snap to grid (G)"
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
      <ToolbarMenu label="More tools" icon="more" entries={moreEntries} />
      {extras ? <div className="flex items-center gap-1 pl-1">{extras}</div> : null}
    </div>
  );
}
