import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { animationDuration, type Diagram } from "@touchline/diagram";
import {
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { createPortal } from "react-dom";
import { Button } from "../../components/ui/button.tsx";
import { readAppLayout } from "../../lib/app-layout.ts";
import { cn } from "../../lib/cn.ts";
import { useIsMobile, useIsTablet, useMediaQuery } from "../../lib/use-media-query.ts";
import type { ActionContext } from "../actions/editor-actions.ts";
import { attachEditorKeyboard } from "../actions/editor-keyboard.ts";
import { handleEditorKey } from "../actions/handle-editor-key.ts";
import { pitchViewBox, viewedPitch } from "../canvas/pitch-geometry.ts";
import { FIT_VIEW } from "../store/editor-state.ts";
import { useAnimationClock } from "../canvas/use-animation-clock.ts";
import { type EditorStore, EditorStoreContext, useEditor, useEditorStore } from "../store/editor-store.ts";
import { createToolController } from "../tools/tool-controller.ts";
import { ActionContextContext } from "./action-context.ts";
import { preloadDeferredParts } from "./deferred-parts.ts";
import { EditorCanvas } from "./editor-canvas.tsx";
import { DetailsPanel } from "./details-panel.tsx";
import { EditorHeader, type EditorHeaderContent } from "./editor-header.tsx";
import { EditorIcon } from "./editor-icons.tsx";
import { EditorToolbar, FullScreenButton, type ToolbarFit } from "./editor-toolbar.tsx";
import { FirstVisitHint } from "./first-visit-hint.tsx";
import { FrameCaption } from "./frame-caption.tsx";
import { FramesBar } from "./frames-bar.tsx";
import { Palette } from "./palette.tsx";
import { PresentationHost } from "./present-button.tsx";
import { useFullScreen } from "./use-full-screen.ts";

export interface PitchEditorProps {
  /**
   * The document, owned by the page (`useNewEditorStore`): the page loads into it and reads, saves and
   * autosaves from it; the editor only edits it.
   */
  store: EditorStore;
  /** The accessible name of the pitch; it always contains "pitch". */
  label?: string;
  /** Buttons the page adds to the toolbar (an editor inside a page: its export, Open full editor). */
  toolbarExtras?: ReactNode;
  /**
   * The editor's own header, for an editor that is the page (the tactical board, a drill): back, the
   * title, the save state, the Export menu, the page's action and full screen, in place of the site's
   * navigation bar and breadcrumbs (see EditorPageFrame).
   */
  header?: EditorHeaderContent;
}

// Loaded on first Ctrl/Cmd+K, so opening the editor does not wait for the dialog.
const CommandPalette = lazy(() =>
  import("./command-palette.tsx").then((module) => ({ default: module.CommandPalette })),
);

/**
 * The pitch editor: palette, pitch, properties, layers, animation. A component that pages embed
 * (tactical board, drills) on a store they made and keep.
 */
export function PitchEditor({ store, label, toolbarExtras, header }: PitchEditorProps) {
  const { t } = useLingui();
  const controller = useMemo(() => createToolController(store), [store]);
  const [isCommandPaletteOpen, setIsCommandPaletteOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);

  const { isFullScreen, readIsFullScreen, setFullScreen } = useFullScreen();

  const context = useMemo<ActionContext>(
    () => ({
      store,
      controller,
      openCommandPalette: () => setIsCommandPaletteOpen(true),
      isFullScreen: readIsFullScreen,
      setFullScreen,
    }),
    [store, controller, readIsFullScreen, setFullScreen],
  );
  // The keyboard belongs to the editor's root, not to the pitch: see attachEditorKeyboard. An editor that is
  // the page (the application layout, asked for before this effect runs) has it before the coach clicks.
  useEffect(() => preloadDeferredParts(), []);
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
            "flex min-h-0 flex-1 flex-col gap-1 outline-none! select-none [&_input]:select-text [&_textarea]:select-text",
            // Above the page (and below its dialogs), whatever page it is in: the editor alone in the window.
            isFullScreen ? "fixed inset-0 z-40 bg-slate-50 p-1 sm:p-2" : "h-full",
          )}
        >
          <EditorLayout
            label={label ?? t`Pitch editor`}
            controller={controller}
            toolbarExtras={toolbarExtras}
            header={header}
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

