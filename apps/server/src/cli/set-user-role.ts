/**
 * npm run user:role -- someone@example.com super_admin
 * Sets a user's level. With the embedded database it must own ./data, so it refuses while the server runs.
 */
import path from "node:path";
import { ROLES, RoleSchema } from "@touchline/contracts";
import { openDatabase } from "../db/client.ts";
import { DataDirInUseError, lockDataDir } from "../db/data-dir-lock.ts";
import { parseEnv } from "../env.ts";
import { setUserRole } from "../services/users/set-user-role.ts";

async function run(): Promise<number> {
  const [email, roleArgument] = process.argv.slice(2);
  const role = RoleSchema.safeParse(roleArgument);
  if (!email || !role.success) {
    console.error(`Usage: npm run user:role -- <email> <${ROLES.join("|")}>`);
    return 2;
  }
  const env = parseEnv();
  let releaseLock = () => {};
  if (!env.DATABASE_URL) {
    try {
      releaseLock = lockDataDir(env.DATA_DIR).release;
    } catch (error) {
      if (!(error instanceof DataDirInUseError)) throw error;
      console.error(
        `Touchline is running (pid ${error.pid}) and owns the embedded database in ${env.DATA_DIR}.\n` +
          "Stop it (Ctrl+C in its terminal), run this command again, then start Touchline again.",
      );
      return 1;
    }
  }
  const database = env.DATABASE_URL
    ? await openDatabase({ kind: "postgres", url: env.DATABASE_URL })
    : await openDatabase({ kind: "pglite", dataDir: path.join(env.DATA_DIR, "pglite") });
  try {
    await database.migrate();
    if (!(await setUserRole(database.db, email, role.data))) {
      console.error(`No account uses ${email}. Sign up first, then run this again.`);
      return 1;
    }
    console.log(`${email} is now ${role.data}.`);
    return 0;
  } finally {
    await database.close();
    releaseLock();
  }
}

run().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
