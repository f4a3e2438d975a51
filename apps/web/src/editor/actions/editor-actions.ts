// Key bindings ("Mod+Shift+Z"), action names and the ids of groups and sections are not text: every
// label and help sentence is a MessageDescriptor, so the types refuse a literal where a reader reads one.
/* eslint-disable lingui/no-unlocalized-strings */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
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
import { CATALOGUE_NAMES } from "../canvas/catalogue-names.ts";
import { pitchViewBox, toPitchPoint, viewPitchOf } from "../canvas/pitch-geometry.ts";
import { MAX_ZOOM, visibleViewBox, zoomView, ZOOM_STEP } from "../canvas/pitch-view.ts";
import type { DiagramCommand } from "../store/editor-reducer.ts";
import { type EditorUiState, type EditorState, FIT_VIEW } from "../store/editor-state.ts";
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
  openCommandPalette(): void;
  /** Full screen: the editor alone in the window (the site's navigation hidden, the browser's full screen where it allows). */
  isFullScreen(): boolean;
  setFullScreen(isOn: boolean): void;
}

export type ActionGroup = "Tools" | "Edit" | "Arrange" | "Animation" | "Formations" | "View";

/** The groups' names, as the command palette shows them before an action's label. */
export const ACTION_GROUP_NAMES: Record<ActionGroup, MessageDescriptor> = {
  Tools: msg({ message: "Tools", context: "editor actions group" }),
  Edit: msg({ message: "Edit", context: "editor actions group" }),
  Arrange: msg({ message: "Arrange", context: "editor actions group" }),
  Animation: msg({ message: "Animation", context: "editor actions group" }),
  Formations: msg({ message: "Formations", context: "editor actions group" }),
  View: msg({ message: "View", context: "editor actions group" }),
};

/** The Keyboard Shortcuts page's sections for the editor, in the page's order. */
export const SHORTCUT_SECTIONS = [
  "Tools",
  "Editing",
  "Arranging",
  "Animation and formations",
  "View",
  "Other",
] as const;
export type ShortcutSection = (typeof SHORTCUT_SECTIONS)[number];

/** The sections' headings on the Keyboard Shortcuts page. */
export const SHORTCUT_SECTION_TITLES: Record<ShortcutSection, MessageDescriptor> = {
  Tools: msg({ message: "Tools", context: "keyboard shortcuts section" }),
  Editing: msg({ message: "Editing", context: "keyboard shortcuts section" }),
  Arranging: msg({ message: "Arranging", context: "keyboard shortcuts section" }),
  "Animation and formations": msg({ message: "Animation and formations", context: "keyboard shortcuts section" }),
  View: msg({ message: "View", context: "keyboard shortcuts section" }),
  Other: msg({ message: "Other", context: "keyboard shortcuts section" }),
};

/**
 * How the Keyboard Shortcuts page lists an action's keys: its section and the sentence of its row. The
 * actions of a section with the same sentence share one row (Q and E: "Rotate the selection 15° left or
 * right"), in the registry's order.
 */
export interface ShortcutHelp {
  section: ShortcutSection;
  text: MessageDescriptor;
}

/** One thing the editor can do: the toolbar, the keyboard, the menus and the command palette share it. */
export interface EditorAction {
  name: string;
  label: MessageDescriptor;
  group: ActionGroup;
  bindings: readonly KeyBinding[];
  /**
   * Whether it can run now: a pure function of the editor's state, so the toolbar, the menus and the
   * command palette subscribe to it (`useIsActionAvailable`) and follow every change at once.
   */
  isAvailable(state: EditorState): boolean;
  perform(context: ActionContext): void;
  /** Its row on the Keyboard Shortcuts page; an action without keys has none. */
  help?: ShortcutHelp;
}

/** Metres an arrow key moves the selection; Shift moves it further. */
export const NUDGE_METRES = 0.5;
export const BIG_NUDGE_METRES = 5;
export const ROTATE_STEP_DEGREES = 15;

