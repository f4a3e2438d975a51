import { setupI18n } from "@lingui/core";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { PSEUDO_LOCALE } from "@touchline/contracts";
import { describe, expect, it } from "vitest";
import { activateLocale, lengthen } from "./catalogues.ts";
import { openingLocale } from "./reader-locale.ts";

describe("the pseudo-language", () => {
  it("makes every message 40 % longer in words that wrap, keeping its placeholders", () => {
    const { save, greeting } = lengthen({ save: "Save session", greeting: ["Hello ", ["name"], "!"] });
    expect(save).toEqual(["Save session", " ẋẋẋẋẋ"]);
    expect(greeting).toEqual(["Hello ", ["name"], "!", " ẋẋẋẋẋ"]);
    const long = lengthen({ long: "x".repeat(50) }).long as string[];
    expect(long[1]).toBe(" ẋẋẋẋẋẋẋẋ ẋẋẋẋẋẋẋẋ ẋẋẋẋ");
  });

  it("speaks accented, longer English from the pseudo catalogue", async () => {
    const i18n = setupI18n();
    await activateLocale(i18n, PSEUDO_LOCALE);
    const message = i18n._(generateMessageId("Sort by"));
    expect(message).not.toBe("Sort by");
    expect(message.length).toBeGreaterThanOrEqual(Math.ceil("Sort by".length * 1.4));
    expect(message).toMatch(/[^\u0020-\u007e]/);
  });

  it("is what a tab opened with ?lang=pseudo-LOCALE speaks until it closes", () => {
    window.history.replaceState(null, "", `/?lang=${PSEUDO_LOCALE}`);
    expect(openingLocale()).toBe(PSEUDO_LOCALE);
    window.history.replaceState(null, "", "/dashboard");
    expect(openingLocale()).toBe(PSEUDO_LOCALE);
    sessionStorage.clear();
    expect(openingLocale()).not.toBe(PSEUDO_LOCALE);
  });
});
