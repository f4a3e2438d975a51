// @vitest-environment node
import { getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import { type Token, parse } from "@messageformat/parser";
import { LOCALES, SOURCE_LOCALE } from "@touchline/contracts";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The catalogues against the code: every message the code shows is in them, every language translates it,
 * and every translation is a message the runtime can format with the same placeholders as the English.
 */
const config = getConfig({ configPath: `${import.meta.dirname}/../../lingui.config.ts` });

type Catalogue = Awaited<ReturnType<Awaited<ReturnType<typeof getCatalogs>>[number]["read"]>>;
/** Each set of catalogues (the web app's, the server's e-mails'): the messages in its code, and its languages. */
let sets: { path: string; inCode: string[]; catalogues: Record<string, Catalogue> }[];

beforeAll(async () => {
  sets = await Promise.all(
    (await getCatalogs(config)).map(async (catalog) => ({
      path: catalog.path,
      inCode: Object.keys((await catalog.collect()) ?? {}).sort(),
      catalogues: Object.fromEntries(
        await Promise.all(LOCALES.map(async (locale) => [locale, await catalog.read(locale)])),
      ) as Record<string, Catalogue>,
    })),
  );
}, 120_000);

/** The names of a message's placeholders, plural and select arguments included, and whether it parses. */
function placeholdersOf(message: string): string[] {
  const names = new Set<string>();
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === "argument" || token.type === "function") names.add(token.arg);
      if (token.type === "plural" || token.type === "select" || token.type === "selectordinal") {
        names.add(token.arg);
        for (const branch of token.cases) visit(branch.tokens);
      }
    }
  };
  visit(parse(message));
  return [...names].sort();
}

describe("the message catalogues", () => {
  it("hold every message the code shows, and none it no longer shows (npm run i18n:extract)", () => {
    expect(sets.length).toBeGreaterThan(1);
    for (const { path, inCode, catalogues } of sets) {
      expect(Object.keys(catalogues[SOURCE_LOCALE]!).sort(), path).toEqual(inCode);
    }
  });

  it.each(LOCALES.filter((locale) => locale !== SOURCE_LOCALE))("translate every message into %s", (locale) => {
    for (const { path, inCode, catalogues } of sets) {
      const untranslated = inCode.filter((id) => !catalogues[locale]![id]?.translation);
      expect(
        untranslated.map((id) => catalogues[SOURCE_LOCALE]![id]?.message ?? id),
        path,
      ).toEqual([]);
    }
  });

  it.each(LOCALES)("have in %s only messages that parse, with the English placeholders", (locale) => {
    for (const { path, inCode, catalogues } of sets) {
      const broken = inCode.flatMap((id) => {
        const source = catalogues[SOURCE_LOCALE]![id]?.message ?? id;
        const translation = catalogues[locale]![id]?.translation || source;
        try {
          const expected = placeholdersOf(source);
          const found = placeholdersOf(translation);
          return JSON.stringify(found) === JSON.stringify(expected)
            ? []
            : [`${translation} has {${found}}, not {${expected}}`];
        } catch (error) {
          return [`${translation}: ${(error as Error).message}`];
        }
      });
      expect(broken, path).toEqual([]);
    }
  });
});