const selectionOf = ({ store }: ActionContext) => store.getState().ui.selection;
const hasSelection = (state: EditorState) => state.ui.selection.length > 0;
const always = () => true;
/** The drawing can change: not while the animation plays. */
const isEditable = (state: EditorState) => !state.ui.playback.isPlaying;
const hasEditableSelection = (state: EditorState) => hasSelection(state) && isEditable(state);
function selectedObjects(context: ActionContext): DiagramObject[] {
  const { diagram } = context.store.getState();
  return selectionOf(context).flatMap((id) => (diagram.objects[id] ? [diagram.objects[id]] : []));
}

/** Applies a command as one undo step. */
function record(context: ActionContext, command: DiagramCommand) {
  context.store.dispatch({ type: "apply", command });
}

function setUi(context: ActionContext, patch: Partial<EditorUiState>) {
  context.store.dispatch({ type: "setUi", patch });
}

function placeTool(
  name: string,
  label: MessageDescriptor,
  help: MessageDescriptor,
  item: ObjectKind,
  bindings: KeyBinding[],
  team?: Team,
): EditorAction {
  return {
    name,
    label,
    group: "Tools",
    bindings,
    help: { section: "Tools", text: help },
    isAvailable: isEditable,
    perform: (context) => setUi(context, { tool: { kind: "place", item, ...(team ? { team } : {}) } }),
  };
}

function nudge(
  name: string,
  label: MessageDescriptor,
  furtherLabel: MessageDescriptor,
  key: string,
  dx: number,
  dy: number,
): EditorAction[] {
  const move =
    (metres: number): EditorAction["perform"] =>
    (context) =>
      record(context, (diagram) =>
        moveObjects(diagram, {
          ids: selectionOf(context),
          dx: dx * metres,
          dy: dy * metres,
          frameIndex: context.store.getState().ui.frameIndex,
        }),
      );
  return [
    {
      name,
      label,
      group: "Arrange",
      bindings: [key],
      isAvailable: hasEditableSelection,
      perform: move(NUDGE_METRES),
      help: { section: "Arranging", text: msg`Nudge the selection half a metre` },
    },
    {
      name: `${name}-far`,
      label: furtherLabel,
      group: "Arrange",
      bindings: [`Shift+${key}`],
      isAvailable: hasEditableSelection,
      perform: move(BIG_NUDGE_METRES),
      help: { section: "Arranging", text: msg`Nudge the selection five metres` },
    },
  ];
}

/** Arrow keys with Alt move a selected line's far end, so a line can be drawn between two points without a pointer. */
function lineEndNudge(
  name: string,
  label: MessageDescriptor,
  furtherLabel: MessageDescriptor,
  key: string,
  dx: number,
  dy: number,
): EditorAction[] {
  const move =
    (metres: number): EditorAction["perform"] =>
    (context) =>
      record(context, (diagram) => moveLineEnds(diagram, selectionOf(context), dx * metres, dy * metres));
  const available = (state: EditorState) => isEditable(state) && hasLine(state.diagram, state.ui.selection);
  return [
    {
      name,
      label,
      group: "Arrange",
      bindings: [`Alt+${key}`],
      isAvailable: available,
      perform: move(NUDGE_METRES),
      help: {
        section: "Arranging",
        text: msg`Move the end of a selected line half a metre, to draw it between two points`,
      },
    },
    {
      name: `${name}-far`,
      label: furtherLabel,
      group: "Arrange",
      bindings: [`Alt+Shift+${key}`],
      isAvailable: available,
      perform: move(BIG_NUDGE_METRES),
      help: { section: "Arranging", text: msg`Move the end of a selected line five metres` },
    },
  ];
}

function selectNext(context: ActionContext, step: 1 | -1) {
  const { diagram, ui } = context.store.getState();
  const id = nextObjectToSelect(diagram, ui.selection, step, { wraps: true });
  if (id) setUi(context, { selection: [id] });
}

/**
 * The armed tool's item, put in the middle of what the pitch shows: the keyboard's way to place what a
 * tap on the pitch would (a line lies there at its catalogue length, ready for its end to be moved).
 */
