import { addFrame, createDiagram, setFrameCaption } from "@touchline/diagram";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { stubEditorDomApis } from "../../test/stub-editor-dom-apis.ts";
import { createEditorStore } from "../store/editor-store.ts";
import { PitchEditor } from "./pitch-editor.tsx";

beforeAll(stubEditorDomApis);

function threeFrames() {
  return createEditorStore(addFrame(addFrame(createDiagram())));
}

/** The caption is typed in the Animation options panel: opens it when it is closed. */
async function captionField(user: ReturnType<typeof userEvent.setup>) {
  const field = screen.queryByRole("textbox", { name: "Caption" });
  if (field) return field;
  await user.click(screen.getByRole("button", { name: "Animation options" }));
  return screen.findByRole("textbox", { name: "Caption" });
}

// Typing a sentence key by key through the whole editor takes seconds on a busy machine.
describe("FrameCaptionField", { timeout: 20_000 }, () => {
  it("commits what was typed as one undo step when it loses focus, and no letter is a shortcut", async () => {
    const user = userEvent.setup();
    const store = threeFrames();
    render(<PitchEditor store={store} />);
    const field = await captionField(user);
    // "P", "B", "C" and "T" arm tools, "F" adds a frame, Space plays: none may fire while typing.
    await user.type(field, "  Press, block the centre. Then win it fast ");
    expect(store.getState().history.past).toHaveLength(0);
    expect(store.getState().ui.tool).toEqual({ kind: "select" });
    expect(store.getState().ui.playback.isPlaying).toBe(false);
    await user.tab();
    const { diagram, history } = store.getState();
    expect(diagram.frames).toHaveLength(3);
    expect(diagram.frames[0]?.caption).toBe("Press, block the centre. Then win it fast");
    expect(history.past).toHaveLength(1);
    expect(Object.keys(diagram.objects)).toHaveLength(0);
    expect(field).toHaveValue("Press, block the centre. Then win it fast");

    await user.click(screen.getByRole("button", { name: "Undo" }));
    expect(store.getState().diagram.frames[0]).not.toHaveProperty("caption");
    expect(await captionField(user)).toHaveValue("");
  });

  it("commits on Enter, reverts on Escape, and follows the current frame", async () => {
    const user = userEvent.setup();
    const store = threeFrames();
    render(<PitchEditor store={store} />);
    await user.click(screen.getByRole("button", { name: "Frame 2" }));
    const field = await captionField(user);
    await user.type(field, "Win the ball{Enter}");
    expect(store.getState().diagram.frames[1]?.caption).toBe("Win the ball");
    expect(store.getState().history.past).toHaveLength(1);

    await user.clear(field);
    await user.type(field, "Something else{Escape}");
    expect(field).toHaveValue("Win the ball");
    await user.tab();
    expect(store.getState().history.past).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Frame 3" }));
    expect(await captionField(user)).toHaveValue("");
    await user.click(screen.getByRole("button", { name: "Frame 2" }));
    expect(await captionField(user)).toHaveValue("Win the ball");
  });

  it("keeps what was typed when a press elsewhere closes the panel", async () => {
    const user = userEvent.setup();
    const store = threeFrames();
    render(<PitchEditor store={store} />);
    await user.type(await captionField(user), "Press high");
    await user.click(screen.getByRole("button", { name: "Frame 2" }));
    expect(store.getState().diagram.frames[0]?.caption).toBe("Press high");
    expect(store.getState().history.past).toHaveLength(1);
  });

  it("clears a caption when emptied, and is shown over the pitch on its frame", async () => {
    const user = userEvent.setup();
    const store = createEditorStore(setFrameCaption(addFrame(createDiagram()), { frameIndex: 0, caption: "Press" }));
    render(<PitchEditor store={store} />);
    expect(screen.getByText("Press", { selector: "p" })).toBeVisible();
    const field = await captionField(user);
    await user.clear(field);
    await user.tab();
    expect(store.getState().diagram.frames[0]).not.toHaveProperty("caption");
    expect(screen.queryByText("Press", { selector: "p" })).toBeNull();
  });

  it("has no frame to caption on a still drawing", async () => {
    const user = userEvent.setup();
    render(<PitchEditor store={createEditorStore(createDiagram())} />);
    expect(await captionField(user)).toBeDisabled();
  });
});
