import { describe, expect, it } from "vitest";
import { safeFileName } from "./file-name.ts";

describe("safeFileName", () => {
  it("keeps letters, digits, dashes and underscores, dropping accents", () => {
    expect(safeFileName("Atlético U12 Blues", "team")).toBe("Atletico-U12-Blues");
    expect(safeFileName('U9 "Green"/Reds', "team")).toBe("U9-Green-Reds");
  });

  it("falls back when nothing is left", () => {
    expect(safeFileName("€€€", "team")).toBe("team");
    expect(safeFileName("", "club")).toBe("club");
  });
});
