import { CATALOGUE, createDiagram } from "@touchline/diagram";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { PitchEditor } from "./pitch-editor.tsx";

beforeAll(() => {
  // jsdom lacks these browser APIs the canvas uses for sizing and media queries.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as never;
});

describe("PitchEditor", () => {
  it("exposes the public contract: a named pitch, palette buttons named after items, Undo and Redo", () => {
    render(<PitchEditor initialDiagram={createDiagram()} />);
    expect(screen.getByRole("application", { name: /pitch/i })).toBeInTheDocument();
    for (const entry of CATALOGUE) expect(screen.getByRole("button", { name: entry.label })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Undo" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Redo" })).toBeDisabled();
  });

  it("keyboard on the pitch places formations; Undo reverts; changes are reported", async () => {
    const onChange = vi.fn();
    const { container } = render(<PitchEditor initialDiagram={createDiagram()} onChange={onChange} />);
    const pitch = screen.getByRole("application", { name: /pitch/i });
    pitch.focus();
    fireEvent.keyDown(pitch, { key: "2", code: "Digit2" });
    expect(container.querySelectorAll('[data-kind="player"], [data-kind="goalkeeper"]')).toHaveLength(11);
    expect(onChange).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(container.querySelectorAll("[data-object-id]")).toHaveLength(0);
  });

  it("a keyboard press on a palette item drops it in the middle of the pitch", () => {
    const { container } = render(<PitchEditor initialDiagram={createDiagram()} />);
    fireEvent.click(screen.getByRole("button", { name: "Cone" }), { detail: 0 });
    const cone = container.querySelector('[data-kind="cone"]');
    expect(cone?.getAttribute("transform")).toContain("translate(52.5 34)");
  });
});
