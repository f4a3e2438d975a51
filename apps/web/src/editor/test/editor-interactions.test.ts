import {
  addFrame,
  attachBall,
  createDiagram,
  createObject,
  addObject,
  type Diagram,
  poseAt,
  animationDuration,
} from "@touchline/diagram";
import { describe, expect, it } from "vitest";
import { formationCommand } from "../actions/editor-actions.ts";
import { ZOOM_STEP } from "../canvas/pitch-view.ts";
import { createTestEditor } from "./test-editor.ts";

function diagramWith(...objects: Parameters<typeof addObject>[1][]): Diagram {
  return objects.reduce((diagram, object) => addObject(diagram, object), createDiagram());
}

const player = (id: string, x: number, y: number) => createObject("player", { id, x, y });
const cone = (id: string, x: number, y: number) => createObject("cone", { id, x, y });

describe("placing objects", () => {
  it("places a tapped palette item where the pitch is tapped, as one undo step", () => {
    const editor = createTestEditor();
    editor.perform("place-cone");
    editor.click({ x: 30, y: 20 });
    expect(editor.objects).toHaveLength(1);
    expect(editor.objects[0]).toMatchObject({ kind: "cone", x: 30, y: 20 });
    expect(editor.ui.selection).toEqual([editor.objects[0]!.id]);
    expect(editor.ui.tool).toEqual({ kind: "select" });
    editor.key("Mod+Z");
    expect(editor.objects).toHaveLength(0);
    editor.key("Mod+Shift+Z");
    expect(editor.objects).toHaveLength(1);
  });

  it("numbers home and away players separately, with different colours", () => {
    const editor = createTestEditor();
    editor.key("P");
    editor.click({ x: 10, y: 10 });
    editor.key("P");
    editor.click({ x: 12, y: 10 });
    editor.key("Shift+P");
    editor.click({ x: 60, y: 10 });
    const [first, second, away] = editor.objects as Array<{ team: string; label: string; colour: string }>;
    expect([first!.team, second!.team, away!.team]).toEqual(["home", "home", "away"]);
    expect(first!.label).not.toBe(second!.label);
    expect(away!.colour).not.toBe(first!.colour);
  });

  it("draws a pass by press-drag-release from start to end", () => {
    const editor = createTestEditor();
    editor.key("A");
    editor.drag({ x: 10, y: 10 }, { x: 25, y: 30 });
    const [pass] = editor.objects;
    expect(pass).toMatchObject({ kind: "pass", x: 10, y: 10, end: { x: 15, y: 20 } });
    expect(editor.diagram).not.toBe(createDiagram());
    editor.key("Mod+Z");
    expect(editor.objects).toHaveLength(0);
  });

  it("draws an area to the dragged size", () => {
    const editor = createTestEditor();
    editor.key("Z");
    editor.drag({ x: 10, y: 10 }, { x: 30, y: 20 });
    expect(editor.objects[0]).toMatchObject({ kind: "rectangle", x: 20, y: 15, width: 20, height: 10 });
  });

  it("snaps placement to the grid when asked", () => {
    const editor = createTestEditor();
    editor.key("G");
    editor.key("C");
    editor.click({ x: 30.4, y: 19.6 });
    expect(editor.objects[0]).toMatchObject({ x: 30, y: 20 });
  });
});

describe("selecting", () => {
  it("selects by click, adds with shift-click, and clears by clicking the empty pitch", () => {
    const editor = createTestEditor(diagramWith(player("a", 10, 10), player("b", 20, 10)));
    editor.clickObject("a");
    expect(editor.ui.selection).toEqual(["a"]);
    editor.clickObject("b", { isShift: true });
    expect(editor.ui.selection).toEqual(["a", "b"]);
    editor.clickObject("a", { isShift: true });
    expect(editor.ui.selection).toEqual(["b"]);
    editor.click({ x: 50, y: 50 });
    expect(editor.ui.selection).toEqual([]);
  });

  it("rubber-band selects what the band touches", () => {
    const editor = createTestEditor(diagramWith(player("a", 10, 10), player("b", 20, 10), cone("c", 80, 50)));
    editor.drag({ x: 5, y: 5 }, { x: 25, y: 15 });
    expect([...editor.ui.selection].sort()).toEqual(["a", "b"]);
  });
});

