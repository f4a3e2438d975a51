import { NO_STORE } from "../no-store.ts";
import { setAnswerHeaders } from "../../lib/answer-headers.ts";
import type { AppDeps } from "../../app/app-context.ts";
import { createRouter } from "../create-router.ts";
import { changeUserLevel } from "../../services/users/change-user-level.ts";
import { deleteUser } from "../../services/users/delete-user.ts";
import { getUserDetails } from "../../services/users/get-user-details.ts";
import { listUsers } from "../../services/users/list-users.ts";
import { restoreUser } from "../../services/users/restore-user.ts";
import { suspendUser } from "../../services/users/suspend-user.ts";
import {
  changeUserLevelRoute,
  deleteUserRoute,
  getUserRoute,
  listUsersRoute,
  restoreUserRoute,
  suspendUserRoute,
} from "./admin-users.routes.ts";

export function adminUsersRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(listUsersRoute, async (c) => {
      setAnswerHeaders(c, NO_STORE);
      return c.json(await listUsers(deps.db, c.req.valid("query")), 200);
    })

    .openapi(getUserRoute, async (c) => {
      setAnswerHeaders(c, NO_STORE);
      return c.json(await getUserDetails(deps.db, c.req.valid("param").id), 200);
    })

    .openapi(changeUserLevelRoute, async (c) => {
      const admin = c.var.user;
      const { id } = c.req.valid("param");
      await changeUserLevel(deps.db, { kind: "user", user: admin }, id, c.req.valid("json").role);
      return c.json(await getUserDetails(deps.db, id), 200);
    })

    .openapi(suspendUserRoute, async (c) => {
      const admin = c.var.user;
      const { id } = c.req.valid("param");
      await suspendUser(deps.db, admin, id, c.req.valid("json").reason);
      return c.json(await getUserDetails(deps.db, id), 200);
    })

    .openapi(restoreUserRoute, async (c) => {
      const admin = c.var.user;
      const { id } = c.req.valid("param");
      await restoreUser(deps.db, { kind: "user", user: admin }, id);
      return c.json(await getUserDetails(deps.db, id), 200);
    })

    .openapi(deleteUserRoute, async (c) => {
      const admin = c.var.user;
      await deleteUser(deps.db, admin, c.req.valid("param").id, c.req.valid("json").reason);
      return c.json({ ok: true as const }, 200);
    });
}
