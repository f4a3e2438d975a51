import { act, render, screen } from "@testing-library/react";
import { addObject, createDiagram, createObject, moveObjects } from "@touchline/diagram";
import { describe, expect, it, vi } from "vitest";
import { committedDiagram, createEditorStore, subscribeToDiagram, useEditorState } from "./editor-store.ts";

const cone = createObject("cone", { id: "cone", x: 10, y: 10 });

describe("editor store", () => {
  it("tells subscribers of committed diagrams only: not the versions in the middle of a gesture", () => {
    const store = createEditorStore(createDiagram());
    const listener = vi.fn();
    subscribeToDiagram(store, listener);

    store.dispatch({ type: "apply", command: (diagram) => addObject(diagram, cone) });
    expect(listener).toHaveBeenCalledTimes(1);
    const placed = store.getState().diagram;

    store.dispatch({ type: "beginGesture" });
    store.dispatch({
      type: "updateGesture",
      command: (diagram) => moveObjects(diagram, { ids: ["cone"], dx: 1, dy: 0 }),
    });
    store.dispatch({
      type: "updateGesture",
      command: (diagram) => moveObjects(diagram, { ids: ["cone"], dx: 2, dy: 0 }),
    });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(committedDiagram(store.getState())).toBe(placed);
    store.dispatch({ type: "cancelGesture" });
    expect(listener).toHaveBeenCalledTimes(1);

    store.dispatch({ type: "beginGesture" });
    store.dispatch({
      type: "updateGesture",
      command: (diagram) => moveObjects(diagram, { ids: ["cone"], dx: 3, dy: 0 }),
    });
    store.dispatch({ type: "commitGesture" });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(listener).toHaveBeenLastCalledWith(store.getState().diagram);

    store.dispatch({ type: "load", diagram: createDiagram({ template: "half" }) });
    expect(listener).toHaveBeenCalledTimes(3);
    store.dispatch({ type: "setUi", patch: { isSnappingToGrid: true } });
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it("lets a page read a slice of the store it holds, outside the editor", () => {
    const store = createEditorStore(createDiagram());
    function ObjectCount() {
      const count = useEditorState(store, (state) => Object.keys(state.diagram.objects).length);
      return <p>{count} objects</p>;
    }
    render(<ObjectCount />);
    expect(screen.getByText("0 objects")).toBeInTheDocument();
    act(() => store.dispatch({ type: "apply", command: (diagram) => addObject(diagram, cone) }));
    expect(screen.getByText("1 objects")).toBeInTheDocument();
  });
});