describe("moving", () => {
  it("drags a selection as one undo step and Escape mid-drag puts it back", () => {
    const editor = createTestEditor(diagramWith(player("a", 10, 10), player("b", 20, 10)));
    editor.clickObject("a");
    editor.clickObject("b", { isShift: true });
    editor.drag({ x: 10, y: 10 }, { x: 15, y: 12 }, { target: { type: "object", id: "a" } });
    expect(editor.object("a")).toMatchObject({ x: 15, y: 12 });
    expect(editor.object("b")).toMatchObject({ x: 25, y: 12 });
    expect(editor.store.getState().history.past).toHaveLength(1);

    editor.drag({ x: 15, y: 12 }, { x: 40, y: 40 }, { target: { type: "object", id: "a" }, release: false });
    expect(editor.dragOffset).toEqual({ dx: 25, dy: 28 });
    expect(editor.ui.drag?.carriedIds).toEqual(["a", "b"]);
    editor.key("Escape");
    expect(editor.dragOffset).toBeNull();
    expect(editor.object("a")).toMatchObject({ x: 15, y: 12 });
    editor.pointerUp({ x: 40, y: 40 });
    expect(editor.store.getState().history.past).toHaveLength(1);

    editor.key("Mod+Z");
    expect(editor.object("a")).toMatchObject({ x: 10, y: 10 });
    expect(editor.object("b")).toMatchObject({ x: 20, y: 10 });
  });

  it("leaves the diagram alone until the drop: the canvas draws the drag from its offset", () => {
    const editor = createTestEditor(diagramWith(player("a", 10, 10), player("b", 20, 10)));
    const before = editor.diagram;
    editor.drag({ x: 10, y: 10 }, { x: 14, y: 13 }, { target: { type: "object", id: "a" }, release: false });
    expect(editor.diagram).toBe(before);
    expect(editor.dragOffset).toEqual({ dx: 4, dy: 3 });
    editor.pointerUp({ x: 14, y: 13 });
    expect(editor.dragOffset).toBeNull();
    expect(editor.ui.drag).toBeNull();
    expect(editor.object("a")).toMatchObject({ x: 14, y: 13 });
    expect(editor.diagram.objects.b).toBe(before.objects.b);
  });

  it("undo waits for the drop: a drag in progress is not undone under the pointer", () => {
    const editor = createTestEditor(diagramWith(player("a", 10, 10)));
    editor.drag({ x: 10, y: 10 }, { x: 15, y: 10 }, { target: { type: "object", id: "a" } });
    editor.drag({ x: 15, y: 10 }, { x: 20, y: 12 }, { target: { type: "object", id: "a" }, release: false });
    editor.key("Mod+Z");
    expect(editor.object("a")).toMatchObject({ x: 15, y: 10 });
    editor.pointerUp({ x: 20, y: 12 });
    expect(editor.object("a")).toMatchObject({ x: 20, y: 12 });
    expect(editor.store.getState().history.past).toHaveLength(2);
  });

  it("carries the ball a dragged player has at their feet", () => {
    const editor = createTestEditor(
      attachBall(diagramWith(player("a", 10, 10), createObject("ball", { id: "ball", x: 11, y: 10 })), {
        ballId: "ball",
        carrierId: "a",
      }),
    );
    const gap = editor.object("ball").x - editor.object("a").x;
    editor.drag({ x: 10, y: 10 }, { x: 20, y: 15 }, { target: { type: "object", id: "a" }, release: false });
    expect([...(editor.ui.drag?.carriedIds ?? [])].sort()).toEqual(["a", "ball"]);
    editor.pointerUp({ x: 20, y: 15 });
    expect(editor.object("ball").x - editor.object("a").x).toBeCloseTo(gap);
    expect(editor.object("ball").y).toBeCloseTo(15);
  });

  it("snaps the first dragged object's landing spot to the grid", () => {
    const editor = createTestEditor(diagramWith(player("a", 10, 10)));
    editor.key("G");
    const grid = editor.diagram.pitch.gridSize;
    editor.drag({ x: 10, y: 10 }, { x: 10 + grid * 1.2, y: 10 + grid * 0.3 }, { target: { type: "object", id: "a" } });
    expect(editor.object("a").x).toBeCloseTo(Math.round((10 + grid * 1.2) / grid) * grid);
    expect(editor.object("a").y).toBeCloseTo(Math.round((10 + grid * 0.3) / grid) * grid);
  });

  it("a tiny wobble is a click, not a move", () => {
    const editor = createTestEditor(diagramWith(player("a", 10, 10)));
    editor.drag({ x: 10, y: 10 }, { x: 10.1, y: 10.1 }, { target: { type: "object", id: "a" } });
    expect(editor.object("a")).toMatchObject({ x: 10, y: 10 });
    expect(editor.store.getState().history.past).toHaveLength(0);
  });

  it("leaves locked objects where they are", () => {
    const editor = createTestEditor(diagramWith(player("a", 10, 10)));
    editor.clickObject("a");
    editor.key("Mod+L");
    editor.drag({ x: 10, y: 10 }, { x: 30, y: 30 }, { target: { type: "object", id: "a" } });
    expect(editor.object("a")).toMatchObject({ x: 10, y: 10, locked: true });
  });

  it("nudges with the arrow keys, further with Shift", () => {
    const editor = createTestEditor(diagramWith(cone("c", 10, 10)));
    editor.clickObject("c");
    editor.key("ArrowRight");
    editor.key("Shift+ArrowDown");
    expect(editor.object("c")).toMatchObject({ x: 10.5, y: 15 });
  });
});

