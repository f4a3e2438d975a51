import { addObjects, attachBall, createDiagram, createObject } from "@touchline/diagram";
import { act, fireEvent, render, within } from "@testing-library/react";
import { Profiler } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEditorStore, EditorStoreContext } from "../store/editor-store.ts";
import type { PitchPoint, PointerTarget } from "../tools/pointer-input.ts";
import { createToolController } from "../tools/tool-controller.ts";
import { EditorCanvas } from "./editor-canvas.tsx";
import { LayersPanel } from "./layers-panel.tsx";

/** Pitch metres to screen pixels as the stubbed getScreenCTM says: 10 px a metre, no rotation. */
const PIXELS_PER_METRE = 10;

beforeAll(() => {
  // jsdom has no layout: no ResizeObserver, and no screen matrix for the carried layer's translation.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Object.defineProperty(SVGElement.prototype, "getScreenCTM", {
    configurable: true,
    value: () => ({ a: PIXELS_PER_METRE, b: 0, c: 0, d: PIXELS_PER_METRE, e: 0, f: 0 }),
  });
});

afterAll(() => {
  delete (SVGElement.prototype as { getScreenCTM?: unknown }).getScreenCTM;
});

function renderCanvas() {
  const board = attachBall(
    addObjects(createDiagram(), [
      createObject("player", { id: "a", x: 10, y: 10 }),
      createObject("cone", { id: "c", x: 30, y: 10 }),
      createObject("ball", { id: "ball", x: 11, y: 10 }),
    ]),
    { ballId: "ball", carrierId: "a" },
  );
  const store = createEditorStore(board, { freezeDocuments: true });
  const controller = createToolController(store);
  const renders = { canvas: 0, layers: 0 };
  const { container } = render(
    <EditorStoreContext.Provider value={store}>
      <Profiler id="canvas" onRender={() => (renders.canvas += 1)}>
        <EditorCanvas controller={controller} label="Pitch" playbackTimeMs={null} />
      </Profiler>
      <Profiler id="layers" onRender={() => (renders.layers += 1)}>
        <LayersPanel />
      </Profiler>
    </EditorStoreContext.Provider>,
  );
  const pointer = (point: PitchPoint, target: PointerTarget = { type: "pitch" }) => ({
    point,
    target,
    isShift: false,
    metresPerPixel: 0.1,
  });
  const layerOf = (id: string) => container.querySelector(`[data-object-id="${id}"]`)!.closest("svg")!;
  return { store, controller, renders, pointer, layerOf, container };
}

describe("EditorCanvas during a move", () => {
  it("translates the carried layer from the drag slice without rendering, then draws the drop once", () => {
    const { store, controller, renders, pointer, layerOf } = renderCanvas();
    const restingLayer = layerOf("c");
    act(() => controller.pointerDown(pointer({ x: 10, y: 10 }, { type: "object", id: "a" })));
    act(() => controller.pointerMove(pointer({ x: 11, y: 10 })));

    // The move began: the player and the ball at their feet are drawn in a layer of their own.
    const carriedLayer = layerOf("a");
    expect(carriedLayer).not.toBe(restingLayer);
    expect(layerOf("ball")).toBe(carriedLayer);
    expect(layerOf("c")).toBe(restingLayer);
    const rendered = { ...renders };

    for (let step = 2; step <= 10; step += 1) act(() => controller.pointerMove(pointer({ x: 10 + step, y: 12 })));
    expect(store.getState().ui.drag?.offset).toEqual({ dx: 10, dy: 2 });
    expect(carriedLayer.style.transform).toBe(`translate(${10 * PIXELS_PER_METRE}px, ${2 * PIXELS_PER_METRE}px)`);
    expect(renders).toEqual(rendered);

    act(() => controller.pointerUp(pointer({ x: 20, y: 12 })));
    expect(carriedLayer.style.transform).toBe("");
    expect(layerOf("a")).toBe(restingLayer);
    expect(store.getState().diagram.objects.a).toMatchObject({ x: 20, y: 12 });
    expect(renders.canvas).toBe(rendered.canvas + 1);
  });

  it("Escape puts the carried objects back where they were, untranslated", () => {
    const { store, controller, pointer, layerOf } = renderCanvas();
    const before = store.getState().diagram;
    act(() => controller.pointerDown(pointer({ x: 10, y: 10 }, { type: "object", id: "a" })));
    act(() => controller.pointerMove(pointer({ x: 15, y: 10 })));
    const carriedLayer = layerOf("a");
    expect(carriedLayer.style.transform).not.toBe("");
    act(() => void controller.cancel());
    expect(carriedLayer.style.transform).toBe("");
    expect(layerOf("a")).toBe(layerOf("c"));
    expect(store.getState().diagram).toBe(before);
  });
});

