/* eslint-disable lingui/no-unlocalized-strings -- a test helper: key codes and names, no words */
import { createDiagram, type Diagram, type ObjectKind, type Team } from "@touchline/diagram";
import { type ActionContext, findAction } from "../actions/editor-actions.ts";
import { handleEditorKey } from "../actions/handle-editor-key.ts";
import { pitchViewBox, toViewPoint, viewPitchOf } from "../canvas/pitch-geometry.ts";
import { viewToScreen } from "../canvas/pitch-view.ts";
import type { EditorUiState } from "../store/editor-state.ts";
import { createEditorStore } from "../store/editor-store.ts";
import type { PitchPoint, PointerTarget, ScreenPoint, ScreenPointerEvent } from "../tools/pointer-input.ts";
import { updateTextEdit } from "../tools/text-edit.ts";
import { createToolController } from "../tools/tool-controller.ts";
import { visibleBoxOf } from "../tools/view-gestures.ts";

/** One screen pixel in metres for the driver: thresholds behave as at a normal zoom. */
const METRES_PER_PIXEL = 0.1;

interface PointerOptions {
  target?: PointerTarget;
  isShift?: boolean;
}

/** A pointer on the test's screen: a mouse's main button unless said otherwise. */
interface ScreenPointerOptions {
  pointerId?: number;
  pointerType?: "mouse" | "pen" | "touch";
  button?: number;
  target?: PointerTarget;
  isShift?: boolean;
  timeStamp?: number;
}

interface WheelOptions {
  deltaX?: number;
  deltaY?: number;
  deltaMode?: number;
  /** Ctrl or Cmd held (a trackpad pinch). */
  isPinch?: boolean;
  isShift?: boolean;
  /** The page around the editor scrolls (the session builder). */
  isPageScrollable?: boolean;
}

const SYMBOL_CODES: Record<string, string> = {
  "[": "BracketLeft",
  "]": "BracketRight",
  ",": "Comma",
  ".": "Period",
  " ": "Space",
};

function codeOf(key: string): string {
  if (/^\d$/.test(key)) return `Digit${key}`;
  if (SYMBOL_CODES[key]) return SYMBOL_CODES[key];
  return key.length === 1 ? `Key${key.toUpperCase()}` : key;
}

/**
 * Drives the editor headlessly: pointer and key events in, diagram and UI state out. The same store,
 * tool controller and actions the component uses, without a DOM.
 */
