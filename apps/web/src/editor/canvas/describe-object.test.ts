import { i18n } from "@lingui/core";
import { createObject } from "@touchline/diagram";
import { describe, expect, it } from "vitest";
import { describeObject, describeSelection } from "./describe-object.ts";

describe("describeObject", () => {
  it("names a player by number, name and team", () => {
    const player = createObject("player", { id: "p", x: 0, y: 0, props: { label: "7", name: "Alex Smith" } });
    expect(describeObject(i18n, player)).toBe("Player 7, Alex Smith, home");
    const keeper = createObject("goalkeeper", { x: 0, y: 0, props: { label: "", team: "away" } });
    expect(describeObject(i18n, keeper)).toBe("Goalkeeper, away");
    expect(describeSelection(i18n, { p: player }, ["p"])).toBe("Player 7, Alex Smith, home selected");
  });

  it("names other objects by kind and label", () => {
    expect(describeObject(i18n, createObject("coach", { x: 0, y: 0, props: { label: "C" } }))).toBe("Coach C");
    expect(describeObject(i18n, createObject("marker", { x: 0, y: 0, props: { number: 3 } }))).toBe("Marker 3");
  });
});
