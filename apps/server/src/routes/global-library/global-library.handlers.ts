import { NO_STORE } from "../no-store.ts";
import { setAnswerHeaders } from "../../lib/answer-headers.ts";
import type { AppDeps } from "../../app/app-context.ts";
import { createRouter } from "../create-router.ts";
import { listPublicSessions } from "../../services/sessions/list-public-sessions.ts";
import { listGlobalLibraryRoute } from "./global-library.routes.ts";

export function globalLibraryRoutes(deps: AppDeps) {
  return (
    createRouter()
      // Open to anyone, signed in or not: only public sessions can match.
      .openapi(listGlobalLibraryRoute, async (c) => {
        // Counters change with every view and copy: no stale pages from caches.
        setAnswerHeaders(c, NO_STORE);
        return c.json(await listPublicSessions(deps.db, c.req.valid("query")), 200);
      })
  );
}
