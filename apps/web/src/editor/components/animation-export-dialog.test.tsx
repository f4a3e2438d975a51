import { render, screen } from "@testing-library/react";
import { addFrame, addObjects, createDiagram, createObject, setPose } from "@touchline/diagram";
import { describe, expect, it } from "vitest";
import AnimationExportDialog from "./animation-export-dialog.tsx";

function animated() {
  const player = createObject("player", { x: 20, y: 20 });
  const diagram = addFrame(addObjects(createDiagram(), [player]), { durationMs: 1500 });
  return setPose(diagram, { frameIndex: 1, id: player.id, x: 40, y: 30 });
}

describe("AnimationExportDialog", () => {
  it("offers GIF and, where the browser has no video encoder (no WebCodecs here), disables the videos with the reason", async () => {
    render(<AnimationExportDialog open onOpenChange={() => {}} diagram={animated()} title="Rondo 4v2" />);
    expect(screen.getByRole("dialog", { name: "Export animation" })).toHaveTextContent("“Rondo 4v2”, 1.5 s");
    expect(screen.getByRole("radio", { name: "GIF" })).toBeChecked();
    const mp4 = screen.getByRole("radio", { name: "MP4 video" });
    await expect.poll(() => (mp4 as HTMLInputElement).disabled).toBe(true);
    expect(mp4).toHaveAccessibleDescription(/cannot encode MP4 \(H\.264\) video/);
    expect(screen.getByRole("radio", { name: "WebM video" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Export GIF" })).toBeEnabled();
    expect(screen.getByRole("option", { name: "640 × 426 px" })).toHaveProperty("selected", true);
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "480 × 320 px",
      "640 × 426 px",
      "960 × 640 px",
      "1280 × 854 px",
    ]);
  });

  it("says why a drawing without animation cannot be exported", () => {
    render(<AnimationExportDialog open onOpenChange={() => {}} diagram={createDiagram()} title="Still" />);
    expect(screen.getByRole("status")).toHaveTextContent("This drawing has no animation yet");
    expect(screen.getByRole("button", { name: "Export GIF" })).toBeDisabled();
  });
});
