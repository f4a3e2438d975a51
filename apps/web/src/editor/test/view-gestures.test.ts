import { addFrame, addObject, createDiagram, createObject, type Diagram } from "@touchline/diagram";
import { describe, expect, it } from "vitest";
import { FIT_VIEW } from "../store/editor-state.ts";
import type { ScreenPoint } from "../tools/pointer-input.ts";
import { createTestEditor, type TestEditor } from "./test-editor.ts";

function diagramWith(...objects: Parameters<typeof addObject>[1][]): Diagram {
  return objects.reduce((diagram, object) => addObject(diagram, object), createDiagram());
}

const cone = (id: string, x: number, y: number) => createObject("cone", { id, x, y });

/** The screen point `by` pixels from `at`. */
const shifted = (at: ScreenPoint, dx: number, dy = 0) => ({ x: at.x + dx, y: at.y + dy });

function expectSamePoint(actual: { x: number; y: number }, expected: { x: number; y: number }) {
  expect(actual.x).toBeCloseTo(expected.x, 6);
  expect(actual.y).toBeCloseTo(expected.y, 6);
}

/** Zoomed in twice with the Zoom in action, so there is room to pan. */
function zoomedIn(editor: TestEditor) {
  editor.perform("zoom-in");
  editor.perform("zoom-in");
  return editor;
}

describe("wheel zoom", () => {
  it("zooms around the pointer: the spot under it stays under it", () => {
    const editor = createTestEditor();
    const spot = { x: 30, y: 20 };
    const at = editor.screenPointOf(spot);
    expect(editor.screen.wheel(at, { deltaY: -100 })).toBe(true);
    expect(editor.ui.view.zoom).toBeCloseTo(Math.exp(100 / 500), 6);
    expectSamePoint(editor.screenPointOf(spot), at);
    editor.screen.wheel(at, { deltaY: 100 });
    expect(editor.ui.view).toEqual(FIT_VIEW);
  });

  it("leaves the plain wheel to a page that scrolls; Ctrl+wheel (a trackpad pinch) still zooms", () => {
    const editor = createTestEditor();
    const at = editor.screenPointOf({ x: 50, y: 30 });
    expect(editor.screen.wheel(at, { deltaY: -100, isPageScrollable: true })).toBe(false);
    expect(editor.ui.view).toEqual(FIT_VIEW);
    expect(editor.screen.wheel(at, { deltaY: -100, isPageScrollable: true, isPinch: true })).toBe(true);
    expect(editor.ui.view.zoom).toBeCloseTo(Math.E, 6);
  });

  it("pans with Shift+wheel and a sideways swipe", () => {
    const editor = zoomedIn(createTestEditor());
    const centre = editor.ui.view.centre!;
    editor.screen.wheel(editor.screenPointOf({ x: 50, y: 30 }), { deltaY: 50, isShift: true });
    expect(editor.ui.view.centre!.x).toBeGreaterThan(centre.x);
    expect(editor.ui.view.centre!.y).toBe(centre.y);
    const before = editor.ui.view.centre!;
    editor.screen.wheel(editor.screenPointOf({ x: 50, y: 30 }), { deltaX: -40, deltaY: 5 });
    expect(editor.ui.view.centre!.x).toBeLessThan(before.x);
  });

  it("holds the view still while a drag is under way", () => {
    const editor = createTestEditor(diagramWith(cone("a", 20, 20)));
    editor.drag({ x: 20, y: 20 }, { x: 30, y: 20 }, { target: { type: "object", id: "a" }, release: false });
    expect(editor.screen.wheel(editor.screenPointOf({ x: 20, y: 20 }), { deltaY: -100 })).toBe(true);
    expect(editor.ui.view).toEqual(FIT_VIEW);
  });
});