describe("the drag slice of the UI state", () => {
  const carrying = () =>
    createTestEditor(
      attachBall(
        diagramWith(player("a", 10, 10), player("b", 20, 10), createObject("ball", { id: "ball", x: 11, y: 10 })),
        { ballId: "ball", carrierId: "a" },
      ),
    );
  const onA = { target: { type: "object", id: "a" } } as const;

  it("holds what a move picks up, what it carries (the ball at a player's feet too) and how far", () => {
    const editor = carrying();
    expect(editor.ui.drag).toBeNull();
    editor.drag({ x: 10, y: 10 }, { x: 16, y: 14 }, { ...onA, release: false });
    const drag = editor.ui.drag!;
    expect(drag.ids).toEqual(["a"]);
    expect([...drag.carriedIds].sort()).toEqual(["a", "ball"]);
    expect(drag.offset).toEqual({ dx: 6, dy: 4 });
    editor.pointerMove({ x: 18, y: 9 });
    expect(editor.ui.drag!.offset).toEqual({ dx: 8, dy: -1 });
    expect(editor.ui.drag!.carriedIds).toBe(drag.carriedIds);
  });

  it("leaves a locked object out of what moves", () => {
    const editor = carrying();
    editor.clickObject("b");
    editor.key("Mod+L");
    editor.clickObject("a", { isShift: true });
    editor.drag({ x: 10, y: 10 }, { x: 15, y: 10 }, { ...onA, release: false });
    expect(editor.ui.drag!.ids).toEqual(["a"]);
    expect(editor.ui.selection).toEqual(["b", "a"]);
  });

  it("is cleared by the drop, which writes the move into the diagram as one undo step", () => {
    const editor = carrying();
    const before = editor.diagram;
    editor.drag({ x: 10, y: 10 }, { x: 16, y: 14 }, onA);
    expect(editor.ui.drag).toBeNull();
    expect(editor.object("a")).toMatchObject({ x: 16, y: 14 });
    expect(editor.object("ball").y).toBeCloseTo(14);
    expect(editor.store.getState().history.past).toEqual([{ before, after: editor.diagram }]);
    editor.key("Mod+Z");
    expect(editor.diagram).toBe(before);
    editor.key("Mod+Shift+Z");
    expect(editor.object("a")).toMatchObject({ x: 16, y: 14 });
  });

  it("is cleared by Escape, which leaves the diagram and the history as they were", () => {
    const editor = carrying();
    const before = editor.diagram;
    editor.drag({ x: 10, y: 10 }, { x: 16, y: 14 }, { ...onA, release: false });
    editor.key("Escape");
    expect(editor.ui.drag).toBeNull();
    editor.pointerUp({ x: 16, y: 14 });
    expect(editor.diagram).toBe(before);
    expect(editor.store.getState().history.past).toHaveLength(0);
  });

  it("makes undo and redo wait for the drop", () => {
    const editor = carrying();
    editor.drag({ x: 10, y: 10 }, { x: 15, y: 10 }, onA);
    editor.drag({ x: 15, y: 10 }, { x: 20, y: 10 }, onA);
    editor.key("Mod+Z");
    expect(editor.object("a")).toMatchObject({ x: 15, y: 10 });

    editor.drag({ x: 15, y: 10 }, { x: 30, y: 30 }, { ...onA, release: false });
    editor.key("Mod+Shift+Z");
    editor.key("Mod+Z");
    expect(editor.object("a")).toMatchObject({ x: 15, y: 10 });
    expect(editor.ui.drag).not.toBeNull();
    editor.pointerUp({ x: 30, y: 30 });
    expect(editor.object("a")).toMatchObject({ x: 30, y: 30 });
    expect(editor.store.getState().history.past).toHaveLength(2);
    expect(editor.store.getState().history.future).toHaveLength(0);
  });

  it("moves poses in a later frame, and the rubber band is UI state too", () => {
    const editor = createTestEditor(addFrame(diagramWith(player("a", 10, 10), player("b", 20, 10))));
    editor.key(".");
    editor.drag({ x: 10, y: 10 }, { x: 14, y: 10 }, onA);
    expect(editor.object("a")).toMatchObject({ x: 10, y: 10 });
    expect(poseAt(editor.diagram, animationDuration(editor.diagram)).a).toMatchObject({ x: 14, y: 10 });

    editor.drag({ x: 5, y: 5 }, { x: 25, y: 15 }, { release: false });
    expect(editor.ui.band).toEqual({ minX: 5, minY: 5, maxX: 25, maxY: 15 });
    editor.pointerUp({ x: 25, y: 15 });
    expect(editor.ui.band).toBeNull();
    editor.drag({ x: 5, y: 5 }, { x: 25, y: 15 }, { release: false });
    editor.key("Escape");
    expect(editor.ui.band).toBeNull();
    expect(editor.ui.selection).toEqual([]);
  });
});

