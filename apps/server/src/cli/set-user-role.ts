/**
 * npm run user:role -- someone@example.com super_admin
 * Sets a user's level. With the embedded database it must own ./data, so it refuses while the server runs.
 */
import { ROLES, RoleSchema } from "@touchline/contracts";
import { parseEnv } from "../env.ts";
import { setUserRole } from "../services/users/set-user-role.ts";
import { runCli, withCliDatabase } from "./with-cli-database.ts";

runCli(async () => {
  const [email, roleArgument] = process.argv.slice(2);
  const role = RoleSchema.safeParse(roleArgument);
  if (!email || !role.success) {
    console.error(`Usage: npm run user:role -- <email> <${ROLES.join("|")}>`);
    return 2;
  }
  return withCliDatabase(parseEnv(), async ({ db }) => {
    if (!(await setUserRole(db, email, role.data))) {
      console.error(`No account uses ${email}. Sign up first, then run this again.`);
      return 1;
    }
    console.log(`${email} is now ${role.data}.`);
    return 0;
  });
});
