/**
 * npm run user:create -- admin@club.org super_admin "Ana" "Silva"
 * Creates an account with a level, e.g. the first admin of a new installation; the password is read from
 * standard input (typed, or piped by a script). Refuses while the server owns the embedded database.
 */
import { createInterface } from "node:readline/promises";
import { ROLES, RoleSchema, SignUpRequestSchema } from "@touchline/contracts";
import { parseEnv } from "../env.ts";
import { createDeps } from "../app/create-deps.ts";
import { createConfirmedAccount } from "../services/auth/sign-up.ts";
import { setUserRole } from "../services/users/set-user-role.ts";
import { AppError } from "../lib/app-error.ts";
import { describeCliDatabase, runCli, withCliDatabase } from "./with-cli-database.ts";

async function readPassword(): Promise<string> {
  const prompt = createInterface({ input: process.stdin, output: process.stdin.isTTY ? process.stderr : undefined });
  try {
    return await prompt.question(process.stdin.isTTY ? "Password: " : "");
  } finally {
    prompt.close();
  }
}

runCli(async () => {
  const [email, roleArgument, firstName = "Touchline", lastName = "Admin"] = process.argv.slice(2);
  const role = RoleSchema.safeParse(roleArgument);
  if (!email || !role.success) {
    console.error(
      `Usage: npm run user:create -- <email> <${ROLES.join("|")}> [first name] [last name]  (password on standard input)`,
    );
    return 2;
  }
  const input = SignUpRequestSchema.safeParse({ email, password: await readPassword(), firstName, lastName });
  if (!input.success) {
    console.error(input.error.issues.map((issue) => issue.message).join("\n"));
    return 2;
  }
  const env = parseEnv();
  return withCliDatabase(env, async (database) => {
    const deps = await createDeps(env, database);
    let email: string;
    try {
      const created = await createConfirmedAccount(deps, input.data);
      if (!created) {
        console.error("An account with this email already exists.");
        return 1;
      }
      ({ email } = created);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      console.error(error.message);
      return 1;
    }
    await setUserRole(database.db, email, role.data);
    console.log(`${email} is created as ${role.data} in ${describeCliDatabase(env)}.`);
    return 0;
  });
});
