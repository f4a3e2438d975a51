import { animationDuration, type Diagram } from "@touchline/diagram";
import { lazy, type ReactNode, Suspense, useEffect, useId, useMemo, useRef, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { readAppLayout } from "../../lib/app-layout.ts";
import { cn } from "../../lib/cn.ts";
import { useIsMobile, useIsTablet } from "../../lib/use-media-query.ts";
import type { ActionContext } from "../actions/editor-actions.ts";
import { attachEditorKeyboard } from "../actions/editor-keyboard.ts";
import { handleEditorKey } from "../actions/handle-editor-key.ts";
import { pitchViewBox } from "../canvas/pitch-geometry.ts";
import { useAnimationClock } from "../canvas/use-animation-clock.ts";
import { type EditorStore, EditorStoreContext, useEditor, useEditorStore } from "../store/editor-store.ts";
import { createToolController } from "../tools/tool-controller.ts";
import { ActionContextContext } from "./action-context.ts";
import { DerivedFactsPanel } from "./derived-facts-panel.tsx";
import { type CanvasViewport, EditorCanvas } from "./editor-canvas.tsx";
import { EditorToolbar } from "./editor-toolbar.tsx";
import { FirstVisitHint } from "./first-visit-hint.tsx";
import { FormationsPanel } from "./formations-panel.tsx";
import { FrameCaption } from "./frame-caption.tsx";
import { FramesBar } from "./frames-bar.tsx";
import { LayersPanel } from "./layers-panel.tsx";
import { Palette } from "./palette.tsx";
import { PitchSettingsPanel } from "./pitch-settings-panel.tsx";
import { PresentationHost } from "./present-button.tsx";
import { PropertiesPanel } from "./properties-panel.tsx";
import { useFullScreen } from "./use-full-screen.ts";

export interface PitchEditorProps {
  /**
   * The document, owned by the page (`useNewEditorStore`): the page loads into it and reads, saves and
   * autosaves from it; the editor only edits it.
   */
  store: EditorStore;
  /** The accessible name of the pitch; it always contains "pitch". */
  label?: string;
  /** Buttons the page adds to the toolbar (save, export…). */
  toolbarExtras?: ReactNode;
}

// Loaded on first Ctrl/Cmd+K, so opening the editor does not wait for the dialog.
const CommandPalette = lazy(() =>
  import("./command-palette.tsx").then((module) => ({ default: module.CommandPalette })),
);

const SIDEBAR_TABS = ["Properties", "Pitch", "Layers", "Team sheet"] as const;
type SidebarTab = (typeof SIDEBAR_TABS)[number];

/**
 * The pitch editor: palette, pitch, properties, layers, animation. A component that pages embed
 * (tactical board, drills) on a store they made and keep.
 */
export function PitchEditor({ store, label = "Pitch editor", toolbarExtras }: PitchEditorProps) {
  const controller = useMemo(() => createToolController(store), [store]);
  const [isCommandPaletteOpen, setIsCommandPaletteOpen] = useState(false);
  const viewportRef = useRef<CanvasViewport | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  const { isFullScreen, readIsFullScreen, setFullScreen } = useFullScreen();

  const context = useMemo<ActionContext>(
    () => ({
      store,
      controller,
      clipboard: { objects: [] },
      openCommandPalette: () => setIsCommandPaletteOpen(true),
      isFullScreen: readIsFullScreen,
      setFullScreen,
    }),
    [store, controller, readIsFullScreen, setFullScreen],
  );
  // The keyboard belongs to the editor's root, not to the pitch: see attachEditorKeyboard. An editor that is
  // the page (the application layout, asked for before this effect runs) has it before the coach clicks.
  useEffect(
    () =>
      attachEditorKeyboard(rootRef.current!, (event) => handleEditorKey(event, context), {
        isOwnerAtFirst: readAppLayout().isApplication,
      }),
    [context],
  );

  return (
    <EditorStoreContext.Provider value={store}>
      <ActionContextContext.Provider value={context}>
        <div
          ref={rootRef}
          tabIndex={-1}
          className={cn(
            // No focus ring of its own (it overrides the global one): the root is never a tab stop, it takes
            // focus only from a click between controls, and a ring round the whole editor would say nothing.
            "flex min-h-0 flex-1 flex-col gap-2 outline-none! select-none [&_input]:select-text [&_textarea]:select-text",
            // Above the page (and below its dialogs), whatever page it is in: the editor alone in the window.
            isFullScreen ? "fixed inset-0 z-40 bg-slate-50 p-2 sm:p-3" : "h-full",
          )}
        >
          <FirstVisitHint />
          <EditorLayout
            label={label}
            viewportRef={viewportRef}
            controller={controller}
            toolbarExtras={toolbarExtras}
            isFullScreen={isFullScreen}
          />
          {isCommandPaletteOpen ? (
            <Suspense fallback={null}>
              <CommandPalette open onOpenChange={setIsCommandPaletteOpen} />
            </Suspense>
          ) : null}
        </div>
      </ActionContextContext.Provider>
    </EditorStoreContext.Provider>
  );
}

type EditorSize = "phone" | "tablet" | "desktop";

/** Phone below 768 px, tablet 768–1023 px (the spec's breakpoints), desktop from 1024 px. */
function useEditorSize(): EditorSize {
  const isPhone = useIsMobile();
  const isTablet = useIsTablet();
  return isPhone ? "phone" : isTablet ? "tablet" : "desktop";
}

/**
 * The editor fills the height it is given and never scrolls as a whole: the toolbar on top, the pitch
 * scaled to fit what is left with the frames bar under it, and the catalogue and the details panel
 * scrolling inside themselves. On a desktop they are columns beside the pitch; on a tablet they fold
 * away behind two toolbar toggles and push the pitch aside when open; on a phone the pitch takes the
 * width, the catalogue is a bar at the bottom and the details open as a sheet above it.
 */
function EditorLayout({
  label,
  viewportRef,
  controller,
  toolbarExtras,
  isFullScreen,
}: {
  label: string;
  viewportRef: { current: CanvasViewport | null };
  controller: ReturnType<typeof createToolController>;
  toolbarExtras?: ReactNode;
  isFullScreen: boolean;
}) {
  const size = useEditorSize();
  const [openPanels, setOpenPanels] = useState({ catalogue: false, details: false });
  const catalogueId = useId();
  const detailsId = useId();
  const panelIds = { catalogue: catalogueId, details: detailsId };
  const isCompact = size !== "desktop";
  const showsCatalogue = size === "desktop" || (size === "tablet" && openPanels.catalogue);
  const showsDetails = size === "desktop" || openPanels.details;

  const toggle = (panel: keyof typeof openPanels, name: string) => (
    <Button
      size="sm"
      variant="ghost"
      aria-expanded={openPanels[panel]}
      aria-controls={openPanels[panel] ? panelIds[panel] : undefined}
      className={cn("shrink-0", openPanels[panel] && "bg-brand-50 text-brand-800")}
      onClick={() => setOpenPanels((open) => ({ ...open, [panel]: !open[panel] }))}
    >
      {name}
    </Button>
  );
  // The catalogue (and the toolbar) come before the pitch in the page but are painted after it (z-10): a
  // panel that scrolls is a layer of its own, and one painted before the pitch would make the browser test
  // each of the pitch's hundreds of objects against it on every frame of a drag.
  const catalogue = (
    <aside
      id={panelIds.catalogue}
      aria-label="Catalogue"
      className={cn(
        "relative z-10 shrink-0 rounded-xl bg-white p-2 ring-1 ring-slate-200",
        size === "phone" ? "" : "w-52 overflow-y-auto overscroll-contain",
      )}
    >
      <Palette viewportRef={viewportRef} isCompact={size === "phone"} />
    </aside>
  );
  const details = (
    <aside
      id={panelIds.details}
      aria-label="Details"
      className={cn(
        "flex shrink-0 flex-col gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200",
        size === "phone" ? "max-h-[45%] min-h-0" : "w-72",
      )}
    >
      <DetailsPanel />
    </aside>
  );

  return (
    <>
      <EditorToolbar
        isCompact={isCompact}
        isFullScreen={isFullScreen}
        leading={
          isCompact ? (
            <>
              {size === "tablet" ? toggle("catalogue", "Catalogue") : null}
              {toggle("details", "Details")}
              <span className="mx-1 h-6 w-px shrink-0 bg-slate-200" aria-hidden="true" />
            </>
          ) : null
        }
        extras={toolbarExtras}
      />
      <div className="flex min-h-0 flex-1 gap-2">
        {showsCatalogue ? catalogue : null}
        <PitchArea label={label} viewportRef={viewportRef} controller={controller} isCompact={isCompact} />
        {showsDetails && size !== "phone" ? details : null}
      </div>
      {showsDetails && size === "phone" ? details : null}
      {size === "phone" ? catalogue : null}
    </>
  );
}

/** Properties, pitch settings, layers and the team sheet, one tab at a time; the tab's content scrolls. */
function DetailsPanel() {
  const [tab, setTab] = useState<SidebarTab>("Properties");
  return (
    <>
      <div
        role="tablist"
        aria-label="Editor panels"
        className="grid shrink-0 grid-cols-4 gap-1 rounded-lg bg-slate-100 p-1"
      >
        {SIDEBAR_TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            onClick={() => setTab(name)}
            className={cn(
              "min-h-9 rounded-md px-1 text-xs font-medium pointer-coarse:min-h-11",
              tab === name ? "bg-white shadow-sm" : "text-slate-600",
            )}
          >
            {name}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={tab} className="flex min-h-0 flex-col gap-5 overflow-y-auto overscroll-contain">
        {tab === "Properties" ? <PropertiesPanel /> : null}
        {tab === "Pitch" ? <PitchSettingsPanel /> : null}
        {tab === "Layers" ? <LayersPanel /> : null}
        {tab === "Team sheet" ? (
          <>
            <DerivedFactsPanel />
            <FormationsPanel />
          </>
        ) : null}
      </div>
    </>
  );
}

/**
 * The pitch and the animation bar. They own the playback clock, so a playing animation re-renders only
 * them, and they select narrow slices of the state, so a drag does not re-render the panels around them.
 * The pitch keeps its proportions and fits the space left above the frames bar, whatever its shape (a
 * half pitch is taller than wide): the box's size comes from container units, with no measuring script.
 */
function PitchArea({
  label,
  viewportRef,
  controller,
  isCompact,
}: {
  label: string;
  viewportRef: { current: CanvasViewport | null };
  controller: ReturnType<typeof createToolController>;
  isCompact: boolean;
}) {
  const pitch = useEditor((state) => state.diagram.pitch);
  const box = pitchViewBox(pitch);
  const ratio = box.width / box.height;
  const isPlaying = useEditor((state) => state.session.playback.isPlaying);
  const objectCount = useEditor((state) => countObjects(state.diagram.objects));
  const durationMs = useEditor((state) => animationDuration(state.diagram));
  const timeMs = usePlaybackTime(durationMs);
  return (
    <div className="flex min-h-0 min-w-0 flex-1 flex-col gap-2">
      <div className="flex min-h-0 flex-1 items-center justify-center [container-type:size]">
        <div
          className="relative overflow-hidden rounded-xl"
          style={{ width: `min(100cqw, 100cqh * ${ratio})`, height: `min(100cqh, 100cqw / ${ratio})` }}
        >
          <EditorCanvas
            controller={controller}
            viewportRef={viewportRef}
            label={`${label}: football pitch with ${objectCount} object${objectCount === 1 ? "" : "s"}`}
            playbackTimeMs={isPlaying ? timeMs : null}
          />
          <FrameCaption timeMs={isPlaying ? timeMs : null} />
          <PresentationHost />
        </div>
      </div>
      <FramesBar timeMs={isPlaying ? timeMs : null} durationMs={durationMs} isCompact={isCompact} />
    </div>
  );
}

// Counted once per objects map: the selector runs on every store change, a drag's moves included.
const objectCounts = new WeakMap<Diagram["objects"], number>();
function countObjects(objects: Diagram["objects"]): number {
  let count = objectCounts.get(objects);
  if (count === undefined) {
    count = Object.keys(objects).length;
    objectCounts.set(objects, count);
  }
  return count;
}

/** The playback clock: advances while playing, stops (or loops) at the end. */
function usePlaybackTime(durationMs: number): number {
  const playback = useEditor((state) => state.session.playback);
  const store = useEditorStore();
  const stopPlaying = () =>
    store.dispatch({
      type: "setSession",
      patch: { playback: { ...store.getState().session.playback, isPlaying: false } },
    });
  return useAnimationClock({
    durationMs,
    isPlaying: playback.isPlaying,
    speed: playback.speed,
    isLooping: playback.isLooping,
    onEnd: stopPlaying,
  });
}
