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
    // Playback starts at the first frame: its caption is on screen, then it moves on.
    expect(screen.getByText("Press")).toBeVisible();
    expect(await screen.findByText("Counter", {}, { timeout: 10_000 })).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Pause animation of Rondo" }));
  });

  it("has no caption band for a drawing without animation", () => {
    render(<AnimatedDiagram diagram={createDiagram()} title="Still" />);
    expect(screen.queryByRole("paragraph")).toBeNull();
  });
});
