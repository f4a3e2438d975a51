import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { searchConfigOf, TEXT_SEARCH_CONFIGS } from "../../db/text-search.ts";

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

/** The words stemmed in every language Touchline speaks: one tsquery of constants, which the search index answers. */
function searchQueryInEveryLanguage(q: string): SQL {
  const configs = [...new Set(Object.values(TEXT_SEARCH_CONFIGS))];
  return sql`(${sql.join(
    configs.map((config) => searchQueryIn(sql`${config}::regconfig`, q)),
    sql` || `,
  )})`;
}

/**
 * Whether a row in one of many languages, its words stemmed in its own (sessions, club library items;
 * db/text-search.ts), matches a search: the words stemmed in the row's language, so "Übungen" finds a German
 * session's "Übung", "rondo" a Spanish one's "rondos", and an English session is found as before. The query
 * in every language comes first, for the index: it holds every row the exact test can keep (each row's own
 * language is one of its alternatives), and the exact test keeps a "-word" out in every form.
 */
export const searchMatch = (search: AnyColumn, language: AnyColumn, q: string): SQL =>
  sql`(${search} @@ ${searchQueryInEveryLanguage(q)} and ${search} @@ ${searchQueryIn(searchConfigOf(language), q)})`;

/** A match's rank, the words stemmed in the row's own language. */
export const searchRank = (search: AnyColumn, language: AnyColumn, q: string): SQL =>
  sql`ts_rank(${search}, ${searchQueryIn(searchConfigOf(language), q)})`;