describe("rotating, resizing, deleting, ordering", () => {
  it("rotates with the handle (Shift snaps to 15°) and with Q/E, each undoable", () => {
    const editor = createTestEditor(diagramWith(player("a", 10, 10)));
    editor.clickObject("a");
    editor.drag(
      { x: 10, y: 7 },
      { x: 13, y: 10.2 },
      { target: { type: "handle", id: "a", handle: "rotate" }, isShift: true },
    );
    expect(editor.object("a").rotation).toBe(90);
    editor.key("E");
    expect(editor.object("a").rotation).toBe(105);
    editor.key("Mod+Z");
    editor.key("Mod+Z");
    expect(editor.object("a").rotation).toBe(0);
  });

  it("resizes an area with its corner handle", () => {
    const area = createObject("rectangle", { id: "r", x: 20, y: 20 });
    const editor = createTestEditor(diagramWith(area));
    editor.drag({ x: 25, y: 25 }, { x: 30, y: 26 }, { target: { type: "handle", id: "r", handle: "resize" } });
    expect(editor.object("r")).toMatchObject({ width: 20, height: 12 });
  });

  it("bends a line with its control handle and moves its end", () => {
    const pass = createObject("pass", { id: "p", x: 10, y: 10 });
    const editor = createTestEditor(diagramWith(pass));
    editor.drag({ x: 15, y: 10 }, { x: 15, y: 4 }, { target: { type: "handle", id: "p", handle: "line-control" } });
    editor.drag({ x: 20, y: 10 }, { x: 30, y: 12 }, { target: { type: "handle", id: "p", handle: "line-end" } });
    expect(editor.object("p")).toMatchObject({ control: { x: 5, y: -6 }, end: { x: 20, y: 2 } });
  });

  it("deletes the selection with Delete and Backspace, undo brings it back", () => {
    const editor = createTestEditor(diagramWith(player("a", 10, 10), cone("c", 20, 20)));
    editor.clickObject("a");
    editor.key("Delete");
    editor.clickObject("c");
    editor.key("Backspace");
    expect(editor.objects).toHaveLength(0);
    editor.key("Mod+Z");
    expect(editor.objects.map((o) => o.id)).toEqual(["c"]);
    editor.key("Mod+Y");
    expect(editor.objects).toHaveLength(0);
  });

  it("duplicates, copies and pastes with fresh ids", () => {
    const editor = createTestEditor(diagramWith(cone("c", 10, 10)));
    editor.clickObject("c");
    editor.key("Mod+D");
    expect(editor.objects).toHaveLength(2);
    editor.key("Mod+C");
    editor.key("Mod+V");
    editor.key("Mod+V");
    expect(editor.objects).toHaveLength(4);
    expect(new Set(editor.objects.map((o) => o.id)).size).toBe(4);
  });

  it("pastes 2 m along, a copied ball at the feet of its carrier's copy, and a ball copied alone loose", () => {
    const editor = createTestEditor(
      attachBall(diagramWith(player("a", 10, 10), createObject("ball", { id: "ball", x: 11, y: 10 })), {
        ballId: "ball",
        carrierId: "a",
      }),
    );
    editor.key("Mod+A");
    editor.key("Mod+C");
    editor.key("Mod+V");
    const pasted = editor.objects.filter((object) => object.id !== "a" && object.id !== "ball");
    const pastedPlayer = pasted.find((object) => object.kind === "player")!;
    const pastedBall = pasted.find((object) => object.kind === "ball")!;
    expect(pastedPlayer).toMatchObject({ x: 12, y: 12 });
    expect(pastedBall).toMatchObject({ attachedTo: pastedPlayer.id });
    expect(editor.ui.selection).toEqual(expect.arrayContaining([pastedPlayer.id, pastedBall.id]));

    editor.clickObject("ball");
    editor.key("Mod+C");
    editor.key("Mod+V");
    const loose = editor.objects.find(
      (object) => object.kind === "ball" && ![pastedBall.id, "ball"].includes(object.id),
    );
    expect(loose).toBeDefined();
    expect(loose).not.toHaveProperty("attachedTo");
  });

  it("brings forward and sends to back", () => {
    const editor = createTestEditor(diagramWith(cone("a", 10, 10), cone("b", 10, 10)));
    const orderOf = () => [...editor.objects].sort((x, y) => (x.order < y.order ? -1 : 1)).map((o) => o.id);
    expect(orderOf()).toEqual(["a", "b"]);
    editor.clickObject("a");
    editor.key("]");
    expect(orderOf()).toEqual(["b", "a"]);
    editor.key("Shift+[");
    expect(orderOf()).toEqual(["a", "b"]);
  });
});

