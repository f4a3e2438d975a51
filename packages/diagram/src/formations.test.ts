import { describe, expect, it } from "vitest";
import { createDiagram } from "./create-diagram.ts";
import { FORMATIONS, FORMATION_IDS, placeFormation } from "./formations.ts";

describe("FORMATIONS", () => {
  it("offers the tactical board presets", () => {
    expect(FORMATIONS.map((formation) => formation.id)).toEqual([...FORMATION_IDS]);
    expect(FORMATION_IDS).toEqual(expect.arrayContaining(["4-4-2", "4-3-3", "4-2-3-1", "3-5-2", "5-3-2"]));
  });

  it.each(FORMATIONS)("$name has one goalkeeper and shirts 1..n", (formation) => {
    expect(formation.slots).toHaveLength(formation.players);
    expect(formation.slots.filter((slot) => slot.kind === "goalkeeper")).toHaveLength(1);
    const numbers = formation.slots.map((slot) => Number(slot.label)).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: formation.players }, (_, i) => i + 1));
    // The outfield lines add up to the name, e.g. 4-2-3-1 → 10 outfield players.
    const outfield = formation.id.split("-").reduce((sum, line) => sum + Number(line), 0);
    expect(outfield).toBe(formation.players - 1);
  });

  it("has 11 players per side for every 11-a-side shape", () => {
    const elevens = FORMATIONS.filter((formation) => !formation.name.includes("a-side"));
    expect(elevens).toHaveLength(5);
    for (const formation of elevens) expect(formation.players).toBe(11);
  });
});

describe("placeFormation", () => {
  const pitch = createDiagram().pitch;

  it.each(FORMATION_IDS)("keeps %s inside each team’s own half", (id) => {
    const home = placeFormation(pitch, "home", id);
    const away = placeFormation(pitch, "away", id);
    for (const slot of home) {
      expect(slot.x).toBeGreaterThanOrEqual(0);
      expect(slot.x).toBeLessThanOrEqual(pitch.length / 2);
      expect(slot.y).toBeGreaterThanOrEqual(0);
      expect(slot.y).toBeLessThanOrEqual(pitch.width);
      expect(slot.rotation).toBe(0);
    }
    for (const slot of away) {
      expect(slot.x).toBeGreaterThanOrEqual(pitch.length / 2);
      expect(slot.x).toBeLessThanOrEqual(pitch.length);
      expect(slot.rotation).toBe(180);
    }
  });

  it("mirrors away through the centre spot so each side keeps its own left and right", () => {
    const home = placeFormation(pitch, "home", "4-4-2");
    const away = placeFormation(pitch, "away", "4-4-2");
    home.forEach((slot, index) => {
      expect(away[index]?.x).toBeCloseTo(pitch.length - slot.x);
      expect(away[index]?.y).toBeCloseTo(pitch.width - slot.y);
    });
    const homeLeftBack = home.find((slot) => slot.role === "LB");
    const homeRightBack = home.find((slot) => slot.role === "RB");
    expect(homeLeftBack!.y).toBeLessThan(homeRightBack!.y);
    expect(home.find((slot) => slot.kind === "goalkeeper")!.x).toBeLessThan(5);
  });

  it("scales to the current pitch size", () => {
    const small = createDiagram({ template: "futsal" }).pitch;
    const slots = placeFormation(small, "away", "2-3-1");
    expect(slots.every((slot) => slot.x >= 20 && slot.x <= 40 && slot.y >= 0 && slot.y <= 20)).toBe(true);
  });
});
