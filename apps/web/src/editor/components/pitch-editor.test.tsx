import { CATALOGUE, createDiagram } from "@touchline/diagram";
import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { useAppLayout } from "../../lib/app-layout.ts";
import { stubEditorDomApis } from "../../test/stub-editor-dom-apis.ts";
import { formationCommand } from "../actions/editor-actions.ts";
import { DiagramView } from "../canvas/diagram-view.tsx";
import {
  committedDiagram,
  createEditorStore,
  type EditorStore,
  subscribeToDiagram,
  useEditorState,
} from "../store/editor-store.ts";
import { EditorPageFrame } from "./editor-page-frame.tsx";
import { PitchEditor } from "./pitch-editor.tsx";

beforeAll(async () => {
  stubEditorDomApis();
  // The number keys below line a team up at once: the formations have loaded, as they have in the editor
  // by the time a coach reaches for one (see deferred-parts.ts; editor-interactions tests a press before).
  await formationCommand.load();
});

const playersIn = (element: Element) => element.querySelectorAll('[data-kind="player"], [data-kind="goalkeeper"]');

describe("PitchEditor", () => {
  it("exposes the public contract: a named pitch, palette buttons named after items, Undo and Redo", () => {
    render(<PitchEditor store={createEditorStore(createDiagram())} />);
    expect(screen.getByRole("application", { name: /pitch/i })).toBeInTheDocument();
    for (const entry of CATALOGUE) expect(screen.getByRole("button", { name: entry.label })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Undo" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Redo" })).toBeDisabled();
  });

  it("keyboard on the pitch places formations; Undo reverts; the page's store hears of each change", async () => {
    const store = createEditorStore(createDiagram());
    const onDiagram = vi.fn();
    subscribeToDiagram(store, onDiagram);
    const { container } = render(<PitchEditor store={store} />);
    const pitch = screen.getByRole("application", { name: /pitch/i });
    pitch.focus();
    fireEvent.keyDown(pitch, { key: "2", code: "Digit2" });
    expect(playersIn(container)).toHaveLength(11);
    expect(onDiagram).toHaveBeenCalledTimes(1);
    expect(Object.keys(store.getState().diagram.objects)).toHaveLength(11);
    await userEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(container.querySelectorAll("[data-object-id]")).toHaveLength(0);
  });

  it("shortcuts work after clicking the editor's own buttons: Ctrl+Z right after Redo, which disabled itself", async () => {
    const user = userEvent.setup();
    const store = createEditorStore(createDiagram());
    render(<PitchEditor store={store} />);
    const pitch = screen.getByRole("application", { name: /pitch/i });
    pitch.focus();
    fireEvent.keyDown(pitch, { key: "2", code: "Digit2" });
    await user.click(screen.getByRole("button", { name: "Undo" }));
    await user.click(screen.getByRole("button", { name: "Redo" }));
    expect(screen.getByRole("button", { name: "Redo" })).toBeDisabled();
    expect(playersIn(pitch)).toHaveLength(11);
    await user.keyboard("{Control>}z{/Control}");
    expect(playersIn(pitch)).toHaveLength(0);
    // Focus dropped to the page: the editor pressed last keeps the keyboard.
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    fireEvent.keyDown(document.body, { key: "z", code: "KeyZ", ctrlKey: true, shiftKey: true });
    expect(playersIn(pitch)).toHaveLength(11);
  });

  it("full screen: the button (or Shift+F) hides the site's navigation and puts the editor alone in the window; Escape leaves", async () => {
    const user = userEvent.setup();
    const layouts: boolean[] = [];
    function Shell() {
      layouts.push(useAppLayout().isFullScreen);
      return null;
    }
    render(
      <>
        <Shell />
        <PitchEditor store={createEditorStore(createDiagram())} />
      </>,
    );
    const button = screen.getByRole("button", { name: "Full screen" });
    expect(button).toHaveAttribute("aria-pressed", "false");
    await user.click(button);
    expect(button).toHaveAttribute("aria-pressed", "true");
    expect(layouts.at(-1)).toBe(true);
    expect(screen.getByRole("toolbar", { name: "Editor" }).closest(".fixed")).not.toBeNull();
    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(layouts.at(-1)).toBe(false);
    await user.keyboard("{Shift>}F{/Shift}");
    expect(layouts.at(-1)).toBe(true);
    await user.click(button);
    expect(layouts.at(-1)).toBe(false);
  });

  it("an editor that is the page (its frame) has the keyboard before the coach clicks anything; one inside a page does not", () => {
    const inPage = render(<PitchEditor store={createEditorStore(createDiagram())} />);
    fireEvent.keyDown(document.body, { key: "2", code: "Digit2" });
    expect(playersIn(inPage.container)).toHaveLength(0);
    inPage.unmount();

    const { container } = render(
      <EditorPageFrame>
        <PitchEditor store={createEditorStore(createDiagram())} />
      </EditorPageFrame>,
    );
    fireEvent.keyDown(document.body, { key: "2", code: "Digit2" });
    expect(playersIn(container)).toHaveLength(11);
  });

  it("a keyboard press on a palette item drops it in the middle of the pitch", () => {
    const { container } = render(<PitchEditor store={createEditorStore(createDiagram())} />);
    fireEvent.click(screen.getByRole("button", { name: "Cone" }), { detail: 0 });
    const cone = container.querySelector('[data-kind="cone"]');
    expect(cone?.getAttribute("transform")).toContain("translate(52.5 34)");
  });

  it("one store drives two views: the editor and a drawing beside it change together, and a load replaces both", async () => {
    const store = createEditorStore(createDiagram());
    function Page({ store }: { store: EditorStore }) {
      const diagram = useEditorState(store, committedDiagram);
      return (
        <>
          <PitchEditor store={store} />
          <DiagramView diagram={diagram} title="Preview of the board" />
        </>
      );
    }
    render(<Page store={store} />);
    const pitch = screen.getByRole("application", { name: /pitch/i });
    const preview = screen.getByRole("img", { name: "Preview of the board" });
    pitch.focus();
    fireEvent.keyDown(pitch, { key: "2", code: "Digit2" });
    expect(playersIn(pitch)).toHaveLength(11);
    expect(playersIn(preview)).toHaveLength(11);

    await userEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(playersIn(pitch)).toHaveLength(0);
    expect(playersIn(preview)).toHaveLength(0);

    await userEvent.click(screen.getByRole("button", { name: "Redo" }));
    act(() => store.dispatch({ type: "load", diagram: createDiagram({ template: "half" }) }));
    expect(playersIn(pitch)).toHaveLength(0);
    expect(playersIn(preview)).toHaveLength(0);
    expect(screen.getByRole("button", { name: "Undo" })).toBeDisabled();
  });
});