describe("panning with the middle mouse button", () => {
  it("moves the view with the pointer, touching neither the drawing nor the selection", () => {
    const editor = zoomedIn(createTestEditor(diagramWith(cone("a", 50, 30))));
    const diagram = editor.diagram;
    const spot = { x: 50, y: 30 };
    const from = editor.screenPointOf(spot);
    expect(editor.screen.pointerDown(from, { button: 1 })).toBe("view");
    editor.screen.pointerMove(shifted(from, 30, 10), { button: 1 });
    editor.screen.pointerMove(shifted(from, 60, 20), { button: 1 });
    editor.screen.pointerUp(shifted(from, 60, 20), { button: 1 });
    expectSamePoint(editor.screenPointOf(spot), shifted(from, 60, 20));
    expect(editor.diagram).toBe(diagram);
    expect(editor.ui.selection).toEqual([]);
    expect(editor.ui.band).toBeNull();
  });

  it("is not a gesture of the tools: a press and drag with the main button afterwards draws a band again", () => {
    const editor = zoomedIn(createTestEditor(diagramWith(cone("a", 50, 30))));
    const from = editor.screenPointOf({ x: 45, y: 25 });
    editor.screen.pointerDown(from, { button: 1 });
    editor.screen.pointerUp(from, { button: 1 });
    expect(editor.screen.pointerDown(from)).toBe("tools");
    editor.screen.pointerMove(editor.screenPointOf({ x: 55, y: 35 }));
    editor.screen.pointerUp(editor.screenPointOf({ x: 55, y: 35 }));
    expect(editor.ui.selection).toEqual(["a"]);
  });
});

describe("two fingers", () => {
  const touch = (pointerId: number) => ({ pointerType: "touch" as const, pointerId });

  it("pinch to zoom around the fingers and pan as they travel", () => {
    const editor = createTestEditor();
    const middle = editor.screenPointOf({ x: 50, y: 30 });
    editor.screen.pointerDown(shifted(middle, -50), touch(1));
    expect(editor.screen.pointerDown(shifted(middle, 50), touch(2))).toBe("view");
    editor.screen.pointerMove(shifted(middle, -100), touch(1));
    editor.screen.pointerMove(shifted(middle, 100), touch(2));
    expect(editor.ui.view.zoom).toBeCloseTo(2, 6);
    expectSamePoint(editor.screenPointOf({ x: 50, y: 30 }), middle);
    // Both fingers travel 40 px to the left: the pitch follows them.
    editor.screen.pointerMove(shifted(middle, -140), touch(1));
    editor.screen.pointerMove(shifted(middle, 60), touch(2));
    expect(editor.screenPointOf({ x: 50, y: 30 }).x).toBeCloseTo(middle.x - 40, 6);
    editor.screen.pointerUp(shifted(middle, -140), touch(1));
    editor.screen.pointerUp(shifted(middle, 60), touch(2));
    expect(editor.objects).toEqual([]);
  });

  it("never place the armed tool's item, and the finger left after a pinch does nothing", () => {
    const editor = createTestEditor();
    editor.pickTool("cone");
    const at = editor.screenPointOf({ x: 40, y: 30 });
    editor.screen.pointerDown(at, touch(1));
    editor.screen.pointerDown(shifted(at, 80), touch(2));
    editor.screen.pointerMove(shifted(at, 120), touch(2));
    editor.screen.pointerUp(shifted(at, 120), touch(2));
    editor.screen.pointerMove(shifted(at, 30), touch(1));
    editor.screen.pointerUp(shifted(at, 30), touch(1));
    expect(editor.objects).toEqual([]);
  });

  it("a second finger cancels the move the first one began", () => {
    const editor = createTestEditor(diagramWith(cone("a", 40, 30)));
    const at = editor.screenPointOf({ x: 40, y: 30 });
    editor.screen.pointerDown(at, { ...touch(1), target: { type: "object", id: "a" } });
    editor.screen.pointerMove(shifted(at, 40), touch(1));
    expect(editor.dragOffset).not.toBeNull();
    editor.screen.pointerDown(shifted(at, 100, 40), touch(2));
    expect(editor.dragOffset).toBeNull();
    editor.screen.pointerUp(shifted(at, 40), touch(1));
    editor.screen.pointerUp(shifted(at, 100, 40), touch(2));
    expect(editor.object("a")).toMatchObject({ x: 40, y: 30 });
    expect(editor.store.getState().history.past).toEqual([]);
  });

  it("one finger's tap reaches the tools when it lifts: it places the armed tool's item there", () => {
    const editor = createTestEditor();
    editor.pickTool("cone");
    const at = editor.screenPointOf({ x: 40, y: 30 });
    editor.screen.pointerDown(at, touch(1));
    expect(editor.objects).toEqual([]);
    editor.screen.pointerUp(at, touch(1));
    expect(editor.objects).toHaveLength(1);
    expect(editor.objects[0]).toMatchObject({ kind: "cone" });
    expect(editor.objects[0]!.x).toBeCloseTo(40, 6);
    expect(editor.objects[0]!.y).toBeCloseTo(30, 6);
  });
});

