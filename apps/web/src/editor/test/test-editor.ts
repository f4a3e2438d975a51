import { createDiagram, type Diagram, type ObjectKind } from "@touchline/diagram";
import { type ActionContext, findAction } from "../actions/editor-actions.ts";
import { handleEditorKey } from "../actions/handle-editor-key.ts";
import type { EditorSession } from "../store/editor-state.ts";
import { createEditorStore } from "../store/editor-store.ts";
import type { PitchPoint, PointerTarget } from "../tools/pointer-input.ts";
import { updateTextEdit } from "../tools/text-edit.ts";
import { createToolController } from "../tools/tool-controller.ts";

/** One screen pixel in metres for the driver: thresholds behave as at a normal zoom. */
const METRES_PER_PIXEL = 0.1;

interface PointerOptions {
  target?: PointerTarget;
  isShift?: boolean;
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
 * Drives the editor headlessly: pointer and key events in, diagram and session out. The same store,
 * tool controller and actions the component uses, without a DOM.
 */
export function createTestEditor(diagram: Diagram = createDiagram()) {
  const store = createEditorStore(diagram, { freezeDocuments: true });
  const controller = createToolController(store);
  let isFullScreen = false;
  const context: ActionContext = {
    store,
    controller,
    clipboard: { objects: [] },
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

  const editor = {
    store,
    controller,
    context,
    get diagram() {
      return store.getState().diagram;
    },
    get session(): EditorSession {
      return store.getState().session;
    },
    /** How far a drag in progress has carried its objects (the diagram changes only at the drop). */
    get dragOffset() {
      return store.getState().session.drag?.offset ?? null;
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
      store.dispatch({ type: "setSession", patch: { tool: { kind: "place", item } } });
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
