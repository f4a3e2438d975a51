import { type SQL, sql } from "drizzle-orm";

/** Plain words only (letters, digits, spaces): safe to rebuild as a `to_tsquery` expression. */
const PLAIN_WORDS = /^[\p{L}\p{N}\s]+$/u;

/**
 * The tsquery for a search box. `websearch_to_tsquery` reads what coaches type ("rondo -pressing",
 * "build up" or quoted phrases); for plain words it is joined (`||`, either may match) by the same
 * words with the last one as a prefix, so "rondo pos" already finds "rondo possession" while the coach
 * is still typing. The words travel as bound parameters; the prefix form is built only from letters
 * and digits, so no input reaches `to_tsquery`'s syntax.
 */
export function fullTextQuery(q: string): SQL {
  const websearch = sql`websearch_to_tsquery('english', ${q})`;
  if (!PLAIN_WORDS.test(q)) return websearch;
  const words = q.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return websearch;
  const prefix = [...words.slice(0, -1), `${words.at(-1)}:*`].join(" & ");
  return sql`(${websearch} || to_tsquery('english', ${prefix}))`;
}
