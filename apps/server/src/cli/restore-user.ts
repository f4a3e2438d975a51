/**
 * npm run user:restore -- someone@example.com
 * Lifts an account's suspension, as the Restore account button does, and records it in the audit log as
 * "Command line": the way back when no admin who could press that button is left. With the embedded
 * database it must own ./data, so it refuses while the server runs.
 */
import { parseEnv } from "../env.ts";
import { AppError } from "../lib/app-error.ts";
import { restoreUserByEmail } from "../services/users/restore-user.ts";
import { describeCliDatabase, runCli, withCliDatabase } from "./with-cli-database.ts";

runCli(async () => {
  const [email] = process.argv.slice(2);
  if (!email) {
    console.error("Usage: npm run user:restore -- <email>");
    return 2;
  }
  const env = parseEnv();
  return withCliDatabase(env, async ({ db }) => {
    let restored;
    try {
      restored = await restoreUserByEmail(db, email);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      console.error(`${error.message} (${email} in ${describeCliDatabase(env)})`);
      return 1;
    }
    if (!restored) {
      console.error(`No account uses ${email} in ${describeCliDatabase(env)}.`);
      return 1;
    }
    console.log(`${email} is restored and can sign in again, in ${describeCliDatabase(env)}.`);
    return 0;
  });
});
