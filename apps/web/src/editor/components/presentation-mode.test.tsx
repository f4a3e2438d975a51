import { addFrame, addObjects, createDiagram, createObject, setFrameCaption, setPose } from "@touchline/diagram";
import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { stubEditorDomApis } from "../../test/stub-editor-dom-apis.ts";
import { createEditorStore } from "../store/editor-store.ts";
import { PitchEditor } from "./pitch-editor.tsx";

beforeAll(stubEditorDomApis);

/** A player who moves in frames 2 and 3; captions on frames 1 to 3. */
function captionedDrill() {
  const player = createObject("player", { id: "p1", x: 20, y: 20 });
  let diagram = addFrame(addFrame(addObjects(createDiagram(), [player])));
  diagram = setPose(diagram, { frameIndex: 1, id: "p1", x: 40, y: 30 });
  diagram = setPose(diagram, { frameIndex: 2, id: "p1", x: 60, y: 20 });
  ["Press", "Win the ball", "Counter"].forEach((caption, frameIndex) => {
    diagram = setFrameCaption(diagram, { frameIndex, caption });
  });
  return createEditorStore(diagram);
}

async function openPresentation() {
  const user = userEvent.setup();
  const store = captionedDrill();
  render(<PitchEditor store={store} />);
  const present = screen.getByRole("button", { name: "Present" });
  await user.click(present);
  // The presentation loads on first use.
  const dialog = await screen.findByRole("dialog", { name: "Presentation" }, { timeout: 5000 });
  return { user, store, present, dialog };
}

const shownCaption = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll("p[aria-hidden]")].find((p) => !p.classList.contains("invisible"))?.textContent;

// Each story drives the whole editor through a dozen key presses and loads the presentation on first use:
// seconds on a busy machine, more than vitest's default 5 s.
describe("PresentationMode", { timeout: 20_000 }, () => {
  it("steps with the keys a keyboard and a clicker send, and shows the frame's caption", async () => {
    const { user, dialog, store } = await openPresentation();
    expect(within(dialog).getByText("Frame 1 of 3")).toBeInTheDocument();
    expect(shownCaption(dialog)).toBe("Press");
    expect(dialog).toHaveFocus();

    await user.keyboard("{ArrowRight}");
    expect(within(dialog).getByText("Frame 2 of 3")).toBeInTheDocument();
    expect(shownCaption(dialog)).toBe("Win the ball");
    await user.keyboard("{PageDown}");
    expect(within(dialog).getByText("Frame 3 of 3")).toBeInTheDocument();
    expect(shownCaption(dialog)).toBe("Counter");
    await user.keyboard("{ArrowRight}");
    expect(within(dialog).getByText("Frame 3 of 3")).toBeInTheDocument();
    await user.keyboard("{PageUp}");
    expect(within(dialog).getByText("Frame 2 of 3")).toBeInTheDocument();
    await user.keyboard("{ArrowUp}");
    expect(within(dialog).getByText("Frame 1 of 3")).toBeInTheDocument();
    await user.keyboard("{End}");
    expect(within(dialog).getByText("Frame 3 of 3")).toBeInTheDocument();
    await user.keyboard("{Home}");
    expect(within(dialog).getByText("Frame 1 of 3")).toBeInTheDocument();
    await user.keyboard("{ArrowDown}");
    await user.keyboard(" ");
    expect(within(dialog).getByText("Frame 3 of 3")).toBeInTheDocument();
    await user.keyboard("{ArrowLeft}");
    expect(within(dialog).getByText("Frame 2 of 3")).toBeInTheDocument();

    // The editor's own shortcuts are asleep: nothing was nudged, armed or added meanwhile.
    expect(store.getState().history.past).toHaveLength(0);
    expect(store.getState().ui.tool).toEqual({ kind: "select" });
  });

  it("blanks the screen with B or '.', as a clicker's blank button does", async () => {
    const { user, dialog } = await openPresentation();
    await user.keyboard("b");
    expect(within(dialog).getByText("Screen blanked")).toBeInTheDocument();
    await user.keyboard(".");
    expect(within(dialog).queryByText("Screen blanked")).toBeNull();
    expect(within(dialog).getByText("Frame 1 of 3: Press")).toBeInTheDocument();
  });

  it("steps with its buttons and a sideways swipe", async () => {
    const { user, dialog } = await openPresentation();
    await user.click(within(dialog).getByRole("button", { name: "Next" }));
    expect(within(dialog).getByText("Frame 2 of 3")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Previous" }));
    expect(within(dialog).getByText("Frame 1 of 3")).toBeInTheDocument();

    const swipe = (fromX: number, toX: number) => {
      fireEvent.pointerDown(dialog, {
        pointerId: 7,
        pointerType: "touch",
        isPrimary: true,
        clientX: fromX,
        clientY: 300,
      });
      fireEvent.pointerUp(dialog, { pointerId: 7, pointerType: "touch", isPrimary: true, clientX: toX, clientY: 310 });
    };
    swipe(600, 400);
    expect(within(dialog).getByText("Frame 2 of 3")).toBeInTheDocument();
    swipe(400, 380);
    expect(within(dialog).getByText("Frame 2 of 3")).toBeInTheDocument();
    swipe(300, 500);
    expect(within(dialog).getByText("Frame 1 of 3")).toBeInTheDocument();
  });

  it("closes on Escape, gives focus back to Present and leaves the editor on the frame shown last", async () => {
    const { user, dialog, present, store } = await openPresentation();
    await user.keyboard("{ArrowRight}");
    await user.keyboard("{Escape}");
    expect(dialog).not.toBeInTheDocument();
    await expect.poll(() => document.activeElement).toBe(present);
    expect(store.getState().ui.isPresenting).toBe(false);
    expect(store.getState().ui.frameIndex).toBe(1);
  });

  it("is offered from two frames on, and opens with Ctrl+Enter or a clicker's F5", async () => {
    const user = userEvent.setup();
    const store = createEditorStore(addFrame(createDiagram()));
    render(<PitchEditor store={store} />);
    const present = screen.getByRole("button", { name: "Present" });
    expect(present).toBeEnabled();
    const pitch = screen.getByRole("application", { name: /pitch/i });
    pitch.focus();
    await user.keyboard("{Control>}{Enter}{/Control}");
    const dialog = await screen.findByRole("dialog", { name: "Presentation" });
    // A clicker's start/stop button sends F5, then Escape: F5 again inside is not a reload.
    expect(fireEvent.keyDown(dialog, { key: "F5" })).toBe(false);
    await user.keyboard("{Escape}");
    expect(dialog).not.toBeInTheDocument();
    await expect.poll(() => document.activeElement).toBe(pitch);
    await user.keyboard("{F5}");
    expect(await screen.findByRole("dialog", { name: "Presentation" })).toBeInTheDocument();
  });
});
