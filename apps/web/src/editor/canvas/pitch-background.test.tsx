import { createDiagram, PITCH_TEMPLATE_IDS, setPitch } from "@touchline/diagram";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PRINT_INK } from "./display-colour.ts";
import { gridPath, PitchBackground, pitchMarkings, stripesPath } from "./pitch-background.tsx";

describe("pitchMarkings", () => {
  it("has an outline for every template, and goal ends where a goal belongs", () => {
    const ends: Record<string, number> = {};
    for (const template of PITCH_TEMPLATE_IDS) {
      const { pitch } = createDiagram({ template });
      const markings = pitchMarkings(pitch);
      expect(markings.lines.startsWith(`M0 0H${pitch.length}V${pitch.width}H0Z`), template).toBe(true);
      ends[template] = markings.ends.length;
    }
    expect(ends).toEqual({ full: 2, half: 1, "attacking-third": 1, "penalty-area": 1, futsal: 2, blank: 0, custom: 0 });
  });

  it("draws the halfway line and centre circle of a full pitch", () => {
    const { lines, spots } = pitchMarkings(createDiagram().pitch);
    expect(lines).toContain("M52.5 0V68");
    expect(lines).toContain("M43.35 34a9.15 9.15");
    expect(spots).toEqual([{ x: 52.5, y: 34 }]);
  });
});

describe("gridPath", () => {
  it("draws a line every gridSize metres inside the pitch", () => {
    const d = gridPath({ length: 20, width: 10, gridSize: 5 });
    expect(d).toBe("M5 0V10M10 0V10M15 0V10M0 5H20");
    expect(gridPath({ length: 1.5, width: 1, gridSize: 0.5 })).toBe("M0.5 0V1M1 0V1M0 0.5H1.5");
  });
});

describe("stripesPath", () => {
  it("bands every ~5 m across the length, into the margin", () => {
    const d = stripesPath(createDiagram().pitch, 3);
    // 21 bands of 5 m: odd bands 1, 3, … 19 are drawn, plus one in each margin (symmetric).
    expect(d.match(/Z/g)?.length).toBe(12);
    expect(d).toContain("M-3 -3V71H0V-3Z");
    expect(d).toContain("M105 -3V71H108V-3Z");
    expect(d).toContain("M5 -3V71H10V-3Z");
  });
});

describe("PitchBackground", () => {
  it("renders each template and surface without errors", () => {
    for (const template of PITCH_TEMPLATE_IDS) {
      for (const surface of ["striped", "plain", "print"] as const) {
        const { pitch } = setPitch(createDiagram({ template }), { surface, showGrid: true });
        const { container, unmount } = render(
          <svg>
            <PitchBackground pitch={pitch} />
          </svg>,
        );
        const background = container.querySelector("[data-pitch-background]");
        expect(background, `${template} ${surface}`).toHaveAttribute("data-surface", surface);
        expect(container.querySelector("[data-pitch-grid]")).not.toBeNull();
        unmount();
      }
    }
  });

  it("prints dark lines on white", () => {
    const { pitch } = setPitch(createDiagram(), { surface: "print" });
    const { container } = render(
      <svg>
        <PitchBackground pitch={pitch} />
      </svg>,
    );
    expect(container.querySelector("[data-pitch-background] > rect")).toHaveAttribute("fill", "#ffffff");
    expect(container.querySelector(`[data-pitch-background] g[stroke="${PRINT_INK}"]`)).not.toBeNull();
  });
});
