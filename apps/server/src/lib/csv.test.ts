import { describe, expect, it } from "vitest";
import { csvField, csvFieldText, csvLine } from "./csv.ts";

describe("csvField", () => {
  it("neutralises a cell a spreadsheet would run as a formula, full-width signs included", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r", "＝", "＋", "－", "＠"]) {
      expect(csvField(`${start}HYPERLINK("x")`).replace(/^"/, "")).toMatch(/^'/);
    }
    expect(csvField("Coach Ana")).toBe("Coach Ana");
    expect(csvField(-3)).toBe("-3");
  });

  it("quotes a field with a comma, quote or line break, doubling its quotes", () => {
    expect(csvLine(['say "hi", coach', "two\nlines", 4])).toBe('"say ""hi"", coach","two\nlines",4\r\n');
  });
});

describe("csvFieldText", () => {
  it("reads back what csvField neutralised, and leaves other text alone", () => {
    for (const text of ["-Jo", "=1+1", "+44", "@home", "＝x", "Coach Ana", "'quoted'", "It's"]) {
      expect(csvFieldText(csvField(text).replace(/^"|"$/g, ""))).toBe(text);
    }
  });
});