/** The window's size in CSS pixels, kept current. */
function useWindowSize(): { width: number; height: number } {
  const read = () => `${window.innerWidth}x${window.innerHeight}`;
  const value = useSyncExternalStore(
    (onChange) => {
      window.addEventListener("resize", onChange);
      return () => window.removeEventListener("resize", onChange);
    },
    read,
    () => "1280x720",
  );
  const [width, height] = value.split("x").map(Number);
  return { width: width!, height: height! };
}

/** An element's width in CSS pixels, kept current (0 until it is there). */
function useWidthOf(element: HTMLElement | null): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => setWidth(element.getBoundingClientRect().width);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

/**
 * Side room the laptop layout takes beside the pitch (the catalogue's rail, the details panel, their gaps
 * and the page's padding) and height above it (header, toolbar row, gaps), in CSS pixels.
 */
const SIDE_PANELS_PX = 340;
const BARS_PX = 100;

/**
 * The details panel sits beside the pitch only when the window has that room to spare: the pitch, fitted
 * to the height left under the bars, must still fit in the width left beside the panels. Otherwise
 * (a tablet, a squarer window) the panel is a drawer over the pitch, opened from the toolbar.
 */
function hasRoomForDetails(window: { width: number; height: number }, pitchRatio: number): boolean {
  return window.width - SIDE_PANELS_PX >= 0.97 * pitchRatio * (window.height - BARS_PX);
}

/**
 * The editor fills the height it is given and never scrolls as a whole: the header (when the editor is
 * the page), one toolbar row with the animation's controls, and the pitch scaled to fit what is left.
 * On a laptop the catalogue is a slim rail of icons beside the pitch and the details a panel on the
 * other side when there is room for both; on a tablet they are drawers over the pitch, opened from the
 * toolbar; on a phone the pitch takes the width, the animation bar and the catalogue sit under it and
 * the details open as a sheet over it. On a portrait window a wide pitch is shown upright.
 */
