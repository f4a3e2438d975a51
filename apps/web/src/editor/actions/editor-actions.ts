import {
  addFrame,
  addObjects,
  animationDuration,
  attachBall,
  deleteObjects,
  type DiagramObject,
  duplicateObjects,
  FORMATION_IDS,
  type FormationId,
  isPerson,
  moveObjects,
  type ObjectKind,
  reorderObjects,
  type ReorderDirection,
  rotateObjects,
  setLocked,
  type Team,
} from "@touchline/diagram";
import { deferredModule } from "../../lib/deferred-module.ts";
import { pitchViewBox, toPitchPoint, viewPitchOf } from "../canvas/pitch-geometry.ts";
import { MAX_ZOOM, visibleViewBox, zoomView, ZOOM_STEP } from "../canvas/pitch-view.ts";
import type { DiagramCommand } from "../store/editor-reducer.ts";
import { type EditorSession, FIT_VIEW } from "../store/editor-state.ts";
import type { EditorStore } from "../store/editor-store.ts";
import { createObjectAt } from "../tools/create-at.ts";
import { placeObject } from "../tools/place-object.ts";
import type { ToolController } from "../tools/tool-controller.ts";
import { pasteCopies } from "./clipboard.ts";
import { hasLine, moveLineEnds, nextObjectToSelect } from "./keyboard-editing.ts";
import type { KeyBinding } from "./key-binding.ts";

export interface ActionContext {
  store: EditorStore;
  controller: ToolController;
  /** Copied objects; kept per editor so a paste works after the originals are gone. */
  clipboard: { objects: DiagramObject[] };
  openCommandPalette(): void;
  /** Full screen: the editor alone in the window (the site's navigation hidden, the browser's full screen where it allows). */
  isFullScreen(): boolean;
  setFullScreen(isOn: boolean): void;
}

export type ActionGroup = "Tools" | "Edit" | "Arrange" | "Animation" | "Formations" | "View";

/** One thing the editor can do: the toolbar, the keyboard, the menus and the command palette share it. */
export interface EditorAction {
  name: string;
  label: string;
  group: ActionGroup;
  bindings: readonly KeyBinding[];
  isAvailable(context: ActionContext): boolean;
  perform(context: ActionContext): void;
}

/** Metres an arrow key moves the selection; Shift moves it further. */
export const NUDGE_METRES = 0.5;
export const BIG_NUDGE_METRES = 5;
export const ROTATE_STEP_DEGREES = 15;

const selectionOf = ({ store }: ActionContext) => store.getState().session.selection;
const hasSelection = (context: ActionContext) => selectionOf(context).length > 0;
const always = () => true;
const isEditable = (context: ActionContext) => !context.store.getState().session.playback.isPlaying;
/** Applies a command as one undo step. */
function record(context: ActionContext, command: DiagramCommand) {
  context.store.dispatch({ type: "apply", command });
}

function setSession(context: ActionContext, patch: Partial<EditorSession>) {
  context.store.dispatch({ type: "setSession", patch });
}

function placeTool(name: string, label: string, item: ObjectKind, bindings: KeyBinding[], team?: Team): EditorAction {
  return {
    name,
    label,
    group: "Tools",
    bindings,
    isAvailable: isEditable,
    perform: (context) => setSession(context, { tool: { kind: "place", item, ...(team ? { team } : {}) } }),
  };
}

function nudge(name: string, label: string, key: string, dx: number, dy: number): EditorAction[] {
  const move =
    (metres: number): EditorAction["perform"] =>
    (context) =>
      record(context, (diagram) =>
        moveObjects(diagram, {
          ids: selectionOf(context),
          dx: dx * metres,
          dy: dy * metres,
          frameIndex: context.store.getState().session.frameIndex,
        }),
      );
  const available = (context: ActionContext) => hasSelection(context) && isEditable(context);
  return [
    { name, label, group: "Arrange", bindings: [key], isAvailable: available, perform: move(NUDGE_METRES) },
    {
      name: `${name}-far`,
      label: `${label} further`,
      group: "Arrange",
      bindings: [`Shift+${key}`],
      isAvailable: available,
      perform: move(BIG_NUDGE_METRES),
    },
  ];
}

