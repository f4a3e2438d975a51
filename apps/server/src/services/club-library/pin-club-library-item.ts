import { and, eq, sql } from "drizzle-orm";
import type { ClubLibraryItemSummary } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { clubLibraryItems } from "../../db/schema.ts";
import { clubLibraryItemNotFound, clubLibrarySummaryColumns, toClubLibraryItemSummary } from "./club-library-row.ts";

/** A club admin pins an item among the club's essentials (kept pinned since its first pinning), or unpins it. */
export async function pinClubLibraryItem(
  db: Database,
  clubId: string,
  id: string,
  isPinned: boolean,
): Promise<ClubLibraryItemSummary> {
  const [row] = await db
    .update(clubLibraryItems)
    .set({ pinnedAt: isPinned ? sql`coalesce(${clubLibraryItems.pinnedAt}, now())` : null })
    .where(and(eq(clubLibraryItems.id, id), eq(clubLibraryItems.clubId, clubId)))
    .returning(clubLibrarySummaryColumns);
  if (!row) throw clubLibraryItemNotFound();
  return toClubLibraryItemSummary(row);
}