describe("animation", () => {
  it("moves a player in a new frame and plays between the frames", () => {
    const editor = createTestEditor(diagramWith(player("a", 10, 10)));
    editor.key("F");
    expect(editor.diagram.frames).toHaveLength(2);
    expect(editor.ui.frameIndex).toBe(1);
    editor.clickObject("a");
    editor.drag({ x: 10, y: 10 }, { x: 30, y: 10 }, { target: { type: "object", id: "a" } });
    expect(editor.object("a")).toMatchObject({ x: 10, y: 10 });
    const end = animationDuration(editor.diagram);
    expect(poseAt(editor.diagram, end).a).toMatchObject({ x: 30, y: 10 });
    expect(poseAt(editor.diagram, end / 2).a!.x).toBeGreaterThan(10);
    expect(poseAt(editor.diagram, end / 2).a!.x).toBeLessThan(30);
    editor.key(" ");
    expect(editor.ui.playback.isPlaying).toBe(true);
    editor.key(" ");
    expect(editor.ui.playback.isPlaying).toBe(false);
  });

  it("steps between frames with , and .", () => {
    const editor = createTestEditor(addFrame(addFrame(createDiagram())));
    editor.key(",");
    expect(editor.ui.frameIndex).toBe(0);
    editor.key(".");
    editor.key(".");
    editor.key(".");
    expect(editor.ui.frameIndex).toBe(2);
  });

  it("applies formation presets with the number keys, pressed before the formations have loaded", async () => {
    const editor = createTestEditor();
    expect(formationCommand.current()).toBeUndefined();
    editor.key("2");
    editor.key("Shift+1");
    await formationCommand.load();
    const people = editor.objects.filter((o) => o.kind === "player" || o.kind === "goalkeeper") as Array<{
      team: string;
    }>;
    expect(people.filter((p) => p.team === "home")).toHaveLength(11);
    expect(people.filter((p) => p.team === "away")).toHaveLength(11);
  });
});

describe("zoom and pan", () => {
  it("zoom in with = or +, out with -, back to the whole pitch with 0: never an undo step", () => {
    const editor = createTestEditor();
    editor.key("C");
    editor.click({ x: 30, y: 20 });
    const history = editor.store.getState().history;
    expect(editor.key("0")).toBe(false);
    editor.key("=");
    expect(editor.ui.view.zoom).toBe(ZOOM_STEP);
    editor.key("Plus");
    expect(editor.ui.view.zoom).toBe(ZOOM_STEP * ZOOM_STEP);
    editor.key("-");
    expect(editor.ui.view.zoom).toBe(ZOOM_STEP);
    expect(editor.store.getState().history).toBe(history);
    editor.key("Mod+Z");
    expect(editor.objects).toHaveLength(0);
    expect(editor.ui.view.zoom).toBe(ZOOM_STEP);
    editor.key("0");
    expect(editor.ui.view).toEqual({ zoom: 1, centre: null });
  });

  it("objects keep their metres whatever the zoom: a move while zoomed in lands where it was dropped", () => {
    const editor = createTestEditor();
    editor.key("C");
    editor.click({ x: 30, y: 20 });
    const [cone] = editor.objects;
    for (let step = 0; step < 4; step += 1) editor.perform("zoom-in");
    editor.drag({ x: 30, y: 20 }, { x: 34.5, y: 22.25 }, { target: { type: "object", id: cone!.id } });
    editor.perform("zoom-to-fit");
    expect(editor.object(cone!.id)).toMatchObject({ x: 34.5, y: 22.25 });
  });
});