/** Arrow keys with Alt move a selected line's far end, so a line can be drawn between two points without a pointer. */
function lineEndNudge(name: string, label: string, key: string, dx: number, dy: number): EditorAction[] {
  const move =
    (metres: number): EditorAction["perform"] =>
    (context) =>
      record(context, (diagram) => moveLineEnds(diagram, selectionOf(context), dx * metres, dy * metres));
  const available = (context: ActionContext) =>
    isEditable(context) && hasLine(context.store.getState().diagram, selectionOf(context));
  return [
    { name, label, group: "Arrange", bindings: [`Alt+${key}`], isAvailable: available, perform: move(NUDGE_METRES) },
    {
      name: `${name}-far`,
      label: `${label} further`,
      group: "Arrange",
      bindings: [`Alt+Shift+${key}`],
      isAvailable: available,
      perform: move(BIG_NUDGE_METRES),
    },
  ];
}

function selectNext(context: ActionContext, step: 1 | -1) {
  const { diagram, session } = context.store.getState();
  const id = nextObjectToSelect(diagram, session.selection, step, { wraps: true });
  if (id) setSession(context, { selection: [id] });
}

/**
 * The armed tool's item, put in the middle of what the pitch shows: the keyboard's way to place what a
 * tap on the pitch would (a line lies there at its catalogue length, ready for its end to be moved).
 */
function placeInView(context: ActionContext) {
  const state = context.store.getState();
  const { diagram, session } = state;
  const { tool } = session;
  if (tool.kind !== "place") return;
  const visible = visibleViewBox(session.view, pitchViewBox(viewPitchOf(state)));
  const centre = toPitchPoint(viewPitchOf(state), {
    x: visible.minX + visible.width / 2,
    y: visible.minY + visible.height / 2,
  });
  placeObject(context.store, createObjectAt(diagram, tool.item, centre, tool.team));
}

function reorder(name: string, label: string, to: ReorderDirection, binding: KeyBinding): EditorAction {
  return {
    name,
    label,
    group: "Arrange",
    bindings: [binding],
    isAvailable: hasSelection,
    perform: (context) => record(context, (diagram) => reorderObjects(diagram, { ids: selectionOf(context), to })),
  };
}

/**
 * The formations' shapes: not part of the editor's first load. The editor loads them with its other
 * deferred parts, after its first paint; a number key pressed before they are there lines the team up
 * as soon as they arrive.
 */
export const formationCommand = deferredModule(() => import("./formation-command.ts"));
type FormationCommand = Awaited<ReturnType<typeof formationCommand.load>>;

function formationAction(id: FormationId, index: number, team: Team): EditorAction {
  const key = String(index + 1);
  return {
    name: `formation-${team}-${id}`,
    label: `${team === "home" ? "Home" : "Away"} team: ${id}`,
    group: "Formations",
    bindings: [team === "home" ? key : `Shift+${key}`],
    isAvailable: isEditable,
    perform: (context) => {
      const lineUp = ({ applyFormation }: FormationCommand) =>
        record(context, (diagram) => applyFormation(diagram, { team, formation: id }));
      const loaded = formationCommand.current();
      if (loaded) lineUp(loaded);
      else formationCommand.load().then(lineUp, () => {});
    },
  };
}

/** Zooms around the middle of what is shown. */
function zoomBy(context: ActionContext, factor: number) {
  const state = context.store.getState();
  setSession(context, { view: zoomView(state.session.view, pitchViewBox(viewPitchOf(state)), factor) });
}
const zoomOf = (context: ActionContext) => context.store.getState().session.view.zoom;

function frameStep(context: ActionContext, step: number) {
  const { diagram, session } = context.store.getState();
  const last = Math.max(0, diagram.frames.length - 1);
  const frameIndex = Math.min(last, Math.max(0, session.frameIndex + step));
  setSession(context, { frameIndex, playback: { ...session.playback, isPlaying: false } });
}

