import { addObject, createObject } from "@touchline/diagram";
import { describe, expect, it } from "vitest";
import { BOARD_STORAGE_KEY, loadBoard, newBoard, saveBoard } from "./board-storage.ts";

describe("the board kept in the browser", () => {
  it("round-trips a board", () => {
    const diagram = addObject(newBoard(), createObject("cone", { id: "c1", x: 5, y: 5 }));
    saveBoard(diagram);
    expect(loadBoard()).toEqual({ diagram, wasDamaged: false });
  });

  it("starts a fresh full pitch when nothing is stored", () => {
    localStorage.removeItem(BOARD_STORAGE_KEY);
    const { diagram, wasDamaged } = loadBoard();
    expect(wasDamaged).toBe(false);
    expect(diagram.pitch.template).toBe("full");
    expect(Object.keys(diagram.objects)).toHaveLength(0);
  });

  it("sets a damaged board aside instead of failing", () => {
    localStorage.setItem(BOARD_STORAGE_KEY, '{"version":2,"objects":"nope"}');
    const { diagram, wasDamaged } = loadBoard();
    expect(wasDamaged).toBe(true);
    expect(Object.keys(diagram.objects)).toHaveLength(0);
    expect(localStorage.getItem(`${BOARD_STORAGE_KEY}.damaged`)).toContain("nope");
  });
});
