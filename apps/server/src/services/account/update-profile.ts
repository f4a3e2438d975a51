import type { CurrentUser, UpdateProfileRequest } from "@touchline/contracts";
import { eq } from "drizzle-orm";
import { toCurrentUser } from "../../auth/current-user.ts";
import { callAuth } from "../../auth/translate-auth-error.ts";
import { users } from "../../db/schema.ts";
import type { AppDeps } from "../../app/app-context.ts";
import type { RequestMeta } from "../auth/request-meta.ts";

/**
 * Renames the signed-in coach through the auth library (it owns the users row); its display name follows
 * the two fields. Public sessions read the author's name live, so they show the new name at once.
 */
export async function updateProfile(
  deps: AppDeps,
  userId: string,
  input: UpdateProfileRequest,
  request: RequestMeta,
): Promise<CurrentUser> {
  await callAuth(() =>
    deps.auth.api.updateUser({
      body: { name: `${input.firstName} ${input.lastName}`, firstName: input.firstName, lastName: input.lastName },
      headers: request.headers,
    }),
  );
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  return toCurrentUser(user!);
}
