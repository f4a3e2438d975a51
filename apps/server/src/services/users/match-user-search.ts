import { like, type SQL, sql } from "drizzle-orm";
import { users } from "../../db/schema.ts";

/** `text` as a lower-case LIKE pattern that matches it literally anywhere: its own % and _ are not wildcards. */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** Name and e-mail as one lower-case text: the expression of the trigram index `users_search_trgm_idx`. */
const searchableText = sql`lower(${users.name} || ' ' || ${users.email})`;

/** Users whose name or e-mail contains `q` in any case, found through the trigram index. */
export function matchesUserSearch(q: string): SQL {
  return like(searchableText, containsPattern(q));
}