export function createTestEditor(diagram: Diagram = createDiagram()) {
  const store = createEditorStore(diagram, { freezeDocuments: true });
  const controller = createToolController(store);
  // The canvas on the test's screen: at (100, 50), 10 pixels a metre at zoom 1, as METRES_PER_PIXEL says.
  // A DOMRect, as the browser gives: its sizes are getters, not properties a spread would copy.
  const wholePitch = pitchViewBox(viewPitchOf(store.getState()));
  const canvasRect = new DOMRect(100, 50, wholePitch.width / METRES_PER_PIXEL, wholePitch.height / METRES_PER_PIXEL);
  controller.setViewport({ rect: () => canvasRect });
  let isFullScreen = false;
  const context: ActionContext = {
    store,
    controller,
    openCommandPalette: () => {},
    isFullScreen: () => isFullScreen,
    setFullScreen: (isOn) => {
      isFullScreen = isOn;
    },
  };

  const event = (point: PitchPoint, options: PointerOptions = {}) => ({
    point,
    target: options.target ?? ({ type: "pitch" } as const),
    isShift: options.isShift ?? false,
    metresPerPixel: METRES_PER_PIXEL,
  });

  const screenEvent = (at: ScreenPoint, options: ScreenPointerOptions = {}): ScreenPointerEvent => ({
    pointerId: options.pointerId ?? 1,
    pointerType: options.pointerType ?? "mouse",
    button: options.button ?? 0,
    clientX: at.x,
    clientY: at.y,
    isShift: options.isShift ?? false,
    target: options.target ?? { type: "pitch" },
    timeStamp: options.timeStamp ?? 0,
  });

  const editor = {
    store,
    controller,
    context,
    /** The canvas's box on the test's screen, in CSS pixels. */
    canvasRect,
    /** Where a point of the pitch (metres) is on the screen now, through the zoom and pan. */
    screenPointOf(point: PitchPoint): ScreenPoint {
      const state = store.getState();
      return viewToScreen(canvasRect, visibleBoxOf(state), toViewPoint(viewPitchOf(state), point));
    },
    /** Pointer input as the canvas forwards it, in screen pixels. */
    screen: {
      pointerDown: (at: ScreenPoint, options?: ScreenPointerOptions) =>
        controller.canvasPointerDown(screenEvent(at, options)),
      pointerMove: (at: ScreenPoint, options?: ScreenPointerOptions) =>
        controller.canvasPointerMove(screenEvent(at, options)),
      pointerUp: (at: ScreenPoint, options?: ScreenPointerOptions) =>
        controller.canvasPointerUp(screenEvent(at, options)),
      pointerCancel: (at: ScreenPoint, options?: ScreenPointerOptions) =>
        controller.canvasPointerCancel(screenEvent(at, options)),
      /** A wheel turn at `at`; returns whether the editor took it (the page does not scroll). */
      wheel: (at: ScreenPoint, options: WheelOptions = {}) =>
        controller.wheel({
          clientX: at.x,
          clientY: at.y,
          deltaX: options.deltaX ?? 0,
          deltaY: options.deltaY ?? 0,
          deltaMode: options.deltaMode ?? 0,
          isPinch: options.isPinch ?? false,
          isShift: options.isShift ?? false,
          isPageScrollable: () => options.isPageScrollable ?? false,
        }),
    },
    /**
     * Drags `item` from the catalogue (pressed at `from`, screen pixels) and lets go at `to`, moving in
     * steps as a hand does. Returns how the drop went.
     */
    dragFromCatalogue(item: ObjectKind, from: ScreenPoint, to: ScreenPoint, team: Team = "home", steps = 5) {
      controller.catalogueDragStart(item, team, from);
      for (let step = 1; step <= steps; step += 1) {
        controller.catalogueDragMove({
          x: from.x + ((to.x - from.x) * step) / steps,
          y: from.y + ((to.y - from.y) * step) / steps,
        });
      }
      return controller.catalogueDragEnd(to);
    },
    get diagram() {
      return store.getState().diagram;
    },
    get ui(): EditorUiState {
      return store.getState().ui;
    },
    /** How far a drag in progress has carried its objects (the diagram changes only at the drop). */
    get dragOffset() {
      return store.getState().ui.drag?.offset ?? null;
    },
    get objects() {
      return Object.values(store.getState().diagram.objects);
    },
    object(id: string) {
      const object = store.getState().diagram.objects[id];
      if (!object) throw new Error(`no object ${id}`);
      return object;
    },
    pointerDown: (point: PitchPoint, options?: PointerOptions) => controller.pointerDown(event(point, options)),
    pointerMove: (point: PitchPoint, options?: PointerOptions) => controller.pointerMove(event(point, options)),
    pointerUp: (point: PitchPoint, options?: PointerOptions) => controller.pointerUp(event(point, options)),
    /** Press at `from`, move in steps to `to`, release there. */
    drag(from: PitchPoint, to: PitchPoint, options?: PointerOptions & { steps?: number; release?: boolean }) {
      editor.pointerDown(from, options);
      const steps = options?.steps ?? 5;
      for (let step = 1; step <= steps; step += 1) {
        editor.pointerMove(
          { x: from.x + ((to.x - from.x) * step) / steps, y: from.y + ((to.y - from.y) * step) / steps },
          options,
        );
      }
      if (options?.release !== false) editor.pointerUp(to, options);
    },
    click(point: PitchPoint, options?: PointerOptions) {
      editor.pointerDown(point, options);
      editor.pointerUp(point, options);
    },
    clickObject(id: string, options: Omit<PointerOptions, "target"> = {}) {
      const object = editor.object(id);
      editor.click({ x: object.x, y: object.y }, { ...options, target: { type: "object", id } });
    },
    /** A double click (or double tap) on an object: what the canvas sends the tool controller. */
    doubleClickObject(id: string) {
      const object = editor.object(id);
      return controller.doubleClick(event({ x: object.x, y: object.y }, { target: { type: "object", id } }));
    },
    /** Arms a catalogue item as the tool, as a click on it in the catalogue does ("pen" is the freehand pen). */
    pickTool(item: ObjectKind) {
      store.dispatch({ type: "setUi", patch: { tool: { kind: "place", item } } });
    },
    /**
     * Types into the in-place editor as its field does: the field then reads `text` (typing over the
     * selected placeholder replaces it). Keys that end the edit go through `key`, as they reach the editor.
     */
    typeInPlace(text: string) {
      updateTextEdit(store, { value: text });
    },
    /** Types a player's name into the in-place editor's name field. */
    typeNameInPlace(name: string) {
      updateTextEdit(store, { name });
    },
    /** e.g. key("Mod+Z"), key("Delete"), key("Shift+P"). */
    key(combination: string) {
      const parts = combination.split("+");
      const key = parts.pop()!;
      return handleEditorKey(
        {
          key: key === "Plus" ? "+" : key,
          code: codeOf(key),
          ctrlKey: parts.includes("Mod"),
          metaKey: false,
          shiftKey: parts.includes("Shift"),
          altKey: parts.includes("Alt"),
          preventDefault: () => {},
        },
        context,
      );
    },
    perform(actionName: string) {
      findAction(actionName).perform(context);
    },
  };
  return editor;
}

export type TestEditor = ReturnType<typeof createTestEditor>;
