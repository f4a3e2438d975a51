import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { TEXT_SEARCH_CONFIGS } from "../../db/text-search.ts";

/** Plain words only (letters, digits, spaces): safe to rebuild as a `to_tsquery` expression. */
const PLAIN_WORDS = /^[\p{L}\p{N}\s]+$/u;

/**
 * The tsquery for a search box, its words stemmed by `config`. `websearch_to_tsquery` reads what coaches
 * type ("rondo -pressing", "build up" or quoted phrases); for plain words it is joined (`||`, either may
 * match) by the same words with the last one as a prefix, so "rondo pos" already finds "rondo possession"
 * while the coach is still typing. The words travel as bound parameters; the prefix form is built only from
 * letters and digits, so no input reaches `to_tsquery`'s syntax.
 */
function searchQueryIn(config: SQL, q: string): SQL {
  const websearch = sql`websearch_to_tsquery(${config}, ${q})`;
  if (!PLAIN_WORDS.test(q)) return websearch;
  const words = q.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return websearch;
  const prefix = [...words.slice(0, -1), `${words.at(-1)}:*`].join(" & ");
  return sql`(${websearch} || to_tsquery(${config}, ${prefix}))`;
}

/** For text written in English (drills, blog posts). */
export const englishSearchQuery = (q: string): SQL => searchQueryIn(sql`'english'::regconfig`, q);

/**
 * A query of constants computed once for the whole statement (a scalar subquery is an InitPlan): called in a
 * row's expression, `websearch_to_tsquery` would parse the words again for every row it looks at.
 */
const once = (query: SQL) => sql`(select ${query})`;

const CONFIGS = Object.entries(TEXT_SEARCH_CONFIGS);

/**
 * The words stemmed in every language Touchline speaks, as one query the search index answers. Languages often
 * stem a word alike ("pressing" in five of them): each different form is kept once, so the index weighs as few
 * alternatives as there are forms. A tsquery's text is itself a tsquery, which is how they are compared.
 */
function searchQueryInEveryLanguage(q: string): SQL {
  const configs = [...new Set(CONFIGS.map(([, config]) => config))];
  const alternatives = sql.join(
    configs.map((config) => sql`(${searchQueryIn(sql`${config}::regconfig`, q)})`),
    sql`, `,
  );
  // A scalar subquery, like `once`: computed a single time for the statement.
  return sql`(select coalesce(string_agg(distinct '(' || form::text || ')', ' | '), '')::tsquery
    from unnest(array[${alternatives}]) as form where form::text <> '')`;
}

/** The words stemmed in the row's own language (its `language` column), each language's query computed once. */
function searchQueryInOwnLanguage(language: AnyColumn, q: string): SQL {
  const inLanguage = (config: string) => once(searchQueryIn(sql`${config}::regconfig`, q));
  return sql`(CASE ${language} ${sql.join(
    CONFIGS.map(([locale, config]) => sql`WHEN ${locale} THEN ${inLanguage(config)}`),
    sql` `,
  )} ELSE ${inLanguage(TEXT_SEARCH_CONFIGS.en)} END)`;
}

/**
 * Whether a row in one of many languages, its words stemmed in its own (sessions, club library items;
 * db/text-search.ts), matches a search: the words stemmed in the row's language, so "Übungen" finds a German
 * session's "Übung", "rondo" a Spanish one's "rondos", and an English session is found as before. The query
 * in every language comes first, for the index: it holds every row the exact test can keep (each row's own
 * language is one of its alternatives), and the exact test keeps a "-word" out in every form.
 */
export const searchMatch = (search: AnyColumn, language: AnyColumn, q: string): SQL =>
  sql`(${search} @@ ${searchQueryInEveryLanguage(q)} and ${search} @@ ${searchQueryInOwnLanguage(language, q)})`;

/** A match's rank, the words stemmed in the row's own language. */
export const searchRank = (search: AnyColumn, language: AnyColumn, q: string): SQL =>
  sql`ts_rank(${search}, ${searchQueryInOwnLanguage(language, q)})`;
