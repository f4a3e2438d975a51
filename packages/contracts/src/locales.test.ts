import { describe, expect, it } from "vitest";
import { localizedPath, matchLocale } from "./locales.ts";

describe("the languages Touchline speaks", () => {
  it("match a reader's first language it speaks: the exact tag, else the language", () => {
    expect(matchLocale(["pt-BR"])).toBe("pt-BR");
    expect(matchLocale(["de-AT", "en"])).toBe("de");
    expect(matchLocale(["pt-PT"])).toBe("pt-BR");
    expect(matchLocale(["ja", "NL-be"])).toBe("nl");
    expect(matchLocale(["ja"])).toBe("en");
  });

  it("give a public page an address per language, English at the page's own", () => {
    expect(localizedPath("/about", "en")).toBe("/about");
    expect(localizedPath("/about", "pt-BR")).toBe("/about?lang=pt-BR");
    expect(localizedPath("/search?q=rondo", "de")).toBe("/search?q=rondo&lang=de");
  });
});
