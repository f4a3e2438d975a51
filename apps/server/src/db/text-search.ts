import type { Locale } from "@touchline/contracts";
import { type AnyColumn, type SQL, sql } from "drizzle-orm";

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

const WHEN_LANGUAGE = Object.entries(TEXT_SEARCH_CONFIGS)
  .map(([locale, config]) => `WHEN '${locale}' THEN '${config}'::regconfig`)
  .join(" ");

/**
 * The configuration of a row's language (a `language` column): the words of a German session are stemmed
 * as German ("Übungen" → "ubung"). Constants only, so a generated column may use it.
 */
export const searchConfigOf = (language: AnyColumn | SQL): SQL =>
  sql`CASE ${language} ${sql.raw(WHEN_LANGUAGE)} ELSE 'english'::regconfig END`;
