import {
  addObjects,
  attachBall,
  createDiagram,
  createObject,
  deepFreeze,
  moveObjects,
  setLocked,
} from "@touchline/diagram";
import { describe, expect, it } from "vitest";
import { createEditorState, editorReducer, type EditorEvent } from "./editor-reducer.ts";
import type { EditorState } from "./editor-state.ts";

const board = deepFreeze(
  attachBall(
    addObjects(createDiagram(), [
      createObject("player", { id: "a", x: 10, y: 10 }),
      createObject("cone", { id: "c", x: 30, y: 10 }),
      createObject("ball", { id: "ball", x: 11, y: 10 }),
    ]),
    { ballId: "ball", carrierId: "a" },
  ),
);

const run = (state: EditorState, ...events: EditorEvent[]) => events.reduce(editorReducer, state);

describe("editorReducer", () => {
  it("apply records one undo step, or joins the step of the gesture in progress", () => {
    const nudge: EditorEvent = { type: "apply", command: (d) => moveObjects(d, { ids: ["c"], dx: 1, dy: 0 }) };
    const once = run(createEditorState(board), nudge);
    expect(once.history.past).toEqual([{ before: board, after: once.diagram }]);

    const inGesture = run(createEditorState(board), { type: "beginGesture" }, nudge, nudge);
    expect(inGesture.history.past).toHaveLength(0);
    const committed = run(inGesture, { type: "commitGesture" });
    expect(committed.history.past).toEqual([{ before: board, after: inGesture.diagram }]);
  });

  it("beginDrag fills the drag slice and starts a gesture, leaving the diagram alone", () => {
    const locked = deepFreeze(setLocked(board, { ids: ["c"], locked: true }));
    const state = run(createEditorState(locked), { type: "beginDrag", ids: ["a", "c"] });
    expect(state.diagram).toBe(locked);
    expect(state.gestureStart).toBe(locked);
    expect(state.ui.drag).toEqual({
      ids: ["a"],
      carriedIds: expect.arrayContaining(["a", "ball"]),
      offset: { dx: 0, dy: 0 },
    });
    expect(state.ui.drag!.carriedIds).toHaveLength(2);
  });

  it("dragTo changes the offset only: the same carried ids, and no new state for the same offset", () => {
    const dragging = run(createEditorState(board), { type: "beginDrag", ids: ["a"] });
    const moved = run(dragging, { type: "dragTo", offset: { dx: 3, dy: 4 } });
    expect(moved.ui.drag!.offset).toEqual({ dx: 3, dy: 4 });
    expect(moved.ui.drag!.carriedIds).toBe(dragging.ui.drag!.carriedIds);
    expect(moved.ui.selection).toBe(dragging.ui.selection);
    expect(moved.diagram).toBe(board);
    expect(run(moved, { type: "dragTo", offset: { dx: 3, dy: 4 } })).toBe(moved);
    const idle = createEditorState(board);
    expect(run(idle, { type: "dragTo", offset: { dx: 3, dy: 4 } })).toBe(idle);
  });

  it("the drop moves the dragged objects once, as one undo step, and clears the drag", () => {
    const dropped = run(
      createEditorState(board),
      { type: "beginDrag", ids: ["a"] },
      { type: "dragTo", offset: { dx: 1, dy: 1 } },
      { type: "dragTo", offset: { dx: 5, dy: 2 } },
      { type: "commitGesture" },
    );
    expect(dropped.diagram).toEqual(moveObjects(board, { ids: ["a"], dx: 5, dy: 2 }));
    expect(dropped.history.past).toEqual([{ before: board, after: dropped.diagram }]);
    expect(dropped.ui.drag).toBeNull();
    expect(dropped.gestureStart).toBeNull();
  });

  it("undo and redo wait for the drop; cancelling or loading ends the drag", () => {
    const moved = run(createEditorState(board), {
      type: "apply",
      command: (d) => moveObjects(d, { ids: ["c"], dx: 1, dy: 0 }),
    });
    const dragging = run(moved, { type: "beginDrag", ids: ["a"] }, { type: "dragTo", offset: { dx: 5, dy: 2 } });
    expect(run(dragging, { type: "undo" })).toBe(dragging);
    expect(run(dragging, { type: "redo" })).toBe(dragging);

    const cancelled = run(dragging, { type: "cancelGesture" });
    expect(cancelled.diagram).toBe(moved.diagram);
    expect(cancelled.history).toBe(moved.history);
    expect(cancelled.ui.drag).toBeNull();

    const loaded = run(dragging, { type: "load", diagram: board });
    expect(loaded.ui.drag).toBeNull();
    expect(loaded.gestureStart).toBeNull();
  });

  it("zoom and pan are UI state: no undo step, untouched by undo and redo, back to fit when another document loads", () => {
    const view = { zoom: 2, centre: { x: 30, y: 20 } };
    const nudge: EditorEvent = { type: "apply", command: (d) => moveObjects(d, { ids: ["c"], dx: 1, dy: 0 }) };
    const zoomed = run(createEditorState(board), nudge, { type: "setUi", patch: { view } });
    expect(zoomed.history.past).toHaveLength(1);
    expect(zoomed.diagram).toEqual(moveObjects(board, { ids: ["c"], dx: 1, dy: 0 }));
    const undone = run(zoomed, { type: "undo" });
    expect(undone.ui.view).toBe(view);
    expect(run(undone, { type: "redo" }).ui.view).toBe(view);
    expect(run(zoomed, { type: "load", diagram: board }).ui.view).toEqual({ zoom: 1, centre: null });
  });
});