describe("full screen", () => {
  it("Shift+F turns it on and off; Escape leaves it, after cancelling a drag and before clearing the selection", () => {
    const editor = createTestEditor(diagramWith(player("a", 10, 10)));
    editor.key("Shift+F");
    expect(editor.context.isFullScreen()).toBe(true);
    editor.key("Shift+F");
    expect(editor.context.isFullScreen()).toBe(false);

    editor.key("Shift+F");
    editor.clickObject("a");
    editor.drag({ x: 10, y: 10 }, { x: 20, y: 10 }, { target: { type: "object", id: "a" }, release: false });
    editor.key("Escape");
    expect(editor.dragOffset).toBeNull();
    expect(editor.context.isFullScreen()).toBe(true);
    editor.key("Escape");
    expect(editor.context.isFullScreen()).toBe(false);
    expect(editor.ui.selection).toEqual(["a"]);
    editor.key("Escape");
    expect(editor.ui.selection).toEqual([]);
  });
});

describe("the keyboard alone", () => {
  it("places the armed tool's item in the middle of the pitch with Enter, as one undo step", () => {
    const editor = createTestEditor();
    expect(editor.key("Enter")).toBe(false);
    editor.key("P");
    expect(editor.key("Enter")).toBe(true);
    const { pitch } = editor.diagram;
    expect(editor.objects).toEqual([
      expect.objectContaining({ kind: "player", x: pitch.length / 2, y: pitch.width / 2 }),
    ]);
    expect(editor.ui.selection).toEqual([editor.objects[0]!.id]);
    expect(editor.ui.tool).toEqual({ kind: "select" });
    editor.key("Mod+Z");
    expect(editor.objects).toHaveLength(0);
  });

  it("selects objects in turn with N and Shift+N, coming round at the ends", () => {
    const editor = createTestEditor(diagramWith(player("a", 10, 10), cone("b", 20, 10)));
    editor.key("N");
    expect(editor.ui.selection).toEqual(["a"]);
    editor.key("N");
    expect(editor.ui.selection).toEqual(["b"]);
    editor.key("N");
    expect(editor.ui.selection).toEqual(["a"]);
    editor.key("Shift+N");
    expect(editor.ui.selection).toEqual(["b"]);
  });

  it("draws a pass between two points: Enter lays it mid-pitch, arrows move it, Alt+arrows move its end", () => {
    const editor = createTestEditor();
    editor.key("A");
    editor.key("Enter");
    const id = editor.objects[0]!.id;
    const placed = editor.object(id);
    if (placed.kind !== "pass") throw new Error("not a pass");
    editor.key("Shift+ArrowLeft");
    editor.key("Alt+Shift+ArrowDown");
    editor.key("Alt+ArrowRight");
    const drawn = editor.object(id);
    if (drawn.kind !== "pass") throw new Error("not a pass");
    expect(drawn.x).toBeCloseTo(placed.x - 5);
    expect(drawn.y).toBeCloseTo(placed.y);
    expect(drawn.end).toEqual({ x: placed.end.x + 0.5, y: placed.end.y + 5 });
    // Alt+arrows are the line's: on a player they do nothing (and do not nudge it).
    editor.key("Escape");
    editor.key("P");
    editor.key("Enter");
    const playerId = editor.ui.selection[0]!;
    const before = editor.object(playerId);
    expect(editor.key("Alt+ArrowRight")).toBe(false);
    expect(editor.object(playerId)).toEqual(before);
  });

  it("animates: a frame added with F, the player nudged in it, Space plays and stops", () => {
    const editor = createTestEditor(diagramWith(player("a", 10, 10)));
    editor.key("N");
    editor.key("F");
    expect(editor.ui.frameIndex).toBe(1);
    editor.key("Shift+ArrowRight");
    expect(editor.object("a")).toMatchObject({ x: 10, y: 10 });
    expect(poseAt(editor.diagram, animationDuration(editor.diagram)).a).toMatchObject({ x: 15, y: 10 });
    editor.key(" ");
    expect(editor.ui.playback.isPlaying).toBe(true);
    editor.key(" ");
    expect(editor.ui.playback.isPlaying).toBe(false);
  });
});