function placeInView(context: ActionContext) {
  const state = context.store.getState();
  const { diagram, ui } = state;
  const { tool } = ui;
  if (tool.kind !== "place") return;
  const visible = visibleViewBox(ui.view, pitchViewBox(viewPitchOf(state)));
  const centre = toPitchPoint(viewPitchOf(state), {
    x: visible.minX + visible.width / 2,
    y: visible.minY + visible.height / 2,
  });
  placeObject(context.store, createObjectAt(diagram, tool.item, centre, tool.team));
}

function reorder(
  name: string,
  label: MessageDescriptor,
  help: MessageDescriptor,
  to: ReorderDirection,
  binding: KeyBinding,
): EditorAction {
  return {
    name,
    label,
    group: "Arrange",
    bindings: [binding],
    help: { section: "Arranging", text: help },
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
  const formation = id;
  return {
    name: `formation-${team}-${id}`,
    label: team === "home" ? msg`Home team: ${formation}` : msg`Away team: ${formation}`,
    group: "Formations",
    bindings: [team === "home" ? key : `Shift+${key}`],
    help: {
      section: "Animation and formations",
      text:
        team === "home"
          ? msg`Line up the home team: 4-4-2, 4-3-3, 4-2-3-1, 3-5-2, 5-3-2, 7-a-side, 9-a-side`
          : msg`Line up the away team in the same shapes`,
    },
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
  setUi(context, { view: zoomView(state.ui.view, pitchViewBox(viewPitchOf(state)), factor) });
}
const isZoomedIn = (state: EditorState) => state.ui.view.zoom > 1;

function frameStep(context: ActionContext, step: number) {
  const { diagram, ui } = context.store.getState();
  const last = Math.max(0, diagram.frames.length - 1);
  const frameIndex = Math.min(last, Math.max(0, ui.frameIndex + step));
  setUi(context, { frameIndex, playback: { ...ui.playback, isPlaying: false } });
}

/** Every editor action, in the order menus list them. */
export const EDITOR_ACTIONS: readonly EditorAction[] = [
  {
    name: "select-tool",
    label: msg`Select and move`,
    group: "Tools",
    bindings: ["V"],
    help: { section: "Tools", text: msg`Select and move` },
    isAvailable: always,
    perform: (c) => setUi(c, { tool: { kind: "select" } }),
  },
  placeTool("place-home-player", msg`Home player`, msg`Add a home player`, "player", ["P"], "home"),
  placeTool("place-away-player", msg`Away player`, msg`Add an away player`, "player", ["Shift+P"], "away"),
  placeTool("place-ball", CATALOGUE_NAMES.ball, msg`Add a ball`, "ball", ["B"]),
  placeTool("place-cone", CATALOGUE_NAMES.cone, msg`Add a cone`, "cone", ["C"]),
  placeTool("draw-pass", CATALOGUE_NAMES.pass, msg`Draw a pass`, "pass", ["A"]),
  placeTool("draw-run", CATALOGUE_NAMES.run, msg`Draw a run`, "run", ["R"]),
  placeTool("draw-dribble", CATALOGUE_NAMES.dribble, msg`Draw a dribble`, "dribble", ["D"]),
  placeTool("draw-shot", CATALOGUE_NAMES.shot, msg`Draw a shot`, "shot", ["S"]),
  placeTool(
    "draw-area",
    msg({ message: "Area", context: "editor tool: draws an area" }),
    msg`Draw an area`,
    "rectangle",
    ["Z"],
  ),
  placeTool("place-text", CATALOGUE_NAMES.text, msg`Add text`, "text", ["T"]),
  {
    name: "place-in-view",
    label: msg`Place the tool's item in the middle of the pitch`,
    group: "Tools",
    bindings: ["Enter"],
    help: {
      section: "Tools",
      text: msg`Put the chosen tool's item in the middle of the pitch (on the catalogue, Enter drops the item there)`,
    },
    isAvailable: (state) => isEditable(state) && state.ui.tool.kind === "place",
    perform: placeInView,
  },
  {
    name: "undo",
    label: msg`Undo`,
    group: "Edit",
    bindings: ["Mod+Z"],
    help: { section: "Editing", text: msg`Undo` },
    isAvailable: (state) => state.history.past.length > 0,
    perform: (c) => c.store.dispatch({ type: "undo" }),
  },
  {
    name: "redo",
    label: msg`Redo`,
    group: "Edit",
    bindings: ["Mod+Shift+Z", "Mod+Y"],
    help: { section: "Editing", text: msg`Redo` },
    isAvailable: (state) => state.history.future.length > 0,
    perform: (c) => c.store.dispatch({ type: "redo" }),
  },
  {
    name: "delete",
    label: msg`Delete`,
    group: "Edit",
    bindings: ["Delete", "Backspace"],
    help: { section: "Editing", text: msg`Delete the selection` },
    isAvailable: hasEditableSelection,
    perform: (c) => record(c, (diagram) => deleteObjects(diagram, { ids: selectionOf(c) })),
  },
  {
    name: "duplicate",
    label: msg`Duplicate`,
    group: "Edit",
    bindings: ["Mod+D"],
    help: { section: "Editing", text: msg`Duplicate the selection` },
    isAvailable: hasEditableSelection,
    perform: (c) => {
      let ids: string[] = [];
      record(c, (diagram) => {
        const result = duplicateObjects(diagram, { ids: selectionOf(c) });
        ids = result.ids;
        return result.diagram;
      });
      setUi(c, { selection: ids });
    },
  },
  {
    name: "copy",
    label: msg`Copy`,
    group: "Edit",
    bindings: ["Mod+C"],
    help: { section: "Editing", text: msg`Copy the selection` },
    isAvailable: hasSelection,
    perform: (c) => setUi(c, { clipboard: selectedObjects(c) }),
  },
  {
    name: "cut",
    label: msg`Cut`,
    group: "Edit",
    bindings: ["Mod+X"],
    help: { section: "Editing", text: msg`Cut the selection` },
    isAvailable: hasEditableSelection,
    perform: (c) => {
      setUi(c, { clipboard: selectedObjects(c) });
      record(c, (current) => deleteObjects(current, { ids: selectionOf(c) }));
    },
  },
  {
    name: "paste",
    label: msg`Paste`,
    group: "Edit",
    bindings: ["Mod+V"],
    help: { section: "Editing", text: msg`Paste` },
    isAvailable: (state) => state.ui.clipboard.length > 0 && isEditable(state),
    perform: (c) => {
      const copies = pasteCopies(c.store.getState().ui.clipboard);
      record(c, (diagram) => addObjects(diagram, copies));
      // The next paste lands further along, like repeated pastes in any drawing tool.
      setUi(c, { clipboard: copies, selection: copies.map((copy) => copy.id) });
    },
  },
  {
    name: "select-all",
    label: msg`Select all`,
    group: "Edit",
    bindings: ["Mod+A"],
    help: { section: "Editing", text: msg`Select everything` },
    isAvailable: always,
    perform: (c) => {
      const { diagram } = c.store.getState();
      setUi(c, {
        selection: Object.values(diagram.objects)
          .filter((o) => !o.hidden)
          .map((o) => o.id),
      });
    },
  },
  {
    name: "select-next",
    label: msg`Select the next object`,
    group: "Edit",
    bindings: ["N"],
    help: {
      section: "Editing",
      text: msg`Select the next or previous object (on the pitch, Tab and Shift+Tab do the same)`,
    },
    isAvailable: isEditable,
    perform: (c) => selectNext(c, 1),
  },
  {
    name: "select-previous",
    label: msg`Select the previous object`,
    group: "Edit",
    bindings: ["Shift+N"],
    help: {
      section: "Editing",
      text: msg`Select the next or previous object (on the pitch, Tab and Shift+Tab do the same)`,
    },
    isAvailable: isEditable,
    perform: (c) => selectNext(c, -1),
  },
  {
    name: "escape",
    label: msg`Cancel / leave full screen / clear selection`,
    group: "Edit",
    bindings: ["Escape"],
    help: { section: "Editing", text: msg`Cancel a drag, leave full screen, leave a tool, or clear the selection` },
    isAvailable: always,
    perform: (c) => {
      if (c.controller.cancel()) return;
      if (c.isFullScreen()) return c.setFullScreen(false);
      const { ui } = c.store.getState();
      if (ui.tool.kind !== "select") setUi(c, { tool: { kind: "select" } });
      else setUi(c, { selection: [] });
    },
  },
  ...nudge("nudge-left", msg`Nudge left`, msg`Nudge left further`, "ArrowLeft", -1, 0),
  ...nudge("nudge-right", msg`Nudge right`, msg`Nudge right further`, "ArrowRight", 1, 0),
  ...nudge("nudge-up", msg`Nudge up`, msg`Nudge up further`, "ArrowUp", 0, -1),
  ...nudge("nudge-down", msg`Nudge down`, msg`Nudge down further`, "ArrowDown", 0, 1),
  ...lineEndNudge("line-end-left", msg`Move line end left`, msg`Move line end left further`, "ArrowLeft", -1, 0),
  ...lineEndNudge("line-end-right", msg`Move line end right`, msg`Move line end right further`, "ArrowRight", 1, 0),
  ...lineEndNudge("line-end-up", msg`Move line end up`, msg`Move line end up further`, "ArrowUp", 0, -1),
  ...lineEndNudge("line-end-down", msg`Move line end down`, msg`Move line end down further`, "ArrowDown", 0, 1),
  {
    name: "rotate-left",
    label: msg`Rotate left 15°`,
    group: "Arrange",
    bindings: ["Q"],
    help: { section: "Arranging", text: msg`Rotate the selection 15° left or right` },
    isAvailable: hasEditableSelection,
    perform: (c) =>
      record(c, (d) =>
        rotateObjects(d, {
          ids: selectionOf(c),
          by: -ROTATE_STEP_DEGREES,
          frameIndex: c.store.getState().ui.frameIndex,
        }),
      ),
  },
  {
    name: "rotate-right",
    label: msg`Rotate right 15°`,
    group: "Arrange",
    bindings: ["E"],
    help: { section: "Arranging", text: msg`Rotate the selection 15° left or right` },
    isAvailable: hasEditableSelection,
    perform: (c) =>
      record(c, (d) =>
        rotateObjects(d, {
          ids: selectionOf(c),
          by: ROTATE_STEP_DEGREES,
          frameIndex: c.store.getState().ui.frameIndex,
        }),
      ),
  },
  reorder("bring-forward", msg`Bring forward`, msg`Bring forward, send backward`, "forward", "]"),
  reorder("send-backward", msg`Send backward`, msg`Bring forward, send backward`, "backward", "["),
  reorder("bring-to-front", msg`Bring to front`, msg`Bring to front, send to back`, "front", "Shift+]"),
  reorder("send-to-back", msg`Send to back`, msg`Bring to front, send to back`, "back", "Shift+["),
  {
    name: "toggle-lock",
    label: msg`Lock / unlock`,
    group: "Arrange",
    bindings: ["Mod+L"],
    help: { section: "Arranging", text: msg`Lock or unlock the selection` },
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
    label: msg`Attach ball to player`,
    group: "Arrange",
    bindings: [],
    isAvailable: ({ diagram, ui }) => {
      const selected = ui.selection.map((id) => diagram.objects[id]);
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
    label: msg`Snap to grid`,
    group: "View",
    bindings: ["G"],
    help: { section: "Arranging", text: msg`Snap to the grid on or off` },
    isAvailable: always,
    perform: (c) => setUi(c, { isSnappingToGrid: !c.store.getState().ui.isSnappingToGrid }),
  },
  {
    name: "zoom-in",
    label: msg`Zoom in`,
    group: "View",
    bindings: ["=", "Plus"],
    help: { section: "View", text: msg`Zoom in (the mouse wheel and a pinch zoom around the pointer)` },
    isAvailable: (state) => state.ui.view.zoom < MAX_ZOOM,
    perform: (c) => zoomBy(c, ZOOM_STEP),
  },
  {
    name: "zoom-out",
    label: msg`Zoom out`,
    group: "View",
    bindings: ["-"],
    help: { section: "View", text: msg`Zoom out` },
    isAvailable: isZoomedIn,
    perform: (c) => zoomBy(c, 1 / ZOOM_STEP),
  },
  {
    name: "zoom-to-fit",
    label: msg`Fit the pitch`,
    group: "View",
    bindings: ["0"],
    help: { section: "View", text: msg`Fit the whole pitch in view` },
    isAvailable: isZoomedIn,
    perform: (c) => setUi(c, { view: FIT_VIEW }),
  },
  {
    name: "toggle-full-screen",
    label: msg`Full screen`,
    group: "View",
    bindings: ["Shift+F"],
    help: { section: "View", text: msg`Full screen on or off, to project the board or coach from a tablet` },
    isAvailable: always,
    perform: (c) => c.setFullScreen(!c.isFullScreen()),
  },
  {
    name: "add-frame",
    label: msg`Add frame`,
    group: "Animation",
    bindings: ["F"],
    help: { section: "Animation and formations", text: msg`Add a frame after the current one` },
    isAvailable: isEditable,
    perform: (c) => {
      const { ui } = c.store.getState();
      record(c, (d) => addFrame(d, { afterIndex: ui.frameIndex }));
      setUi(c, { frameIndex: ui.frameIndex + 1 });
    },
  },
  {
    name: "play-pause",
    label: msg`Play / pause`,
    group: "Animation",
    bindings: [" "],
    help: { section: "Animation and formations", text: msg`Play or pause` },
    isAvailable: (state) => animationDuration(state.diagram) > 0,
    perform: (c) => {
      const { ui } = c.store.getState();
      setUi(c, { playback: { ...ui.playback, isPlaying: !ui.playback.isPlaying }, selection: [] });
    },
  },
  {
    name: "previous-frame",
    label: msg`Previous frame`,
    group: "Animation",
    bindings: [","],
    help: { section: "Animation and formations", text: msg`Previous or next frame` },
    isAvailable: always,
    perform: (c) => frameStep(c, -1),
  },
  {
    name: "next-frame",
    label: msg`Next frame`,
    group: "Animation",
    bindings: ["."],
    help: { section: "Animation and formations", text: msg`Previous or next frame` },
    isAvailable: always,
    perform: (c) => frameStep(c, 1),
  },
  {
    name: "present",
    label: msg({ message: "Present", context: "show the frames as a presentation" }),
    group: "Animation",
    // "P" places a player; Ctrl/Cmd+Enter is how slide tools start presenting, and F5 what a presentation
    // clicker's start button sends (it reloads the page as usual when there is nothing to present).
    bindings: ["Mod+Enter", "F5", "Shift+F5"],
    help: {
      section: "Animation and formations",
      text: msg`Present the frames one at a time with their captions (arrow keys, Page Up/Down, a clicker or a swipe step; Escape ends)`,
    },
    isAvailable: (state) => state.diagram.frames.length >= 2,
    perform: (c) => {
      const { ui } = c.store.getState();
      setUi(c, { isPresenting: true, playback: { ...ui.playback, isPlaying: false } });
    },
  },
  ...FORMATION_IDS.map((id, index) => formationAction(id, index, "home")),
  ...FORMATION_IDS.map((id, index) => formationAction(id, index, "away")),
  {
    name: "command-palette",
    label: msg`Find an action`,
    group: "View",
    bindings: ["Mod+K"],
    help: { section: "Other", text: msg`Find any action by name (command palette)` },
    isAvailable: always,
    perform: (c) => c.openCommandPalette(),
  },
];

export function findAction(name: string): EditorAction {
  const action = EDITOR_ACTIONS.find((candidate) => candidate.name === name);
  if (!action) throw new Error(`No editor action "${name}"`);
  return action;
}
