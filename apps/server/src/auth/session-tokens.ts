import { createHash } from "node:crypto";
import type { BetterAuthOptions, DBAdapter, DBTransactionAdapter, Where } from "better-auth/types";

/**
 * A sign-in session's row holds a SHA-256 (hex) of its token, never the token: the cookie carries the token,
 * so a copy of the database (whose `server_settings` may hold the signing secret too) signs nobody in. A
 * token is 32 random characters, so a plain hash is as strong as a slow one would be. Migration 0015 hashed
 * the rows that were live before, in SQL: `encode(sha256(convert_to(token, 'UTF8')), 'hex')`, the same value.
 */
export function sessionTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

const SESSION_MODEL = "session";
const TOKEN_FIELD = "token";

type Row = Record<string, unknown>;

/** What a token is stored as, and the token each stored value stands for in this one call. */
class TokenHashes {
  private readonly tokenOf = new Map<string, string>();

  hash(token: unknown): unknown {
    if (typeof token !== "string") return token;
    const hashed = sessionTokenHash(token);
    this.tokenOf.set(hashed, token);
    return hashed;
  }

  where(where: Where[] | undefined): Where[] | undefined {
    return where?.map((clause) => {
      if (clause.field !== TOKEN_FIELD) return clause;
      const { value } = clause;
      return {
        ...clause,
        value: Array.isArray(value) ? (value as string[]).map((token) => this.hash(token) as string) : this.hash(value),
      } as Where;
    });
  }

  /**
   * The row as the library expects it: with the token its caller named, which it signs into the cookie and
   * compares with the cookie's. A row found by another field (all of a user's, say) keeps the stored hash.
   */
  restore<T>(row: T): T {
    if (!row || typeof row !== "object") return row;
    const stored = (row as Row)[TOKEN_FIELD];
    const token = typeof stored === "string" ? this.tokenOf.get(stored) : undefined;
    return token === undefined ? row : ({ ...row, [TOKEN_FIELD]: token } as T);
  }
}

/** Adapters already hashing: a transaction without a real one of its own hands its callback the adapter itself. */
const hashing = new WeakSet<object>();

/**
 * Makes `adapter` hash session tokens, in place: the library keys what it knows of an adapter (its schema
 * check) by the object, so a copy would lose that.
 */
function hashSessionTokensOf<A extends DBTransactionAdapter<BetterAuthOptions>>(adapter: A): A {
  if (hashing.has(adapter)) return adapter;
  hashing.add(adapter);
  const inner = { ...adapter };
  const ofSessions = (model: string) => model === SESSION_MODEL;
  const hashedUpdate = (hashes: TokenHashes, update: Record<string, unknown>) =>
    TOKEN_FIELD in update ? { ...update, [TOKEN_FIELD]: hashes.hash(update[TOKEN_FIELD]) } : update;
  const methods: Partial<DBTransactionAdapter<BetterAuthOptions>> = {
    async create(query) {
      if (!ofSessions(query.model)) return inner.create(query);
      const hashes = new TokenHashes();
      const data = { ...query.data, [TOKEN_FIELD]: hashes.hash(query.data[TOKEN_FIELD]) };
      return hashes.restore(await inner.create({ ...query, data }));
    },
    async findOne(query) {
      if (!ofSessions(query.model)) return inner.findOne(query);
      const hashes = new TokenHashes();
      return hashes.restore(await inner.findOne({ ...query, where: hashes.where(query.where)! }));
    },
    async findMany<T>(query: Parameters<typeof inner.findMany>[0]) {
      if (!ofSessions(query.model)) return inner.findMany<T>(query);
      const hashes = new TokenHashes();
      const rows = await inner.findMany<T>({ ...query, where: hashes.where(query.where) });
      return rows.map((row) => hashes.restore(row));
    },
    count(query) {
      if (!ofSessions(query.model)) return inner.count(query);
      return inner.count({ ...query, where: new TokenHashes().where(query.where) });
    },
    async update(query) {
      if (!ofSessions(query.model)) return inner.update(query);
      const hashes = new TokenHashes();
      const where = hashes.where(query.where)!;
      return hashes.restore(await inner.update({ ...query, where, update: hashedUpdate(hashes, query.update) }));
    },
    updateMany(query) {
      if (!ofSessions(query.model)) return inner.updateMany(query);
      const hashes = new TokenHashes();
      const where = hashes.where(query.where)!;
      return inner.updateMany({ ...query, where, update: hashedUpdate(hashes, query.update) });
    },
    delete(query) {
      if (!ofSessions(query.model)) return inner.delete(query);
      return inner.delete({ ...query, where: new TokenHashes().where(query.where)! });
    },
    deleteMany(query) {
      if (!ofSessions(query.model)) return inner.deleteMany(query);
      return inner.deleteMany({ ...query, where: new TokenHashes().where(query.where)! });
    },
    async consumeOne(query) {
      if (!ofSessions(query.model)) return inner.consumeOne(query);
      const hashes = new TokenHashes();
      return hashes.restore(await inner.consumeOne({ ...query, where: hashes.where(query.where)! }));
    },
    async incrementOne(query) {
      if (!ofSessions(query.model)) return inner.incrementOne(query);
      const hashes = new TokenHashes();
      return hashes.restore(await inner.incrementOne({ ...query, where: hashes.where(query.where)! }));
    },
  };
  return Object.assign(adapter, methods);
}

/**
 * The auth library's database adapter with session tokens hashed on the way in (the new row, and every
 * lookup, update or delete that names a token) and the caller's token put back on the way out. The library
 * has no option for it (its `storeIdentifier` covers verification rows only). A transaction's adapter
 * hashes too, so a password change's new session inside one is stored hashed as well.
 */
export function withHashedSessionTokens(
  createAdapter: (options: BetterAuthOptions) => DBAdapter<BetterAuthOptions>,
): (options: BetterAuthOptions) => DBAdapter<BetterAuthOptions> {
  return (options) => {
    const adapter = hashSessionTokensOf(createAdapter(options));
    const transaction = adapter.transaction;
    adapter.transaction = (callback) => transaction((trx) => callback(hashSessionTokensOf(trx)));
    return adapter;
  };
}
