import { describe, expect, it } from "vitest";
import { intlLocaleOf, localizedPath, matchLocale, PSEUDO_LOCALE } from "./locales.ts";

describe("the languages Touchline speaks", () => {
  it("write dates and numbers as their language does, English and the pseudo-language as in Britain", () => {
    expect(intlLocaleOf("en")).toBe("en-GB");
    expect(intlLocaleOf(PSEUDO_LOCALE)).toBe("en-GB");
    expect(intlLocaleOf("pt-BR")).toBe("pt-BR");
  });

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
