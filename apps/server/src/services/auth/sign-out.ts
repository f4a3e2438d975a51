import { eq } from "drizzle-orm";
import type { CurrentUser } from "@touchline/contracts";
import { sessions } from "../../db/schema.ts";
import type { AppDeps } from "../../app/app-context.ts";
import { publishAccessChange } from "../messages/message-notification.ts";
import type { RequestMeta } from "./request-meta.ts";

/**
 * Signs the user out everywhere ("global scope"): every session row goes and every live stream of theirs
 * ends, on every instance, then this browser's cookie.
 */
export async function signOut(deps: AppDeps, user: CurrentUser | null, request: RequestMeta) {
  if (user) {
    await deps.db.transaction(async (tx) => {
      await tx.delete(sessions).where(eq(sessions.userId, user.id));
      await publishAccessChange(tx, user.id);
    });
  }
  const { headers } = await deps.auth.api.signOut({ headers: request.headers, returnHeaders: true });
  return { headers };
}
