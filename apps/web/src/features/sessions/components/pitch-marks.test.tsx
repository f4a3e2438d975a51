import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { PitchMarks } from "./pitch-marks.tsx";

beforeAll(() => {
  // jsdom has no pointer capture.
  Element.prototype.setPointerCapture ??= () => {};
});

function drawStroke(layer: Element, from: { x: number; y: number }, to: { x: number; y: number }) {
  fireEvent.pointerDown(layer, { pointerId: 1, button: 0, clientX: from.x, clientY: from.y });
  for (let step = 1; step <= 10; step += 1) {
    fireEvent.pointerMove(layer, {
      pointerId: 1,
      clientX: from.x + ((to.x - from.x) * step) / 10,
      clientY: from.y + ((to.y - from.y) * step) / 10,
    });
  }
  fireEvent.pointerUp(layer, { pointerId: 1, clientX: to.x, clientY: to.y });
}

const marksIn = (layer: Element | null) => layer?.querySelectorAll("g").length ?? 0;

describe("PitchMarks", () => {
  it("draws marks with the pen on, keeps them when it is off, and clears them", async () => {
    const user = userEvent.setup();
    render(<PitchMarks />);
    const pen = screen.getByRole("button", { name: "Pen" });
    expect(pen).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("button", { name: "Clear marks" })).toBeDisabled();
    await user.click(pen);
    expect(pen).toHaveAttribute("aria-pressed", "true");
    const layer = screen.getByTestId("pitch-marks");
    drawStroke(layer, { x: 100, y: 100 }, { x: 300, y: 160 });
    drawStroke(layer, { x: 100, y: 300 }, { x: 200, y: 300 });
    expect(marksIn(layer)).toBe(2);
    await user.click(pen);
    expect(marksIn(screen.getByTestId("pitch-marks"))).toBe(2);
    await user.click(screen.getByRole("button", { name: "Clear marks" }));
    expect(screen.queryByTestId("pitch-marks")).not.toBeInTheDocument();
  });

  it("rubs the marks out for the next drill", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<PitchMarks clearKey={0} />);
    await user.click(screen.getByRole("button", { name: "Pen" }));
    drawStroke(screen.getByTestId("pitch-marks"), { x: 10, y: 10 }, { x: 200, y: 10 });
    expect(marksIn(screen.getByTestId("pitch-marks"))).toBe(1);
    rerender(<PitchMarks clearKey={1} />);
    expect(marksIn(screen.getByTestId("pitch-marks"))).toBe(0);
    expect(screen.getByRole("button", { name: "Pen" })).toHaveAttribute("aria-pressed", "true");
  });
});
