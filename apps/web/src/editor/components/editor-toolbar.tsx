import type { ReactNode } from "react";
import { Button } from "../../components/ui/button.tsx";
import { cn } from "../../lib/cn.ts";
import { findAction } from "../actions/editor-actions.ts";
import { describeBinding } from "../actions/key-binding.ts";
import { useEditor } from "../store/editor-store.ts";
import { useActionContext } from "./action-context.ts";

function ActionButton({ name, children, label }: { name: string; children: ReactNode; label?: string }) {
  const context = useActionContext();
  // Re-render on any state change that could flip availability (history, selection, clipboard use).
  useEditor((state) => state.history);
  useEditor((state) => state.session.selection);
  const action = findAction(name);
  const shortcut = action.bindings[0] ? ` (${describeBinding(action.bindings[0])})` : "";
  return (
    <Button
      size="sm"
      variant="ghost"
      aria-label={label ?? action.label}
      title={`${action.label}${shortcut}`}
      disabled={!action.isAvailable(context)}
      onClick={() => action.perform(context)}
    >
      {children}
    </Button>
  );
}

/** Zoom out, the zoom, zoom in, fit: the wheel and a pinch do the same on the pitch. */
function ZoomControls() {
  const zoom = useEditor((state) => state.session.view.zoom);
  return (
    <div role="group" aria-label="Zoom" className="flex items-center gap-0.5">
      <ActionButton name="zoom-out">−</ActionButton>
      <output aria-label="Zoom level" className="min-w-11 text-center text-xs tabular-nums text-slate-600">
        {Math.round(zoom * 100)}%
      </output>
      <ActionButton name="zoom-in">+</ActionButton>
      <ActionButton name="zoom-to-fit">Fit</ActionButton>
    </div>
  );
}

/** Four corners pointing out (enter) or in (leave). */
function FullScreenIcon({ isFullScreen }: { isFullScreen: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor" strokeWidth={1.6}>
      <path d={isFullScreen ? "M6 2v4H2M10 2v4h4M6 14v-4H2M10 14v-4h4" : "M2 6V2h4M14 6V2h-4M2 10v4h4M14 10v4h-4"} />
    </svg>
  );
}

/**
 * The editor's toolbar: `leading` (the panel toggles of a small screen) first, the page's `extras` last.
 * Compact (tablet, phone), it is one row that scrolls sideways, like the site's navigation on a phone.
 */
export function EditorToolbar({
  extras,
  leading,
  isCompact = false,
  isFullScreen = false,
}: {
  extras?: ReactNode;
  leading?: ReactNode;
  isCompact?: boolean;
  isFullScreen?: boolean;
}) {
  const context = useActionContext();
  const isSnapping = useEditor((state) => state.session.isSnappingToGrid);
  return (
    <div
      role="toolbar"
      aria-label="Editor"
      className={cn(
        // Relative: what a page adds positioned (a visually hidden file input) stays inside the scrolling row.
        // Painted after the pitch (z-10), as the catalogue is: see the editor's layout.
        "relative z-10 flex shrink-0 items-center gap-1 rounded-xl bg-white p-1.5 ring-1 ring-slate-200 [&>*]:shrink-0",
        isCompact ? "overflow-x-auto overscroll-x-contain" : "flex-wrap",
      )}
    >
      {leading}
      <ActionButton name="undo">↶ Undo</ActionButton>
      <ActionButton name="redo">↷ Redo</ActionButton>
      <span className="mx-1 h-6 w-px bg-slate-200" aria-hidden="true" />
      <ActionButton name="duplicate">Duplicate</ActionButton>
      <ActionButton name="delete">Delete</ActionButton>
      <Button
        size="sm"
        variant="ghost"
        aria-label="Snap to grid"
        aria-pressed={isSnapping}
        title="Snap to grid (G)"
        className={isSnapping ? "bg-brand-50 text-brand-800" : undefined}
        onClick={() => findAction("toggle-snap").perform(context)}
      >
        Snap
      </Button>
      <Button size="sm" variant="ghost" title="Find an action (Ctrl+K)" onClick={() => context.openCommandPalette()}>
        Actions…
      </Button>
      <span className="mx-1 h-6 w-px bg-slate-200" aria-hidden="true" />
      <ZoomControls />
      <Button
        size="sm"
        variant="ghost"
        aria-pressed={isFullScreen}
        title={`${isFullScreen ? "Leave full screen (Escape)" : "Full screen"} (Shift+F)`}
        className={isFullScreen ? "bg-brand-50 text-brand-800" : undefined}
        onClick={() => findAction("toggle-full-screen").perform(context)}
      >
        <FullScreenIcon isFullScreen={isFullScreen} />
        Full screen
      </Button>
      {extras ? (
        <div className={cn("ml-auto flex items-center gap-1", isCompact ? "pl-2" : "flex-wrap")}>{extras}</div>
      ) : null}
    </div>
  );
}
