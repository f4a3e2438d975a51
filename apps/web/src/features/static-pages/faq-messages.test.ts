import { allFaqEntries, FAQ_GROUPS, faqAnswerParts, faqAnswerText, LOCALES } from "@touchline/contracts";
import { describe, expect, it } from "vitest";
import { activateLocale, createI18n } from "../../lib/i18n/catalogues.ts";
import { FAQ_ENTRY_MESSAGES, FAQ_GROUP_TITLES, faqEntryInLanguage } from "./faq-messages.ts";

const ENTRIES = FAQ_GROUPS.flatMap((group) => group.entries);
/** The pages an answer links to, in its order. */
const linksOf = (answer: string) => faqAnswerParts(answer).flatMap((part) => (part.to ? [part.to] : []));

describe("the FAQ's messages", () => {
  it("say, in English, word for word what the contracts' FAQ says", () => {
    const i18n = createI18n();
    for (const group of FAQ_GROUPS) expect(i18n._(FAQ_GROUP_TITLES[group.id]!), group.id).toBe(group.title);
    for (const entry of ENTRIES) {
      expect(i18n._(FAQ_ENTRY_MESSAGES[entry.id]!.question), entry.id).toBe(entry.question);
      expect(i18n._(FAQ_ENTRY_MESSAGES[entry.id]!.answer), entry.id).toBe(entry.answer);
    }
  });

  it("cover every group and entry of the FAQ, and nothing else", () => {
    expect(Object.keys(FAQ_GROUP_TITLES).sort()).toEqual(FAQ_GROUPS.map((group) => group.id).sort());
    expect(Object.keys(FAQ_ENTRY_MESSAGES).sort()).toEqual(ENTRIES.map((entry) => entry.id).sort());
  });

  it("link every answer, in every language, to the pages its English links to", async () => {
    const i18n = createI18n();
    for (const locale of LOCALES) {
      await activateLocale(i18n, locale);
      for (const entry of ENTRIES) {
        expect(linksOf(i18n._(FAQ_ENTRY_MESSAGES[entry.id]!.answer)), `${locale} ${entry.id}`).toEqual(
          linksOf(entry.answer),
        );
      }
    }
  });

  it("give the site search's English hits in the reader's language", async () => {
    const i18n = createI18n();
    const [entry] = allFaqEntries();
    const found = {
      id: entry!.id,
      question: entry!.question,
      answer: faqAnswerText(entry!.answer),
      groupTitle: entry!.groupTitle,
    };
    expect(faqEntryInLanguage(i18n, found)).toEqual(found);
    await activateLocale(i18n, "de");
    const german = faqEntryInLanguage(i18n, found);
    expect(german.question).toBe(i18n._(FAQ_ENTRY_MESSAGES[found.id]!.question));
    expect(german.question).not.toBe(found.question);
    expect(german.groupTitle).toBe(i18n._(FAQ_GROUP_TITLES[FAQ_GROUPS[0]!.id]!));
    expect(german.answer).not.toContain("](/");
  });
});
