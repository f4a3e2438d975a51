import type { Locale } from "@touchline/contracts";
import { sql } from "drizzle-orm";

/** PostgreSQL's text search configuration for each language: its stop words and its stemmer. */
export const TEXT_SEARCH_CONFIGS: Readonly<Record<Locale, string>> = {
  en: "english",
  es: "spanish",
  de: "german",
  fr: "french",
  it: "italian",
  "pt-BR": "portuguese",
  nl: "dutch",
};

/**
 * For a generated search column: the configuration of its own row's `language` (a plain name, as a generated
 * column may not name its table), so the words of a German session are stemmed as German ("Übungen" →
 * "ubung"). Constants only, so the column stays immutable.
 */
export const OWN_LANGUAGE_SEARCH_CONFIG = sql.raw(
  `CASE language ${Object.entries(TEXT_SEARCH_CONFIGS)
    .map(([locale, config]) => `WHEN '${locale}' THEN '${config}'::regconfig`)
    .join(" ")} ELSE 'english'::regconfig END`,
);
