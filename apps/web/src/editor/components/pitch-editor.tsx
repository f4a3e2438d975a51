import { animationDuration, type Diagram } from "@touchline/diagram";
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { cn } from "../../lib/cn.ts";
import { useIsMobile } from "../../lib/use-media-query.ts";
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
import { FramesBar } from "./frames-bar.tsx";
import { LayersPanel } from "./layers-panel.tsx";
import { Palette } from "./palette.tsx";
import { PitchSettingsPanel } from "./pitch-settings-panel.tsx";
import { PropertiesPanel } from "./properties-panel.tsx";

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

  const context = useMemo<ActionContext>(
    () => ({ store, controller, clipboard: { objects: [] }, openCommandPalette: () => setIsCommandPaletteOpen(true) }),
    [store, controller],
  );
  // The keyboard belongs to the editor's root, not to the pitch: see attachEditorKeyboard.
  useEffect(() => attachEditorKeyboard(rootRef.current!, (event) => handleEditorKey(event, context)), [context]);

  return (
    <EditorStoreContext.Provider value={store}>
      <ActionContextContext.Provider value={context}>
        <div
          ref={rootRef}
          tabIndex={-1}
          className="flex flex-col gap-3 outline-none select-none [&_input]:select-text [&_textarea]:select-text"
        >
          <FirstVisitHint />
          <EditorLayout label={label} viewportRef={viewportRef} controller={controller} toolbarExtras={toolbarExtras} />
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

function EditorLayout({
  label,
  viewportRef,
  controller,
  toolbarExtras,
}: {
  label: string;
  viewportRef: { current: CanvasViewport | null };
  controller: ReturnType<typeof createToolController>;
  toolbarExtras?: ReactNode;
}) {
  const isMobile = useIsMobile();
  const [tab, setTab] = useState<SidebarTab>("Properties");

  return (
    <>
      <EditorToolbar extras={toolbarExtras} />
      <div className="flex flex-col gap-3 md:flex-row">
        <aside
          aria-label="Catalogue"
          className={cn(
            "rounded-xl bg-white p-2 ring-1 ring-slate-200",
            isMobile ? "" : "w-52 shrink-0 overflow-y-auto",
          )}
        >
          <Palette viewportRef={viewportRef} isCompact={isMobile} />
        </aside>
        <PitchArea label={label} viewportRef={viewportRef} controller={controller} />
        <aside
          aria-label="Details"
          className="flex w-full shrink-0 flex-col gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200 md:w-72"
        >
          <div role="tablist" aria-label="Editor panels" className="grid grid-cols-4 gap-1 rounded-lg bg-slate-100 p-1">
            {SIDEBAR_TABS.map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                aria-selected={tab === name}
                onClick={() => setTab(name)}
                className={cn(
                  "min-h-9 rounded-md px-1 text-xs font-medium",
                  tab === name ? "bg-white shadow-sm" : "text-slate-600",
                )}
              >
                {name}
              </button>
            ))}
          </div>
          <div role="tabpanel" aria-label={tab} className="flex flex-col gap-5">
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
        </aside>
      </div>
    </>
  );
}

/**
 * The pitch and the animation bar. They own the playback clock, so a playing animation re-renders only
 * them, and they select narrow slices of the state, so a drag does not re-render the panels around them.
 */
function PitchArea({
  label,
  viewportRef,
  controller,
}: {
  label: string;
  viewportRef: { current: CanvasViewport | null };
  controller: ReturnType<typeof createToolController>;
}) {
  const pitch = useEditor((state) => state.diagram.pitch);
  const box = pitchViewBox(pitch);
  const isPlaying = useEditor((state) => state.session.playback.isPlaying);
  const objectCount = useEditor((state) => countObjects(state.diagram.objects));
  const durationMs = useEditor((state) => animationDuration(state.diagram));
  const timeMs = usePlaybackTime(durationMs);
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-3">
      {/* The box takes the pitch's own shape (a half pitch is taller than wide), never taller than the screen. */}
      <div
        className="mx-auto w-full max-w-full overflow-hidden rounded-xl"
        style={{
          aspectRatio: `${box.width} / ${box.height}`,
          maxHeight: "78vh",
          maxWidth: `calc(78vh * ${box.width / box.height})`,
        }}
      >
        <EditorCanvas
          controller={controller}
          viewportRef={viewportRef}
          label={`${label}: football pitch with ${objectCount} object${objectCount === 1 ? "" : "s"}`}
          playbackTimeMs={isPlaying ? timeMs : null}
        />
      </div>
      <FramesBar timeMs={isPlaying ? timeMs : null} durationMs={durationMs} />
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
