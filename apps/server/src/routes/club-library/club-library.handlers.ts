import type { AppDeps } from "../../app/app-context.ts";
import { setAnswerHeaders } from "../../lib/answer-headers.ts";
import { copyClubLibraryItem } from "../../services/club-library/copy-club-library-item.ts";
import { getClubLibraryItem } from "../../services/club-library/get-club-library-item.ts";
import { listClubLibrary } from "../../services/club-library/list-club-library.ts";
import { pinClubLibraryItem } from "../../services/club-library/pin-club-library-item.ts";
import { removeClubLibraryItem } from "../../services/club-library/remove-club-library-item.ts";
import { shareToClub } from "../../services/club-library/share-to-club.ts";
import { createRouter } from "../create-router.ts";
import { NO_STORE } from "../no-store.ts";
import {
  copyClubLibraryItemRoute,
  getClubLibraryItemRoute,
  listClubLibraryRoute,
  removeClubLibraryItemRoute,
  shareToClubRoute,
  updateClubLibraryItemRoute,
} from "./club-library.routes.ts";

export function clubLibraryRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(listClubLibraryRoute, async (c) => {
      // Membership decides what may be read: never from a shared cache.
      setAnswerHeaders(c, NO_STORE);
      return c.json(await listClubLibrary(deps.db, c.var.membership.clubId, c.req.valid("query")), 200);
    })

    .openapi(getClubLibraryItemRoute, async (c) => {
      setAnswerHeaders(c, NO_STORE);
      const item = await getClubLibraryItem(deps.db, c.var.membership.clubId, c.req.valid("param").itemId);
      return c.json({ item }, 200);
    })

    .openapi(shareToClubRoute, async (c) => {
      const item = await shareToClub(deps.db, c.var.membership.clubId, c.var.user, c.req.valid("json"));
      return c.json({ item }, 201);
    })

    .openapi(updateClubLibraryItemRoute, async (c) => {
      const { itemId } = c.req.valid("param");
      const item = await pinClubLibraryItem(deps.db, c.var.membership.clubId, itemId, c.req.valid("json").isPinned);
      return c.json({ item }, 200);
    })

    .openapi(removeClubLibraryItemRoute, async (c) => {
      await removeClubLibraryItem(deps.db, c.var.membership.clubId, c.req.valid("param").itemId);
      return c.json({ ok: true as const }, 200);
    })

    .openapi(copyClubLibraryItemRoute, async (c) => {
      const { itemId } = c.req.valid("param");
      const copy = await copyClubLibraryItem(deps.db, c.var.membership.clubId, c.var.user, itemId);
      return c.json({ copy }, 201);
    });
}
