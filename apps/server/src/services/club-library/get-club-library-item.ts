import { and, eq } from "drizzle-orm";
import type { ClubLibraryItem } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { clubLibraryItems } from "../../db/schema.ts";
import { clubLibraryItemNotFound, clubLibrarySummaryColumns, toClubLibraryItem } from "./club-library-row.ts";

/** One item of the club's library with its content; another club's answers as not found. */
export async function getClubLibraryItem(db: Database, clubId: string, id: string): Promise<ClubLibraryItem> {
  const [row] = await db
    .select({ ...clubLibrarySummaryColumns, content: clubLibraryItems.content })
    .from(clubLibraryItems)
    .where(and(eq(clubLibraryItems.id, id), eq(clubLibraryItems.clubId, clubId)));
  if (!row) throw clubLibraryItemNotFound();
  return toClubLibraryItem(row);
}