describe("typing text and numbers where they are drawn", () => {
  const text = (editor: ReturnType<typeof createTestEditor>, id: string) => {
    const object = editor.object(id);
    if (object.kind !== "text") throw new Error("not a text");
    return object.text;
  };

  it("starts editing a placed text at once, its placeholder ready to be typed over", () => {
    const editor = createTestEditor();
    editor.key("T");
    editor.click({ x: 40, y: 30 });
    const [placed] = editor.objects;
    expect(placed).toMatchObject({ kind: "text", text: "Text" });
    expect(editor.ui.textEdit).toEqual({ id: placed!.id, field: "text", value: "Text" });
    expect(editor.ui.selection).toEqual([placed!.id]);
  });

  it("takes no key for a shortcut while a text is typed", () => {
    const editor = createTestEditor();
    editor.key("T");
    editor.click({ x: 40, y: 30 });
    const before = editor.diagram;
    for (const key of ["1", "Shift+1", "Q", "E", "S", "P", "Delete", "Backspace", "Mod+Z", "Mod+D", " ", "F"]) {
      expect(editor.key(key)).toBe(false);
    }
    expect(editor.diagram).toBe(before);
    expect(editor.ui.tool).toEqual({ kind: "select" });
    expect(editor.ui.textEdit).not.toBeNull();
  });

  it("keeps what was typed on Enter as one undo step after the placement's", () => {
    const editor = createTestEditor();
    editor.key("T");
    editor.click({ x: 40, y: 30 });
    const id = editor.objects[0]!.id;
    editor.typeInPlace("Press 1");
    expect(text(editor, id)).toBe("Text");
    expect(editor.key("Enter")).toBe(true);
    expect(editor.ui.textEdit).toBeNull();
    expect(text(editor, id)).toBe("Press 1");
    expect(editor.objects).toHaveLength(1);
    editor.key("Mod+Z");
    expect(text(editor, id)).toBe("Text");
    editor.key("Mod+Z");
    expect(editor.objects).toHaveLength(0);
    editor.key("Mod+Shift+Z");
    editor.key("Mod+Shift+Z");
    expect(text(editor, id)).toBe("Press 1");
  });

  it("keeps what was typed on Escape too, and Shift+Enter is a new line", () => {
    const editor = createTestEditor();
    editor.key("T");
    editor.click({ x: 40, y: 30 });
    const id = editor.objects[0]!.id;
    editor.typeInPlace("Press");
    expect(editor.key("Shift+Enter")).toBe(false);
    expect(editor.ui.textEdit).not.toBeNull();
    editor.typeInPlace("Press\nhigh");
    editor.key("Escape");
    expect(text(editor, id)).toBe("Press\nhigh");
    expect(editor.ui.textEdit).toBeNull();
    expect(editor.store.getState().history.past).toHaveLength(2);
  });

  it("deletes a text emptied of every character, and undo brings it back", () => {
    const editor = createTestEditor(diagramWith(createObject("text", { id: "t", x: 10, y: 10 })));
    expect(editor.doubleClickObject("t")).toBe(true);
    editor.typeInPlace("  ");
    editor.key("Enter");
    expect(editor.objects).toHaveLength(0);
    editor.key("Mod+Z");
    expect(text(editor, "t")).toBe("Text");
  });

  it("edits a player's number and name on a double click, as one undo step", () => {
    const editor = createTestEditor(diagramWith(player("a", 10, 10)));
    editor.clickObject("a");
    expect(editor.doubleClickObject("a")).toBe(true);
    expect(editor.ui.textEdit).toMatchObject({ id: "a", field: "label", name: "" });
    editor.typeInPlace("10");
    editor.typeNameInPlace("Sam Kerr");
    editor.key("Enter");
    expect(editor.object("a")).toMatchObject({ label: "10", name: "Sam Kerr" });
    expect(editor.store.getState().history.past).toHaveLength(1);
    editor.key("Mod+Z");
    expect(editor.object("a")).not.toHaveProperty("name");
  });

  it("edits a coach's label (no name) and a marker's number, refusing a number outside 1–99", () => {
    const editor = createTestEditor(
      diagramWith(createObject("coach", { id: "c", x: 5, y: 5 }), createObject("marker", { id: "m", x: 20, y: 5 })),
    );
    editor.doubleClickObject("c");
    expect(editor.ui.textEdit).not.toHaveProperty("name");
    editor.typeInPlace("HC");
    editor.key("Enter");
    expect(editor.object("c")).toMatchObject({ label: "HC" });
    editor.doubleClickObject("m");
    editor.typeInPlace("7");
    editor.key("Enter");
    expect(editor.object("m")).toMatchObject({ number: 7 });
    editor.doubleClickObject("m");
    editor.typeInPlace("100");
    editor.key("Enter");
    expect(editor.object("m")).toMatchObject({ number: 7 });
  });

  it("leaves objects with nothing to type, and locked ones, alone on a double click", () => {
    const editor = createTestEditor(diagramWith(cone("k", 5, 5), { ...player("a", 10, 10), locked: true }));
    expect(editor.doubleClickObject("k")).toBe(false);
    expect(editor.doubleClickObject("a")).toBe(false);
    expect(editor.ui.textEdit).toBeNull();
  });

  it("ends an edit whose object is undone away", () => {
    const editor = createTestEditor();
    editor.key("T");
    editor.click({ x: 40, y: 30 });
    editor.store.dispatch({ type: "undo" });
    expect(editor.ui.textEdit).toBeNull();
  });

  it("numbers placed step markers 1, 2, 3", () => {
    const editor = createTestEditor();
    for (const x of [10, 20, 30]) {
      editor.pickTool("marker");
      editor.click({ x, y: 10 });
    }
    expect(editor.objects.map((object) => (object.kind === "marker" ? object.number : null))).toEqual([1, 2, 3]);
  });
});