describe("EditorCanvas zoom and pan", () => {
  /** The pitch's svg laid out at 10 px a metre: its 111 × 74 m view box (3 m margins) from (0, 0). */
  function layOut(container: HTMLElement) {
    const svg = container.querySelector('svg[role="application"]') as SVGSVGElement;
    svg.getBoundingClientRect = () => ({ left: 0, top: 0, width: 1110, height: 740 }) as DOMRect;
    svg.setPointerCapture = () => {};
    (svg.parentElement as HTMLElement).setPointerCapture = () => {};
    return svg;
  }

  it("Ctrl+wheel (a pinch) zooms around the pointer; a press then lands on the metres under it", () => {
    const { store, container } = renderCanvas();
    const svg = layOut(container);
    // 300 px, 200 px is 27 m, 17 m on the pitch (the view box starts 3 m before the touchline).
    fireEvent.wheel(svg, { ctrlKey: true, deltaY: -100 * Math.log(2), clientX: 300, clientY: 200 });
    const { view } = store.getState().ui;
    expect(view.zoom).toBeCloseTo(2);
    // Half the view box, placed so that 27 m, 17 m is still 300 px, 200 px from the corner.
    const [minX, minY, width, height] = svg.getAttribute("viewBox")!.split(" ").map(Number);
    expect([minX, minY, width, height].map((value) => Math.round(value! * 100) / 100)).toEqual([12, 7, 55.5, 37]);

    act(() => store.dispatch({ type: "setUi", patch: { tool: { kind: "place", item: "cone" } } }));
    fireEvent.pointerDown(svg, { button: 0, clientX: 300, clientY: 200, pointerId: 1 });
    fireEvent.pointerUp(svg, { button: 0, clientX: 300, clientY: 200, pointerId: 1 });
    const placed = Object.values(store.getState().diagram.objects).filter((object) => object.kind === "cone");
    const added = placed.find((object) => object.id !== "c")!;
    expect(added.x).toBeCloseTo(27);
    expect(added.y).toBeCloseTo(17);
    expect(store.getState().history.past).toHaveLength(1);
  });

  const touch = (pointerId: number, clientX: number, clientY: number) => ({
    button: 0,
    pointerType: "touch",
    pointerId,
    clientX,
    clientY,
  });

  it("two fingers pinch the view, and the first finger's press begins nothing", () => {
    const { store, container } = renderCanvas();
    const svg = layOut(container);
    fireEvent.pointerDown(svg, touch(1, 400, 300));
    fireEvent.pointerDown(svg, touch(2, 600, 300));
    fireEvent.pointerMove(svg, touch(2, 800, 300));
    expect(store.getState().ui.view.zoom).toBeCloseTo(2);
    expect(store.getState().ui.band).toBeNull();
    fireEvent.pointerUp(svg, touch(2, 800, 300));
    fireEvent.pointerUp(svg, touch(1, 400, 300));
    expect(store.getState().history.past).toHaveLength(0);
    expect(store.getState().ui.band).toBeNull();
  });

  it("a pinch while a placement tool is armed places nothing; a tap then places the item", () => {
    const { store, container } = renderCanvas();
    const svg = layOut(container);
    act(() => store.dispatch({ type: "setUi", patch: { tool: { kind: "place", item: "cone" } } }));
    const cones = () => Object.values(store.getState().diagram.objects).filter((object) => object.kind === "cone");
    fireEvent.pointerDown(svg, touch(1, 400, 300));
    fireEvent.pointerDown(svg, touch(2, 600, 300));
    fireEvent.pointerMove(svg, touch(2, 700, 300));
    fireEvent.pointerUp(svg, touch(2, 700, 300));
    fireEvent.pointerUp(svg, touch(1, 400, 300));
    expect(cones()).toHaveLength(1);
    expect(store.getState().history.past).toHaveLength(0);

    act(() => store.dispatch({ type: "setUi", patch: { view: { zoom: 1, centre: null } } }));
    fireEvent.pointerDown(svg, touch(3, 500, 400));
    fireEvent.pointerUp(svg, touch(3, 500, 400));
    expect(cones()).toHaveLength(2);
    expect(store.getState().history.past).toHaveLength(1);
  });

  it("a finger that travels drags: its press reaches the tools at the point it went down", () => {
    const { store, container } = renderCanvas();
    const svg = layOut(container);
    // The cone at 30 m, 10 m is 330 px, 130 px on screen.
    fireEvent.pointerDown(svg.querySelector('[data-object-id="c"]')!, touch(1, 330, 130));
    expect(store.getState().ui.selection).toEqual([]);
    fireEvent.pointerMove(svg, touch(1, 350, 130));
    fireEvent.pointerMove(svg, touch(1, 430, 130));
    fireEvent.pointerUp(svg, touch(1, 430, 130));
    expect(store.getState().ui.selection).toEqual(["c"]);
    expect(store.getState().diagram.objects.c).toMatchObject({ x: 40, y: 10 });
  });
});

describe("EditorCanvas by keyboard", () => {
  it("names its objects, walks them with Tab and says which is selected; past the last, Tab leaves", () => {
    const { store, container } = renderCanvas();
    const pitch = container.querySelector('svg[role="application"]') as SVGSVGElement;
    expect(within(container).getByRole("img", { name: "Cone" })).toHaveAttribute("data-object-id", "c");
    expect(pitch).toHaveAccessibleDescription("Nothing selected");
    expect(fireEvent.keyDown(pitch, { key: "Tab" })).toBe(false);
    expect(store.getState().ui.selection).toEqual(["a"]);
    expect(fireEvent.keyDown(pitch, { key: "Tab" })).toBe(false);
    expect(pitch).toHaveAccessibleDescription("Cone selected");
    fireEvent.keyDown(pitch, { key: "Tab" });
    expect(store.getState().ui.selection).toEqual(["ball"]);
    // Not prevented: the browser moves focus on, and the ball stays selected for the toolbar.
    expect(fireEvent.keyDown(pitch, { key: "Tab" })).toBe(true);
    expect(store.getState().ui.selection).toEqual(["ball"]);
    expect(fireEvent.keyDown(pitch, { key: "Tab", shiftKey: true })).toBe(false);
    expect(pitch).toHaveAccessibleDescription("Cone selected");
  });
});