describe("dropping from the catalogue", () => {
  /** A point of the catalogue, left of the canvas. */
  const catalogueItem = { x: 20, y: 200 };

  it("puts the dragged item where it is let go over the pitch, as one undo step", () => {
    const editor = createTestEditor();
    const drop = editor.dragFromCatalogue("player", catalogueItem, editor.screenPointOf({ x: 35, y: 25 }), "away");
    expect(drop).toEqual({ isDrag: true, isPlaced: true });
    expect(editor.objects).toHaveLength(1);
    const [placed] = editor.objects;
    expect(placed).toMatchObject({ kind: "player", team: "away" });
    expect(placed!.x).toBeCloseTo(35, 6);
    expect(placed!.y).toBeCloseTo(25, 6);
    expect(editor.ui.selection).toEqual([placed!.id]);
    editor.key("Mod+Z");
    expect(editor.objects).toEqual([]);
  });

  it("lands at the pointer in a zoomed view too", () => {
    const editor = zoomedIn(createTestEditor());
    editor.dragFromCatalogue("cone", catalogueItem, editor.screenPointOf({ x: 52, y: 33 }));
    expect(editor.objects[0]!.x).toBeCloseTo(52, 6);
    expect(editor.objects[0]!.y).toBeCloseTo(33, 6);
  });

  it("shows the item under the pointer while it is dragged, and nothing once it is let go", () => {
    const editor = createTestEditor();
    editor.controller.catalogueDragStart("cone", "home", catalogueItem);
    editor.controller.catalogueDragMove(shifted(catalogueItem, 3));
    expect(editor.ui.catalogueDrag).toBeNull();
    editor.controller.catalogueDragMove(shifted(catalogueItem, 40, 10));
    expect(editor.ui.catalogueDrag).toEqual({ item: "cone", clientX: 60, clientY: 210 });
    editor.controller.catalogueDragEnd(shifted(catalogueItem, 40, 10));
    expect(editor.ui.catalogueDrag).toBeNull();
  });

  it("places nothing when let go off the pitch, or when the press never travelled (a click arms the tool)", () => {
    const editor = createTestEditor();
    expect(editor.dragFromCatalogue("cone", catalogueItem, shifted(catalogueItem, 0, 100))).toEqual({
      isDrag: true,
      isPlaced: false,
    });
    expect(editor.dragFromCatalogue("cone", catalogueItem, shifted(catalogueItem, 2))).toEqual({
      isDrag: false,
      isPlaced: false,
    });
    expect(editor.objects).toEqual([]);
  });

  it("is dropped when the browser cancels the pointer", () => {
    const editor = createTestEditor();
    editor.controller.catalogueDragStart("cone", "home", catalogueItem);
    editor.controller.catalogueDragMove(editor.screenPointOf({ x: 40, y: 30 }));
    editor.controller.catalogueDragCancel();
    expect(editor.ui.catalogueDrag).toBeNull();
    expect(editor.controller.catalogueDragEnd(editor.screenPointOf({ x: 40, y: 30 })).isPlaced).toBe(false);
    expect(editor.objects).toEqual([]);
  });
});

describe("while the animation plays", () => {
  it("presses on the pitch do nothing, but the view still pans and zooms", () => {
    const editor = createTestEditor(addFrame(diagramWith(cone("a", 40, 30)), { afterIndex: 0 }));
    editor.store.dispatch({
      type: "setUi",
      patch: { playback: { ...editor.ui.playback, isPlaying: true } },
    });
    const at = editor.screenPointOf({ x: 40, y: 30 });
    expect(editor.screen.pointerDown(at, { target: { type: "object", id: "a" } })).toBe("ignored");
    expect(editor.ui.selection).toEqual([]);
    editor.screen.wheel(at, { deltaY: -100 });
    expect(editor.ui.view.zoom).toBeGreaterThan(1);
  });

  it("a press released once the animation has started ends its rubber band, and the next catalogue drop lands", () => {
    const editor = createTestEditor();
    const setPlaying = (isPlaying: boolean) =>
      editor.store.dispatch({ type: "setUi", patch: { playback: { ...editor.ui.playback, isPlaying } } });
    const at = editor.screenPointOf({ x: 40, y: 30 });
    editor.screen.pointerDown(at);
    setPlaying(true);
    editor.screen.pointerUp(shifted(at, 30, 20));
    expect(editor.ui.band).toBeNull();
    setPlaying(false);
    const drop = editor.dragFromCatalogue("cone", { x: 20, y: 200 }, editor.screenPointOf({ x: 50, y: 30 }));
    expect(drop).toEqual({ isDrag: true, isPlaced: true });
    expect(editor.objects.map((object) => object.kind)).toEqual(["cone"]);
  });
});