function EditorLayout({
  label,
  controller,
  toolbarExtras,
  header,
  isFullScreen,
}: {
  label: string;
  controller: ReturnType<typeof createToolController>;
  toolbarExtras?: ReactNode;
  header?: EditorHeaderContent;
  isFullScreen: boolean;
}) {
  const { t } = useLingui();
  const size = useEditorSize();
  const windowSize = useWindowSize();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a media query
  const isPortrait = useMediaQuery("(orientation: portrait)");
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a media query
  const isCoarse = useMediaQuery("(pointer: coarse)");
  const pitch = useEditor((state) => state.diagram.pitch);
  const viewBox = pitchViewBox(viewedPitch(pitch, isPortrait ? "portrait" : "landscape"));
  const hasDetailsPanel = size === "desktop" && hasRoomForDetails(windowSize, viewBox.width / viewBox.height);
  const hasCatalogueRail = size === "desktop";
  const [openPanels, setOpenPanels] = useState({ catalogue: false, details: true });
  const catalogueId = useId();
  const detailsId = useId();
  const panelIds = { catalogue: catalogueId, details: detailsId };
  // A side panel is open until closed; a drawer starts closed, so the pitch is whole when the page opens.
  const [drawers, setDrawers] = useState({ catalogue: false, details: false });
  const isDrawerLayout = !hasDetailsPanel;
  const isOpen = (panel: keyof typeof openPanels) =>
    panel === "details" && !isDrawerLayout ? openPanels.details : drawers[panel];
  const setOpen = (panel: keyof typeof openPanels, open: boolean) => {
    if (panel === "details" && !isDrawerLayout) setOpenPanels((current) => ({ ...current, details: open }));
    else setDrawers((current) => ({ ...current, [panel]: open }));
  };
  const showsCatalogueDrawer = size === "tablet" && isOpen("catalogue");
  const showsDetails = isOpen("details");
  const [framesSlot, setFramesSlot] = useState<HTMLElement | null>(null);
  const rowWidth = useWidthOf(framesSlot?.parentElement ?? null);
  // What fits the toolbar's row, measured: an editor inside a page (the session builder's) is narrower
  // than the window and carries the page's buttons too.
  const fit: ToolbarFit =
    size === "phone" || (rowWidth > 0 && rowWidth < 500)
      ? "narrow"
      : isCoarse || (rowWidth > 0 && rowWidth < (toolbarExtras ? 1100 : 800))
        ? "medium"
        : "wide";
  // On a laptop the header and the toolbar share one row: the height is the pitch's when it is limited
  // by it (a half pitch lying down, a wide screen).
  const isOneRow = !!header && size === "desktop" && !isCoarse && !isPortrait && windowSize.width >= 1200;

  const panelNames = { catalogue: t`Catalogue`, details: t`Details` };
  const toggleTitles = {
    catalogue: isOpen("catalogue") ? t`Hide the catalogue` : t`Show the catalogue`,
    details: isOpen("details") ? t`Hide the details` : t`Show the details`,
  };
  const toggle = (panel: keyof typeof openPanels) => (
    <Button
      size="sm"
      variant="ghost"
      aria-expanded={isOpen(panel)}
      aria-controls={isOpen(panel) ? panelIds[panel] : undefined}
      title={toggleTitles[panel]}
      className={cn("shrink-0", fit === "wide" ? "px-2" : "w-9 px-0", isOpen(panel) && "bg-brand-50 text-brand-800")}
      onClick={() => setOpen(panel, !isOpen(panel))}
    >
      <EditorIcon name={panel === "catalogue" ? "catalogue" : "details"} />
      <span className={fit === "wide" ? undefined : "sr-only"}>{panelNames[panel]}</span>
    </Button>
  );
  // The catalogue (and the toolbar) come before the pitch in the page but are painted after it (z-10): a
  // panel that scrolls is a layer of its own, and one painted before the pitch would make the browser test
  // each of the pitch's hundreds of objects against it on every frame of a drag.
  const catalogue = (
    <aside
      id={panelIds.catalogue}
      aria-label={panelNames.catalogue}
      className={cn(
        "relative z-10 shrink-0 overflow-y-auto overscroll-contain rounded-xl bg-white ring-1 ring-slate-200",
        size === "phone" && "overflow-y-visible px-2 pt-2",
        hasCatalogueRail && "w-[3.25rem] p-1 pointer-coarse:w-14",
        showsCatalogueDrawer && "absolute inset-y-0 left-0 z-20 w-56 p-2 shadow-xl",
      )}
    >
      <Palette layout={size === "phone" ? "bar" : hasCatalogueRail ? "rail" : "panel"} />
    </aside>
  );
  const details = (
    <aside
      id={panelIds.details}
      aria-label={panelNames.details}
      className={cn(
        "flex shrink-0 flex-col gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200",
        !isDrawerLayout
          ? "relative z-10 w-64"
          : size === "phone" || isPortrait
            ? "absolute inset-x-0 bottom-0 z-20 max-h-[60%] min-h-0 shadow-xl"
            : "absolute inset-y-0 right-0 z-20 w-96 max-w-full min-h-0 shadow-xl",
      )}
    >
      {isDrawerLayout ? (
        <Button
          size="sm"
          variant="ghost"
          aria-label={t`Close the details`}
          title={t`Close the details`}
          className="absolute top-1.5 right-1.5 w-9 px-0"
          onClick={() => setOpen("details", false)}
        >
          <EditorIcon name="close" />
        </Button>
      ) : null}
      <DetailsPanel isDrawer={isDrawerLayout} />
    </aside>
  );

  const toolbarRow = (
    <div
      className={cn(
        "relative z-10 flex h-10 min-w-0 items-center gap-1 rounded-xl bg-white px-1 ring-1 ring-slate-200 pointer-coarse:h-12",
        isOneRow ? "flex-1" : "shrink-0",
      )}
    >
      <EditorToolbar
        fit={fit}
        isFullScreen={isFullScreen}
        hasFullScreen={!header}
        leading={
          <>
            {size === "tablet" ? toggle("catalogue") : null}
            {toggle("details")}
            <span className="mx-1 h-6 w-px shrink-0 bg-slate-200" aria-hidden="true" />
          </>
        }
        extras={toolbarExtras}
      />
      {size === "phone" ? null : (
        <>
          <span className="mx-1 h-6 w-px shrink-0 bg-slate-200" aria-hidden="true" />
          {/* The animation bar's place in the row: PitchArea, which owns the playback clock, draws it here. */}
          <div ref={setFramesSlot} className="flex min-w-0 flex-1 items-center" />
        </>
      )}
    </div>
  );

  return (
    <>
      {header ? (
        <EditorHeader
          content={header}
          isOneRow={isOneRow}
          middle={isOneRow ? toolbarRow : undefined}
          trailing={<FullScreenButton isFullScreen={isFullScreen} />}
        />
      ) : null}
      {isOneRow ? null : toolbarRow}
      <div className="relative flex min-h-0 flex-1 gap-1">
        {hasCatalogueRail || showsCatalogueDrawer ? catalogue : null}
        <div className="relative flex min-h-0 min-w-0 flex-1">
          <PitchArea
            label={label}
            controller={controller}
            isPortrait={isPortrait}
            framesSlot={size === "phone" ? null : framesSlot}
          />
          {/* A card over the pitch's corner: it never takes the pitch's room, and Got it puts it away. */}
          <div className="pointer-events-none absolute top-2 right-2 z-20 flex justify-end [&>*]:pointer-events-auto">
            <FirstVisitHint />
          </div>
        </div>
        {showsDetails ? details : null}
      </div>
      {size === "phone" ? catalogue : null}
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
  controller,
  isPortrait,
  framesSlot,
}: {
  label: string;
  controller: ReturnType<typeof createToolController>;
  /** The window is portrait: the pitch is turned to it (a view rotation, never stored). */
  isPortrait: boolean;
  /** Where the animation bar goes (the toolbar's row); null puts it under the pitch (a phone). */
  framesSlot: HTMLElement | null;
}) {
  const { t } = useLingui();
  const store = useEditorStore();
  const pitch = useEditor((state) => state.diagram.pitch);
  const windowShape = useEditor((state) => state.ui.windowShape);
  // The window's shape picks the view's rotation; the view's zoom and pan are in the old frame's metres,
  // so turning starts again from the whole pitch.
  useLayoutEffect(() => {
    const shape = isPortrait ? "portrait" : "landscape";
    if (store.getState().ui.windowShape === shape) return;
    store.dispatch({ type: "setUi", patch: { windowShape: shape, view: FIT_VIEW } });
  }, [store, isPortrait]);
  const box = pitchViewBox(viewedPitch(pitch, windowShape));
  const ratio = box.width / box.height;
  const isPlaying = useEditor((state) => state.ui.playback.isPlaying);
  const objectCount = useEditor((state) => countObjects(state.diagram.objects));
  const durationMs = useEditor((state) => animationDuration(state.diagram));
  const timeMs = usePlaybackTime(durationMs);
  const framesBar = (
    <FramesBar timeMs={isPlaying ? timeMs : null} durationMs={durationMs} isCompact={framesSlot === null} />
  );
  return (
    <div className="flex min-h-0 min-w-0 flex-1 flex-col gap-1">
      <div className="flex min-h-0 flex-1 items-center justify-center [container-type:size]">
        <div
          className="relative overflow-hidden rounded-xl"
          style={{ width: `min(100cqw, 100cqh * ${ratio})`, height: `min(100cqh, 100cqw / ${ratio})` }}
        >
          <EditorCanvas
            controller={controller}
            label={t`${label}: football pitch with ${plural(objectCount, { one: "# object", other: "# objects" })}`}
            playbackTimeMs={isPlaying ? timeMs : null}
          />
          <FrameCaption timeMs={isPlaying ? timeMs : null} />
          <PresentationHost />
        </div>
      </div>
      {framesSlot ? (
        createPortal(framesBar, framesSlot)
      ) : (
        <div className="flex h-12 shrink-0 items-center rounded-xl bg-white px-1 ring-1 ring-slate-200">
          {framesBar}
        </div>
      )}
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
  const playback = useEditor((state) => state.ui.playback);
  const store = useEditorStore();
  const stopPlaying = () =>
    store.dispatch({
      type: "setUi",
      patch: { playback: { ...store.getState().ui.playback, isPlaying: false } },
    });
  return useAnimationClock({
    durationMs,
    isPlaying: playback.isPlaying,
    speed: playback.speed,
    isLooping: playback.isLooping,
    onEnd: stopPlaying,
  });
}