/** Every editor action, in the order menus list them. */
export const EDITOR_ACTIONS: readonly EditorAction[] = [
  {
    name: "select-tool",
    label: "Select and move",
    group: "Tools",
    bindings: ["V"],
    isAvailable: always,
    perform: (c) => setSession(c, { tool: { kind: "select" } }),
  },
  placeTool("place-home-player", "Home player", "player", ["P"], "home"),
  placeTool("place-away-player", "Away player", "player", ["Shift+P"], "away"),
  placeTool("place-ball", "Ball", "ball", ["B"]),
  placeTool("place-cone", "Cone", "cone", ["C"]),
  placeTool("draw-pass", "Pass", "pass", ["A"]),
  placeTool("draw-run", "Run", "run", ["R"]),
  placeTool("draw-dribble", "Dribble", "dribble", ["D"]),
  placeTool("draw-shot", "Shot", "shot", ["S"]),
  placeTool("draw-area", "Area", "rectangle", ["Z"]),
  placeTool("place-text", "Text", "text", ["T"]),
  {
    name: "place-in-view",
    label: "Place the tool's item in the middle of the pitch",
    group: "Tools",
    bindings: ["Enter"],
    isAvailable: (c) => isEditable(c) && c.store.getState().session.tool.kind === "place",
    perform: placeInView,
  },
  {
    name: "undo",
    label: "Undo",
    group: "Edit",
    bindings: ["Mod+Z"],
    isAvailable: (c) => c.store.getState().history.past.length > 0,
    perform: (c) => c.store.dispatch({ type: "undo" }),
  },
  {
    name: "redo",
    label: "Redo",
    group: "Edit",
    bindings: ["Mod+Shift+Z", "Mod+Y"],
    isAvailable: (c) => c.store.getState().history.future.length > 0,
    perform: (c) => c.store.dispatch({ type: "redo" }),
  },
  {
    name: "delete",
    label: "Delete",
    group: "Edit",
    bindings: ["Delete", "Backspace"],
    isAvailable: (c) => hasSelection(c) && isEditable(c),
    perform: (c) => record(c, (diagram) => deleteObjects(diagram, { ids: selectionOf(c) })),
  },
  {
    name: "duplicate",
    label: "Duplicate",
    group: "Edit",
    bindings: ["Mod+D"],
    isAvailable: (c) => hasSelection(c) && isEditable(c),
    perform: (c) => {
      let ids: string[] = [];
      record(c, (diagram) => {
        const result = duplicateObjects(diagram, { ids: selectionOf(c) });
        ids = result.ids;
        return result.diagram;
      });
      setSession(c, { selection: ids });
    },
  },
  {
    name: "copy",
    label: "Copy",
    group: "Edit",
    bindings: ["Mod+C"],
    isAvailable: hasSelection,
    perform: (c) => {
      const { diagram } = c.store.getState();
      c.clipboard.objects = selectionOf(c).flatMap((id) => (diagram.objects[id] ? [diagram.objects[id]] : []));
    },
  },
  {
    name: "cut",
    label: "Cut",
    group: "Edit",
    bindings: ["Mod+X"],
    isAvailable: (c) => hasSelection(c) && isEditable(c),
    perform: (c) => {
      const { diagram } = c.store.getState();
      c.clipboard.objects = selectionOf(c).flatMap((id) => (diagram.objects[id] ? [diagram.objects[id]] : []));
      record(c, (current) => deleteObjects(current, { ids: selectionOf(c) }));
    },
  },
  {
    name: "paste",
    label: "Paste",
    group: "Edit",
    bindings: ["Mod+V"],
    isAvailable: (c) => c.clipboard.objects.length > 0 && isEditable(c),
    perform: (c) => {
      const copies = pasteCopies(c.clipboard.objects);
      record(c, (diagram) => addObjects(diagram, copies));
      // The next paste lands further along, like repeated pastes in any drawing tool.
      c.clipboard.objects = copies;
      setSession(c, { selection: copies.map((copy) => copy.id) });
    },
  },
  {
    name: "select-all",
    label: "Select all",
    group: "Edit",
    bindings: ["Mod+A"],
    isAvailable: always,
    perform: (c) => {
      const { diagram } = c.store.getState();
      setSession(c, {
        selection: Object.values(diagram.objects)
          .filter((o) => !o.hidden)
          .map((o) => o.id),
      });
    },
  },
  {
    name: "escape",
    label: "Cancel / leave full screen / clear selection",
    group: "Edit",
    bindings: ["Escape"],
    isAvailable: always,
    perform: (c) => {
      if (c.controller.cancel()) return;
      if (c.isFullScreen()) return c.setFullScreen(false);
      const { session } = c.store.getState();
      if (session.tool.kind !== "select") setSession(c, { tool: { kind: "select" } });
      else setSession(c, { selection: [] });
    },
  },
  {
    name: "select-next",
    label: "Select the next object",
    group: "Edit",
    bindings: ["N"],
    isAvailable: (c) => !c.store.getState().session.playback.isPlaying,
    perform: (c) => selectNext(c, 1),
  },
  {
    name: "select-previous",
    label: "Select the previous object",
    group: "Edit",
    bindings: ["Shift+N"],
    isAvailable: (c) => !c.store.getState().session.playback.isPlaying,
    perform: (c) => selectNext(c, -1),
  },
  ...nudge("nudge-left", "Nudge left", "ArrowLeft", -1, 0),
  ...nudge("nudge-right", "Nudge right", "ArrowRight", 1, 0),
  ...nudge("nudge-up", "Nudge up", "ArrowUp", 0, -1),
  ...nudge("nudge-down", "Nudge down", "ArrowDown", 0, 1),
  ...lineEndNudge("line-end-left", "Move line end left", "ArrowLeft", -1, 0),
  ...lineEndNudge("line-end-right", "Move line end right", "ArrowRight", 1, 0),
  ...lineEndNudge("line-end-up", "Move line end up", "ArrowUp", 0, -1),
  ...lineEndNudge("line-end-down", "Move line end down", "ArrowDown", 0, 1),
  {
    name: "rotate-left",
    label: "Rotate left 15°",
    group: "Arrange",
    bindings: ["Q"],
    isAvailable: (c) => hasSelection(c) && isEditable(c),
    perform: (c) =>
      record(c, (d) =>
        rotateObjects(d, {
          ids: selectionOf(c),
          by: -ROTATE_STEP_DEGREES,
          frameIndex: c.store.getState().session.frameIndex,
        }),
      ),
  },
  {
    name: "rotate-right",
    label: "Rotate right 15°",
    group: "Arrange",
    bindings: ["E"],
    isAvailable: (c) => hasSelection(c) && isEditable(c),
    perform: (c) =>
      record(c, (d) =>
        rotateObjects(d, {
          ids: selectionOf(c),
          by: ROTATE_STEP_DEGREES,
          frameIndex: c.store.getState().session.frameIndex,
        }),
      ),
  },
  reorder("bring-forward", "Bring forward", "forward", "]"),
  reorder("send-backward", "Send backward", "backward", "["),
  reorder("bring-to-front", "Bring to front", "front", "Shift+]"),
  reorder("send-to-back", "Send to back", "back", "Shift+["),
  {
    name: "toggle-lock",
    label: "Lock / unlock",
    group: "Arrange",
    bindings: ["Mod+L"],
    isAvailable: hasSelection,
    perform: (c) => {
      const { diagram } = c.store.getState();
      const ids = selectionOf(c);
      const isAllLocked = ids.every((id) => diagram.objects[id]?.locked);
      record(c, (d) => setLocked(d, { ids, locked: !isAllLocked }));
    },
  },
  {
    name: "attach-ball",
    label: "Attach ball to player",
    group: "Arrange",
    bindings: [],
    isAvailable: (c) => {
      const { diagram } = c.store.getState();
      const selected = selectionOf(c).map((id) => diagram.objects[id]);
      return (
        selected.length === 2 && selected.some((o) => o?.kind === "ball") && selected.some((o) => o && isPerson(o))
      );
    },
    perform: (c) => {
      const { diagram } = c.store.getState();
      const selected = selectionOf(c).flatMap((id) => (diagram.objects[id] ? [diagram.objects[id]] : []));
      const ball = selected.find((o) => o.kind === "ball");
      const carrier = selected.find((o) => isPerson(o));
      if (ball && carrier) record(c, (d) => attachBall(d, { ballId: ball.id, carrierId: carrier.id }));
    },
  },
  {
    name: "toggle-snap",
    label: "Snap to grid",
    group: "View",
    bindings: ["G"],
    isAvailable: always,
    perform: (c) => setSession(c, { isSnappingToGrid: !c.store.getState().session.isSnappingToGrid }),
  },
  {
    name: "zoom-in",
    label: "Zoom in",
    group: "View",
    bindings: ["=", "Plus"],
    isAvailable: (c) => zoomOf(c) < MAX_ZOOM,
    perform: (c) => zoomBy(c, ZOOM_STEP),
  },
  {
    name: "zoom-out",
    label: "Zoom out",
    group: "View",
    bindings: ["-"],
    isAvailable: (c) => zoomOf(c) > 1,
    perform: (c) => zoomBy(c, 1 / ZOOM_STEP),
  },
  {
    name: "zoom-to-fit",
    label: "Fit the pitch",
    group: "View",
    bindings: ["0"],
    isAvailable: (c) => zoomOf(c) > 1,
    perform: (c) => setSession(c, { view: FIT_VIEW }),
  },
  {
    name: "toggle-full-screen",
    label: "Full screen",
    group: "View",
    bindings: ["Shift+F"],
    isAvailable: always,
    perform: (c) => c.setFullScreen(!c.isFullScreen()),
  },
  {
    name: "add-frame",
    label: "Add frame",
    group: "Animation",
    bindings: ["F"],
    isAvailable: isEditable,
    perform: (c) => {
      const { session } = c.store.getState();
      record(c, (d) => addFrame(d, { afterIndex: session.frameIndex }));
      setSession(c, { frameIndex: session.frameIndex + 1 });
    },
  },
  {
    name: "play-pause",
    label: "Play / pause",
    group: "Animation",
    bindings: [" "],
    isAvailable: (c) => animationDuration(c.store.getState().diagram) > 0,
    perform: (c) => {
      const { session } = c.store.getState();
      setSession(c, { playback: { ...session.playback, isPlaying: !session.playback.isPlaying }, selection: [] });
    },
  },
  {
    name: "previous-frame",
    label: "Previous frame",
    group: "Animation",
    bindings: [","],
    isAvailable: always,
    perform: (c) => frameStep(c, -1),
  },
  {
    name: "next-frame",
    label: "Next frame",
    group: "Animation",
    bindings: ["."],
    isAvailable: always,
    perform: (c) => frameStep(c, 1),
  },
  {
    name: "present",
    label: "Present",
    group: "Animation",
    // "P" places a player; Ctrl/Cmd+Enter is how slide tools start presenting, and F5 what a presentation
    // clicker's start button sends (it reloads the page as usual when there is nothing to present).
    bindings: ["Mod+Enter", "F5", "Shift+F5"],
    isAvailable: (c) => c.store.getState().diagram.frames.length >= 2,
    perform: (c) => {
      const { session } = c.store.getState();
      setSession(c, { isPresenting: true, playback: { ...session.playback, isPlaying: false } });
    },
  },
  ...FORMATION_IDS.map((id, index) => formationAction(id, index, "home")),
  ...FORMATION_IDS.map((id, index) => formationAction(id, index, "away")),
  {
    name: "command-palette",
    label: "Find an action",
    group: "View",
    bindings: ["Mod+K"],
    isAvailable: always,
    perform: (c) => c.openCommandPalette(),
  },
];

export function findAction(name: string): EditorAction {
  const action = EDITOR_ACTIONS.find((candidate) => candidate.name === name);
  if (!action) throw new Error(`No editor action "${name}"`);
  return action;
}
