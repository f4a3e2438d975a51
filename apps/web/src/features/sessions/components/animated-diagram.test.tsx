import { addFrame, addObjects, createDiagram, createObject, setFrameCaption } from "@touchline/diagram";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { stubEditorDomApis } from "../../../test/stub-editor-dom-apis.ts";
import { AnimatedDiagram } from "./animated-diagram.tsx";

beforeAll(stubEditorDomApis);

// The animation plays in real time (2 s here).
describe("AnimatedDiagram", { timeout: 20_000 }, () => {
  it("shows the caption of the frame being played over the drawing", async () => {
    let diagram = addFrame(addFrame(addObjects(createDiagram(), [createObject("player", { x: 20, y: 20 })])));
    diagram = setFrameCaption(diagram, { frameIndex: 0, caption: "Press" });
    diagram = setFrameCaption(diagram, { frameIndex: 2, caption: "Counter" });
    render(<AnimatedDiagram diagram={diagram} title="Rondo" />);
    // Drawn still at the first frame, its caption on screen, until the reader plays it; then it moves on.
    expect(screen.getByText("Press")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Play animation of Rondo" }));
    expect(await screen.findByText("Counter", {}, { timeout: 10_000 })).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Pause animation of Rondo" }));
  });

  it("plays one diagram of the page at a time: playing another pauses the first", async () => {
    const diagram = addFrame(addObjects(createDiagram(), [createObject("player", { x: 20, y: 20 })]));
    render(
      <>
        <AnimatedDiagram diagram={diagram} title="Rondo" />
        <AnimatedDiagram diagram={diagram} title="Overload" />
      </>,
    );
    expect(screen.getByRole("button", { name: "Play animation of Rondo" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Play animation of Overload" })).toBeVisible();

    await userEvent.click(screen.getByRole("button", { name: "Play animation of Rondo" }));
    expect(screen.getByRole("button", { name: "Pause animation of Rondo" })).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Play animation of Overload" }));
    expect(screen.getByRole("button", { name: "Pause animation of Overload" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Play animation of Rondo" })).toBeVisible();
  });

  it("plays on open where asked (on-the-pitch mode), and lets go when it goes away", async () => {
    const diagram = addFrame(addObjects(createDiagram(), [createObject("player", { x: 20, y: 20 })]));
    const { unmount } = render(<AnimatedDiagram diagram={diagram} title="Rondo" playsOnOpen />);
    expect(screen.getByRole("button", { name: "Pause animation of Rondo" })).toBeVisible();
    unmount();
    render(<AnimatedDiagram diagram={diagram} title="Overload" />);
    expect(screen.getByRole("button", { name: "Play animation of Overload" })).toBeVisible();
  });

  it("has no caption band for a drawing without animation", () => {
    render(<AnimatedDiagram diagram={createDiagram()} title="Still" />);
    expect(screen.queryByRole("paragraph")).toBeNull();
  });
});
