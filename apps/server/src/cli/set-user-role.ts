/**
 * npm run user:role -- someone@example.com super_admin
 * Sets a user's level under the same level rules as the admin screens (the operator has every level, so
 * only removing the last super admin is refused) and records it in the audit log as "Command line".
 * With the embedded database it must own ./data, so it refuses while the server runs.
 */
import { ROLES, RoleSchema } from "@touchline/contracts";
import { parseEnv } from "../env.ts";
import { AppError } from "../lib/app-error.ts";
import { setUserRole } from "../services/users/set-user-role.ts";
import { describeCliDatabase, runCli, withCliDatabase } from "./with-cli-database.ts";

runCli(async () => {
  const [email, roleArgument] = process.argv.slice(2);
  const role = RoleSchema.safeParse(roleArgument);
  if (!email || !role.success) {
    console.error(`Usage: npm run user:role -- <email> <${ROLES.join("|")}>`);
    return 2;
  }
  const env = parseEnv();
  return withCliDatabase(env, async ({ db }) => {
    let change;
    try {
      change = await setUserRole(db, email, role.data);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      console.error(error.message);
      return 1;
    }
    if (!change) {
      console.error(`No account uses ${email}. Sign up first, then run this again.`);
      return 1;
    }
    console.log(
      `${change.changed ? `${email} is now ${role.data} (was ${change.from})` : `${email} is already ${role.data}`} in ${describeCliDatabase(env)}.`,
    );
    return 0;
  });
});
