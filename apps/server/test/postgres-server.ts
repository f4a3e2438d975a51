import { randomBytes } from "node:crypto";
import pg from "pg";

/** Runs `work` on a connection of its own to `url`, closed whatever happens. */
export async function withPostgresClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  name: string;
  url: string;
  /** Drops the database, ending whatever connections are still open on it. */
  drop: () => Promise<void>;
}

/** A new, empty database `<prefix>_<random>` on the PostgreSQL server `serverUrl` points at. */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await withPostgresClient(serverUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      await withPostgresClient(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}
