import { addObjects, attachBall, createDiagram, createObject, type Diagram } from "@touchline/diagram";
import { useMemo, useRef, useState } from "react";
import type { ActionContext } from "../actions/editor-actions.ts";
import { handleEditorKey } from "../actions/handle-editor-key.ts";
import { createEditorStore, EditorStoreContext } from "../store/editor-store.ts";
import { createToolController } from "../tools/tool-controller.ts";
import { type CanvasViewport, EditorCanvas } from "./editor-canvas.tsx";

/** A rondo on a 30 × 20 m area: four attackers keep the ball away from two defenders. */
export function rondoDemo(): Diagram {
  const base = createDiagram({ template: "custom", pitch: { length: 30, width: 20, surface: "striped" } });
  const attackers = [
    [6, 10, "1"],
    [15, 3, "2"],
    [24, 10, "3"],
    [15, 17, "4"],
  ] as const;
  const objects = [
    ...attackers.map(([x, y, label], index) =>
      createObject("player", { id: `home-${index + 1}`, x, y, props: { team: "home", colour: "red", label } }),
    ),
    createObject("player", { id: "away-1", x: 13, y: 9, props: { team: "away", colour: "blue", label: "5" } }),
    createObject("player", { id: "away-2", x: 17, y: 11, props: { team: "away", colour: "blue", label: "6" } }),
    createObject("ball", { id: "ball", x: 7, y: 10 }),
    createObject("pass", { id: "pass", x: 7, y: 9.5, props: { end: { x: 7.5, y: -5.5 } } }),
    ...[
      [1, 1],
      [29, 1],
      [1, 19],
      [29, 19],
    ].map(([x, y], index) => createObject("cone", { id: `cone-${index + 1}`, x: x!, y: y! })),
  ];
  return attachBall(addObjects(base, objects), { ballId: "ball", carrierId: "home-1" });
}

/** The landing page's live board: the real canvas and tools, nothing else, on a small demo drill. */
export default function MiniBoard({ label = "Live demo pitch: drag the players" }: { label?: string }) {
  const [store] = useState(() => createEditorStore(rondoDemo()));
  const [controller] = useState(() => createToolController(store));
  const viewportRef = useRef<CanvasViewport | null>(null);
  const context = useMemo<ActionContext>(
    () => ({ store, controller, clipboard: { objects: [] }, openCommandPalette: () => {} }),
    [store, controller],
  );
  return (
    <EditorStoreContext.Provider value={store}>
      <div className="aspect-[3/2] w-full" onKeyDown={(event) => handleEditorKey(event, context)}>
        <EditorCanvas controller={controller} viewportRef={viewportRef} label={label} playbackTimeMs={null} />
      </div>
    </EditorStoreContext.Provider>
  );
}
