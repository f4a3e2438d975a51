import { addObjects, createDiagram, createObject } from "@touchline/diagram";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stubEditorDomApis } from "../../test/stub-editor-dom-apis.ts";
import { createEditorStore } from "../store/editor-store.ts";
import { PitchEditor } from "./pitch-editor.tsx";

beforeAll(() => {
  stubEditorDomApis();
  // jsdom lays nothing out: the pitch gets the size of a full pitch's view box at 10 px a metre, so a
  // double click on a token maps to the pitch.
  Object.defineProperty(SVGElement.prototype, "getBoundingClientRect", {
    configurable: true,
    value: () => ({ left: 0, top: 0, right: 1110, bottom: 740, width: 1110, height: 740, x: 0, y: 0 }),
  });
});

afterAll(() => {
  delete (SVGElement.prototype as { getBoundingClientRect?: unknown }).getBoundingClientRect;
});

function renderEditor(objects = [createObject("player", { id: "p", x: 30, y: 20, props: { label: "7" } })]) {
  const store = createEditorStore(addObjects(createDiagram(), objects), { freezeDocuments: true });
  render(<PitchEditor store={store} />);
  const pitch = screen.getByRole("application", { name: /pitch/i });
  const textOf = (id: string) => {
    const object = store.getState().diagram.objects[id];
    return object?.kind === "text" ? object.text : undefined;
  };
  return { store, pitch, textOf };
}

describe("typing on the pitch", () => {
  it("opens a placed text in a field on the pitch, its placeholder selected, and keeps what is typed on Enter", async () => {
    const user = userEvent.setup();
    const { store, pitch, textOf } = renderEditor();
    pitch.focus();
    await user.keyboard("t{Enter}");
    const field = await screen.findByRole("textbox", { name: "Text on the pitch" });
    expect(field).toHaveFocus();
    expect(field).toHaveValue("Text");
    expect([(field as HTMLTextAreaElement).selectionStart, (field as HTMLTextAreaElement).selectionEnd]).toEqual([
      0, 4,
    ]);
    // Keys that are shortcuts elsewhere ("1" a whole team, "e" a rotation, "s" the Shot tool) are letters here.
    await user.keyboard("Press 1{Enter}");
    expect(screen.queryByRole("textbox", { name: "Text on the pitch" })).not.toBeInTheDocument();
    const id = store.getState().ui.selection[0]!;
    expect(textOf(id)).toBe("Press 1");
    expect(Object.keys(store.getState().diagram.objects)).toHaveLength(2);
    expect(store.getState().ui.tool).toEqual({ kind: "select" });
    expect(pitch).toHaveFocus();
    await user.keyboard("{Control>}z{/Control}");
    expect(textOf(id)).toBe("Text");
  });

  it("ends the edit as typed when focus leaves the field", async () => {
    const user = userEvent.setup();
    const { store, pitch, textOf } = renderEditor();
    pitch.focus();
    await user.keyboard("t{Enter}");
    const id = store.getState().ui.textEdit!.id;
    await user.keyboard("Line one{Shift>}{Enter}{/Shift}two");
    await user.click(screen.getByRole("button", { name: "Undo" }));
    // The click outside ended the edit first (one step), then Undo took that step back.
    expect(textOf(id)).toBe("Text");
    await user.click(screen.getByRole("button", { name: "Redo" }));
    expect(textOf(id)).toBe("Line one\ntwo");
  });

  it("edits a player's number and name on a double click, as one step", async () => {
    const user = userEvent.setup();
    const { store, pitch } = renderEditor();
    const token = pitch.querySelector('[data-object-id="p"]')!;
    fireEvent.doubleClick(token);
    // The in-place editor's code loads on the first interaction: waited for, as a coach's click waits.
    const number = await screen.findByRole("textbox", { name: "Number on the pitch" });
    expect(number).toHaveFocus();
    expect(number).toHaveValue("7");
    expect(number).toHaveAttribute("maxLength", "3");
    await user.keyboard("10{Tab}Sam Kerr{Escape}");
    expect(store.getState().diagram.objects.p).toMatchObject({ label: "10", name: "Sam Kerr" });
    expect(store.getState().history.past).toHaveLength(1);
  });
});
