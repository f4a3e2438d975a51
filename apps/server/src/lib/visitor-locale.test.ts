import { describe, expect, it } from "vitest";
import { acceptedLanguages, visitorLocale } from "./visitor-locale.ts";

describe("the language a visitor's page is drawn in", () => {
  it("reads a browser's languages, most wanted first", () => {
    expect(acceptedLanguages("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5")).toEqual(["fr-CH", "fr", "en", "de"]);
    expect(acceptedLanguages("en;q=0.2,nl")).toEqual(["nl", "en"]);
    expect(acceptedLanguages("de;q=0,es")).toEqual(["es"]);
    expect(acceptedLanguages("")).toEqual([]);
  });

  it("is the address's, else the visitor's choice, else the browser's first Touchline speaks, else English", () => {
    expect(visitorLocale({ lang: "it", cookie: "touchline-locale=de", acceptLanguage: "es" })).toBe("it");
    expect(visitorLocale({ lang: "xx", cookie: "a=1; touchline-locale=de", acceptLanguage: "es" })).toBe("de");
    expect(visitorLocale({ cookie: "touchline-locale=klingon", acceptLanguage: "ja, es-AR;q=0.9" })).toBe("es");
    expect(visitorLocale({ acceptLanguage: "pt-PT,pt;q=0.9" })).toBe("pt-BR");
    expect(visitorLocale({ acceptLanguage: "ja" })).toBe("en");
    expect(visitorLocale({})).toBe("en");
  });
});