describe("the pen", () => {
  /** A wavy stroke from (10, 10) to (40, 10), pressed, moved through `steps` points and released. */
  function drawWave(editor: ReturnType<typeof createTestEditor>, steps = 120, from = { x: 10, y: 10 }) {
    editor.pointerDown(from);
    for (let step = 1; step <= steps; step += 1) {
      const t = step / steps;
      editor.pointerMove({ x: from.x + 30 * t, y: from.y + 3 * Math.sin(t * Math.PI * 4) });
    }
    editor.pointerUp({ x: from.x + 30, y: from.y });
  }

  it("draws a freehand stroke as one object with simplified points relative to its start", () => {
    const editor = createTestEditor();
    editor.pickTool("pen");
    drawWave(editor);
    expect(editor.objects).toHaveLength(1);
    const stroke = editor.objects[0]!;
    if (stroke.kind !== "pen") throw new Error("not a pen stroke");
    expect(stroke).toMatchObject({ x: 10, y: 10 });
    expect(stroke.points[0]).toEqual({ x: 0, y: 0 });
    expect(stroke.points.at(-1)!.x).toBeCloseTo(30);
    expect(stroke.points.at(-1)!.y).toBeCloseTo(0);
    // 120 moves, fewer kept: the wave's shape, not every sample of it.
    expect(stroke.points.length).toBeGreaterThan(8);
    expect(stroke.points.length).toBeLessThan(60);
    expect(editor.ui.tool).toEqual({ kind: "place", item: "pen" });
  });

  it("shows the stroke while it is drawn, as one gesture", () => {
    const editor = createTestEditor();
    editor.pickTool("pen");
    editor.pointerDown({ x: 10, y: 10 });
    editor.pointerMove({ x: 15, y: 10 });
    editor.pointerMove({ x: 20, y: 12 });
    expect(editor.objects).toHaveLength(1);
    expect(editor.store.getState().history.past).toHaveLength(0);
    editor.pointerUp({ x: 20, y: 12 });
    expect(editor.store.getState().history.past).toHaveLength(1);
  });

  it("undoes the last stroke and redoes it, keeping the pen in hand for the next", () => {
    const editor = createTestEditor();
    editor.pickTool("pen");
    drawWave(editor);
    drawWave(editor, 80, { x: 10, y: 40 });
    expect(editor.objects).toHaveLength(2);
    const [first, second] = editor.objects;
    editor.key("Mod+Z");
    expect(editor.objects).toEqual([first]);
    editor.key("Mod+Shift+Z");
    expect(editor.objects).toEqual([first, second]);
  });

  it("keeps a long scribble within the stroke's point limit", () => {
    const editor = createTestEditor();
    editor.pickTool("pen");
    editor.pointerDown({ x: 0, y: 0 });
    for (let step = 1; step <= 2000; step += 1) editor.pointerMove({ x: (step % 100) + 0.5, y: step * 0.03 });
    editor.pointerUp({ x: 50, y: 60 });
    const stroke = editor.objects[0]!;
    if (stroke.kind !== "pen") throw new Error("not a pen stroke");
    expect(stroke.points.length).toBeLessThanOrEqual(400);
  });

  it("rubs out a mark tapped with the pen, and a tap on the grass draws nothing", () => {
    const editor = createTestEditor();
    editor.pickTool("pen");
    drawWave(editor);
    const id = editor.objects[0]!.id;
    editor.click({ x: 70, y: 50 });
    expect(editor.objects).toHaveLength(1);
    editor.click({ x: 10, y: 10 }, { target: { type: "object", id } });
    expect(editor.objects).toHaveLength(0);
    editor.key("Mod+Z");
    expect(editor.objects).toHaveLength(1);
  });

  it("abandons a stroke on Escape, and a second Escape puts the pen down", () => {
    const editor = createTestEditor();
    editor.pickTool("pen");
    editor.pointerDown({ x: 10, y: 10 });
    editor.pointerMove({ x: 20, y: 10 });
    editor.key("Escape");
    expect(editor.objects).toHaveLength(0);
    editor.pointerUp({ x: 20, y: 10 });
    expect(editor.objects).toHaveLength(0);
    editor.key("Escape");
    expect(editor.ui.tool).toEqual({ kind: "select" });
  });
});
