import { addObject, createObject, type Diagram } from "@touchline/diagram";
import { describe, expect, it } from "vitest";
import { committedDiagram, type EditorStore } from "../../../editor/store/editor-store.ts";
import { createDocumentStore, recordStep, redoStep, startHistory, undoStep } from "./document-store.ts";
import {
  addDrill,
  editFields,
  moveDrill,
  newDrill,
  newSessionDocument,
  removeDrill,
  type SessionDocument,
  sessionDrawings,
} from "./session-document.ts";

describe("document history", () => {
  it("undoes and redoes whole steps, and a new step drops what was undone", () => {
    let history = startHistory("a");
    history = recordStep(history, "ab");
    history = recordStep(history, "abc");
    history = undoStep(history);
    expect(history.document).toBe("ab");
    history = redoStep(history);
    expect(history.document).toBe("abc");
    history = recordStep(undoStep(history), "abd");
    expect(history).toMatchObject({ document: "abd", past: ["a", "ab"], future: [] });
    expect(redoStep(history)).toBe(history);
    expect(undoStep(startHistory("a"))).toEqual(startHistory("a"));
    expect(recordStep(history, "abd")).toBe(history);
  });

  it("joins changes of the same field into one step, until something else happens", () => {
    let history = startHistory("");
    for (const text of ["T", "Tu", "Tue"]) history = recordStep(history, text, "title");
    expect(history.past).toEqual([""]);
    history = recordStep(history, "Tue!", "theme");
    expect(history.past).toEqual(["", "Tue"]);
    history = undoStep(history);
    history = recordStep(history, "Tues", "title");
    expect(history.past).toEqual(["", "Tue"]);
  });
});

const cone = (id: string) => (diagram: Diagram) => addObject(diagram, createObject("cone", { id, x: 10, y: 10 }));
const conesIn = (diagram: Diagram | undefined) => Object.keys(diagram?.objects ?? {});
const shown = (store: EditorStore) => conesIn(committedDiagram(store.getState()));

/** A session of two drills, "one" and "two", in a document store. */
function twoDrillSession() {
  const document = addDrill(
    { ...newSessionDocument(), blocks: [newDrill("One", "one")] } satisfies SessionDocument,
    newDrill("Two", "two"),
  );
  return createDocumentStore(document, sessionDrawings);
}

describe("a session's document store", () => {
  it("keeps each drawing an editor commits, and undoes across drawings in reverse order", () => {
    const session = twoDrillSession();
    const one = session.storeOf("one");
    const two = session.storeOf("two");
    one.dispatch({ type: "apply", command: cone("c1") });
    two.dispatch({ type: "apply", command: cone("c2") });
    const drawing = (key: string) => conesIn(sessionDrawings.get(session.getState().document, key));
    expect([drawing("one"), drawing("two")]).toEqual([["c1"], ["c2"]]);
    // The second editor's Undo is the session's: both steps, the last one first.
    expect(two.getState().history.past).toHaveLength(2);
    two.dispatch({ type: "undo" });
    expect([drawing("one"), drawing("two"), shown(two)]).toEqual([["c1"], [], []]);
    two.dispatch({ type: "undo" });
    expect([drawing("one"), shown(one)]).toEqual([[], []]);
    expect(two.getState().history).toMatchObject({ past: [], future: [{}, {}] });
    one.dispatch({ type: "redo" });
    expect([shown(one), shown(two)]).toEqual([["c1"], []]);
  });

  it("shows each editor the session's steps as they changed its drawing", () => {
    const session = twoDrillSession();
    const one = session.storeOf("one");
    one.dispatch({ type: "apply", command: cone("c1") });
    session.apply((document) => editFields(document, { title: "T" }));
    const [drawn, titled] = one.getState().history.past;
    expect([conesIn(drawn!.before), conesIn(drawn!.after)]).toEqual([[], ["c1"]]);
    expect(titled!.before).toBe(titled!.after);
  });

  it("undoes adding, moving and removing drills", () => {
    const session = twoDrillSession();
    const ids = () => session.getState().document.blocks.map((block) => block.id);
    session.apply((document) => addDrill(document, newDrill("Three", "three")));
    session.apply((document) => moveDrill(document, "three", 0));
    session.apply((document) => removeDrill(document, "one"));
    expect(ids()).toEqual(["three", "two"]);
    session.undo();
    expect(ids()).toEqual(["three", "one", "two"]);
    session.undo();
    expect(ids()).toEqual(["one", "two", "three"]);
    session.undo();
    expect(ids()).toEqual(["one", "two"]);
    session.redo();
    expect(ids()).toEqual(["one", "two", "three"]);
  });

  it("releases a removed drill's editor store, and undoing the removal makes it a new one", () => {
    const session = twoDrillSession();
    const one = session.storeOf("one");
    one.dispatch({ type: "apply", command: cone("c1") });
    session.apply((document) => removeDrill(document, "one"));
    expect(session.liveKeys()).toEqual([]);
    // The released store no longer writes into the session.
    one.dispatch({ type: "apply", command: cone("c9") });
    expect(session.getState().document.blocks.map((block) => block.id)).toEqual(["two"]);
    expect(() => session.storeOf("one")).toThrow(/No drawing/);

    session.undo();
    const again = session.storeOf("one");
    expect(again).not.toBe(one);
    expect(shown(again)).toEqual(["c1"]);
  });

  it("gives an open editor the drawing a restored document has under its key", () => {
    const session = twoDrillSession();
    const one = session.storeOf("one");
    const restored = sessionDrawings.set(session.getState().document, "one", cone("c7")(newDrill().diagram));
    session.apply(() => restored);
    expect(shown(one)).toEqual(["c7"]);
    session.undo();
    expect(shown(one)).toEqual([]);
  });

  it("waits for a gesture under way to end before undoing", () => {
    const session = twoDrillSession();
    const one = session.storeOf("one");
    one.dispatch({ type: "apply", command: cone("c1") });
    one.dispatch({ type: "beginGesture" });
    session.undo();
    expect(conesIn(sessionDrawings.get(session.getState().document, "one"))).toEqual(["c1"]);
    one.dispatch({ type: "cancelGesture" });
    session.undo();
    expect(conesIn(sessionDrawings.get(session.getState().document, "one"))).toEqual([]);
  });
});
